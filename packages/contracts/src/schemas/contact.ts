// POST /api/contact: a visitor's message to the bank's sales team, from the contact page.
import { z } from "zod/mini";
import { CONTACT_COMPANY_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from "../constants.ts";
import { CONTACT_FIELD_MESSAGES as M, CONTACT_TOPICS } from "../texts/contact.ts";
import { emailField } from "./fields.ts";
import { lazySchema } from "./lazy-schema.ts";

/**
 * A name or a company on one line: every run of white space or control characters (a line break, a tab) becomes one
 * space, so nothing a visitor types can start a new line where it is written into a mail's header.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, " ").trim();
}

/** A message keeps its lines, each ended by \n; other control characters are dropped. */
export function messageLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();
}

const lineField = (maxLength: number, required: string, tooLong: string) =>
  z.string({ error: required }).check(z.overwrite(oneLine), z.minLength(1, required), z.maxLength(maxLength, tooLong));

export const contactMessageSchema = lazySchema(() =>
  z.object({
    name: lineField(CONTACT_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong),
    email: emailField,
    company: lineField(CONTACT_COMPANY_MAX_LENGTH, M.companyRequired, M.companyTooLong),
    topic: z.enum(CONTACT_TOPICS, { error: M.topicRequired }),
    message: z
      .string({ error: M.messageRequired })
      .check(
        z.overwrite(messageLines),
        z.minLength(1, M.messageRequired),
        z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, M.messageTooLong),
      ),
  }),
);

export type ContactMessagePayload = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
