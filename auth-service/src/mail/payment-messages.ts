// What people are mailed about a business's payments: approvers when one waits for them, and its creator at every
// decision (an approval, a rejection, a cancellation by someone else), when it settles, fails or is returned. Each
// names the amount and payee, so a person can tell at once whether they expected it, and links to the payment.
import { compose, greeting, type Recipient } from "./messages.ts";
import type { MailMessage } from "./mailer.ts";

export interface PaymentInMail {
  businessName: string;
  /** "15,000.00 USD" */
  amount: string;
  payeeName: string;
  /** The payment's page. */
  link: string;
}

const closing = "If anything here is unexpected, open the payment and cancel or reject it, or tell us at once.";

export function paymentAwaitsApprovalMessage(to: Recipient, payment: PaymentInMail, creator: string): MailMessage {
  return compose(to.email, `a payment of ${payment.amount} to ${payment.payeeName} needs your approval`, {
    greeting: greeting(to),
    paragraphs: [
      `${creator} asks to pay ${payment.amount} to ${payment.payeeName} from ${payment.businessName}.`,
      "The money is held until enough people approve it. Open it to see the payee's details, then approve it with your passkey or authenticator app, or reject it.",
    ],
    action: { label: "Review the payment", url: payment.link },
    closing,
  });
}

export type PaymentDecision = "approved" | "fully approved" | "rejected" | "canceled";

export function paymentDecisionMessage(
  to: Recipient,
  payment: PaymentInMail,
  decision: { kind: PaymentDecision; by: string; reason?: string | null; next?: string },
): MailMessage {
  const paragraphs = [
    `${decision.by} ${decision.kind === "fully approved" ? "approved" : decision.kind} your payment of ${payment.amount} to ${payment.payeeName} from ${payment.businessName}.`,
  ];
  if (decision.reason) paragraphs.push(`Reason given: ${decision.reason}`);
  if (decision.next) paragraphs.push(decision.next);
  return compose(to.email, `your payment to ${payment.payeeName} was ${decision.kind}`, {
    greeting: greeting(to),
    paragraphs,
    action: { label: "Open the payment", url: payment.link },
    closing,
  });
}

export function paymentOutcomeMessage(
  to: Recipient,
  payment: PaymentInMail,
  outcome: { kind: "settled" | "failed" | "returned"; reason?: string | null },
): MailMessage {
  const words = {
    settled: `Your payment of ${payment.amount} to ${payment.payeeName} from ${payment.businessName} has settled: the money has arrived.`,
    failed: `Your payment of ${payment.amount} to ${payment.payeeName} from ${payment.businessName} failed, and the money held for it is available again.`,
    returned: `Your payment of ${payment.amount} to ${payment.payeeName} from ${payment.businessName} was returned, and the amount credited back to the account.`,
  }[outcome.kind];
  return compose(
    to.email,
    `your payment to ${payment.payeeName} ${outcome.kind === "returned" ? "was returned" : outcome.kind}`,
    {
      greeting: greeting(to),
      paragraphs: outcome.reason ? [words, `Reason: ${outcome.reason}`] : [words],
      action: { label: "Open the payment", url: payment.link },
      closing,
    },
  );
}
