// A business's team: its members, changes to their permissions, removal and leaving. Every change locks the
// business's row and reads the actor's own membership again inside the transaction, so two managers acting on each
// other at once are taken in turn and the second finds it no longer may: a business never loses its last owner.
import {
  MEMBER_PERMISSIONS,
  WORKSPACE_MESSAGES as M,
  normalizePermissions,
  type Member,
  type MemberChange,
  type MemberPermission,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Caller, IdentityDirectory, Person } from "../../core/caller.ts";
import type { ClientInfo, ServiceDeps } from "../../core/deps.ts";
import { siteLink } from "../../core/site-links.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import {
  leftBusinessMessage,
  permissionsChangedMessage,
  removedFromBusinessMessage,
} from "../../mail/workspace-messages.ts";
import type { Recipient } from "../../mail/messages.ts";
import { lockBusiness, type BusinessRow } from "../store/businesses-store.ts";
import { freezeCardsOfHolder } from "../store/cards-store.ts";
import {
  countOwners,
  deleteMember,
  findMember,
  listMembers,
  updateMember,
  type MemberRow,
} from "../store/members-store.ts";
import { displayName } from "./businesses.ts";
import { refuse, type Outcome } from "./outcome.ts";
import { parsePermissions, serializePermissions } from "./permissions.ts";

export function toMember(row: MemberRow, person: Person): Member {
  const owner = row.owner === 1;
  return {
    userId: row.user_id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    permissions: owner ? [...MEMBER_PERMISSIONS] : parsePermissions(row.permissions),
    owner,
    secondFactor: person.secondFactor,
    joinedAt: new Date(Number(row.joined_at)).toISOString(),
  };
}

export function recipientOf(person: Person): Recipient {
  return {
    email: person.email,
    first_name: person.firstName,
    email_verified_at: person.emailVerified ? 1 : null,
  };
}

export async function listTeam(db: Db, identity: IdentityDirectory, businessId: string): Promise<Member[]> {
  const rows = await listMembers(db, businessId);
  const people = await identity.people(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.flatMap((row) => {
    const person = people.get(row.user_id);
    return person ? [toMember(row, person)] : [];
  });
}

interface Actor {
  caller: Caller;
  client: ClientInfo;
}

/** Inside the team's lock: the business, and the actor's membership now (they may have been removed meanwhile). */
export async function lockTeam(trx: Db, businessId: string, actorId: string) {
  const business = await lockBusiness(trx, businessId);
  const actor = business ? await findMember(trx, businessId, actorId) : undefined;
  return { business, actor };
}

export const mayManage = (row: MemberRow) => row.owner === 1 || parsePermissions(row.permissions).includes("manage");

/**
 * Takes the team's lock and checks the actor still manages it: the step every change a manager makes begins with,
 * so one removed or narrowed meanwhile changes nothing.
 */
export async function lockTeamAsManager(
  trx: Db,
  businessId: string,
  actorId: string,
): Promise<Outcome<{ business: BusinessRow; actor: MemberRow }>> {
  const { business, actor } = await lockTeam(trx, businessId, actorId);
  if (!business || !actor) return refuse(404, "notFound", M.businessNotFound);
  if (!mayManage(actor)) return refuse(403, "forbidden", M.missingPermission);
  return { ok: true, value: { business, actor } };
}

function audit(
  trx: Db,
  event: "member_permissions_changed" | "member_removed" | "member_left" | "card_changed",
  actor: Actor,
  target: Person,
  businessId: string,
  now: number,
  detail: Record<string, string | number | boolean>,
) {
  return recordAuditEvent(
    trx,
    event,
    {
      userId: target.userId,
      email: target.email,
      ip: actor.client.ip,
      userAgent: actor.client.userAgent,
      actorId: actor.caller.userId,
      businessId,
    },
    now,
    { businessId, ...detail },
  );
}

/**
 * Sets a member's permissions (and, for an owner acting, whether they own the business). Nobody changes their own;
 * only an owner makes or unmakes an owner, or changes an owner at all; the last owner stays one.
 */
export async function changeMember(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  businessId: string,
  targetId: string,
  change: MemberChange,
): Promise<Outcome<Member>> {
  if (targetId === actor.caller.userId) return refuse(403, "ownPermissions", M.ownPermissions);
  const now = deps.now();
  let mail: { to: Person; business: BusinessRow; permissions: MemberPermission[]; owner: boolean } | undefined;
  const outcome = await inTransaction(deps.db, async (trx): Promise<Outcome<Member>> => {
    mail = undefined;
    const locked = await lockTeamAsManager(trx, businessId, actor.caller.userId);
    if (!locked.ok) return locked;
    const { business, actor: actorRow } = locked.value;
    const target = await findMember(trx, businessId, targetId);
    if (!target) return refuse(404, "notFound", M.memberNotFound);
    const actorOwns = actorRow.owner === 1;
    const wasOwner = target.owner === 1;
    const willOwn = change.owner ?? wasOwner;
    if ((wasOwner || willOwn) && !actorOwns) return refuse(403, "ownerOnly", M.ownerOnly);
    if (wasOwner && !willOwn && (await countOwners(trx, businessId)) <= 1) return refuse(409, "lastOwner", M.lastOwner);
    const permissions = willOwn ? [...MEMBER_PERMISSIONS] : normalizePermissions(change.permissions);
    await updateMember(trx, businessId, targetId, {
      permissions: serializePermissions(permissions),
      owner: willOwn ? 1 : 0,
    });
    const person = (await identity.people(trx, [targetId])).get(targetId);
    if (!person) return refuse(404, "notFound", M.memberNotFound);
    await audit(trx, "member_permissions_changed", actor, person, businessId, now, {
      permissions: permissions.join(","),
      owner: willOwn,
      previous: parsePermissions(target.permissions).join(","),
      wasOwner,
    });
    mail = { to: person, business, permissions, owner: willOwn };
    const updated = await findMember(trx, businessId, targetId);
    return { ok: true, value: toMember(updated!, person) };
  });
  if (outcome.ok && mail) {
    const sent = mail;
    const by = `${actor.caller.firstName} ${actor.caller.lastName}`;
    deps.runLater(() =>
      deps.mailer.send(
        permissionsChangedMessage(recipientOf(sent.to), displayName(sent.business), {
          permissions: sent.permissions,
          owner: sent.owner,
          by,
        }),
      ),
    );
  }
  return outcome;
}

/**
 * Removes a member, or lets a member leave (targetId is the actor). Removing someone else needs manage (checked
 * again here, under the team's lock); removing an owner needs an owner; the last owner can neither leave nor go.
 */
export async function removeMember(
  deps: ServiceDeps,
  identity: IdentityDirectory,
  actor: Actor,
  businessId: string,
  targetId: string,
): Promise<Outcome<"removed" | "left">> {
  const leaving = targetId === actor.caller.userId;
  const now = deps.now();
  let mail: { to: Person; business: BusinessRow } | undefined;
  const outcome = await inTransaction(deps.db, async (trx): Promise<Outcome<"removed" | "left">> => {
    mail = undefined;
    const { business, actor: actorRow } = await lockTeam(trx, businessId, actor.caller.userId);
    if (!business || !actorRow) return refuse(404, "notFound", M.businessNotFound);
    if (!leaving && !mayManage(actorRow)) return refuse(403, "forbidden", M.missingPermission);
    const target = leaving ? actorRow : await findMember(trx, businessId, targetId);
    if (!target) return refuse(404, "notFound", M.memberNotFound);
    if (target.owner === 1) {
      if (!leaving && actorRow.owner !== 1) return refuse(403, "ownerOnly", M.ownerOnly);
      if ((await countOwners(trx, businessId)) <= 1) return refuse(409, "lastOwner", M.lastOwner);
    }
    const person = (await identity.people(trx, [targetId])).get(targetId);
    if (!person || !(await deleteMember(trx, businessId, targetId))) return refuse(404, "notFound", M.memberNotFound);
    await audit(trx, leaving ? "member_left" : "member_removed", actor, person, businessId, now, {
      permissions: target.owner === 1 ? "owner" : target.permissions,
    });
    // Their cards stop with their membership, in the same transaction: nothing spends on a card of someone gone.
    for (const cardId of await freezeCardsOfHolder(trx, businessId, targetId, now))
      await audit(trx, "card_changed", actor, person, businessId, now, { cardId, status: "frozen" });
    mail = { to: person, business };
    return { ok: true, value: leaving ? "left" : "removed" };
  });
  if (outcome.ok && mail) {
    const sent = mail;
    const by = `${actor.caller.firstName} ${actor.caller.lastName}`;
    deps.runLater(() =>
      deps.mailer.send(
        leaving
          ? leftBusinessMessage(recipientOf(sent.to), displayName(sent.business))
          : removedFromBusinessMessage(recipientOf(sent.to), displayName(sent.business), by),
      ),
    );
  }
  return outcome;
}

/** The dashboard's address, for mail. */
export function dashboardLink(deps: Pick<ServiceDeps, "siteUrl">): string {
  return siteLink(deps.siteUrl, "/dashboard");
}
