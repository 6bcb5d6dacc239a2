import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ENTRYPOINT = path.resolve(import.meta.dirname, "../scripts/docker-entrypoint.sh");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "entrypoint-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function runEntrypoint(env: Record<string, string>, name = "AUTH_SECRET_KEY") {
  const result = spawnSync("sh", [ENTRYPOINT, "sh", "-c", `printf "%s|%s" "$${name}" "\${${name}_FILE:-unset}"`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: "utf8",
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("the container entrypoint", () => {
  it("reads a secret from the file NAME_FILE names into NAME and drops NAME_FILE", () => {
    const secretFile = path.join(folder, "auth_secret_key");
    fs.writeFileSync(secretFile, "c2VjcmV0LWtleS1mb3ItdGVzdHM=\n");
    expect(runEntrypoint({ AUTH_SECRET_KEY_FILE: secretFile })).toEqual({
      code: 0,
      stdout: "c2VjcmV0LWtleS1mb3ItdGVzdHM=|unset",
      stderr: "",
    });
  });

  it("passes a secret given directly through untouched", () => {
    expect(runEntrypoint({ AUTH_SECRET_KEY: "direct" }).stdout).toBe("direct|unset");
  });

  it("reads PostgreSQL's password from PGPASSWORD_FILE into PGPASSWORD, which pg uses when DATABASE_URL has none", () => {
    const secretFile = path.join(folder, "postgres_password");
    fs.writeFileSync(secretFile, "pa/ss+word=\n");
    expect(runEntrypoint({ PGPASSWORD_FILE: secretFile }, "PGPASSWORD")).toEqual({
      code: 0,
      stdout: "pa/ss+word=|unset",
      stderr: "",
    });
  });

  it("refuses both forms at once and a file it cannot read", () => {
    const both = runEntrypoint({ AUTH_SECRET_KEY: "a", AUTH_SECRET_KEY_FILE: "/dev/null" });
    expect(both.code).toBe(1);
    expect(both.stderr).toContain("not both");
    const missing = runEntrypoint({ AUTH_SECRET_KEY_FILE: path.join(folder, "missing") });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("cannot be read");
  });
});
