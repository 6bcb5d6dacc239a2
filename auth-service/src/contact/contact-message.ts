// A visitor's message from the contact page, mailed to the sales team: at most 5 an hour from one client address,
// charged before the mail is sent (so a burst sent at once gets no more through) and given back if it could not go.
import type { ContactMessage } from "@bank/contracts";
import { CONTACT_MESSAGES_PER_ADDRESS, limitKeys } from "../auth/abuse-limits.ts";
import { chargeAttempt, settleAttempt } from "../auth/attempts.ts";
import { addressKey } from "../core/client-address.ts";
import type { ClientInfo, ServiceDeps } from "../core/deps.ts";
import { siteLink } from "../core/site-links.ts";
import { contactFormMessage } from "../mail/contact-messages.ts";

export type ContactOutcome =
  { kind: "sent" } | { kind: "throttled"; retryAfterMs: number } | { kind: "not-sent"; cause: unknown };

/**
 * Mails the message before answering, unlike the account notices: nothing here depends on whether an account exists,
 * and a visitor told "sent" must not find out later that the mail server refused it.
 */
export async function sendContactMessage(
  deps: ServiceDeps,
  salesEmail: string,
  message: ContactMessage,
  client: ClientInfo,
): Promise<ContactOutcome> {
  const now = deps.now();
  const attempt = await chargeAttempt(
    deps.db,
    [{ key: limitKeys.contactAddress(addressKey(client.ip)), policy: CONTACT_MESSAGES_PER_ADDRESS }],
    now,
  );
  if (attempt.kind === "throttled") return attempt;
  const mail = contactFormMessage(salesEmail, message, { at: new Date(now), from: siteLink(deps.siteUrl, "/contact") });
  try {
    await deps.mailer.send(mail);
  } catch (cause) {
    await settleAttempt(deps.db, attempt, "step");
    return { kind: "not-sent", cause };
  }
  return { kind: "sent" };
}
