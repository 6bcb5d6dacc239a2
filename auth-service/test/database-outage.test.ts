// PostgreSQL goes away under a running instance and comes back: the health check fails (so the proxy sends
// traffic elsewhere), requests that need the database answer 503 with Retry-After (never 500, never a crash), and
// the instance recovers by itself, sessions intact. Always on a PostgreSQL server of its own, which it stops.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, createDatabase, type PostgresServer } from "./servers/postgres-server.ts";
import { postJson, signUp, signedInCookie, sessionStatus } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let server: PostgresServer;
let t: TestApp;
beforeAll(async () => {
  server = await startPostgres({ name: "outage" });
  t = await createTestApp({ databaseUrl: await createDatabase(server), secretKey: "0".repeat(63) + "2" });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await server?.stop();
});

const health = () => t.app.inject({ method: "GET", url: "/api/health" });

describe("the database goes away and returns", () => {
  it("fails health and answers 503 while it is gone, then recovers on its own", async () => {
    const account = await signUp(t.app);
    const cookie = await signedInCookie(t.app, account);
    expect((await health()).statusCode).toBe(200);

    await server.pause();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: "unavailable", database: { engine: "postgres", reachable: false } });
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/auth/session-status", headers: { cookie } }),
      postJson(t.app, "/api/signin", { email: account.email, password: account.password }),
      postJson(t.app, "/api/signup", { ...account, email: `other.${account.email}` }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.json()).toMatchObject({ success: false });
    }

    await server.resume();
    let recovered = await health();
    for (let tries = 0; recovered.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recovered = await health();
    }
    expect(recovered.statusCode).toBe(200);
    expect(await sessionStatus(t.app, cookie)).toEqual({ isValid: true });
    expect(
      (await postJson(t.app, "/api/signin", { email: account.email, password: account.password })).statusCode,
    ).toBe(200);
  }, 60_000);

  it("an instance started while the database is down waits for it, and starts when it returns", async () => {
    const databaseUrl = await createDatabase(server);
    await server.pause();
    const starting = createTestApp({ databaseUrl, secretKey: "0".repeat(63) + "3" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await server.resume();
    const late = await starting;
    try {
      expect((await late.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await late.close();
    }
  }, 60_000);
});

describe("a transaction's connection ended by the server between two statements", () => {
  it("fails that transaction, never the process, and the next request works", async () => {
    const { sql } = await import("kysely");
    const failed = await t.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
        // Another connection ends this one while its transaction waits between statements, as
        // idle_in_transaction_session_timeout does.
        await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(t.db);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`SELECT 1`.execute(trx);
        return "committed";
      })
      .catch(() => "failed");
    expect(failed).toBe("failed");
    expect((await health()).statusCode).toBe(200);
  });
});

