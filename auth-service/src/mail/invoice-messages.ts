// The mail a business's customer receives when an invoice is sent: who bills them, how much, by when, and how to pay
// (the account's details with the invoice number as the reference), with the invoice as a PDF. The customer is not
// a member of the bank: the message names the business that bills them and links to nothing of the bank's.
import { compose } from "./messages.ts";
import type { MailAttachment, MailMessage } from "./mailer.ts";

export interface InvoiceInMail {
  businessName: string;
  customerName: string;
  customerEmail: string;
  /** "INV-0001" */
  number: string;
  /** "1,250.00 USD" */
  total: string;
  /** "December 31, 2026" */
  dueOn: string;
  /** Lines such as "Account number: 1234567890", each a line of the payment details. */
  paymentDetails: string[];
  /** The partner bank is simulated: the mail says so. */
  sandbox: boolean;
  pdf: MailAttachment;
}

/** Heads the message when the bank is the sandbox: the details pay nothing real. */
export const SANDBOX_MAIL_NOTICE =
  "Sandbox: this invoice was sent from a sandbox bank. Its payment details are simulated; do not send real money.";

export function invoiceSentMessage(invoice: InvoiceInMail): MailMessage {
  const paragraphs = [
    ...(invoice.sandbox ? [SANDBOX_MAIL_NOTICE] : []),
    `${invoice.businessName} sent you invoice ${invoice.number} for ${invoice.total}, due ${invoice.dueOn}. The invoice is attached as a PDF.`,
    `To pay, send the amount to ${invoice.businessName}'s account and write ${invoice.number} as the payment's reference, so it is matched to this invoice:`,
    ...invoice.paymentDetails,
    `Reference: ${invoice.number}`,
  ];
  const message = compose(invoice.customerEmail, `invoice ${invoice.number} from ${invoice.businessName}`, {
    greeting: "Hello,",
    paragraphs,
    closing: `Questions about this invoice go to ${invoice.businessName}, not to us: we hold their account and pass on their invoice.`,
  });
  return { ...message, attachments: [invoice.pdf] };
}
