// Making a payment (pay, Idempotency-Key): the amount and its fee are held at once, the day's limit is counted in the
// same transaction, and the business's rules decide how many other people must approve it. A payment nobody needs
// to approve goes to the rails at once (or waits for its send day).
//
// Order inside the transaction, on purpose: the accounts the holds touch are locked first (in the order of their
// ids, as every movement locks them), the balance is checked, then the day's counter is raised by a guarded upsert,
// and only then are the holds written. A refusal at any point has written nothing, so the refusal kept with the
// Idempotency-Key is all that commits; and no two payments wait on each other's locks in a circle.
import {
  DAILY_PAYMENT_LIMIT,
  MAX_SEND_AHEAD_DAYS,
  PAYMENT_MESSAGES as M,
  METHOD_CURRENCIES,
  approvalsNeeded,
  formatAmount,
  isCryptoCurrency,
  parseAmount,
  withdrawalFee,
  type Currency,
  type PaymentMethod,
  type PaymentRequest,
} from "@bank/contracts";
import { timeOrderedId } from "../../core/time-ordered-id.ts";
import type { Db } from "../../db/database.ts";
import { paymentAwaitsApprovalMessage } from "../../mail/payment-messages.ts";
import { exchangeOf } from "../exchange/sandbox-exchange.ts";
import { BANK_ACCOUNTS } from "../ledger/bank-accounts.ts";
import { holdMovement } from "../ledger/postings.ts";
import { findAccount } from "../store/accounts-store.ts";
import { listApprovers } from "../store/approval-policy-store.ts";
import { lockAccounts } from "../store/ledger-store.ts";
import { findPayee } from "../store/payees-store.ts";
import { BUSINESS_SENT, countTowardLimit } from "../store/daily-limits-store.ts";
import { insertPayment, type PaymentRow } from "../store/payments-store.ts";
import { rulesInForce } from "./approval-policy.ts";
import { refusalAnswer, type Answer } from "./idempotency.ts";
import { amountIn, isAnswer, type Actor } from "./money-answers.ts";
import { auditStep, recordStep, scheduleRails, statusOnceApproved } from "./payment-flow.ts";
import { fullName, paymentInMail, peopleToMail, recipientOf, type PaymentContext } from "./payment-mail.ts";
import { DAY_MS, destinationOf, limitAmountOf, utcDayOf } from "./payment-terms.ts";
import { auditSubjectOf } from "./actor.ts";
import { paymentViews } from "./payment-views.ts";

const DAILY_LIMIT_CENTS = parseAmount(DAILY_PAYMENT_LIMIT, "USD")!;
const METHOD_WORDS: Record<PaymentMethod, string> = {
  ach: "ACH payment",
  wire: "Wire",
  usdc: "USDC payment",
  btc: "BTC payment",
  eth: "ETH payment",
};

export async function createPayment(
  trx: Db,
  context: PaymentContext,
  actor: Actor,
  businessId: string,
  request: PaymentRequest,
  now: number,
): Promise<Answer> {
  const account = await findAccount(trx, businessId, request.fromAccountId);
  if (!account) return refusalAnswer(404, "accountNotFound", M.accountNotFound, { fromAccountId: M.accountNotFound });
  const payee = await findPayee(trx, businessId, request.payeeId);
  if (!payee) return refusalAnswer(404, "payeeNotFound", M.payeeNotFound, { payeeId: M.payeeNotFound });
  const method = payee.method as PaymentMethod;
  const currency = account.currency as Currency;
  if (METHOD_CURRENCIES[method] !== currency)
    return refusalAnswer(400, "methodCurrency", M.methodCurrency, { fromAccountId: M.methodCurrency });
  const amount = amountIn(request.amount, currency);
  if (isAnswer(amount)) return amount;

  const today = utcDayOf(now);
  const sendOn = request.sendOn && request.sendOn !== today ? request.sendOn : null;
  if (sendOn !== null && (sendOn < today || sendOn > utcDayOf(now + MAX_SEND_AHEAD_DAYS * DAY_MS)))
    return refusalAnswer(400, "sendOn", M.sendOn, { sendOn: M.sendOn });

  // BTC and ETH are valued in US cents at the exchange's price now, rounded up: the policy's USD rules and the daily
  // limit count that value (the policy's own rules are in USD and USDC).
  const limitAmount = limitAmountOf(currency, amount, exchangeOf(context.deps.bank.sandboxPrices), now);
  const rules = await rulesInForce(trx, businessId);
  const approvalsRequired = isCryptoCurrency(currency)
    ? approvalsNeeded(rules, "USD", limitAmount)
    : approvalsNeeded(rules, currency, amount);
  // Separation of duties: whoever makes a payment never approves it, so only the others can.
  const approvers =
    approvalsRequired > 0
      ? (await listApprovers(trx, businessId)).filter((userId) => userId !== actor.caller.userId)
      : [];
  if (approvers.length < approvalsRequired) return refusalAnswer(422, "notEnoughApprovers", M.notEnoughApprovers);

  const fee = withdrawalFee(method, amount);
  const settlement = BANK_ACCOUNTS.settlement[currency];
  const fees = BANK_ACCOUNTS.fees[currency];
  const [from] = (await lockAccounts(trx, fee > 0n ? [account.id, settlement, fees] : [account.id, settlement])).filter(
    (locked) => locked.id === account.id,
  );
  if (!from || from.posted - from.pendingOut < amount + fee)
    return refusalAnswer(422, "insufficientFunds", M.insufficientFunds, { amount: M.insufficientFunds });
  if (!(await countTowardLimit(trx, BUSINESS_SENT, businessId, today, limitAmount, DAILY_LIMIT_CENTS)))
    return refusalAnswer(422, "dailyLimitExceeded", M.dailyLimitExceeded, { amount: M.dailyLimitExceeded });

  const paymentId = timeOrderedId(now);
  const memo = request.memo?.trim() || null;
  const common = { businessId, counterparty: payee.name, memo, paymentId, createdBy: actor.caller.userId };
  const hold = await holdMovement(
    trx,
    {
      ...common,
      kind: "payment",
      description: `${METHOD_WORDS[method]} to ${payee.name}`,
      entries: [
        { accountId: account.id, amount: -amount },
        { accountId: settlement, amount },
      ],
    },
    now,
  );
  // The balance was checked under the accounts' locks: a refusal here is a bug, and throws (nothing commits).
  if (!hold.ok) throw new Error(`a checked payment hold was refused: ${hold.reason}`);
  let feeTransactionId: string | null = null;
  if (fee > 0n) {
    const held = await holdMovement(
      trx,
      {
        ...common,
        kind: "fee",
        description: `Withdrawal fee (1.73%) for the ${currency} payment to ${payee.name}`,
        entries: [
          { accountId: account.id, amount: -fee },
          { accountId: fees, amount: fee },
        ],
      },
      now,
    );
    if (!held.ok) throw new Error(`a checked fee hold was refused: ${held.reason}`);
    feeTransactionId = held.movement.transactionId;
  }

  const status = approvalsRequired > 0 ? "pending_approval" : statusOnceApproved({ sendOn }, now);
  const payment: PaymentRow = {
    id: paymentId,
    businessId,
    fromAccountId: account.id,
    payeeId: payee.id,
    payeeName: payee.name,
    method,
    destination: destinationOf(payee),
    currency,
    amount,
    fee,
    memo,
    sendOn,
    status,
    approvalsRequired,
    holdTransactionId: hold.movement.transactionId,
    feeTransactionId,
    returnTransactionId: null,
    limitDay: today,
    limitAmount,
    createdBy: actor.caller.userId,
    createdAt: now,
    updatedAt: now,
  };
  await insertPayment(trx, payment);
  await recordStep(trx, payment, { status, at: now, actorId: actor.caller.userId });
  if (status !== "pending_approval") await scheduleRails(trx, payment, status, now, context.deps.bank);
  const subject = auditSubjectOf(actor, businessId);
  await auditStep(trx, "payment_created", subject, payment, now, {
    amount: formatAmount(amount, currency),
    currency,
    fee: formatAmount(fee, currency),
    payeeId: payee.id,
    status,
  });
  if (status === "processing") await auditStep(trx, "payment_sent", subject, payment, now);

  if (status === "pending_approval") {
    const inMail = await paymentInMail(trx, context.deps.siteUrl, payment);
    for (const person of await peopleToMail(trx, context.identity, approvers))
      context.outbox.add(paymentAwaitsApprovalMessage(recipientOf(person), inMail, fullName(actor.caller)));
  }
  const [view] = await paymentViews(trx, context.identity, [payment]);
  return { status: 201, body: { success: true, payment: view } };
}
