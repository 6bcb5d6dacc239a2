// Payees: whom a business pays. Members who may pay add them; the one who added a payee, or a manager, removes it.
// The whole account number is kept for payments but answered only by its last four digits.
import crypto from "node:crypto";
import {
  MAX_PAYEES,
  PAYEE_MESSAGES as M,
  isWalletMethod,
  type Payee,
  type PayeeRequest,
  type PaymentMethod,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { Caller, IdentityDirectory, Membership, Person } from "../../core/caller.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { lockBusiness } from "../store/businesses-store.ts";
import {
  countPayees,
  findPayee,
  insertPayee,
  listPayees,
  markPayeeRemoved,
  type PayeeRow,
} from "../store/payees-store.ts";
import { holds } from "./access.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { refuse, type Outcome } from "./outcome.ts";

function toPayee(row: PayeeRow, creator: Person | undefined): Payee {
  return {
    id: row.id,
    name: row.name,
    method: row.method as PaymentMethod,
    accountNumberEnding: row.account_number ? row.account_number.slice(-4) : null,
    routingNumber: row.routing_number,
    accountType: row.account_type as Payee["accountType"],
    bankName: row.bank_name,
    address: row.address,
    walletAddress: row.wallet_address,
    createdBy: creator ? { userId: creator.userId, firstName: creator.firstName, lastName: creator.lastName } : null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export async function listBusinessPayees(db: Db, identity: IdentityDirectory, businessId: string): Promise<Payee[]> {
  const rows = await listPayees(db, businessId);
  const creators = await identity.people(db, [...new Set(rows.flatMap((row) => row.created_by ?? []))]);
  return rows.map((row) => toPayee(row, row.created_by ? creators.get(row.created_by) : undefined));
}

function personOf(caller: Caller): Person {
  return { ...caller, secondFactor: caller.secondFactors.length > 0 };
}

/** Only the details the method uses are kept: a USDC, BTC or ETH payee has no bank account, an ACH payee no wallet. */
export async function addPayee(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  request: PayeeRequest,
): Promise<Outcome<Payee>> {
  const now = deps.now();
  const bank = !isWalletMethod(request.method);
  const row: PayeeRow = {
    id: crypto.randomUUID(),
    business_id: businessId,
    name: request.name,
    method: request.method,
    account_number: bank ? (request.accountNumber ?? null) : null,
    routing_number: bank ? (request.routingNumber ?? null) : null,
    account_type: request.method === "ach" ? (request.accountType ?? null) : null,
    bank_name: bank ? (request.bankName ?? null) : null,
    address: bank ? (request.address ?? null) : null,
    wallet_address: bank ? null : (request.walletAddress ?? null),
    created_by: actor.caller.userId,
    created_at: now,
    removed_at: null,
  };
  return inTransaction(deps.db, async (trx): Promise<Outcome<Payee>> => {
    // The business's lock makes the count and the insert one step: parallel adds never pass the limit together.
    if (!(await lockBusiness(trx, businessId))) return refuse(404, "notFound", M.payeeNotFound);
    if ((await countPayees(trx, businessId)) >= MAX_PAYEES) return refuse(409, "tooManyPayees", M.tooManyPayees);
    await insertPayee(trx, row);
    await recordAuditEvent(trx, "payee_added", auditSubjectOf(actor, businessId), now, {
      businessId,
      payeeId: row.id,
      method: row.method,
    });
    return { ok: true, value: toPayee(row, personOf(actor.caller)) };
  });
}

/** Removes a payee: its creator or a manager may. */
export async function removePayee(
  deps: ServiceDeps,
  actor: Actor,
  membership: Membership,
  businessId: string,
  payeeId: string,
): Promise<Outcome<"removed">> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<"removed">> => {
    const payee = await findPayee(trx, businessId, payeeId);
    if (!payee) return refuse(404, "notFound", M.payeeNotFound);
    if (payee.created_by !== actor.caller.userId && !holds(membership, "manage"))
      return refuse(403, "forbidden", M.onlyCreatorOrManager);
    if (!(await markPayeeRemoved(trx, businessId, payeeId, now))) return refuse(404, "notFound", M.payeeNotFound);
    await recordAuditEvent(trx, "payee_removed", auditSubjectOf(actor, businessId), now, { businessId, payeeId });
    return { ok: true, value: "removed" };
  });
}
