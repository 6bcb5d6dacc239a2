// What staff see of businesses in the console (read only): the businesses a customer belongs to and their place in
// each, and one business with its members, its invitations (never a link's token or its hash) and its newest events.
// Every opening of a business's page is audited with who opened it.
import {
  ADMIN_BUSINESS_EVENTS,
  type AdminBusinessDetail,
  type AdminBusinessEvent,
  type AdminMembership,
} from "@bank/contracts";
import { recordAuditEvent, type AuditEventName } from "../../core/audit.ts";
import type { IdentityDirectory } from "../../core/caller.ts";
import type { ClientInfo } from "../../core/deps.ts";
import type { Db } from "../../db/database.ts";
import { listInvitations } from "../store/invitations-store.ts";
import { findBusiness, listBusinessesOfUser } from "../store/businesses-store.ts";
import { listBusinessEvents } from "../store/staff-view-store.ts";
import { BUSINESS_MODE, effectivePermissions } from "./businesses.ts";
import { statusOf } from "./invitations.ts";
import { parsePermissions } from "./permissions.ts";
import { listTeam } from "./team.ts";

const iso = (time: number | string | bigint) => new Date(Number(time)).toISOString();

/**
 * Staff opening a business's page: audited (under the business), but left out of the events the page lists, so
 * readings never push the business's own story off it. The audit log lists them.
 */
const LEFT_OUT_OF_PAGE: readonly AuditEventName[] = ["business_viewed"];

/** The businesses a customer belongs to, by legal name, with their permissions (an owner's are all four). */
export async function membershipsOf(db: Db, userId: string): Promise<AdminMembership[]> {
  const rows = await listBusinessesOfUser(db, userId);
  return rows.map((row) => {
    const owner = Number(row.owner) === 1;
    return {
      id: row.id,
      legalName: row.legal_name,
      tradeName: row.trade_name,
      permissions: effectivePermissions({ owner, permissions: parsePermissions(row.permissions) }),
      owner,
      joinedAt: iso(row.joined_at),
    };
  });
}

/** A business as staff read it, without its application (the onboarding side answers for that). */
export type StaffBusinessView = Omit<AdminBusinessDetail, "application"> & { applicationId: string | null };

export async function businessForStaff(
  db: Db,
  identity: IdentityDirectory,
  businessId: string,
  now: number,
): Promise<StaffBusinessView | undefined> {
  const business = await findBusiness(db, businessId);
  if (!business) return undefined;
  const [members, invitations, events] = await Promise.all([
    listTeam(db, identity, business.id),
    // Every invitation the business ever sent (the store answers at most 200), newest first.
    listInvitations(db, business.id, 0),
    listBusinessEvents(db, business.id, LEFT_OUT_OF_PAGE, ADMIN_BUSINESS_EVENTS),
  ]);
  return {
    business: {
      id: business.id,
      legalName: business.legal_name,
      tradeName: business.trade_name,
      createdAt: iso(business.created_at),
      mode: BUSINESS_MODE,
    },
    applicationId: business.application_id,
    members,
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      permissions: parsePermissions(row.permissions),
      status: statusOf(row, now),
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
    })),
    events: events.map((row): AdminBusinessEvent => ({
      id: String(row.id),
      at: iso(row.at),
      type: row.event,
      userId: row.user_id,
      actorId: row.actor_id,
      ip: row.ip,
      detail: row.detail,
    })),
  };
}

/** Records that a staff member opened the business's page in the console. */
export async function recordBusinessViewed(
  db: Db,
  businessId: string,
  viewer: { staffId: string; client: ClientInfo },
  now: number,
): Promise<void> {
  await recordAuditEvent(
    db,
    "business_viewed",
    { ip: viewer.client.ip, userAgent: viewer.client.userAgent, actorId: viewer.staffId, businessId },
    now,
    { businessId },
  );
}
