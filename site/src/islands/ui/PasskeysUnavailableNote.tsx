// What a passkey screen shows instead of its button when the page's address cannot use passkeys: which address,
// why, and where to go instead (lib/webauthn/availability.ts decides; the texts are in @bank/contracts).
import { PASSKEYS_UNAVAILABLE_TEXTS as T } from "@bank/contracts";
import type { PasskeysUnavailable } from "../../lib/webauthn/availability.ts";

interface Props {
  unavailable: PasskeysUnavailable;
  /** What the screen says for a browser without WebAuthn (signing in and adding differ). */
  unsupportedText: string;
  className: string;
}

function Explanation({ unavailable, unsupportedText }: Omit<Props, "className">) {
  if (unavailable.reason === "unsupported") return <>{unsupportedText}</>;
  if (unavailable.reason === "not-secure") return <>{T.notSecure(unavailable.host)}</>;
  const { host, suggestedUrl } = unavailable;
  if (suggestedUrl === null) return <>{`${T.ipAddress(host, false)} ${T.openByName}`}</>;
  return (
    <>
      {`${T.ipAddress(host, true)} ${T.openBefore} `}
      <a href={suggestedUrl}>{suggestedUrl}</a>
      {` ${T.openAfter}`}
    </>
  );
}

export default function PasskeysUnavailableNote({ className, ...explained }: Props) {
  return (
    <p className={className} data-testid="passkeys-unavailable">
      <Explanation {...explained} />
    </p>
  );
}
