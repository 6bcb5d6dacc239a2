// Two service processes on one database: the limits are counted in the database, inside the transaction that
// reads them, so guesses split across instances get no more checks than one instance would allow.
import { afterAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import path from "node:path";
import { DATABASE_FILE_NAME } from "../src/db/database.ts";
import { startService, type ServiceProcess } from "./service-process.ts";
import { newAccount, temporaryFolders } from "./support.ts";

const folders = temporaryFolders();
const dataDir = folders.make("auth-two-instances-");
const running: ServiceProcess[] = [];
afterAll(async () => {
  for (const service of running) await service.stop("SIGKILL");
  folders.removeAll();
});

let addressCounter = 0;
const post = (origin: string, url: string, body: unknown) =>
  fetch(`${origin}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.7.${++addressCounter % 250}` },
    body: JSON.stringify(body),
  });

describe("two instances on one database", () => {
  it("40 wrong passwords split across both get at most 5 checks, and the rest 429", async () => {
    const a = await startService({ DATA_DIR: dataDir, TRUSTED_PROXIES: "127.0.0.1" });
    running.push(a);
    const b = await startService({ DATA_DIR: dataDir, TRUSTED_PROXIES: "127.0.0.1" });
    running.push(b);
    const account = newAccount();
    expect((await post(a.origin, "/api/signup", account)).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i % 2 === 0 ? a.origin : b.origin, "/api/signin", { email: account.email, password: `wrong-guess-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);

    // Every checked guess is in the audit trail, whichever instance checked it.
    const db = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      const checked = db
        .prepare("SELECT count(*) AS n FROM audit_events WHERE event = 'signin_failed' AND email = ?")
        .get(account.email) as { n: number };
      expect(checked.n).toBeLessThanOrEqual(5);
    } finally {
      db.close();
    }
  }, 60_000);
});
