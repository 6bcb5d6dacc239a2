// A business's payments in the console's words: the list's status line, a payment's approvals as "1 of 2", the
// people a payment names, its times to the second and its send day, and the pages read so far joined into one list.
import { ADMIN_BUSINESS_PAYMENTS_TEXTS as P, type AdminPaymentPage, type PaymentStatus } from "@bank/contracts";

export type StaffPayment = AdminPaymentPage["payments"][number];
export type ApprovalEvidence = StaffPayment["evidence"][number];

/** The payments shown so far, and the cursor of the next page (null: no more). */
export interface PaymentList {
  payments: readonly StaffPayment[];
  nextCursor: string | null;
}

/** What the list's status line says: how many are shown and whether more can be loaded, or that there are none. */
export function listInWords(list: PaymentList, status: PaymentStatus | undefined): string {
  if (list.payments.length > 0) return P.shown(list.payments.length, list.nextCursor !== null);
  return status ? P.noneWithStatus(P.statusNames[status]) : P.none;
}

/** "1 of 2" approvals, or "None needed" when the business's rules asked for none. */
export function approvalsInWords(payment: Pick<StaffPayment, "approvals" | "approvalsRequired">): string {
  if (payment.approvalsRequired === 0) return P.noApprovalNeeded;
  return P.approvalsGiven(payment.approvals.length, payment.approvalsRequired);
}

/** A person a payment names, by name; someone whose account is gone is a former member. */
export function personName(person: { firstName: string; lastName: string } | null): string {
  return person ? `${person.firstName} ${person.lastName}` : P.formerMember;
}

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
// To the second, in the reader's own zone, as the business's events (BusinessTables.tsx); apart from ../../when.ts,
// which every console page loads.
const EXACT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" });

/** When a payment moved or an approval was signed, to the second, in the reader's own zone. */
export const exactly = (iso: string): string => EXACT.format(new Date(iso));

/** From one time to another, to the second, in the reader's own zone ("Mar 3, 2026, 10:03:00 – 10:03:30 AM"). */
export const exactRange = (from: Date, to: Date): string => EXACT.formatRange(from, to);

/** The UTC day a payment is sent on ("Mar 3, 2026 (UTC)"), or "Once approved" when none was chosen. */
export function sendOnInWords(sendOn: string | null, format: Intl.DateTimeFormat = DAY): string {
  if (!sendOn) return P.sendOnceApproved;
  const day = new Date(`${sendOn}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? sendOn : P.sendOnDay(format.format(day));
}

/** The next page added below the list; a payment already shown is not shown twice. */
export function appendPage(list: PaymentList, page: AdminPaymentPage): PaymentList {
  const shown = new Set(list.payments.map((payment) => payment.id));
  return {
    payments: [...list.payments, ...page.payments.filter((payment) => !shown.has(payment.id))],
    nextCursor: page.nextCursor,
  };
}

/** What signed this person's approval of the payment, when the service kept it. */
export function evidenceOf(payment: Pick<StaffPayment, "evidence">, userId: string): ApprovalEvidence | undefined {
  return payment.evidence.find((each) => each.userId === userId);
}

/** The status filter's value read back: a payment status, or undefined for all of them. */
export function statusOf(value: string, statuses: readonly PaymentStatus[]): PaymentStatus | undefined {
  return statuses.find((status) => status === value);
}
