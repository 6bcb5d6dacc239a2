// Who may do what in a business, decided from the caller alone (no database): a non-member is told nothing (404),
// a member without the permission is refused (403 forbidden); whoever acts with pay, approve or manage must have a
// second factor and a session that proved it (403 secondFactorRequired), and a team change needs that proof to be
// at most 10 minutes old (403 reauthenticationRequired).
import { SECOND_FACTOR_PERMISSIONS, WORKSPACE_MESSAGES as M, type MemberPermission } from "@bank/contracts";
import { STEP_UP_MAX_AGE_MS, type Caller, type Membership, type SecondFactorKind } from "../../core/caller.ts";

export interface Need {
  /** The permission the action needs; "member" for reads any member may make. */
  permission: MemberPermission | "member";
  /** A second-factor proof at most 10 minutes old (team changes). */
  stepUp?: boolean;
}

export type Refusal = {
  status: 403 | 404;
  body: {
    success: false;
    message: string;
    code: "notFound" | "forbidden" | "secondFactorRequired" | "reauthenticationRequired";
    secondFactorRequired?: true;
    reauthenticationRequired?: true;
    secondFactors?: SecondFactorKind[];
  };
};

/** Whether the membership holds the permission: owners hold all four, and each of the others implies view. */
export function holds(membership: Membership, permission: MemberPermission): boolean {
  return membership.owner || membership.permissions.includes(permission);
}

export function notFound(): Refusal {
  return { status: 404, body: { success: false, message: M.businessNotFound, code: "notFound" } };
}

/** The caller's membership when they may act, else the refusal to send. */
export function checkAccess(caller: Caller, need: Need, now: number): Membership | Refusal {
  const membership = caller.membership;
  if (!membership) return notFound();
  if (need.permission === "member") return membership;
  if (!holds(membership, need.permission))
    return { status: 403, body: { success: false, message: M.missingPermission, code: "forbidden" } };
  if (!SECOND_FACTOR_PERMISSIONS.includes(need.permission)) return membership;
  const secondFactors = caller.secondFactors;
  if (secondFactors.length === 0 || caller.secondFactorAt === null)
    return {
      status: 403,
      body: {
        success: false,
        message: secondFactors.length === 0 ? M.twoFactorNeeded : M.secondFactorRequired,
        code: "secondFactorRequired",
        secondFactorRequired: true,
        secondFactors,
      },
    };
  if (need.stepUp && now - caller.secondFactorAt > STEP_UP_MAX_AGE_MS)
    return {
      status: 403,
      body: {
        success: false,
        message: M.secondFactorStepUp,
        code: "reauthenticationRequired",
        reauthenticationRequired: true,
        secondFactorRequired: true,
        secondFactors,
      },
    };
  return membership;
}

/**
 * Acting on something a member made (their payee, their payment): a manager may act on anyone's, anyone else only
 * on their own and while they may still pay; either way from a session that proved a second factor. Whether it is
 * theirs is the domain's to check: this decides which permission the caller acts with.
 */
export function checkOwnOrManage(caller: Caller, membership: Membership, now: number): Membership | Refusal {
  return checkAccess(caller, { permission: holds(membership, "manage") ? "manage" : "pay" }, now);
}

export function isRefusal(outcome: Membership | Refusal): outcome is Refusal {
  return "status" in outcome;
}
