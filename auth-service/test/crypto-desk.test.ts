// The crypto desk, attacked on each engine (and across two instances on PostgreSQL): BTC and ETH wallets open once
// per business; quotes between any two of USD, USDC, BTC and ETH are priced exactly at the sandbox exchange's price
// and the pair's spread; a conversion credits exactly the quote's `receive`; a quote past 30 s is 410; racing
// conversions never overdraw a wallet and one quote converts once; the ledger verifies after every test.
import crypto from "node:crypto";
import fc from "fast-check";
import {
  CURRENCIES,
  CURRENCY_DECIMALS,
  formatAmount,
  holdingsSchema,
  isBech32Address,
  isChecksummedAddress,
  type Account,
  type Currency,
} from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceOf, termsOf } from "../src/workspace/domain/conversion-pricing.ts";
import type { Exchange } from "../src/workspace/exchange/exchange.ts";
import {
  PRICE_WINDOW_MS,
  STEP_BPS,
  WALK_STEPS,
  exchangeOf,
  sandboxExchange,
} from "../src/workspace/exchange/sandbox-exchange.ts";
import { TestClock } from "./support.ts";
import { createTestApp, twoInstances, type TestApp } from "./test-app.ts";
import { TEST_ENGINE } from "./test-database.ts";
import { accountsOf, expectLedgerClean, firstAccounts, fund, sendMoney } from "./money-support.ts";
import { addMember, business, person, send, stepUpWithCode, type Person } from "./workspace-support.ts";

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const quotes = (id: string) => `/api/businesses/${id}/conversions/quotes`;
const conversions = (id: string) => `/api/businesses/${id}/conversions`;

async function openWallet(app: TestApp, c: TestClock, who: Person, id: string, currency: "BTC" | "ETH") {
  c.advance(11 * 60_000);
  await stepUpWithCode(app, c, who);
  return send(app.app, "POST", `/api/businesses/${id}/accounts`, who.cookie, {
    name: `${currency} Wallet`,
    kind: "wallet",
    currency,
  });
}

/** A business with USD checking holding `usd`, its USDC wallet, and a BTC and an ETH wallet. */
async function deskOf(app: TestApp, c: TestClock, usd = "1000000.00") {
  const owner = await person(app, c);
  const id = await business(app, owner, "Desk LLC");
  const btc = await openWallet(app, c, owner, id, "BTC");
  expect(btc.statusCode, btc.body).toBe(201);
  const eth = await openWallet(app, c, owner, id, "ETH");
  expect(eth.statusCode, eth.body).toBe(201);
  const { checking, wallet } = await firstAccounts(app, id, owner);
  await fund(app, c, id, owner, checking.id, usd);
  return {
    owner,
    id,
    usd: checking as Account,
    usdc: wallet as Account,
    btc: btc.json().account as Account,
    eth: eth.json().account as Account,
  };
}

async function quote(app: TestApp, who: Person, id: string, from: Account, to: Account, amount: string) {
  return send(app.app, "POST", quotes(id), who.cookie, { fromAccountId: from.id, toAccountId: to.id, amount });
}

function exchangeOfApp(app: TestApp): Exchange {
  return exchangeOf(app.app.deps.bank.sandboxPrices);
}

describe("the sandbox exchange", () => {
  const settings = { centre: { BTC: 6_500_000n, ETH: 340_000n }, seed: "sandbox" };

  it("gives every instance the same price at the same moment, bounded to 5% of the centre, moving 0.20% at most a window", () => {
    const one = sandboxExchange(settings);
    const other = sandboxExchange({ ...settings });
    const bound = (WALK_STEPS * Number(STEP_BPS)) / 10_000;
    for (const currency of ["BTC", "ETH"] as const) {
      let previous: bigint | null = null;
      const start = Date.UTC(2026, 10, 28);
      for (let window = 0; window < 400; window += 1) {
        const at = start + window * PRICE_WINDOW_MS + (window % 7) * 1_000;
        const price = one.usdCentsPer(currency, at);
        expect(other.usdCentsPer(currency, at)).toBe(price);
        const centre = settings.centre[currency];
        expect(Math.abs(Number(price - centre)) / Number(centre)).toBeLessThanOrEqual(bound);
        if (previous !== null)
          expect(Math.abs(Number(price - previous)) / Number(previous)).toBeLessThanOrEqual(0.0021);
        previous = price;
      }
    }
    expect(sandboxExchange({ ...settings, seed: "other" }).usdCentsPer("BTC", 1e12)).not.toBe(
      one.usdCentsPer("BTC", 1e12),
    );
  });
});

describe("conversion pricing at every currency's full precision", () => {
  const exchange = sandboxExchange({ centre: { BTC: 6_512_345n, ETH: 341_267n }, seed: "pricing" });
  const pairs = CURRENCIES.flatMap((from) => CURRENCIES.filter((to) => to !== from).map((to) => [from, to] as const));

  it("USD-USDC 0.10%, BTC 0.25%, ETH 0.20%, BTC-ETH both (0.45%); a currency into itself has no terms", () => {
    const spread = (from: Currency, to: Currency) => termsOf(from, to, exchange, 0)!.spreadBps;
    expect([spread("USD", "USDC"), spread("USDC", "USD")]).toEqual([10, 10]);
    expect([spread("USD", "BTC"), spread("BTC", "USDC"), spread("USD", "ETH"), spread("ETH", "USDC")]).toEqual([
      25, 25, 20, 20,
    ]);
    expect([spread("BTC", "ETH"), spread("ETH", "BTC")]).toEqual([45, 45]);
    expect(termsOf("BTC", "BTC", exchange, 0)).toBeNull();
    expect(termsOf("USD", "BTC", exchange, 0)!.rate.text).toBe("0.0000153554");
    expect(termsOf("BTC", "USD", exchange, 0)!.rate.text).toBe("65123.4500");
  });

  it("receive is the amount at the rate less the spread rounded down; the fee and what converted make the amount", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000_000 }),
        ([from, to], amount, seconds) => {
          const at = seconds * 1_000;
          const { rate, spreadBps } = termsOf(from, to, exchange, at)!;
          const price = priceOf(amount, from, to, rate, spreadBps);
          const fromUnit = 10n ** BigInt(CURRENCY_DECIMALS[from]);
          const toUnit = 10n ** BigInt(CURRENCY_DECIMALS[to]);
          // receive = floor(amount * rate * (1 - spread)), in the receiving unit, exactly.
          const exact = amount * rate.numerator * BigInt(10_000 - spreadBps) * toUnit;
          const unit = rate.denominator * 10_000n * fromUnit;
          expect(price.receive * unit <= exact && exact < (price.receive + 1n) * unit).toBe(true);
          expect(price.fee + price.converted).toBe(amount);
          expect(price.fee >= 0n && price.converted >= 0n).toBe(true);
          // What converted buys at least `receive` at the rate: the bank never gives more than it was paid for.
          expect(price.converted * rate.numerator * toUnit >= price.receive * rate.denominator * fromUnit).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("BTC and ETH wallets", () => {
  it("a manager opens one BTC wallet (bech32 address) and one ETH wallet (EIP-55); a second of either is 409", async () => {
    const owner = await person(t, clock);
    const id = await business(t, owner, "Wallets LLC");
    const btc = await openWallet(t, clock, owner, id, "BTC");
    expect(btc.statusCode, btc.body).toBe(201);
    expect(btc.json().account).toMatchObject({ kind: "wallet", currency: "BTC", accountNumber: null });
    expect(btc.json().account.balance).toEqual({
      available: "0.00000000",
      posted: "0.00000000",
      pending: "0.00000000",
    });
    expect(isBech32Address(btc.json().account.depositAddress)).toBe(true);
    expect(btc.json().account.depositAddress).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const eth = await openWallet(t, clock, owner, id, "ETH");
    expect(eth.statusCode, eth.body).toBe(201);
    expect(isChecksummedAddress(eth.json().account.depositAddress)).toBe(true);
    expect(eth.json().account.balance.available).toBe("0.000000000");
    for (const currency of ["BTC", "ETH"] as const) {
      const again = await openWallet(t, clock, owner, id, currency);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("walletExists");
    }
    const wrongKind = await send(t.app, "POST", `/api/businesses/${id}/accounts`, owner.cookie, {
      name: "BTC checking",
      kind: "checking",
      currency: "BTC",
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it("ten BTC wallets opened at once make one; a member who does not manage is 403, another business's 404", async () => {
    const owner = await person(t, clock);
    const id = await business(t, owner, "Race Wallets LLC");
    clock.advance(11 * 60_000);
    await stepUpWithCode(t, clock, owner);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, "POST", `/api/businesses/${id}/accounts`, owner.cookie, {
          name: "BTC",
          kind: "wallet",
          currency: "BTC",
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await accountsOf(t, id, owner)).filter((account) => account.currency === "BTC")).toHaveLength(1);

    const payer = await person(t, clock);
    await addMember(t, id, payer, ["pay"]);
    expect((await openWallet(t, clock, payer, id, "ETH")).statusCode).toBe(403);
    const stranger = await person(t, clock);
    const theirs = await business(t, stranger, "Elsewhere LLC");
    expect((await openWallet(t, clock, owner, theirs, "ETH")).statusCode).toBe(404);
    expect((await send(t.app, "GET", `/api/businesses/${theirs}/holdings`, owner.cookie)).statusCode).toBe(404);
  });
});

describe("crypto conversions", () => {
  it("USD to BTC credits exactly the quote's receive at the sandbox price and 0.25%; the quote converts once", async () => {
    const desk = await deskOf(t, clock);
    const quoted = await quote(t, desk.owner, desk.id, desk.usd, desk.btc, "10000.00");
    expect(quoted.statusCode, quoted.body).toBe(201);
    const q = quoted.json().quote;
    const price = exchangeOfApp(t).usdCentsPer("BTC", clock.current);
    const receive = (1_000_000n * 9_975n * 100_000_000n) / (price * 10_000n);
    expect(q).toMatchObject({
      fromCurrency: "USD",
      toCurrency: "BTC",
      amount: "10000.00",
      spreadPercent: "0.25",
      receive: formatAmount(receive, "BTC"),
    });
    expect(Date.parse(q.expiresAt) - clock.current).toBe(30_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const done = answers.find((answer) => answer.statusCode === 201)!.json().conversion;
    expect(done.receive).toBe(q.receive);
    const accounts = await accountsOf(t, desk.id, desk.owner);
    expect(accounts.find((account) => account.id === desk.btc.id)!.balance.posted).toBe(q.receive);
    expect(accounts.find((account) => account.id === desk.usd.id)!.balance.posted).toBe("990000.00");
    await expectLedgerClean(t);
  });

  it("every pair of USD, USDC, BTC and ETH converts, each crediting exactly its quote's receive", async () => {
    const desk = await deskOf(t, clock);
    const steps: [Account, Account, string][] = [
      [desk.usd, desk.usdc, "300000.00"],
      [desk.usdc, desk.btc, "100000.123456"],
      [desk.usd, desk.eth, "50000.01"],
      [desk.btc, desk.eth, "0.12345678"],
      [desk.eth, desk.btc, "3.123456789"],
      [desk.btc, desk.usdc, "0.00000001"],
      [desk.eth, desk.usd, "0.000000001"],
      [desk.btc, desk.usd, "0.5"],
      [desk.eth, desk.usdc, "1.5"],
      [desk.usdc, desk.eth, "1000"],
      [desk.usdc, desk.usd, "10"],
    ];
    for (const [from, to, amount] of steps) {
      const before = await accountsOf(t, desk.id, desk.owner);
      const q = await quote(t, desk.owner, desk.id, from, to, amount);
      if (q.statusCode === 400) {
        // A few units of ETH or BTC into USD may buy nothing after the spread: refused, never rounded up.
        expect(q.json().code).toBe("invalidAmount");
        continue;
      }
      expect(q.statusCode, `${from.currency}->${to.currency} ${q.body}`).toBe(201);
      const converted = await sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.json().quote.id });
      expect(converted.statusCode, converted.body).toBe(201);
      const after = await accountsOf(t, desk.id, desk.owner);
      const posted = (list: Account[], account: Account) =>
        BigInt(list.find((each) => each.id === account.id)!.balance.posted.replace(".", ""));
      const received = BigInt(q.json().quote.receive.replace(".", ""));
      expect(posted(after, to) - posted(before, to)).toBe(received);
      expect(posted(before, from) - posted(after, from)).toBe(BigInt(q.json().quote.amount.replace(".", "")));
    }
    await expectLedgerClean(t);
  });

  it("a quote past 30 s is 410 quoteExpired and moves nothing; ETH finer than 9 decimals and BTC finer than 8 are 400", async () => {
    const desk = await deskOf(t, clock, "1000.00");
    const q = (await quote(t, desk.owner, desk.id, desk.usd, desk.eth, "100.00")).json().quote;
    clock.advance(30_000);
    const late = await sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.id });
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe("quoteExpired");
    const accounts = await accountsOf(t, desk.id, desk.owner);
    expect(accounts.find((account) => account.id === desk.eth.id)!.balance.posted).toBe("0.000000000");
    for (const [from, to, amount] of [
      [desk.eth, desk.usd, "0.0000000001"],
      [desk.eth, desk.btc, "1.1234567891"],
      [desk.btc, desk.eth, "0.000000001"],
      [desk.eth, desk.usd, "1e-9"],
      [desk.eth, desk.usd, "-0.1"],
    ] as const) {
      const refused = await quote(t, desk.owner, desk.id, from, to, amount);
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json().errors).toHaveProperty("amount");
    }
    const same = await quote(t, desk.owner, desk.id, desk.btc, desk.btc, "1");
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe("conversionPair");
    await expectLedgerClean(t);
  });

  it("forty conversions at once from a BTC wallet holding enough for ten never overdraw it", async () => {
    const desk = await deskOf(t, clock);
    const q = (await quote(t, desk.owner, desk.id, desk.usd, desk.btc, "100000.00")).json().quote;
    expect((await sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.id })).statusCode).toBe(201);
    const held = BigInt(q.receive.replace(".", ""));
    const slice = formatAmount(held / 10n, "BTC");
    const slices = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, index) =>
          (await quote(t, desk.owner, desk.id, desk.btc, index % 2 ? desk.eth : desk.usdc, slice)).json().quote,
      ),
    );
    const answers = await Promise.all(
      slices.map((each) => sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: each.id })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(30);
    const btc = (await accountsOf(t, desk.id, desk.owner)).find((account) => account.id === desk.btc.id)!;
    expect(BigInt(btc.balance.available.replace(".", ""))).toBe(held - 10n * (held / 10n));
    await expectLedgerClean(t);
  });

  it("the holdings value each wallet in US dollars at the sandbox price, rounded down to the cent", async () => {
    const desk = await deskOf(t, clock);
    for (const [to, amount] of [
      [desk.btc, "20000.00"],
      [desk.eth, "7000.00"],
      [desk.usdc, "1000.00"],
    ] as const) {
      const q = (await quote(t, desk.owner, desk.id, desk.usd, to, amount)).json().quote;
      expect((await sendMoney(t.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.id })).statusCode).toBe(201);
    }
    const viewer = await person(t, clock);
    await addMember(t, desk.id, viewer, ["view"]);
    const answer = await send(t.app, "GET", `/api/businesses/${desk.id}/holdings`, viewer.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const holdings = holdingsSchema.parse(answer.json());
    const exchange = exchangeOfApp(t);
    expect(holdings.source).toBe("sandbox");
    expect(holdings.prices).toEqual([
      { currency: "BTC", usd: formatAmount(exchange.usdCentsPer("BTC", clock.current), "USD") },
      { currency: "ETH", usd: formatAmount(exchange.usdCentsPer("ETH", clock.current), "USD") },
    ]);
    const accounts = await accountsOf(t, desk.id, desk.owner);
    let total = 0n;
    for (const holding of holdings.holdings) {
      const account = accounts.find((each) => each.id === holding.accountId)!;
      expect(holding.amount).toBe(account.balance.posted);
      const minor = BigInt(holding.amount.replace(".", ""));
      const cents =
        holding.currency === "USDC" ? 100n : exchange.usdCentsPer(holding.currency as "BTC" | "ETH", clock.current);
      const value = (minor * cents) / 10n ** BigInt(CURRENCY_DECIMALS[holding.currency]);
      expect(holding.usdValue).toBe(formatAmount(value, "USD"));
      total += value;
    }
    expect(holdings.holdings.map((holding) => holding.currency)).toEqual(["USDC", "BTC", "ETH"]);
    expect(holdings.totalUsd).toBe(formatAmount(total, "USD"));
    await expectLedgerClean(t);
  });
});

if (TEST_ENGINE === "postgres")
  describe("two instances on one PostgreSQL database", () => {
    const shared = new TestClock();
    const instances = twoInstances(shared.now);

    it("agree on the price; conversions split between them never overdraw an ETH wallet; one quote converts once", async () => {
      const { a, b } = instances;
      expect(exchangeOfApp(a).usdCentsPer("ETH", shared.current)).toBe(
        exchangeOf({ ...b.app.deps.bank.sandboxPrices }).usdCentsPer("ETH", shared.current),
      );
      const desk = await deskOf(a, shared);
      const q = (await quote(a, desk.owner, desk.id, desk.usd, desk.eth, "34000.00")).json().quote;
      const twice = await Promise.all(
        [a, b, a, b].map((instance) =>
          sendMoney(instance.app, conversions(desk.id), desk.owner.cookie, { quoteId: q.id }, crypto.randomUUID()),
        ),
      );
      expect(twice.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const held = BigInt(q.receive.replace(".", ""));
      const slice = formatAmount(held / 8n, "ETH");
      const slices = await Promise.all(
        Array.from(
          { length: 24 },
          async (_, index) =>
            (await quote(instances.either(index), desk.owner, desk.id, desk.eth, desk.usd, slice)).json().quote,
        ),
      );
      const answers = await Promise.all(
        slices.map((each, index) =>
          sendMoney(instances.either(index).app, conversions(desk.id), desk.owner.cookie, { quoteId: each.id }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(8);
      expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(16);
      const eth = (await accountsOf(b, desk.id, desk.owner)).find((account) => account.id === desk.eth.id)!;
      expect(BigInt(eth.balance.available.replace(".", ""))).toBe(held - 8n * (held / 8n));
      await expectLedgerClean(a);
    });
  });
