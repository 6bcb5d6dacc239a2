// The mail a payment's steps send, composed inside the step's transaction (who to tell is read there) and sent only
// once it has committed: a step rolled back, or a retry answered from its Idempotency-Key, mails nobody.
import type { Currency } from "@bank/contracts";
import type { IdentityDirectory, Person } from "../../core/caller.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { siteLink } from "../../core/site-links.ts";
import type { Db } from "../../db/database.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import type { Recipient } from "../../mail/messages.ts";
import type { PaymentInMail } from "../../mail/payment-messages.ts";
import { displayAmount } from "../exports/statement-text.ts";
import { findBusiness } from "../store/businesses-store.ts";
import { formatAmount } from "@bank/contracts";
import type { PaymentRow } from "../store/payments-store.ts";
import { displayName } from "./businesses.ts";

/** What a payment step needs beyond its transaction: the service, who people are, and mail to send after. */
export interface PaymentContext {
  deps: ServiceDeps;
  identity: IdentityDirectory;
  outbox: Outbox;
}

/** Mail held until the transaction that wrote it has committed. */
export class Outbox {
  private readonly messages: MailMessage[] = [];

  add(message: MailMessage): void {
    this.messages.push(message);
  }

  /** Sends what was added, after the answer (deps.runLater). Call once the transaction has committed. */
  sendAfterCommit(deps: Pick<ServiceDeps, "runLater" | "mailer">): void {
    for (const message of this.messages.splice(0)) deps.runLater(() => deps.mailer.send(message));
  }
}

export function recipientOf(person: Person): Recipient {
  return { email: person.email, first_name: person.firstName, email_verified_at: person.emailVerified ? 1 : null };
}

export function fullName(person: Pick<Person, "firstName" | "lastName">): string {
  return `${person.firstName} ${person.lastName}`;
}

/** The payment as mail names it: its business, amount, payee and page. */
export async function paymentInMail(db: Db, siteUrl: string, payment: PaymentRow): Promise<PaymentInMail> {
  const business = await findBusiness(db, payment.businessId);
  const currency = payment.currency as Currency;
  return {
    businessName: business ? displayName(business) : "your business",
    amount: displayAmount(formatAmount(payment.amount, currency), currency),
    payeeName: payment.payeeName,
    link: siteLink(siteUrl, `/dashboard/payments?business=${payment.businessId}&payment=${payment.id}`),
  };
}

/** Writes the payment's creator a message (`compose` words it), unless their account is gone. */
export async function mailCreator(
  trx: Db,
  context: PaymentContext,
  payment: PaymentRow,
  compose: (to: Recipient, payment: PaymentInMail) => MailMessage,
): Promise<void> {
  const [creator] = await peopleToMail(trx, context.identity, [payment.createdBy]);
  if (creator)
    context.outbox.add(compose(recipientOf(creator), await paymentInMail(trx, context.deps.siteUrl, payment)));
}

/** The people with these ids, as mail recipients, in the order asked (missing ones left out). */
export async function peopleToMail(db: Db, identity: IdentityDirectory, userIds: readonly string[]): Promise<Person[]> {
  const people = await identity.people(db, userIds);
  return userIds.flatMap((id) => people.get(id) ?? []);
}
