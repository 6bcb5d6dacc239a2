// Service test support for money: a business's accounts, sandbox deposits that post, transfers with an
// Idempotency-Key, and the ledger's verification after a test that moved money.
import crypto from "node:crypto";
import { accountListSchema, type Account } from "@bank/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import type { TestClock } from "./support.ts";
import type { TestApp } from "./test-app.ts";
import { send, type Person } from "./workspace-support.ts";

export function sendMoney(
  app: FastifyInstance,
  url: string,
  cookie: string,
  body: unknown,
  key: string = crypto.randomUUID(),
) {
  return send(app, "POST", url, cookie, body, { "idempotency-key": key });
}

export async function accountsOf(t: TestApp, businessId: string, who: Person): Promise<Account[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/businesses/${businessId}/accounts`,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return accountListSchema.parse(response.json()).accounts;
}

/** The business's checking account and USDC wallet, as they open with it. */
export async function firstAccounts(t: TestApp, businessId: string, who: Person) {
  const accounts = await accountsOf(t, businessId, who);
  return {
    checking: accounts.find((account) => account.currency === "USD")!,
    wallet: accounts.find((account) => account.currency === "USDC")!,
  };
}

/** A sandbox wire of `amount` into the account, posted: the clock moves past its delay and the rails run. */
export async function fund(
  t: TestApp,
  clock: TestClock,
  businessId: string,
  who: Person,
  accountId: string,
  amount: string,
  method: "wire" | "ach" | "usdc" = "wire",
) {
  const response = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, who.cookie, {
    accountId,
    amount,
    method,
    from: { name: "Sandbox Funding Co" },
  });
  expect(response.statusCode, response.body).toBe(201);
  clock.advance(11_000);
  await runDueRailsJobs(t.app.deps, t.app.identity);
  return response.json();
}

/** The ledger adds up: every test that moves money ends with this. */
export async function expectLedgerClean(t: TestApp): Promise<void> {
  const report = await verifyLedger(t.db);
  expect(report.problems).toEqual([]);
}
