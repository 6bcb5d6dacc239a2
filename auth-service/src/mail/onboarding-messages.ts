// What the customer is mailed about their business application: at submission and at every decision. None of them
// repeats what the application holds (dates of birth, addresses, the EIN): mail is not a safe place for it.
import { CALL_US, compose, greeting, type Recipient } from "./messages.ts";
import type { MailMessage } from "./mailer.ts";

const SIGN_OFF_LINE = "You can see where your application stands on your dashboard at any time.";

export function applicationSubmittedMessage(to: Recipient, decisionDueAt: Date): MailMessage {
  return compose(to.email, "we have your business application", {
    greeting: greeting(to),
    paragraphs: [
      "Thank you: your business application has reached us, with its documents, and a reviewer will look at it.",
      `We will decide by ${decisionDueAt.toUTCString()} and email you as soon as we have.`,
    ],
    closing: SIGN_OFF_LINE,
  });
}

export function applicationApprovedMessage(to: Recipient, dashboardLink: string, businessName: string): MailMessage {
  return compose(to.email, "your business application is approved", {
    greeting: greeting(to),
    paragraphs: [
      `Good news: we have approved your business application. ${businessName} is open, and you are its owner.`,
      "From your dashboard you can invite your team and choose what each person may do. Team members who pay, approve or manage need two-factor authentication, so turn it on first in Settings.",
    ],
    action: { label: "Open your dashboard", url: dashboardLink },
    closing: "Welcome aboard.",
  });
}

export function applicationRejectedMessage(to: Recipient, note: string): MailMessage {
  return compose(to.email, "about your business application", {
    greeting: greeting(to),
    paragraphs: [
      "We have reviewed your business application and are not able to open an account for the business.",
      `The reviewer's note: ${note}`,
    ],
    closing: `If you have questions about this decision, reply to this message or ${CALL_US}.`,
  });
}

export function applicationNeedsInfoMessage(to: Recipient, note: string, applicationLink: string): MailMessage {
  return compose(to.email, "we need more information for your application", {
    greeting: greeting(to),
    paragraphs: [
      "A reviewer looked at your business application and needs something more before deciding.",
      `The reviewer's note: ${note}`,
      "Change what the note asks for and send the application again: we decide within 24 hours of receiving it.",
    ],
    action: { label: "Open your application", url: applicationLink },
    closing: SIGN_OFF_LINE,
  });
}
