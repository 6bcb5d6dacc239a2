// Sending BTC and ETH to outside addresses, through payments: payees' addresses are checked (bech32 or base58check,
// EIP-55), the 1.73% withdrawal fee is held with the amount, a payment is valued in US dollars at the sandbox price
// when made for the approval rules and the daily limit, racing payments never overdraw a wallet, and the sandbox
// rails settle it; the ledger verifies after every test.
import crypto from "node:crypto";
import { formatAmount, type Account } from "@bank/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeOf } from "../src/workspace/exchange/sandbox-exchange.ts";
import { TestClock } from "./support.ts";
import { createListeningTestApp } from "./test-app.ts";
import { accountsOf, expectLedgerClean, fund, sendMoney } from "./money-support.ts";
import {
  addPayee,
  createPayment,
  letRailsRun,
  madePayment,
  over,
  paymentOf,
  team,
  type ListeningApp,
  type Team,
} from "./payment-support.ts";
import { send, stepUpWithCode } from "./workspace-support.ts";

const clock = new TestClock();
let t: ListeningApp;

beforeAll(async () => {
  t = await createListeningTestApp({ now: clock.now });
});
afterAll(() => t.close());

const BTC_PAYEE = {
  name: "Satoshi Supplies",
  method: "btc",
  walletAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
};
const ETH_PAYEE = { name: "Ether Vendor", method: "eth", walletAddress: "0x52908400098527886E0F7030069857D2E4169EE7" };

/** A team whose BTC (or ETH) wallet holds what `usd` buys at the sandbox price. */
async function teamWithCoins(usd: string, coin: "BTC" | "ETH" = "BTC"): Promise<Team & { btc: Account }> {
  const crew = await team(t, clock, `Coins ${crypto.randomUUID().slice(0, 8)} LLC`);
  clock.advance(11 * 60_000);
  await stepUpWithCode(t, clock, crew.owner);
  const opened = await send(t.app, "POST", `/api/businesses/${crew.businessId}/accounts`, crew.owner.cookie, {
    name: `${coin} Wallet`,
    kind: "wallet",
    currency: coin,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  await fund(t, clock, crew.businessId, crew.owner, crew.checkingId, usd);
  const quote = await send(t.app, "POST", `/api/businesses/${crew.businessId}/conversions/quotes`, crew.owner.cookie, {
    fromAccountId: crew.checkingId,
    toAccountId: opened.json().account.id,
    amount: usd,
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const converted = await sendMoney(t.app, `/api/businesses/${crew.businessId}/conversions`, crew.owner.cookie, {
    quoteId: quote.json().quote.id,
  });
  expect(converted.statusCode, converted.body).toBe(201);
  const btc = (await accountsOf(t, crew.businessId, crew.owner)).find((account) => account.currency === coin)!;
  return { ...crew, btc };
}

const sats = (text: string) => BigInt(text.replace(".", ""));

describe("BTC and ETH payees", () => {
  it("take a bech32 or base58check Bitcoin address and an EIP-55 Ethereum one; a mistyped address is 400 on it", async () => {
    const crew = await team(t, clock, "Payees LLC");
    const path = `/api/businesses/${crew.businessId}/payees`;
    for (const payee of [
      BTC_PAYEE,
      { ...BTC_PAYEE, walletAddress: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2" },
      { ...BTC_PAYEE, walletAddress: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy" },
      ETH_PAYEE,
    ]) {
      const added = await over(t, "POST", path, crew.payer, payee);
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().payee).toMatchObject({ method: payee.method, walletAddress: payee.walletAddress });
    }
    for (const payee of [
      { ...BTC_PAYEE, walletAddress: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5" },
      { ...BTC_PAYEE, walletAddress: "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3" },
      { ...BTC_PAYEE, walletAddress: ETH_PAYEE.walletAddress },
      { ...BTC_PAYEE, walletAddress: undefined },
      { ...ETH_PAYEE, walletAddress: ETH_PAYEE.walletAddress.toLowerCase() },
      { ...ETH_PAYEE, walletAddress: BTC_PAYEE.walletAddress },
      { ...ETH_PAYEE, walletAddress: 12 },
    ]) {
      const refused = await over(t, "POST", path, crew.payer, payee);
      expect(refused.statusCode, JSON.stringify(payee)).toBe(400);
      expect(refused.json().errors).toHaveProperty("walletAddress");
    }
  });
});

describe("BTC and ETH payments", () => {
  it("a small BTC payment holds the amount and the 1.73% fee, goes straight out and settles; the wrong wallet is 400", async () => {
    const crew = await teamWithCoins("10000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer, BTC_PAYEE);
    const wrong = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.checkingId,
      payeeId,
      amount: "0.01",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("methodCurrency");
    const tooFine = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.btc.id,
      payeeId,
      amount: "0.000000001",
    });
    expect(tooFine.statusCode).toBe(400);
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.btc.id,
      payeeId,
      amount: "0.01",
    });
    expect(payment).toMatchObject({
      status: "processing",
      currency: "BTC",
      amount: "0.01000000",
      fee: "0.00017300",
      approvalsRequired: 0,
    });
    const held = (await accountsOf(t, crew.businessId, crew.owner)).find((account) => account.id === crew.btc.id)!;
    expect(sats(held.balance.available)).toBe(sats(crew.btc.balance.available) - 1_017_300n);
    await letRailsRun(t, clock, 21_000);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("settled");
    const settled = (await accountsOf(t, crew.businessId, crew.owner)).find((account) => account.id === crew.btc.id)!;
    expect(sats(settled.balance.posted)).toBe(sats(crew.btc.balance.posted) - 1_017_300n);
    await expectLedgerClean(t);
  });

  it("is valued in USD at the sandbox price: 10,000.00 USD or more needs an approval, over 250,000.00 USD a day is 422", async () => {
    const crew = await teamWithCoins("300000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer, BTC_PAYEE);
    const price = exchangeOf(t.app.deps.bank.sandboxPrices).usdCentsPer("BTC", clock.current);
    // Just under and at 10,000.00 USD at this moment's price (the price holds 10 s; the clock stands still here).
    const under = (999_999n * 100_000_000n) / price;
    const small = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.btc.id,
      payeeId,
      amount: formatAmount(under, "BTC"),
    });
    expect(small.approvalsRequired).toBe(0);
    const atThreshold = (1_000_000n * 100_000_000n + price - 1n) / price;
    const large = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.btc.id,
      payeeId,
      amount: formatAmount(atThreshold, "BTC"),
    });
    expect(large).toMatchObject({ status: "pending_approval", approvalsRequired: 1 });
    // What is left of the day's 250,000.00 USD after those two is less than the rest of the wallet is worth.
    const rest = sats(
      (await accountsOf(t, crew.businessId, crew.owner)).find((a) => a.id === crew.btc.id)!.balance.available,
    );
    const overLimit = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.btc.id,
      payeeId,
      amount: formatAmount((rest * 10_000n) / 10_173n, "BTC"),
    });
    expect(overLimit.statusCode, overLimit.body).toBe(422);
    expect(overLimit.json().code).toBe("dailyLimitExceeded");
    await expectLedgerClean(t);
  });

  it("twenty BTC payments at once from a wallet holding enough for five make five", async () => {
    const crew = await teamWithCoins("5000.00");
    const payeeId = await addPayee(t, crew.businessId, crew.payer, BTC_PAYEE);
    const available = sats(crew.btc.balance.available);
    // Each payment with its fee takes a fifth of the wallet, rounded down: five fit, a sixth does not.
    const each = (available * 10_000n) / (10_173n * 5n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        createPayment(t, crew.businessId, crew.payer, {
          fromAccountId: crew.btc.id,
          payeeId,
          amount: formatAmount(each, "BTC"),
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 422)).toHaveLength(15);
    const after = (await accountsOf(t, crew.businessId, crew.owner)).find((account) => account.id === crew.btc.id)!;
    expect(sats(after.balance.available) >= 0n).toBe(true);
    await letRailsRun(t, clock, 21_000);
    await expectLedgerClean(t);
  });

  it("an ETH payment pays the fee to the gwei and settles after the ETH rails' delay; a USDC wallet cannot pay it", async () => {
    const crew = await teamWithCoins("5000.00", "ETH");
    const eth = crew.btc;
    const payeeId = await addPayee(t, crew.businessId, crew.payer, ETH_PAYEE);
    const fromUsdc = await createPayment(t, crew.businessId, crew.payer, {
      fromAccountId: crew.walletId,
      payeeId,
      amount: "0.5",
    });
    expect(fromUsdc.statusCode).toBe(400);
    expect(fromUsdc.json().code).toBe("methodCurrency");
    const payment = await madePayment(t, crew.businessId, crew.payer, {
      fromAccountId: eth.id,
      payeeId,
      amount: "0.123456789",
    });
    // ceil(123,456,789 gwei * 173 / 10,000) = 2,135,803 gwei.
    expect(payment).toMatchObject({ status: "processing", currency: "ETH", amount: "0.123456789", fee: "0.002135803" });
    await letRailsRun(t, clock, 11_000);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("processing");
    await letRailsRun(t, clock, 2_000);
    expect((await paymentOf(t, crew.businessId, payment.id, crew.payer)).status).toBe("settled");
    const after = (await accountsOf(t, crew.businessId, crew.owner)).find((account) => account.id === eth.id)!;
    expect(sats(after.balance.posted)).toBe(sats(eth.balance.posted) - 123_456_789n - 2_135_803n);
    await expectLedgerClean(t);
  });
});
