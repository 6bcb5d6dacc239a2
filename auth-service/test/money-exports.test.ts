// What a member takes away from the ledger, on each engine: the CSV export (streamed, the list's filters, formula
// cells neutralised, amounts exact), monthly statements and their PDF (every posting of the month, the balances),
// and the analytics' months and runway.
import fc from "fast-check";
import {
  analyticsSchema,
  formatAmount,
  minorUnitsOf,
  statementListSchema,
  transactionPageSchema,
} from "@bank/contracts";
import { parse } from "csv-parse/sync";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "./support.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { expectLedgerClean, firstAccounts, fund, sendMoney } from "./money-support.ts";
import { business, person, send, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let businessId: string;
let checkingId: string;
const amounts = fc.sample(fc.bigInt({ min: 1n, max: 99_999_999n }), { numRuns: 12, seed: 11 });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock);
  businessId = await business(t, owner, "Exports LLC");
  const { checking } = await firstAccounts(t, businessId, owner);
  checkingId = checking.id;
  for (const minor of amounts) await fund(t, clock, businessId, owner, checkingId, formatAmount(minor, "USD"));
  const attack = await sendMoney(t.app, `/api/sandbox/businesses/${businessId}/deposits`, owner.cookie, {
    accountId: checkingId,
    amount: "1.00",
    method: "wire",
    from: { name: '=HYPERLINK("http://evil.example","Click")' },
  });
  expect(attack.statusCode, attack.body).toBe(201);
});
afterAll(() => t.close());

describe("the CSV export", () => {
  it("streams every row with a header, amounts exact, a formula cell quoted and prefixed", async () => {
    const answer = await send(t.app, "GET", `/api/businesses/${businessId}/transactions.csv`, owner.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(amounts.length + 1);
    const exported = rows.filter((row) => row.Status === "posted").map((row) => minorUnitsOf(row.Amount!, "USD"));
    expect(exported.sort()).toEqual([...amounts].sort());
    expect(rows.every((row) => row.Account === "Checking")).toBe(true);
  });

  it("takes the list's filters: pending only, and a search", async () => {
    const pending = await send(
      t.app,
      "GET",
      `/api/businesses/${businessId}/transactions.csv?status=pending`,
      owner.cookie,
    );
    expect(parse(pending.body, { columns: true })).toHaveLength(1);
    const search = await send(t.app, "GET", `/api/businesses/${businessId}/transactions.csv?q=hyperlink`, owner.cookie);
    expect(parse(search.body, { columns: true })).toHaveLength(1);
    const bad = await send(t.app, "GET", `/api/businesses/${businessId}/transactions.csv?from=yesterday`, owner.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it("answers a stranger 404 and nothing of the business", async () => {
    const stranger = await person(t, clock);
    const answer = await send(t.app, "GET", `/api/businesses/${businessId}/transactions.csv`, stranger.cookie);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain("HYPERLINK");
  });
});

describe("the transaction list", () => {
  it("pages by cursor through every row once, newest first, whatever the page size; a forged cursor is 400", async () => {
    const url = `/api/businesses/${businessId}/transactions`;
    const all = transactionPageSchema.parse((await send(t.app, "GET", `${url}?limit=100`, owner.cookie)).json());
    expect(all.nextCursor).toBeNull();
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=5&cursor=${encodeURIComponent(cursor)}` : "?limit=5";
      const page = transactionPageSchema.parse((await send(t.app, "GET", `${url}${query}`, owner.cookie)).json());
      paged.push(...page.transactions.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.transactions.map((row) => row.id));
    const forged = await send(t.app, "GET", `${url}?cursor=${Buffer.from("1:x").toString("base64url")}`, owner.cookie);
    expect(forged.statusCode).toBe(400);
    expect((await send(t.app, "GET", `${url}?limit=0`, owner.cookie)).statusCode).toBe(400);
    expect((await send(t.app, "GET", `${url}?limit=101`, owner.cookie)).statusCode).toBe(400);
  });
});

describe("statements", () => {
  it("list every month the account was open, with the opening and closing balance", async () => {
    const answer = await send(
      t.app,
      "GET",
      `/api/businesses/${businessId}/statements?accountId=${checkingId}`,
      owner.cookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { statements } = statementListSchema.parse(answer.json());
    const { checking } = await firstAccounts(t, businessId, owner);
    expect(statements[0]).toMatchObject({ openingBalance: "0.00", closingBalance: checking.balance.posted });
  });

  it("the month's PDF holds the business, the account's ending, both balances and every posted transaction", async () => {
    const month = new Date(clock.current).toISOString().slice(0, 7);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/businesses/${businessId}/statements/${month}.pdf?accountId=${checkingId}`,
      headers: { cookie: owner.cookie },
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(answer.rawPayload)), { mergePages: true });
    const plain = text.replace(/,/g, "");
    const { checking } = await firstAccounts(t, businessId, owner);
    expect(text).toContain("Exports LLC");
    expect(text).toContain(checking.accountNumber!.slice(-4));
    expect(plain).toContain(checking.balance.posted);
    for (const minor of amounts) expect(plain).toContain(formatAmount(minor, "USD"));
    expect(text).toContain("Sandbox");
  });

  it("a month the account was not open, or another business's account, is 404", async () => {
    const early = await send(
      t.app,
      "GET",
      `/api/businesses/${businessId}/statements/2020-01.pdf?accountId=${checkingId}`,
      owner.cookie,
    );
    expect(early.statusCode).toBe(404);
    const bad = await send(
      t.app,
      "GET",
      `/api/businesses/${businessId}/statements/2020-13.pdf?accountId=${checkingId}`,
      owner.cookie,
    );
    expect(bad.statusCode).toBe(400);
    const other = await person(t, clock);
    const otherId = await business(t, other, "Other LLC");
    const theirs = await firstAccounts(t, otherId, other);
    const foreign = await send(
      t.app,
      "GET",
      `/api/businesses/${businessId}/statements?accountId=${theirs.checking.id}`,
      owner.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe("across months", () => {
  it("a month closes where the next opens, in the statements and the analytics alike", async () => {
    const { accountStatements } = await import("../src/workspace/domain/statements.ts");
    const { businessAnalytics } = await import("../src/workspace/domain/analytics.ts");
    const { checking } = await firstAccounts(t, businessId, owner);
    const later = clock.current + 20 * 86_400_000; // into the next month
    const statements = (await accountStatements(t.db, businessId, checkingId, later))!;
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatchObject({ openingBalance: "0.00", closingBalance: checking.balance.posted });
    expect(statements[0]).toMatchObject({
      openingBalance: checking.balance.posted,
      closingBalance: checking.balance.posted,
    });
    const analytics = await businessAnalytics(t.db, businessId, "USD", later);
    expect(analytics.months.at(-2)).toMatchObject({
      moneyIn: checking.balance.posted,
      closingBalance: checking.balance.posted,
    });
    expect(analytics.months.at(-1)).toMatchObject({ moneyIn: "0.00", closingBalance: checking.balance.posted });
    expect(analytics.months.at(-3)!.closingBalance).toBe("0.00");
  });
});

describe("analytics", () => {
  it("counts this month's posted deposits as money in and its balance as the month's close; no burn, no runway", async () => {
    const answer = await send(t.app, "GET", `/api/businesses/${businessId}/analytics`, owner.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const analytics = analyticsSchema.parse(answer.json());
    expect(analytics.months).toHaveLength(12);
    const total = formatAmount(
      amounts.reduce((sum, minor) => sum + minor, 0n),
      "USD",
    );
    expect(analytics.months.at(-1)).toMatchObject({ moneyIn: total, moneyOut: "0.00", closingBalance: total });
    expect(analytics.months[0]!.closingBalance).toBe("0.00");
    expect(analytics.runway).toEqual({ monthlyNetBurn: "0.00", months: null });
  });

  it("a transfer between the business's own accounts is neither money in nor out", async () => {
    const fresh = await person(t, clock);
    const id = await business(t, fresh, "Flows LLC");
    const { checking, wallet } = await firstAccounts(t, id, fresh);
    await fund(t, clock, id, fresh, checking.id, "100.00");
    const quote = (
      await send(t.app, "POST", `/api/businesses/${id}/conversions/quotes`, fresh.cookie, {
        fromAccountId: checking.id,
        toAccountId: wallet.id,
        amount: "40.00",
      })
    ).json().quote;
    await sendMoney(t.app, `/api/businesses/${id}/conversions`, fresh.cookie, { quoteId: quote.id });
    const analytics = analyticsSchema.parse(
      (await send(t.app, "GET", `/api/businesses/${id}/analytics`, fresh.cookie)).json(),
    );
    expect(analytics.months.at(-1)).toMatchObject({ moneyIn: "100.00", moneyOut: "0.00", closingBalance: "60.00" });
    await expectLedgerClean(t);
  });
});
