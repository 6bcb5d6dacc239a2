// What a person may do about a payment, as the service decides it (auth-service/src/workspace/domain/
// payment-decisions.ts and routes/payments.ts), so the page offers only what would be allowed: approve or reject
// someone else's payment waiting for approval, not approved by them yet (approve); cancel one waiting for approval or
// its send day (its creator while they may pay, or a manager); in the sandbox, send a settled one back (manage).
import type { BusinessSummary, MemberPermission, Payment } from "@bank/contracts";

export type PaymentAction = "approve" | "reject" | "cancel" | "return";

/** Whether `userId` may still approve the payment: waiting for approval, not theirs, not approved by them yet. */
export function awaitsApprovalBy(payment: Payment, userId: string): boolean {
  return (
    payment.status === "pending_approval" &&
    payment.createdBy?.userId !== userId &&
    !payment.approvals.some((approval) => approval.userId === userId)
  );
}

/** The actions offered, in order, and why the person cannot decide it when they may approve (their own, or done). */
export function actionsFor(
  payment: Payment,
  business: Pick<BusinessSummary, "permissions">,
  userId: string,
): { actions: PaymentAction[]; note: "own" | "approved" | null } {
  const may = (permission: MemberPermission) => business.permissions.includes(permission);
  const actions: PaymentAction[] = [];
  let note: "own" | "approved" | null = null;
  const waiting = payment.status === "pending_approval";
  if (may("approve") && waiting) {
    if (awaitsApprovalBy(payment, userId)) actions.push("approve", "reject");
    else note = payment.createdBy?.userId === userId ? "own" : "approved";
  }
  const mine = payment.createdBy?.userId === userId;
  if ((waiting || payment.status === "scheduled") && (may("manage") || (mine && may("pay")))) actions.push("cancel");
  if (payment.status === "settled" && may("manage")) actions.push("return");
  return { actions, note };
}

/** "Arthur Ash", or null for someone whose account is gone. */
export function personName(person: { firstName: string; lastName: string } | null): string | null {
  return person ? `${person.firstName} ${person.lastName}` : null;
}
