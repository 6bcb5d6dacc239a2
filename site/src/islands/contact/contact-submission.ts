// The contact form's check and send, fetched when the visitor first uses the form (ContactForm.tsx): the schema
// check (zod) and the request code are most of the form's script, and a visitor who only reads or calls needs neither.
import { CONTACT_FAILED, CONTACT_TEXTS, contactMessageSchema, type ContactMessage } from "@bank/contracts";
import { sendContactMessage } from "../../lib/api/contact.ts";
import { failureText } from "../../lib/api/failure-text.ts";
import { ApiError } from "../../lib/api/request.ts";
import type { FieldErrors } from "../ui/forms/validate.ts";

/** The form's check: the service's own schema of a message. */
export const contactSchema = contactMessageSchema;

export type ContactSendOutcome =
  { kind: "sent" } | { kind: "fields"; errors: FieldErrors } | { kind: "refused"; message: string };

/** Sends the checked message: sent, refused on a field (shown beside it), or refused as a whole (the form says so). */
export async function sendContact(message: ContactMessage): Promise<ContactSendOutcome> {
  try {
    await sendContactMessage(message);
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      return { kind: "fields", errors: error.fieldErrors };
    }
    return { kind: "refused", message: `${failureText(CONTACT_FAILED, error)} ${CONTACT_TEXTS.callInstead}` };
  }
}
