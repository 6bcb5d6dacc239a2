// Accounts and the sandbox's deposits, on each engine: the first accounts open with the business, a deposit is
// pending (not available) until the rails post it, once; balances and the transaction list follow the ledger.
import { accountAnswerSchema, depositAnswerSchema, transactionPageSchema } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import { TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { expectLedgerClean, firstAccounts, accountsOf, fund, sendMoney } from "./money-support.ts";
import { addMember, business, person, send, stepUpWithCode, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, bank: { routingNumber: "021000021" } });
  owner = await person(t, clock);
  businessId = await business(t, owner);
});
afterAll(() => t.close());

describe("accounts", () => {
  it("a business opens with a USD checking account at the partner's routing number and a USDC wallet, both at zero", async () => {
    const { checking, wallet } = await firstAccounts(t, businessId, owner);
    expect(checking).toMatchObject({
      name: "Checking",
      kind: "checking",
      currency: "USD",
      routingNumber: "021000021",
      depositAddress: null,
      balance: { available: "0.00", posted: "0.00", pending: "0.00" },
    });
    expect(checking.accountNumber).toMatch(/^\d{12}$/);
    expect(wallet).toMatchObject({
      name: "USDC Wallet",
      kind: "wallet",
      currency: "USDC",
      accountNumber: null,
      routingNumber: null,
      balance: { available: "0.000000", posted: "0.000000", pending: "0.000000" },
    });
    expect(wallet.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it("a deposit is pending, not available, until the rails post it after the method's delay; then once", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    const answer = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, owner.cookie, {
      accountId: checking.id,
      amount: "1250.5",
      method: "ach",
      from: { name: "Acme Customer Inc" },
      reference: "INV-1001",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const deposit = depositAnswerSchema.parse(answer.json());
    expect(deposit.transaction).toMatchObject({
      amount: "1250.50",
      currency: "USD",
      status: "pending",
      kind: "deposit",
      counterparty: "Acme Customer Inc",
      balanceAfter: null,
    });
    expect(Date.parse(deposit.postsAt) - clock.current).toBe(10_000);
    let [account] = await accountsOf(t, businessId, owner);
    expect(account!.balance).toEqual({ available: "0.00", posted: "0.00", pending: "1250.50" });

    clock.advance(9_999);
    expect(await runDueRailsJobs(t.app.deps, t.app.identity)).toBe(0);
    clock.advance(1);
    const runs = await Promise.all([runDueRailsJobs(t.app.deps, t.app.identity), runDueRailsJobs(t.app.deps, t.app.identity)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    [account] = await accountsOf(t, businessId, owner);
    expect(account!.balance).toEqual({ available: "1250.50", posted: "1250.50", pending: "0.00" });
    const list = transactionPageSchema.parse(
      (await send(t.app, "GET", `/api/businesses/${businessId}/transactions`, owner.cookie)).json(),
    );
    expect(list.transactions[0]).toMatchObject({ status: "posted", balanceAfter: "1250.50", amount: "1250.50" });
    await expectLedgerClean(t);
  });

  it("a manager opens a savings account after a fresh second-factor proof; at most 20; renames it", async () => {
    clock.advance(11 * 60_000);
    const stale = await send(t.app, "POST", `/api/businesses/${businessId}/accounts`, owner.cookie, {
      name: "Savings",
      kind: "savings",
      currency: "USD",
    });
    expect(stale.statusCode).toBe(403);
    await stepUpWithCode(t, clock, owner);
    const opened = await send(t.app, "POST", `/api/businesses/${businessId}/accounts`, owner.cookie, {
      name: "Savings",
      kind: "savings",
      currency: "USD",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const account = accountAnswerSchema.parse(opened.json()).account;
    expect(account.accountNumber).toMatch(/^\d{12}$/);
    const renamed = await send(t.app, "PATCH", `/api/businesses/${businessId}/accounts/${account.id}`, owner.cookie, {
      name: "Tax reserve",
    });
    expect(renamed.json().account.name).toBe("Tax reserve");
    const mismatched = await send(t.app, "POST", `/api/businesses/${businessId}/accounts`, owner.cookie, {
      name: "Odd",
      kind: "wallet",
      currency: "USD",
    });
    expect(mismatched.statusCode).toBe(400);
    const many = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        send(t.app, "POST", `/api/businesses/${businessId}/accounts`, owner.cookie, {
          name: `Pot ${index}`,
          kind: "savings",
          currency: "USD",
        }),
      ),
    );
    expect(many.filter((answer) => answer.statusCode === 201)).toHaveLength(17);
    expect(many.filter((answer) => answer.statusCode === 409)).toHaveLength(8);
    expect(await accountsOf(t, businessId, owner)).toHaveLength(20);
  });

  it("a member with view sees balances but may not deposit, transfer or open; a stranger gets 404", async () => {
    const viewer = await person(t, clock);
    await addMember(t, businessId, viewer, ["view"]);
    const stranger = await person(t, clock);
    const { checking } = await firstAccounts(t, businessId, owner);
    expect((await accountsOf(t, businessId, viewer)).length).toBeGreaterThan(1);
    const deposit = { accountId: checking.id, amount: "1.00", method: "wire", from: { name: "X" } };
    expect(
      (await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, viewer.cookie, deposit)).statusCode,
    ).toBe(403);
    expect(
      (await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, stranger.cookie, deposit)).statusCode,
    ).toBe(404);
    expect((await send(t.app, "GET", `/api/businesses/${businessId}/accounts`, stranger.cookie)).statusCode).toBe(404);
    const otherBusiness = await business(t, stranger, "Other LLC");
    const theirs = await firstAccounts(t, otherBusiness, stranger);
    // Another business's account id, from a manager of this one: not found here.
    const foreign = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, owner.cookie, {
      ...deposit,
      accountId: theirs.checking.id,
    });
    expect(foreign.statusCode).toBe(404);
    await expectLedgerClean(t);
  });

  it("a USDC deposit goes to the wallet only; a sandbox deposit is at most 10,000,000", async () => {
    const { checking, wallet } = await firstAccounts(t, businessId, owner);
    const url = `/api/sandbox/businesses/${businessId}/deposits`;
    const wrong = await sendMoney(t.app, url, owner.cookie, {
      accountId: checking.id,
      amount: "5",
      method: "usdc",
      from: { name: "X" },
    });
    expect(wrong.statusCode).toBe(400);
    const big = await sendMoney(t.app, url, owner.cookie, {
      accountId: checking.id,
      amount: "10000000.01",
      method: "wire",
      from: { name: "X" },
    });
    expect(big.statusCode).toBe(400);
    await fund(t, clock, businessId, owner, wallet.id, "99.123456", "usdc");
    const after = await firstAccounts(t, businessId, owner);
    expect(after.wallet.balance.posted).toBe("99.123456");
    await expectLedgerClean(t);
  });
});
