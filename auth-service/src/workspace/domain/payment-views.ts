// Payments as members see them (the contract's Payment): the terms, who made and approved them, the timeline.
import {
  DEFAULT_PAGE_SIZE,
  FORMER_MEMBER,
  formatAmount,
  type ApprovalMethod,
  type Currency,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
  type AdminPaymentPage,
  type MemberPaymentQuery,
  type PaymentPage,
  type PaymentQuery,
} from "@bank/contracts";
import type { Caller, IdentityDirectory, Person } from "../../core/caller.ts";
import type { Db } from "../../db/database.ts";
import {
  approvalsOf,
  eventsOf,
  findPayment,
  listPayments,
  lockPayment,
  type ApprovalRow,
  type PaymentRow,
} from "../store/payments-store.ts";
import type { Answer } from "./idempotency.ts";
import { cursorOf, positionOf } from "./transactions.ts";

/** Someone a payment names: their names, or FORMER_MEMBER's when their account is gone; null for nobody (the rails). */
function personOf(people: Map<string, Person>, userId: string | null) {
  if (userId === null) return null;
  const person = people.get(userId);
  return person
    ? { userId: person.userId, firstName: person.firstName, lastName: person.lastName }
    : { userId, ...FORMER_MEMBER };
}

/** The rows as the contract's payments, with their approvals, timelines and the people they name. */
export async function paymentViews(
  db: Db,
  identity: IdentityDirectory,
  rows: readonly PaymentRow[],
  read: { approvals?: Map<string, ApprovalRow[]> } = {},
): Promise<Payment[]> {
  const ids = rows.map((row) => row.id);
  const [events, approvals] = await Promise.all([eventsOf(db, ids), read.approvals ?? approvalsOf(db, ids)]);
  const userIds = new Set<string>();
  for (const row of rows) {
    userIds.add(row.createdBy);
    for (const approval of approvals.get(row.id)!) userIds.add(approval.userId);
    for (const event of events.get(row.id)!) if (event.actorId) userIds.add(event.actorId);
  }
  const people = await identity.people(db, [...userIds]);
  return rows.map((row) => {
    const currency = row.currency as Currency;
    return {
      id: row.id,
      status: row.status as PaymentStatus,
      amount: formatAmount(row.amount, currency),
      currency,
      fee: formatAmount(row.fee, currency),
      payee: {
        id: row.payeeId,
        name: row.payeeName,
        method: row.method as PaymentMethod,
        destination: row.destination,
      },
      fromAccountId: row.fromAccountId,
      memo: row.memo,
      sendOn: row.sendOn,
      createdBy: personOf(people, row.createdBy),
      createdAt: new Date(row.createdAt).toISOString(),
      approvalsRequired: row.approvalsRequired,
      approvals: approvals.get(row.id)!.map((approval) => ({
        ...personOf(people, approval.userId)!,
        at: new Date(approval.at).toISOString(),
        method: approval.method as ApprovalMethod,
      })),
      timeline: events.get(row.id)!.map((event) => ({
        status: event.status as PaymentStatus,
        at: new Date(event.at).toISOString(),
        by: personOf(people, event.actorId),
        note: event.note,
      })),
    };
  });
}

/** A step's answer: 200 with the payment as it is now (read in the step's transaction). */
export async function paymentAnswer(db: Db, identity: IdentityDirectory, paymentId: string): Promise<Answer> {
  const row = await lockPayment(db, paymentId);
  const [view] = await paymentViews(db, identity, [row!]);
  return { status: 200, body: { success: true, payment: view } };
}

export async function paymentView(
  db: Db,
  identity: IdentityDirectory,
  businessId: string,
  paymentId: string,
): Promise<Payment | null> {
  const row = await findPayment(db, businessId, paymentId);
  return row ? (await paymentViews(db, identity, [row]))[0]! : null;
}

/** A page of the business's rows, newest first; null when the cursor is not one of ours. */
async function pageOfRows(db: Db, businessId: string, query: PaymentQuery, awaitingApprovalBy?: string) {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const before = query.cursor === undefined ? undefined : positionOf(query.cursor);
  if (before === null) return null;
  const listing = { businessId, status: query.status, awaitingApprovalBy, before, limit: limit + 1 };
  const rows = await listPayments(db, listing);
  const shown = rows.slice(0, limit);
  return { shown, nextCursor: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null };
}

/**
 * A page of the business's payments as a member reads them, newest first; with awaiting=me only those waiting for
 * their approval (none when they may not approve). Null when the cursor is not one of ours.
 */
export async function paymentPage(
  db: Db,
  identity: IdentityDirectory,
  caller: Caller,
  businessId: string,
  query: MemberPaymentQuery,
): Promise<PaymentPage | null> {
  if (query.awaiting === "me" && !caller.membership?.permissions.includes("approve"))
    return { payments: [], nextCursor: null };
  const page = await pageOfRows(db, businessId, query, query.awaiting === "me" ? caller.userId : undefined);
  return page && { payments: await paymentViews(db, identity, page.shown), nextCursor: page.nextCursor };
}

/** The page staff read (view): each payment with the evidence of its approvals. */
export async function paymentPageForStaff(
  db: Db,
  identity: IdentityDirectory,
  businessId: string,
  query: PaymentQuery,
): Promise<AdminPaymentPage | null> {
  const page = await pageOfRows(db, businessId, query);
  if (!page) return null;
  // The approvals are read once, for the views and their evidence.
  const approvals = await approvalsOf(
    db,
    page.shown.map((row) => row.id),
  );
  const views = await paymentViews(db, identity, page.shown, { approvals });
  return {
    payments: views.map((view) => ({
      ...view,
      evidence: approvals.get(view.id)!.map((approval) => ({
        userId: approval.userId,
        method: approval.method as ApprovalMethod,
        at: new Date(approval.at).toISOString(),
        evidence: JSON.parse(approval.evidence) as Record<string, unknown>,
      })),
    })),
    nextCursor: page.nextCursor,
  };
}
