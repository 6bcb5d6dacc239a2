// Deposits that pay invoices: when a deposit posts (not while it is on its way) into an invoice's account with a
// reference naming an open invoice of that business (case, spaces, the hyphen and leading zeros aside: "inv 1" is
// INV-0001), it is counted toward that invoice in the same transaction as the posting: paid once the deposits reach
// the total, partly paid before. Overpaid: the invoice is paid and its paidAmount says how much came; the money is
// the business's like any deposit. A deposit into another account (so another currency), or naming a draft, paid or
// void invoice, stays an ordinary deposit.
import { formatAmount, invoiceNumberText, invoiceSequenceOfReference, type Currency } from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Db } from "../../db/database.ts";
import { lockInvoiceByNumber, postedDeposit, recordInvoicePayment } from "../store/invoices-store.ts";

/** Counts the posted deposit toward the invoice its reference names, if any; true when it did. */
export async function payInvoiceFromDeposit(trx: Db, transactionId: string, now: number): Promise<boolean> {
  const deposit = await postedDeposit(trx, transactionId);
  const sequence = invoiceSequenceOfReference(deposit?.reference);
  if (!deposit || sequence === null) return false;
  // Locked: two deposits for one invoice posting at once are counted one after the other, each once.
  const invoice = await lockInvoiceByNumber(trx, deposit.businessId, sequence);
  if (!invoice || invoice.accountId !== deposit.accountId) return false;
  if (invoice.status !== "sent" && invoice.status !== "partly_paid") return false;
  if (!(await recordInvoicePayment(trx, invoice, { transactionId, amount: deposit.amount, at: now }))) return false;
  const currency = invoice.currency as Currency;
  await recordAuditEvent(trx, "invoice_payment_received", { businessId: invoice.businessId }, now, {
    businessId: invoice.businessId,
    invoiceId: invoice.id,
    number: invoiceNumberText(invoice.number),
    transactionId,
    amount: formatAmount(deposit.amount, currency),
    currency,
  });
  return true;
}
