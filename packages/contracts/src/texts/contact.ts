// The contact page's texts: the phone line, the form's labels and messages, and what the form says once it has sent.
import { OPENING_HOURS_TEXT, SUPPORT_LINE_TEXT } from "../bank-contact.ts";
import { CONTACT_COMPANY_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from "../constants.ts";
import type { FailureCopy } from "../messages.ts";

const characters = (count: number) => `${count.toLocaleString("en-US")} characters`;

export const CONTACT_TEXTS = {
  callHeading: "Call us",
  callLead: "Speak to our team about opening an account, a demo for your finance team or an account you already have.",
  hoursLabel: "Opening hours",
  formHeading: "Send us a message",
  formLead: "Tell us what you need and we will answer by email. All fields are required.",
  name: "Your name",
  email: "Business email",
  company: "Company",
  topic: "Topic",
  chooseTopic: "Choose a topic",
  message: "Message",
  send: "Send message",
  sending: "Sending…",
  sentTitle: "Thank you, your message is on its way",
  /** What happens next, naming the address the answer goes to. */
  sentText: (email: string) =>
    `Our team reads every message during opening hours (${OPENING_HOURS_TEXT}) and will answer at ${email}.`,
  /** Under a refusal or the confirmation: the phone is always the other way through. */
  callInstead: `You can also call us on ${SUPPORT_LINE_TEXT}.`,
} as const;

/** What the form says when its message did not go: the service's words when it sent some. */
export const CONTACT_FAILED: Pick<FailureCopy, "fallbackText" | "fallbackError"> = {
  fallbackText: "Your message could not be sent. Please try again in a few minutes.",
  fallbackError: "We could not reach our service. Check your connection and try again.",
};

/** The topics a visitor chooses from, in the form's order (here, not beside the schema, so the form's first load needs no zod). */
export const CONTACT_TOPICS = ["sales", "demo", "account", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  sales: "Sales and pricing",
  demo: "A demo for my team",
  account: "My existing account",
  other: "Something else",
};

export const CONTACT_FIELD_MESSAGES = {
  nameRequired: "Enter your name",
  nameTooLong: `Your name must be at most ${characters(CONTACT_NAME_MAX_LENGTH)}`,
  companyRequired: "Enter your company's name",
  companyTooLong: `Your company's name must be at most ${characters(CONTACT_COMPANY_MAX_LENGTH)}`,
  topicRequired: "Choose a topic",
  messageRequired: "Write your message",
  messageTooLong: `Your message must be at most ${characters(CONTACT_MESSAGE_MAX_LENGTH)}`,
} as const;
