// Invitations to a business's team, by mail: single-use links valid 7 days, only their SHA-256 kept. Sending one
// answers the same whether or not the address has an account here (nothing about other accounts is looked up);
// accepting needs a signed-in person whose verified address is the invited one. A business has at most 20 waiting.
import crypto from "node:crypto";
import {
  INVITATION_TTL_MS,
  MAX_PENDING_INVITATIONS,
  WORKSPACE_MESSAGES as M,
  normalizePermissions,
  type BusinessSummary,
  type Invitation,
  type InvitationPreview,
  type InvitationRequest,
  type InvitationStatus,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Caller, IdentityDirectory, Person } from "../../core/caller.ts";
import type { ClientInfo, ServiceDeps } from "../../core/deps.ts";
import { hashToken, newSecretToken } from "../../core/secret-token.ts";
import { linkWithToken } from "../../core/site-links.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { invitationAcceptedMessage, invitationMessage, joinedBusinessMessage } from "../../mail/workspace-messages.ts";
import { findBusiness, lockBusiness, type BusinessRow } from "../store/businesses-store.ts";
import {
  countPendingInvitations,
  findInvitation,
  findInvitationByTokenHash,
  insertInvitation,
  listInvitations,
  markInvitationAccepted,
  markInvitationRevoked,
  type InvitationRow,
} from "../store/invitations-store.ts";
import { findMember, insertMemberIfAbsent, listMembers } from "../store/members-store.ts";
import { displayName, effectivePermissions } from "./businesses.ts";
import { parsePermissions, serializePermissions } from "./permissions.ts";
import { refuse, type Outcome } from "./outcome.ts";
import { dashboardLink, lockTeamAsManager, recipientOf } from "./team.ts";

/** The page a mailed invitation opens. */
export const INVITATION_PAGE = "/invitations";
/** Invitations that ended (accepted, revoked, expired) stay on the list this long. */
const ENDED_SHOWN_MS = 30 * 24 * 60 * 60_000;

export function statusOf(row: InvitationRow, now: number): InvitationStatus {
  if (row.accepted_at !== null) return "accepted";
  if (row.revoked_at !== null) return "revoked";
  return row.expires_at <= now ? "expired" : "pending";
}

function toInvitation(row: InvitationRow, inviter: Person | undefined, now: number): Invitation {
  return {
    id: row.id,
    email: row.email,
    permissions: parsePermissions(row.permissions),
    // An inviter whose account is gone is still named by the list: as a former member.
    invitedBy: { firstName: inviter?.firstName ?? "A former", lastName: inviter?.lastName ?? "member" },
    createdAt: new Date(Number(row.created_at)).toISOString(),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
    status: statusOf(row, now),
  };
}

export async function listBusinessInvitations(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  businessId: string,
): Promise<Invitation[]> {
  const now = deps.now();
  const rows = await listInvitations(deps.db, businessId, now - ENDED_SHOWN_MS);
  const inviters = await identity.people(deps.db, [...new Set(rows.flatMap((row) => row.invited_by ?? []))]);
  const invitations = rows.map((row) =>
    toInvitation(row, row.invited_by ? inviters.get(row.invited_by) : undefined, now),
  );
  // Waiting ones first, each group newest first.
  return [...invitations.filter((i) => i.status === "pending"), ...invitations.filter((i) => i.status !== "pending")];
}

interface Actor {
  caller: Caller;
  client: ClientInfo;
}

/** Invites an address; a waiting invitation to the same address is replaced (its link stops working). */
export async function invite(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  businessId: string,
  request: InvitationRequest,
): Promise<Outcome<Invitation>> {
  const now = deps.now();
  const token = newSecretToken();
  const permissions = normalizePermissions(request.permissions);
  let mail: { business: BusinessRow; row: InvitationRow } | undefined;
  const outcome = await inTransaction(deps.db, async (trx): Promise<Outcome<Invitation>> => {
    mail = undefined;
    const locked = await lockTeamAsManager(trx, businessId, actor.caller.userId);
    if (!locked.ok) return locked;
    const { business } = locked.value;
    const members = await listMembers(trx, businessId);
    const people = await identity.people(
      trx,
      members.map((member) => member.user_id),
    );
    if ([...people.values()].some((person) => person.email === request.email))
      return refuse(409, "alreadyMember", M.alreadyMember);
    for (const row of await listInvitations(trx, businessId, now))
      if (row.email === request.email && statusOf(row, now) === "pending")
        await markInvitationRevoked(trx, row.id, now);
    if ((await countPendingInvitations(trx, businessId, now)) >= MAX_PENDING_INVITATIONS)
      return refuse(409, "tooManyInvitations", M.tooManyInvitations);
    const row: InvitationRow = {
      id: crypto.randomUUID(),
      business_id: businessId,
      token_hash: hashToken(token),
      email: request.email,
      permissions: serializePermissions(permissions),
      invited_by: actor.caller.userId,
      created_at: now,
      expires_at: now + INVITATION_TTL_MS,
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    };
    await insertInvitation(trx, row);
    await recordAuditEvent(
      trx,
      "invitation_sent",
      {
        email: request.email,
        ip: actor.client.ip,
        userAgent: actor.client.userAgent,
        actorId: actor.caller.userId,
        businessId,
      },
      now,
      { businessId, invitationId: row.id, permissions: row.permissions },
    );
    mail = { business, row };
    return { ok: true, value: toInvitation(row, inviterOf(actor.caller), now) };
  });
  if (outcome.ok && mail) {
    const { business, row } = mail;
    deps.runLater(() =>
      deps.mailer.send(
        invitationMessage({
          to: row.email,
          inviter: actor.caller,
          businessName: displayName(business),
          permissions,
          link: linkWithToken(deps.siteUrl, INVITATION_PAGE, token),
          expiresAt: new Date(row.expires_at),
        }),
      ),
    );
  }
  return outcome;
}

function inviterOf(caller: Caller): Person {
  return { ...caller, secondFactor: caller.secondFactors.length > 0 };
}

/** Revokes a waiting invitation: its link stops working at once. */
export async function revokeInvitation(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  invitationId: string,
): Promise<Outcome<Invitation>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<Invitation>> => {
    // Under the team's lock, the revoker must still manage it: one removed meanwhile revokes nothing.
    const locked = await lockTeamAsManager(trx, businessId, actor.caller.userId);
    if (!locked.ok) return locked;
    const row = await findInvitation(trx, businessId, invitationId);
    if (!row || statusOf(row, now) !== "pending" || !(await markInvitationRevoked(trx, row.id, now)))
      return refuse(404, "notFound", M.invitationNotFound);
    await recordAuditEvent(
      trx,
      "invitation_revoked",
      {
        email: row.email,
        ip: actor.client.ip,
        userAgent: actor.client.userAgent,
        actorId: actor.caller.userId,
        businessId,
      },
      now,
      { businessId, invitationId: row.id },
    );
    return { ok: true, value: toInvitation({ ...row, revoked_at: now }, inviterOf(actor.caller), now) };
  });
}

/** "j•••@example.com": enough for the invited person to recognise their address, not enough to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

async function usableInvitation(db: Db, token: string, now: number): Promise<InvitationRow | undefined> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  return row && statusOf(row, now) === "pending" ? row : undefined;
}

/** What a link's holder may see before signing in; undefined for a bad, used, revoked or expired link. */
export async function previewInvitation(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  token: string,
): Promise<InvitationPreview | undefined> {
  const row = await usableInvitation(deps.db, token, deps.now());
  const business = row ? await findBusiness(deps.db, row.business_id) : undefined;
  if (!row || !business) return undefined;
  const inviter = row.invited_by ? (await identity.people(deps.db, [row.invited_by])).get(row.invited_by) : undefined;
  return {
    businessName: displayName(business),
    invitedBy: toInvitation(row, inviter, deps.now()).invitedBy,
    email: maskEmail(row.email),
    permissions: parsePermissions(row.permissions),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  };
}

/**
 * Accepts an invitation for the signed-in caller: their verified address must be the invited one. One invitation
 * makes one membership, however many accepts race: the invitation is claimed by a conditional update under the
 * team's lock.
 */
export async function acceptInvitation(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  token: string,
): Promise<Outcome<BusinessSummary>> {
  const now = deps.now();
  const found = await usableInvitation(deps.db, token, now);
  if (!found) return refuse(400, "invitationInvalid", M.invitationNotFound);
  if (found.email !== actor.caller.email.toLowerCase())
    return refuse(403, "invitationForAnotherAddress", M.invitationForAnotherAddress);
  if (!actor.caller.emailVerified) return refuse(403, "emailNotVerified", M.invitationNeedsVerifiedAddress);
  let mail: { business: BusinessRow; inviter: string | null } | undefined;
  const outcome = await inTransaction(deps.db, async (trx): Promise<Outcome<BusinessSummary>> => {
    mail = undefined;
    const business = await lockBusiness(trx, found.business_id);
    if (!business) return refuse(400, "invitationInvalid", M.invitationNotFound);
    if (await findMember(trx, business.id, actor.caller.userId)) return refuse(409, "alreadyMember", M.alreadyMember);
    if (!(await markInvitationAccepted(trx, found.id, actor.caller.userId, now)))
      return refuse(400, "invitationInvalid", M.invitationNotFound);
    const permissions = parsePermissions(found.permissions);
    await insertMemberIfAbsent(trx, {
      business_id: business.id,
      user_id: actor.caller.userId,
      permissions: serializePermissions(permissions),
      owner: 0,
      joined_at: now,
    });
    const subject = {
      userId: actor.caller.userId,
      email: actor.caller.email,
      ip: actor.client.ip,
      userAgent: actor.client.userAgent,
      actorId: actor.caller.userId,
      businessId: business.id,
    };
    await recordAuditEvent(trx, "invitation_accepted", subject, now, {
      businessId: business.id,
      invitationId: found.id,
    });
    await recordAuditEvent(trx, "member_added", subject, now, {
      businessId: business.id,
      permissions: serializePermissions(permissions),
      ...(found.invited_by ? { invitedBy: found.invited_by } : {}),
    });
    mail = { business, inviter: found.invited_by };
    return {
      ok: true,
      value: {
        id: business.id,
        legalName: business.legal_name,
        tradeName: business.trade_name,
        permissions: effectivePermissions({ owner: false, permissions }),
        owner: false,
      },
    };
  });
  if (outcome.ok && mail) {
    const { business, inviter } = mail;
    const name = displayName(business);
    deps.runLater(async () => {
      await deps.mailer.send(joinedBusinessMessage(recipientOf(inviterOf(actor.caller)), name, dashboardLink(deps)));
      const person = inviter ? (await identity.people(deps.db, [inviter])).get(inviter) : undefined;
      if (person) await deps.mailer.send(invitationAcceptedMessage(recipientOf(person), actor.caller, name));
    });
  }
  return outcome;
}
