// An invoice as its PDF and its mail show it: the business's name, the dates in words, and the account's payment
// details (a USD account's bank, account and routing number; a USDC wallet's deposit address).
import { buffer } from "node:stream/consumers";
import { USDC_DEPOSIT_NETWORK, type Currency } from "@bank/contracts";
import type { ServiceDeps } from "../../core/deps.ts";
import type { Db } from "../../db/database.ts";
import { invoiceSentMessage } from "../../mail/invoice-messages.ts";
import { invoicePdf, type InvoiceDocument } from "../exports/invoice-pdf.ts";
import { findAccount } from "../store/accounts-store.ts";
import { findBusiness } from "../store/businesses-store.ts";
import type { InvoiceRecord } from "../store/invoices-store.ts";
import { displayAmount } from "../exports/statement-text.ts";
import { displayName } from "./businesses.ts";
import { toInvoice } from "./invoices.ts";

const longDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2026-12-31" -> "December 31, 2026" */
function dayInWords(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`));
}

/** What the PDF shows; null when the invoice's business or account is gone. */
export async function invoiceDocument(
  db: Db,
  deps: Pick<ServiceDeps, "bank">,
  record: InvoiceRecord,
  now: number,
): Promise<InvoiceDocument | null> {
  const business = await findBusiness(db, record.businessId);
  const account = await findAccount(db, record.businessId, record.accountId);
  if (!business || !account) return null;
  const invoice = toInvoice(record, now);
  const businessName = displayName(business);
  const sandbox = deps.bank.mode === "sandbox";
  const payTo = account.accountNumber
    ? [
        `Bank: ${deps.bank.bankName}${sandbox ? " (Sandbox)" : ""}`,
        `Account name: ${businessName}`,
        `Account number: ${account.accountNumber}`,
        `Routing number: ${account.routingNumber ?? deps.bank.routingNumber}`,
        `Account type: ${account.kind}`,
      ]
    : [
        `Network: ${USDC_DEPOSIT_NETWORK}, ${account.currency} only${sandbox ? " (Sandbox)" : ""}`,
        `Deposit address: ${account.depositAddress ?? ""}`,
      ];
  return {
    bankName: deps.bank.bankName,
    sandbox,
    businessName,
    number: invoice.number,
    customer: invoice.customer,
    currency: invoice.currency,
    lines: invoice.lines,
    total: invoice.total,
    paidAmount: invoice.paidAmount,
    amountDue: invoice.amountDue,
    issuedOn: dayInWords(invoice.createdAt.slice(0, 10)),
    dueOn: dayInWords(invoice.dueOn),
    memo: invoice.memo,
    payTo,
    generatedAt: new Date(now).toISOString(),
  };
}

export function invoiceFileName(document: InvoiceDocument): string {
  return `${document.number}.pdf`;
}

/** Mails the customer the invoice with its PDF, after the answer. Call once the send has committed. */
export async function mailInvoiceAfterCommit(deps: ServiceDeps, record: InvoiceRecord): Promise<void> {
  const document = await invoiceDocument(deps.db, deps, record, deps.now());
  if (!document) return;
  deps.runLater(async () => {
    const pdf = await buffer(invoicePdf(document));
    await deps.mailer.send(
      invoiceSentMessage({
        businessName: document.businessName,
        customerName: document.customer.name,
        customerEmail: document.customer.email,
        number: document.number,
        total: displayAmount(document.total, document.currency as Currency),
        dueOn: document.dueOn,
        paymentDetails: document.payTo,
        sandbox: document.sandbox,
        pdf: { filename: invoiceFileName(document), contentType: "application/pdf", content: pdf },
      }),
    );
  });
}
