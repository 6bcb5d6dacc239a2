// Renders a set of headers as nginx add_header lines ("always", so 404 pages and errors carry them too).
import type { HeaderSet } from "@bank/contracts/security-headers";

export function nginxAddHeaders(headers: HeaderSet): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      if (!/^[a-z0-9-]+$/i.test(name) || /["\\\r\n$]/.test(value)) {
        throw new Error(`header ${name} cannot be written safely into an nginx config`);
      }
      return `add_header ${name} "${value}" always;`;
    })
    .join("\n")
    .concat("\n");
}
