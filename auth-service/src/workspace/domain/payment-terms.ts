// A payment's terms, worked out once when it is made and never changed: what it counts toward the daily limit, its
// destination in words, the binding an approval signs, and the UTC days it lives by. Its fee and the approvals it
// needs are the contract's (packages/contracts/src/money/payment-terms.ts), which the site's review shows.
import crypto from "node:crypto";
import { formatAmount, isCryptoCurrency, minorPerMajor, type Currency } from "@bank/contracts";
import type { Exchange } from "../exchange/exchange.ts";
import type { PayeeRow } from "../store/payees-store.ts";
import type { PaymentRow } from "../store/payments-store.ts";

export const DAY_MS = 86_400_000;

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDayOf(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The moment a UTC day starts. */
export function startOfDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * What a payment counts toward the daily limit (and the policy's USD rules, for BTC and ETH), in USD cents: USDC one
 * for one with the dollar, BTC and ETH at the exchange's price at `at`, rounded up.
 */
export function limitAmountOf(currency: Currency, amount: bigint, exchange: Exchange, at: number): bigint {
  if (currency === "USD") return amount;
  if (isCryptoCurrency(currency)) {
    const unit = minorPerMajor(currency);
    return (amount * exchange.usdCentsPer(currency, at) + unit - 1n) / unit;
  }
  const perCent = minorPerMajor(currency) / 100n;
  return (amount + perCent - 1n) / perCent;
}

/** Where the money goes, in words an approver checks: the account's ending and routing number, or the whole address. */
export function destinationOf(payee: PayeeRow): string {
  const ending = payee.account_number?.slice(-4) ?? "";
  if (payee.method === "usdc" || payee.method === "btc" || payee.method === "eth")
    return `${payee.method.toUpperCase()} to ${payee.wallet_address}`;
  if (payee.method === "wire")
    return `Wire to ${payee.bank_name} account ending ${ending}, routing ${payee.routing_number}`;
  return `ACH to ${payee.account_type} account ending ${ending}, routing ${payee.routing_number}`;
}

/**
 * What an approval signs (PSD2's dynamic linking): the payment, its business, amount, fee and destination. A
 * passkey's challenge is issued for this binding and a signature of one payment never approves another.
 */
export function bindingOf(payment: PaymentRow): string {
  const currency = payment.currency as Currency;
  return crypto
    .createHash("sha256")
    .update(
      [
        payment.id,
        payment.businessId,
        currency,
        formatAmount(payment.amount, currency),
        formatAmount(payment.fee, currency),
        payment.payeeId,
        payment.destination,
      ].join("\n"),
    )
    .digest("hex");
}
