// What staff with manage do to a customer's account: unlock it, end its session, reset its two-factor
// authentication. Each change and its audit row (naming the staff member and their reason) commit together.
import { STAFF_SESSION_END_REASON } from "@bank/contracts";
import { inTransaction } from "../../db/database.ts";
import { deleteFailureCountersByPrefix, listFailureCountersByPrefix } from "../../db/failure-counters-store.ts";
import { deleteRecoveryCodes } from "../../db/recovery-codes-store.ts";
import { endUserSessions } from "../../db/sessions-store.ts";
import { clearTotp, findUserById, lockUserById, type UserRow } from "../../db/users-store.ts";
import { twoFactorResetByStaffMessage } from "../../mail/messages.ts";
import { limitKeys } from "../abuse-limits.ts";
import { recordAuditEvent, type AuditEventName } from "../../core/audit.ts";
import type { ServiceDeps, ClientInfo } from "../../core/deps.ts";
import { siteLink } from "../../core/site-links.ts";

/** The staff member acting, from where, and why (their words, kept in the audit log). */
export interface StaffAction {
  staff: UserRow;
  client: ClientInfo;
  reason: string;
}

function audit(deps: ServiceDeps, customer: UserRow, action: StaffAction) {
  return (
    db: ServiceDeps["db"],
    event: AuditEventName,
    now: number,
    detail: Record<string, string | number | boolean>,
  ) =>
    recordAuditEvent(
      db,
      event,
      {
        userId: customer.id,
        email: customer.email,
        ip: action.client.ip,
        userAgent: action.client.userAgent,
        actorId: action.staff.id,
      },
      now,
      { reason: action.reason, ...detail },
    );
}

/**
 * Lifts every lock of the account and forgets its failed attempts (every device class, and the per-account
 * sign-in window), as a password reset does. On an account that is not locked it is a no-op that says so ("not-locked",
 * answered 200, unaudited): a second manager's click on the same lock, or a stale page, changes nothing, and the
 * failures counted toward a lock are never forgiven by staff while no lock stands.
 */
export async function unlockCustomer(
  deps: ServiceDeps,
  customerId: string,
  action: StaffAction,
): Promise<{ kind: "unlocked" | "not-locked" } | { kind: "not-found" }> {
  const customer = await findUserById(deps.db, customerId);
  if (!customer) return { kind: "not-found" };
  const now = deps.now();
  const wasLocked = await inTransaction(deps.db, async (trx) => {
    const counters = await listFailureCountersByPrefix(trx, limitKeys.lockoutAll(customer.id));
    if (!counters.some((counter) => counter.blocked_until > now)) return false;
    await deleteFailureCountersByPrefix(trx, limitKeys.lockoutAll(customer.id));
    await deleteFailureCountersByPrefix(trx, limitKeys.signInAccountAll(customer.email));
    await audit(deps, customer, action)(trx, "staff_unlocked", now, { wasLocked: true });
    return true;
  });
  return { kind: wasLocked ? "unlocked" : "not-locked" };
}

/** Ends the customer's open sessions (a stolen one among them); their open page asks them to sign in again. */
export async function endCustomerSessions(
  deps: ServiceDeps,
  customerId: string,
  action: StaffAction,
): Promise<{ kind: "ended"; count: number } | { kind: "not-found" }> {
  const customer = await findUserById(deps.db, customerId);
  if (!customer) return { kind: "not-found" };
  const now = deps.now();
  const count = await inTransaction(deps.db, async (trx) => {
    const ended = await endUserSessions(trx, customer.id, STAFF_SESSION_END_REASON, now);
    await audit(deps, customer, action)(trx, "staff_sessions_ended", now, { sessionsEnded: ended });
    return ended;
  });
  return { kind: "ended", count };
}

/**
 * For a customer who lost both their authenticator and their recovery codes, after staff checked who they are:
 * TOTP off, recovery codes deleted, every session ended, and the customer mailed. Passkeys stay: they are the
 * customer's own sign-in keys, which the customer can remove in settings. Raising the credential version (in
 * clearTotp) stops a sign-in already under way from opening a session on the old state.
 */
export async function resetCustomerTwoFactor(
  deps: ServiceDeps,
  customerId: string,
  action: StaffAction,
): Promise<{ kind: "reset" } | { kind: "not-enabled" } | { kind: "not-found" }> {
  const now = deps.now();
  const outcome = await inTransaction(deps.db, async (trx) => {
    const customer = await lockUserById(trx, customerId);
    if (!customer) return { kind: "not-found" as const };
    if (customer.totp_secret === null) return { kind: "not-enabled" as const };
    await clearTotp(trx, customer.id, now);
    await deleteRecoveryCodes(trx, customer.id);
    const ended = await endUserSessions(trx, customer.id, STAFF_SESSION_END_REASON, now);
    await audit(deps, customer, action)(trx, "staff_two_factor_reset", now, { sessionsEnded: ended });
    return { kind: "reset" as const, customer };
  });
  if (outcome.kind !== "reset") return outcome;
  const customer = outcome.customer;
  deps.runLater(() =>
    deps.mailer.send(
      twoFactorResetByStaffMessage(customer, new Date(now), {
        settings: siteLink(deps.siteUrl, "/dashboard/settings"),
        reset: siteLink(deps.siteUrl, "/forgot-password"),
      }),
    ),
  );
  return { kind: "reset" };
}
