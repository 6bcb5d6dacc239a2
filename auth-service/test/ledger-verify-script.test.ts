// `./run ledger:verify` (scripts/ledger-verify.ts) as an operator runs it, a real child process on the engine under
// test: clean after money moved (exit 0), and exit 1 naming the account whose kept balance no longer matches.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { freshDatabaseUrl } from "./test-database.ts";
import { firstAccounts, fund } from "./money-support.ts";
import { business, person } from "./workspace-support.ts";

const SCRIPT = path.resolve(import.meta.dirname, "../scripts/ledger-verify.ts");
const clock = new TestClock();
let t: TestApp;
let databaseUrl: string | undefined;

beforeAll(async () => {
  databaseUrl = await freshDatabaseUrl();
  t = await createTestApp({ now: clock.now, databaseUrl });
});
afterAll(() => t.close());

function verify() {
  const env = { PATH: process.env.PATH, DATA_DIR: t.dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  return promisify(execFile)(process.execPath, [SCRIPT], { env })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({ ...error }));
}

describe("./run ledger:verify", () => {
  it("is clean after money moved, and names an account whose balance was changed behind the ledger's back", async () => {
    const owner = await person(t, clock);
    const id = await business(t, owner);
    const { checking } = await firstAccounts(t, id, owner);
    await fund(t, clock, id, owner, checking.id, "12.34");
    const clean = await verify();
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/^ledger clean: \d+ accounts, 1 transactions, 2 entries/);

    await sql`UPDATE ledger_accounts SET posted = posted + 1 WHERE id = ${checking.id}`.execute(t.db);
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain(`account ${checking.id}: posted 1235 but its posted entries sum to 1234`);
    expect(broken.stderr).toContain("ledger NOT clean: 1 problems");
  });
});
