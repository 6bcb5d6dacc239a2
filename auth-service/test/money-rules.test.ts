// The ledger's rules, attacked on each engine (and across two instances on PostgreSQL): money never goes below
// zero however many transfers race; an Idempotency-Key moves money once; a posted entry cannot be changed even by
// raw SQL; amounts are exact at every currency's full precision and anything but a plain decimal string is 400.
import crypto from "node:crypto";
import fc from "fast-check";
import { formatAmount, transactionPageSchema } from "@bank/contracts";
import { sql } from "kysely";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";
import { runDueRailsJobs } from "../src/workspace/rails/rails-worker.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createTestApp, twoInstances, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { expectLedgerClean, firstAccounts, fund, sendMoney } from "./money-support.ts";
import { business, person, send, stepUpWithCode, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let businessId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock);
  businessId = await business(t, owner);
});
afterAll(() => t.close());

async function secondUsdAccount(app: TestApp, who: Person, id: string, name = "Savings") {
  clock.advance(11 * 60_000);
  await stepUpWithCode(app, clock, who);
  const opened = await send(app.app, "POST", `/api/businesses/${id}/accounts`, who.cookie, {
    name,
    kind: "savings",
    currency: "USD",
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().account.id as string;
}

const transfers = (id: string) => `/api/businesses/${id}/transfers`;

describe("transfers that race", () => {
  it("200 transfers of 1.00 sent at once from an account holding 100.00 post exactly 100; the balance ends at zero", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    const savings = await secondUsdAccount(t, owner, businessId);
    await fund(t, clock, businessId, owner, checking.id, "100.00");
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        sendMoney(t.app, transfers(businessId), owner.cookie, {
          fromAccountId: checking.id,
          toAccountId: savings,
          amount: "1.00",
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(100);
    expect(codes.filter((code) => code === 422)).toHaveLength(100);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe("insufficientFunds");
    const after = await firstAccounts(t, businessId, owner);
    expect(after.checking.balance).toEqual({ available: "0.00", posted: "0.00", pending: "0.00" });
    await expectLedgerClean(t);
  });

  it("transfers both ways between two accounts at once never deadlock or lose a cent", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    const other = await secondUsdAccount(t, owner, businessId, "Operating");
    await fund(t, clock, businessId, owner, checking.id, "50.00");
    await fund(t, clock, businessId, owner, other, "50.00");
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        sendMoney(t.app, transfers(businessId), owner.cookie, {
          fromAccountId: index % 2 ? checking.id : other,
          toAccountId: index % 2 ? other : checking.id,
          amount: "0.75",
        }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 422)).toBe(true);
    await expectLedgerClean(t);
  });
});

describe("idempotency", () => {
  it("one key sent twice at once moves money once, and both answers are the same", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Keys LLC");
    const { checking } = await firstAccounts(t, id, fresh);
    const savings = await secondUsdAccount(t, fresh, id);
    await fund(t, clock, id, fresh, checking.id, "10.00");
    const key = crypto.randomUUID();
    const body = { fromAccountId: checking.id, toAccountId: savings, amount: "4.00", memo: "Rent" };
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => sendMoney(t.app, transfers(id), fresh.cookie, body, key)),
    );
    expect(twins.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(twins.map((answer) => answer.body)).size).toBe(1);
    // The same body with its keys in another order is the same request.
    const reordered = await sendMoney(
      t.app,
      transfers(id),
      fresh.cookie,
      { memo: "Rent", amount: "4.00", toAccountId: savings, fromAccountId: checking.id },
      key,
    );
    expect(reordered.body).toBe(twins[0]!.body);
    const after = await firstAccounts(t, id, fresh);
    expect(after.checking.balance.posted).toBe("6.00");

    const other = await sendMoney(t.app, transfers(id), fresh.cookie, { ...body, amount: "5.00" }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("idempotencyKeyReused");
    expect((await firstAccounts(t, id, fresh)).checking.balance.posted).toBe("6.00");
    await expectLedgerClean(t);
  });

  it("a refusal is kept with its key too: the retry gets the same 422 even after money arrives", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Refusals LLC");
    const { checking } = await firstAccounts(t, id, fresh);
    const savings = await secondUsdAccount(t, fresh, id);
    const key = crypto.randomUUID();
    const body = { fromAccountId: checking.id, toAccountId: savings, amount: "1.00" };
    const first = await sendMoney(t.app, transfers(id), fresh.cookie, body, key);
    expect(first.statusCode).toBe(422);
    await fund(t, clock, id, fresh, checking.id, "5.00");
    const retry = await sendMoney(t.app, transfers(id), fresh.cookie, body, key);
    expect(retry.statusCode).toBe(422);
    expect(retry.body).toBe(first.body);
    expect((await sendMoney(t.app, transfers(id), fresh.cookie, body)).statusCode).toBe(201);
    await expectLedgerClean(t);
  });

  it("a POST that moves money without a key, or with a malformed one, is 400 and moves nothing", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    const body = { fromAccountId: checking.id, toAccountId: checking.id, amount: "1.00" };
    const none = await send(t.app, "POST", transfers(businessId), owner.cookie, body);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe("idempotencyKeyMissing");
    for (const key of ["", "has space", "x".repeat(101), "ключ"]) {
      const answer = await t.app.inject({
        method: "POST",
        url: transfers(businessId),
        headers: { cookie: owner.cookie, "content-type": "application/json", "idempotency-key": key },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode, key).toBe(400);
    }
  });
});

describe("amounts", () => {
  it.each([
    ["too many decimals", "1.001"],
    ["a sign", "-1.00"],
    ["a plus", "+1"],
    ["an exponent", "1e2"],
    ["NaN", "NaN"],
    ["Infinity", "Infinity"],
    ["zero", "0"],
    ["a JSON number", 1],
    ["null", null],
    ["an object", { value: "1" }],
    ["spaces", " 1"],
    ["a huge string", "9".repeat(10_000)],
  ])("refuses %s with 400 and moves nothing", async (_, amount) => {
    const { checking } = await firstAccounts(t, businessId, owner);
    const answer = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, owner.cookie, {
      accountId: checking.id,
      amount,
      method: "wire",
      from: { name: "X" },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors?.amount ?? answer.json().message).toBeTruthy();
  });

  it("random amounts at full precision round-trip exactly through a deposit and the transaction list", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Exact LLC");
    const { checking, wallet } = await firstAccounts(t, id, fresh);
    const samples = fc.sample(fc.tuple(fc.boolean(), fc.bigInt({ min: 1n, max: 99_999_999_999n })), {
      numRuns: 20,
      seed: 27,
    });
    for (const [usdc, minor] of samples) {
      const currency = usdc ? "USDC" : "USD";
      const amount = formatAmount(minor, currency);
      const answer = await sendMoney(t.app, `/api/sandbox/businesses/${id}/deposits`, fresh.cookie, {
        accountId: usdc ? wallet.id : checking.id,
        amount,
        method: usdc ? "usdc" : "wire",
        from: { name: "Exact" },
      });
      if (minor > (usdc ? 10_000_000_000_000n : 1_000_000_000n)) {
        expect(answer.statusCode).toBe(400);
        continue;
      }
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().transaction.amount).toBe(amount);
    }
    clock.advance(11_000);
    await runDueRailsJobs(t.app.deps, t.app.identity);
    const page = transactionPageSchema.parse(
      (await send(t.app, "GET", `/api/businesses/${id}/transactions?limit=100`, fresh.cookie)).json(),
    );
    for (const row of page.transactions) {
      const sample = samples.find(([usdc, minor]) => formatAmount(minor, usdc ? "USDC" : "USD") === row.amount);
      expect(sample, row.amount).toBeDefined();
    }
    await expectLedgerClean(t);
  });
});

describe("conversions", () => {
  it("1,000,000.00 USD converts to exactly 999,000.000000 USDC, paying 1,000.00 USD; the quote is used once", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Convert LLC");
    const { checking, wallet } = await firstAccounts(t, id, fresh);
    await fund(t, clock, id, fresh, checking.id, "1000000.00");
    const quoted = await send(t.app, "POST", `/api/businesses/${id}/conversions/quotes`, fresh.cookie, {
      fromAccountId: checking.id,
      toAccountId: wallet.id,
      amount: "1000000.00",
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const quote = quoted.json().quote;
    expect(quote).toMatchObject({
      fromCurrency: "USD",
      toCurrency: "USDC",
      amount: "1000000.00",
      rate: "1.0000",
      spreadPercent: "0.10",
      fee: "1000.00",
      receive: "999000.000000",
    });
    expect(Date.parse(quote.expiresAt) - clock.current).toBe(30_000);
    const conversions = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: quote.id }),
      ),
    );
    expect(conversions.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const after = await firstAccounts(t, id, fresh);
    expect(after.checking.balance.posted).toBe("0.00");
    expect(after.wallet.balance.posted).toBe("999000.000000");
    await expectLedgerClean(t);
  });

  it("a quote expires after 30 seconds (410) and converting back pays the spread in USDC, rounded for the bank", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Expiry LLC");
    const { checking, wallet } = await firstAccounts(t, id, fresh);
    await fund(t, clock, id, fresh, wallet.id, "1.000001", "usdc");
    const quote = async () =>
      (
        await send(t.app, "POST", `/api/businesses/${id}/conversions/quotes`, fresh.cookie, {
          fromAccountId: wallet.id,
          toAccountId: checking.id,
          amount: "1.000001",
        })
      ).json().quote;
    const late = await quote();
    expect(late).toMatchObject({ fee: "0.010001", receive: "0.99" });
    clock.advance(30_000);
    const expired = await sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: late.id });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe("quoteExpired");
    const fresh2 = await quote();
    const done = await sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: fresh2.id });
    expect(done.statusCode, done.body).toBe(201);
    const after = await firstAccounts(t, id, fresh);
    expect(after.wallet.balance.posted).toBe("0.000000");
    expect(after.checking.balance.posted).toBe("0.99");
    await expectLedgerClean(t);
  });

  it("a conversion with more than the account holds is 422 insufficientFunds and the quote stays usable", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Short LLC");
    const { checking, wallet } = await firstAccounts(t, id, fresh);
    const quote = (
      await send(t.app, "POST", `/api/businesses/${id}/conversions/quotes`, fresh.cookie, {
        fromAccountId: checking.id,
        toAccountId: wallet.id,
        amount: "10.00",
      })
    ).json().quote;
    const short = await sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: quote.id });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe("insufficientFunds");
    await fund(t, clock, id, fresh, checking.id, "10.00");
    clock.advance(-11_000);
    const done = await sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: quote.id });
    expect(done.statusCode, done.body).toBe(201);
    await expectLedgerClean(t);
  });
});

describe("the ledger keeps what it posted", () => {
  it("a raw SQL UPDATE or DELETE of a posted entry or a transaction fails; a pending entry only posts or voids", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    await fund(t, clock, businessId, owner, checking.id, "3.00");
    const posted = await t.db
      .selectFrom("ledger_entries")
      .select(["id", "transaction_id"])
      .where("status", "=", "posted")
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE ledger_entries SET amount = amount + 1 WHERE id = ${posted.id}`.execute(t.db),
    ).rejects.toThrow(/never changes|append-only/);
    await expect(
      sql`UPDATE ledger_entries SET status = 'void' WHERE id = ${posted.id}`.execute(t.db),
    ).rejects.toThrow();
    await expect(sql`DELETE FROM ledger_entries WHERE id = ${posted.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE ledger_transactions SET description = 'x' WHERE id = ${posted.transaction_id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM ledger_transactions WHERE id = ${posted.transaction_id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    if (TEST_ENGINE === "postgres")
      await expect(sql`TRUNCATE ledger_entries`.execute(t.db)).rejects.toThrow(/append-only/);

    const pending = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, owner.cookie, {
      accountId: checking.id,
      amount: "1.00",
      method: "ach",
      from: { name: "X" },
    });
    const entryId = pending.json().transaction.id;
    await expect(sql`UPDATE ledger_entries SET amount = 500 WHERE id = ${entryId}`.execute(t.db)).rejects.toThrow();
    clock.advance(11_000);
    await runDueRailsJobs(t.app.deps, t.app.identity);
    await expectLedgerClean(t);
  });

  it("ledger:verify names an account whose kept balance no longer matches its entries", async () => {
    const { checking } = await firstAccounts(t, businessId, owner);
    await sql`UPDATE ledger_accounts SET posted = posted + 1 WHERE id = ${checking.id}`.execute(t.db);
    const report = await verifyLedger(t.db);
    expect(report.problems.join("\n")).toContain(`account ${checking.id}: posted`);
    await sql`UPDATE ledger_accounts SET posted = posted - 1 WHERE id = ${checking.id}`.execute(t.db);
    await expectLedgerClean(t);
  });
});

if (TEST_ENGINE === "postgres")
  describe("two instances on one PostgreSQL database", () => {
    const sharedClock = new TestClock();
    const instances = twoInstances(sharedClock.now);

    it("200 transfers split between the instances from an account holding enough for 100 post exactly 100", async () => {
      const { a, b } = instances;
      const who = await person(a, sharedClock);
      const id = await business(a, who, "Two Instances LLC");
      const { checking } = await firstAccounts(a, id, who);
      sharedClock.advance(11 * 60_000);
      await stepUpWithCode(a, sharedClock, who);
      const savings = (
        await send(a.app, "POST", `/api/businesses/${id}/accounts`, who.cookie, {
          name: "Savings",
          kind: "savings",
          currency: "USD",
        })
      ).json().account.id;
      await fund(a, sharedClock, id, who, checking.id, "100.00");
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          sendMoney(instances.either(index).app, transfers(id), who.cookie, {
            fromAccountId: checking.id,
            toAccountId: savings,
            amount: "1.00",
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      const odd = answers.filter((answer) => answer.statusCode !== 201 && answer.statusCode !== 422);
      expect(odd.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
      expect(codes.filter((code) => code === 201)).toHaveLength(100);
      expect(codes.filter((code) => code === 422)).toHaveLength(100);
      expect((await firstAccounts(b, id, who)).checking.balance.available).toBe("0.00");
      const key = crypto.randomUUID();
      const body = { fromAccountId: savings, toAccountId: checking.id, amount: "7.00" };
      const twins = await Promise.all([
        sendMoney(a.app, transfers(id), who.cookie, body, key),
        sendMoney(b.app, transfers(id), who.cookie, body, key),
      ]);
      expect(twins[0]!.body).toBe(twins[1]!.body);
      expect((await firstAccounts(a, id, who)).checking.balance.posted).toBe("7.00");
      await expectLedgerClean(a);
    });

    it("a deposit due on both instances posts once", async () => {
      const { a, b } = instances;
      const who = await person(a, sharedClock);
      const id = await business(a, who, "Once LLC");
      const { checking } = await firstAccounts(a, id, who);
      for (let index = 0; index < 20; index += 1)
        await sendMoney(a.app, `/api/sandbox/businesses/${id}/deposits`, who.cookie, {
          accountId: checking.id,
          amount: "1.00",
          method: "wire",
          from: { name: "X" },
        });
      sharedClock.advance(3_000);
      const done = await Promise.all([
        runDueRailsJobs(a.app.deps, a.app.identity),
        runDueRailsJobs(b.app.deps, b.app.identity),
      ]);
      expect(done[0]! + done[1]!).toBe(20);
      expect((await firstAccounts(a, id, who)).checking.balance.posted).toBe("20.00");
      await expectLedgerClean(a);
    });
  });
