// Businesses: one is opened when staff approve an application (the applicant becomes its owner), and each member
// sees the ones they belong to.
import crypto from "node:crypto";
import { MEMBER_PERMISSIONS, type BusinessDetail, type BusinessSummary, type MemberPermission } from "@bank/contracts";
import type { BankSettings } from "../../core/bank-settings.ts";
import { openFirstAccounts } from "./accounts.ts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Membership } from "../../core/caller.ts";
import type { ClientInfo } from "../../core/deps.ts";
import type { Db } from "../../db/database.ts";
import {
  findBusiness,
  findBusinessOfApplication,
  insertBusiness,
  listBusinessesOfUser,
  type BusinessRow,
} from "../store/businesses-store.ts";
import { insertMember } from "../store/members-store.ts";
import { parsePermissions, serializePermissions } from "./permissions.ts";

/** The only mode implemented: the partner bank behind every business is simulated. */
export const BUSINESS_MODE = "sandbox";

export interface ApprovedApplication {
  /** null only for a business opened without an application (tests, a future staff tool). */
  applicationId: string | null;
  ownerId: string;
  ownerEmail: string;
  legalName: string;
  tradeName: string | null;
}

/**
 * Opens the business of an approved application, in the approval's transaction: the applicant becomes its owner.
 * Approving the same application again opens nothing more.
 */
export async function openBusiness(
  trx: Db,
  application: ApprovedApplication,
  approvedBy: { staffId: string; client: ClientInfo },
  now: number,
  bank: BankSettings,
): Promise<BusinessRow> {
  const existing = application.applicationId
    ? await findBusinessOfApplication(trx, application.applicationId)
    : undefined;
  if (existing) return existing;
  const business: BusinessRow = {
    id: crypto.randomUUID(),
    application_id: application.applicationId,
    legal_name: application.legalName,
    trade_name: application.tradeName?.trim() || null,
    mode: BUSINESS_MODE,
    created_at: now,
  };
  await insertBusiness(trx, business);
  await insertMember(trx, {
    business_id: business.id,
    user_id: application.ownerId,
    permissions: serializePermissions(MEMBER_PERMISSIONS),
    owner: 1,
    joined_at: now,
  });
  // Its first accounts (USD checking, a USDC wallet) open with it.
  await openFirstAccounts(trx, business.id, bank, now);
  await recordAuditEvent(
    trx,
    "business_created",
    {
      userId: application.ownerId,
      email: application.ownerEmail,
      ip: approvedBy.client.ip,
      userAgent: approvedBy.client.userAgent,
      actorId: approvedBy.staffId,
      businessId: business.id,
    },
    now,
    {
      businessId: business.id,
      ...(application.applicationId ? { applicationId: application.applicationId } : {}),
      legalName: business.legal_name,
    },
  );
  return business;
}

/** What the business is called where people see it: its trade name when it has one. */
export function displayName(business: Pick<BusinessRow, "legal_name" | "trade_name">): string {
  return business.trade_name ?? business.legal_name;
}

/** Every permission an owner holds; a member's own otherwise. */
export function effectivePermissions(membership: Pick<Membership, "owner" | "permissions">): MemberPermission[] {
  return membership.owner ? [...MEMBER_PERMISSIONS] : membership.permissions;
}

export async function listBusinessesOf(db: Db, userId: string): Promise<BusinessSummary[]> {
  const rows = await listBusinessesOfUser(db, userId);
  return rows.map((row) => {
    const owner = row.owner === 1;
    return {
      id: row.id,
      legalName: row.legal_name,
      tradeName: row.trade_name,
      permissions: effectivePermissions({ owner, permissions: parsePermissions(row.permissions) }),
      owner,
    };
  });
}

export async function businessDetail(db: Db, membership: Membership): Promise<BusinessDetail | undefined> {
  const business = await findBusiness(db, membership.businessId);
  if (!business) return undefined;
  return {
    business: {
      id: business.id,
      legalName: business.legal_name,
      tradeName: business.trade_name,
      createdAt: new Date(Number(business.created_at)).toISOString(),
      mode: BUSINESS_MODE,
    },
    permissions: effectivePermissions(membership),
    owner: membership.owner,
  };
}
