// Conversions between any two of USD, USDC, BTC and ETH: a quote holds the price for 30 seconds; converting with it
// posts at once, moving the amount out of one account and exactly the quote's `receive` into the other through the
// bank's conversion desk, the spread to fees. Prices of BTC and ETH come from the exchange (conversion-pricing.ts).
import crypto from "node:crypto";
import {
  LEDGER_MESSAGES as M,
  QUOTE_TTL_MS,
  formatAmount,
  type Conversion,
  type Currency,
  type Quote,
  type QuoteRequest,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Db } from "../../db/database.ts";
import { BANK_ACCOUNTS } from "../ledger/bank-accounts.ts";
import { postMovement, type EntryRequest } from "../ledger/postings.ts";
import { findAccountPair } from "../store/accounts-store.ts";
import { insertQuote, lockQuote, markQuoteUsed, type QuoteRow } from "../store/quotes-store.ts";
import type { Exchange } from "../exchange/exchange.ts";
import { priceOf, spreadPercentText, termsOf } from "./conversion-pricing.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { amountIn, auditSubjectOf, isAnswer, movementRefusal, type Actor } from "./money-answers.ts";

function toQuote(row: QuoteRow): Quote {
  const from = row.fromCurrency as Currency;
  const to = row.toCurrency as Currency;
  return {
    id: row.id,
    fromAccountId: row.fromAccountId,
    toAccountId: row.toAccountId,
    fromCurrency: from,
    toCurrency: to,
    amount: formatAmount(row.amount, from),
    rate: row.rate,
    spreadPercent: spreadPercentText(row.spreadBps),
    fee: formatAmount(row.fee, from),
    receive: formatAmount(row.receive, to),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

export async function quoteConversion(
  db: Db,
  actor: Actor,
  businessId: string,
  request: QuoteRequest,
  exchange: Exchange,
  now: number,
): Promise<Answer> {
  const [from, to] = await findAccountPair(db, businessId, request.fromAccountId, request.toAccountId);
  if (!from) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { fromAccountId: M.accountNotFound });
  if (!to) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { toAccountId: M.accountNotFound });
  const fromCurrency = from.currency as Currency;
  const toCurrency = to.currency as Currency;
  const terms = termsOf(fromCurrency, toCurrency, exchange, now);
  if (!terms) return refusalAnswer(400, "conversionPair", M.conversionPair, { toAccountId: M.conversionPair });
  const amount = amountIn(request.amount, fromCurrency);
  if (isAnswer(amount)) return amount;
  const price = priceOf(amount, fromCurrency, toCurrency, terms.rate, terms.spreadBps);
  if (price.receive === 0n) return refusalAnswer(400, "invalidAmount", M.amountTooSmall, { amount: M.amountTooSmall });
  const row: QuoteRow = {
    id: crypto.randomUUID(),
    businessId,
    fromAccountId: from.id,
    toAccountId: to.id,
    fromCurrency,
    toCurrency,
    amount,
    fee: price.fee,
    receive: price.receive,
    rate: terms.rate.text,
    spreadBps: terms.spreadBps,
    createdBy: actor.caller.userId,
    createdAt: now,
    expiresAt: now + QUOTE_TTL_MS,
    usedAt: null,
  };
  await insertQuote(db, row);
  return { status: 201, body: { success: true, quote: toQuote(row) } };
}

export async function convertWithQuote(
  trx: Db,
  actor: Actor,
  businessId: string,
  quoteId: string,
  now: number,
): Promise<Answer> {
  const quote = await lockQuote(trx, businessId, quoteId);
  if (!quote) return refusalAnswer(404, "quoteNotFound", M.quoteNotFound);
  if (quote.usedAt !== null) return refusalAnswer(409, "quoteUsed", M.quoteUsed);
  if (now >= quote.expiresAt) return refusalAnswer(410, "quoteExpired", M.quoteExpired);
  const from = quote.fromCurrency as Currency;
  const to = quote.toCurrency as Currency;
  const converted = quote.amount - quote.fee;
  const entries: EntryRequest[] = [
    { accountId: quote.fromAccountId, amount: -quote.amount },
    { accountId: BANK_ACCOUNTS.conversion[from], amount: converted },
    { accountId: BANK_ACCOUNTS.conversion[to], amount: -quote.receive },
    { accountId: quote.toAccountId, amount: quote.receive },
  ];
  if (quote.fee > 0n) entries.push({ accountId: BANK_ACCOUNTS.fees[from], amount: quote.fee });
  const outcome = await postMovement(
    trx,
    {
      businessId,
      kind: "conversion",
      description: `Conversion ${from} to ${to}`,
      counterparty: null,
      createdBy: actor.caller.userId,
      entries,
    },
    now,
  );
  if (!outcome.ok) return movementRefusal(outcome);
  await markQuoteUsed(trx, quote.id, now);
  const conversion: Conversion = {
    id: outcome.movement.transactionId,
    quoteId: quote.id,
    fromAccountId: quote.fromAccountId,
    toAccountId: quote.toAccountId,
    fromCurrency: from,
    toCurrency: to,
    amount: formatAmount(quote.amount, from),
    fee: formatAmount(quote.fee, from),
    receive: formatAmount(quote.receive, to),
    rate: quote.rate,
    at: new Date(now).toISOString(),
  };
  await recordAuditEvent(trx, "conversion_made", auditSubjectOf(actor, businessId), now, {
    businessId,
    transactionId: conversion.id,
    quoteId: quote.id,
    amount: conversion.amount,
    fromCurrency: from,
    receive: conversion.receive,
    toCurrency: to,
  });
  return { status: 201, body: { success: true, conversion } };
}
