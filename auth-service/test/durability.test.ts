// An account, a session or a transfer the service answered OK for survives kill -9 of the process (a real child
// process), on either engine: on SQLite a transfer is answered only once the group commit that carries it is on disk.
import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { customerWithTotp, fundedBusiness } from "../bench/ledger-customer.ts";
import { openDatabase } from "../src/db/database.ts";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";
import { startService, type ServiceProcess } from "./service-process.ts";
import { newAccount, temporaryFolders } from "./support.ts";
import { sharedServiceDatabase } from "./test-database.ts";

const folders = temporaryFolders();
const dataDir = folders.make("auth-durability-");
const running: ServiceProcess[] = [];
// One database for every process of this file: SQLite in the data folder, or PostgreSQL (which the kill spares).
const shared = sharedServiceDatabase();
afterAll(async () => {
  for (const service of running) await service.stop("SIGKILL");
  folders.removeAll();
});

async function start(options: { SANDBOX_TIME_SCALE?: string } = {}): Promise<ServiceProcess> {
  // Each sign-up speaks from its own address (the test trusts itself as the proxy), so the per-address limit
  // of 10 an hour does not answer for the burst.
  const service = await startService({
    DATA_DIR: dataDir,
    TRUSTED_PROXIES: "127.0.0.1",
    ...options,
    ...(await shared),
  });
  running.push(service);
  return service;
}

let addressCounter = 0;
const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.18.0.${++addressCounter}` },
    body: JSON.stringify(body),
  });

/** Sign-up answers a taken address like a new one, so an account is shown to exist by signing in to it. */
const signsIn = async (base: string, account: { email: string; password: string }) =>
  (await post(base, "/api/signin", { email: account.email, password: account.password })).status === 200;

describe("durability", () => {
  it("keeps an acknowledged sign-up and sign-in across kill -9", async () => {
    const first = await start();
    const account = newAccount();
    expect((await post(first.origin, "/api/signup", account)).status).toBe(201);
    const signIn = await post(first.origin, "/api/signin", account);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0]!;
    await first.stop("SIGKILL");

    const second = await start();
    const status = await fetch(`${second.origin}/api/auth/session-status`, { headers: { cookie } });
    expect(await status.json()).toEqual({ isValid: true });
    expect(await signsIn(second.origin, account)).toBe(true);
    await second.stop("SIGKILL");
  }, 60_000);

  it("keeps every acknowledged sign-up when killed in the middle of a burst", async () => {
    const service = await start();
    const acknowledged: { email: string; password: string }[] = [];
    const burst = Array.from({ length: 20 }, async () => {
      const account = newAccount();
      const response = await post(service.origin, "/api/signup", account).catch(() => null);
      if (response?.status === 201) acknowledged.push(account);
    });
    for (let waited = 0; acknowledged.length < 3 && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await service.stop("SIGKILL");
    await Promise.allSettled(burst);

    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    const again = await start();
    for (const account of acknowledged) expect(await signsIn(again.origin, account), account.email).toBe(true);
    await again.stop("SIGKILL");
  }, 60_000);

  it("keeps every acknowledged transfer when killed in the middle of a burst, and the ledger stays whole", async () => {
    const service = await start({ SANDBOX_TIME_SCALE: "0.01" });
    const { DATABASE_URL: databaseUrl = "" } = await shared;
    const bench = { base: service.origin, dataDir, databaseUrl, child: service.child };
    const customer = await customerWithTotp(bench, `durable.${crypto.randomUUID()}@example.com`);
    const { businessId, accounts } = await fundedBusiness(bench, customer, 2, "10.00");
    const [from, to] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
    const acknowledged: string[] = [];
    const burst = Array.from({ length: 300 }, async () => {
      const response = await fetch(`${service.origin}/api/businesses/${businessId}/transfers`, {
        method: "POST",
        headers: {
          cookie: customer.cookie,
          "content-type": "application/json",
          "idempotency-key": crypto.randomUUID(),
        },
        body: JSON.stringify({ fromAccountId: from.id, toAccountId: to.id, amount: "0.01" }),
      }).catch(() => null);
      if (response?.status === 201)
        acknowledged.push(((await response.json()) as { transfer: { id: string } }).transfer.id);
    });
    for (let waited = 0; acknowledged.length < 20 && waited < 20_000; waited += 2) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await service.stop("SIGKILL");
    await Promise.allSettled(burst);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const { db, close } = await openDatabase({ dataDir, databaseUrl });
    try {
      const kept = await sql<{ id: string }>`
        SELECT id FROM ledger_transactions WHERE business_id = ${businessId} AND kind = 'transfer'`.execute(db);
      const keptIds = new Set(kept.rows.map((row) => row.id));
      for (const id of acknowledged) expect(keptIds.has(id), id).toBe(true);
      // The kill did cut the burst short.
      expect(keptIds.size).toBeLessThan(300);
      // What the kill cut short before its commit is gone whole: the balances are exactly the transfers kept.
      const balances = await sql<{ id: string; posted: string }>`
        SELECT id, CAST(posted AS TEXT) AS posted FROM ledger_accounts WHERE id IN (${from.id}, ${to.id})`.execute(db);
      const posted = new Map(balances.rows.map((row) => [row.id, BigInt(row.posted)]));
      expect(posted.get(from.id)).toBe(1_000n - BigInt(keptIds.size));
      expect(posted.get(to.id)).toBe(1_000n + BigInt(keptIds.size));
      expect((await verifyLedger(db)).problems).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
