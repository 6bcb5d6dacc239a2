// What staff see of customers: a search by email or name, and one customer's security state and recent events.
// Built field by field from the rows, so a password hash, TOTP secret, recovery code or session token never
// reaches an answer.
import {
  ADMIN_SEARCH_PAGE_SIZE,
  ADMIN_USER_EVENTS,
  type AdminAuditEvent,
  type AdminUserDetail,
  type AdminUserSummary,
} from "@bank/contracts";
import { pageAuditEvents, type AuditEventRow } from "../../db/audit-store.ts";
import { listBlockedKeysByPrefix, listFailureCountersByPrefix } from "../../db/failure-counters-store.ts";
import { listUserPasskeys } from "../../db/passkeys-store.ts";
import { countUnusedRecoveryCodes } from "../../db/recovery-codes-store.ts";
import { findNewestOpenSession } from "../../db/sessions-store.ts";
import { findUserById, findUserNames, searchUsers } from "../../db/users-store.ts";
import { LOCKED_UNTIL_RESET, limitKeys } from "../abuse-limits.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { hasExpired } from "../session.ts";
import { deviceName } from "../../core/user-agent.ts";
import { grantedPermissions } from "./permissions.ts";

const LOCKOUT_PREFIX = "lockout:";

/** One page of customers whose email or name contains `text`; the cursor is the last email of the page before. */
export async function findCustomers(
  deps: ServiceDeps,
  text: string,
  cursor: string | undefined,
): Promise<{ users: AdminUserSummary[]; nextCursor: string | null }> {
  const rows = await searchUsers(deps.db, text, cursor, ADMIN_SEARCH_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_SEARCH_PAGE_SIZE);
  const lockedKeys = await listBlockedKeysByPrefix(deps.db, LOCKOUT_PREFIX, deps.now());
  const lockedUsers = new Set(lockedKeys.map((key) => key.slice(LOCKOUT_PREFIX.length).split(":")[0]));
  return {
    users: page.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      locked: lockedUsers.has(row.id),
      twoFactorEnabled: row.totp_secret !== null,
    })),
    nextCursor: rows.length > ADMIN_SEARCH_PAGE_SIZE ? page.at(-1)!.email : null,
  };
}

/**
 * Audit rows as staff read them, each staff member who acted named by their current email and name: read in one
 * query for the whole page, not one a row.
 */
export async function withActors(deps: ServiceDeps, rows: readonly AuditEventRow[]): Promise<AdminAuditEvent[]> {
  const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id === null ? [] : [row.actor_id])))];
  const actors = new Map((await findUserNames(deps.db, actorIds)).map((actor) => [actor.id, actor]));
  return rows.map((row) => {
    const actor = row.actor_id === null ? undefined : actors.get(row.actor_id);
    return {
      id: String(row.id),
      at: new Date(row.at).toISOString(),
      type: row.event,
      userId: row.user_id,
      email: row.email,
      actorId: row.actor_id,
      actorEmail: actor?.email ?? null,
      actorName: actor ? `${actor.first_name} ${actor.last_name}` : null,
      ip: row.ip,
      device: deviceName(row.user_agent),
      detail: row.detail,
    };
  });
}

/** The lock over every device class of the account: locked while any block lasts, failures summed. */
export async function lockStateOf(deps: ServiceDeps, userId: string) {
  const now = deps.now();
  const counters = await listFailureCountersByPrefix(deps.db, limitKeys.lockoutAll(userId));
  const blocks = counters.map((counter) => counter.blocked_until).filter((until) => until > now);
  const longest = Math.max(0, ...blocks);
  return {
    locked: blocks.length > 0,
    lockedUntilReset: longest === LOCKED_UNTIL_RESET,
    lockedUntil: blocks.length > 0 && longest !== LOCKED_UNTIL_RESET ? new Date(longest).toISOString() : null,
    failures: counters.reduce((sum, counter) => sum + counter.failures, 0),
  };
}

/** The customer's own detail; the businesses they belong to and their applications are the workspace's and onboarding's to add. */
export async function customerDetail(
  deps: ServiceDeps,
  userId: string,
): Promise<Omit<AdminUserDetail, "businesses" | "applications"> | undefined> {
  const user = await findUserById(deps.db, userId);
  if (!user) return undefined;
  const [lock, passkeys, recoveryCodesLeft, session, events, staffPermissions] = await Promise.all([
    lockStateOf(deps, user.id),
    listUserPasskeys(deps.db, user.id),
    countUnusedRecoveryCodes(deps.db, user.id),
    findNewestOpenSession(deps.db, user.id),
    pageAuditEvents(deps.db, { userId: user.id }, ADMIN_USER_EVENTS),
    grantedPermissions(deps.db, user.id),
  ]);
  const current = session && !hasExpired(session, deps.now()) ? session : undefined;
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      emailVerified: user.email_verified_at !== null,
      createdAt: new Date(user.created_at).toISOString(),
      staffPermissions,
    },
    security: {
      ...lock,
      twoFactorEnabled: user.totp_secret !== null,
      passkeys: passkeys.length,
      recoveryCodesLeft,
      session: current
        ? {
            startedAt: new Date(current.created_at).toISOString(),
            lastActiveAt: new Date(current.last_active_at).toISOString(),
            ip: current.ip,
            device: deviceName(current.user_agent),
          }
        : null,
    },
    events: await withActors(deps, events),
  };
}
