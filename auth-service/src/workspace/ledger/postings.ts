// The double-entry engine. Every movement is one transaction whose entries sum to zero in each currency; entries
// are only ever added, and a pending one posts or voids once (the database refuses anything else: schema 11).
//
// Locking, on purpose (docs/ledger.md, "Why it cannot overdraw"):
// - SQLite: every transaction begins IMMEDIATE (db/database.ts inTransaction), so writers take the one write lock
//   in turn, across processes too; a movement's read-check-write cannot interleave with another's.
// - PostgreSQL (READ COMMITTED): the accounts a movement touches are locked with SELECT ... FOR UPDATE in the order
//   of their ids (no two movements wait on each other in a circle), and each balance change is a guarded UPDATE
//   (`WHERE posted - pending_out >= amount`) that the row lock makes exact: a racing movement re-reads the row it
//   waited for. A CHECK on the table refuses a negative available balance even if code were wrong.
// The checks happen before the first write, so a refusal leaves nothing to undo; a guard that still refuses after
// them would be a bug, and throws (the whole transaction rolls back).
import { timeOrderedId } from "../../core/time-ordered-id.ts";
import type { Db } from "../../db/database.ts";
import {
  holdOnAccount,
  insertEntries,
  insertLedgerTransaction,
  lockAccounts,
  lockPendingEntries,
  markEntryPosted,
  markEntryVoid,
  MAX_BALANCE_MINOR,
  postToAccount,
  releaseHold,
  type AccountBalances,
} from "../store/ledger-store.ts";

export type LedgerTransactionKind = "deposit" | "payment" | "transfer" | "conversion" | "card" | "fee" | "return";

export interface EntryRequest {
  accountId: string;
  /** Signed minor units: positive into the account, negative out of it. Never zero. */
  amount: bigint;
}

export interface MovementRequest {
  businessId: string | null;
  kind: LedgerTransactionKind;
  description: string;
  counterparty?: string | null;
  memo?: string | null;
  reference?: string | null;
  paymentId?: string | null;
  createdBy?: string | null;
  entries: EntryRequest[];
}

export interface RecordedEntry {
  id: string;
  accountId: string;
  amount: bigint;
  currency: string;
  /** Set when the entry posted at once. */
  balanceAfter: bigint | null;
}

export interface RecordedMovement {
  transactionId: string;
  at: number;
  entries: RecordedEntry[];
}

export type MovementOutcome =
  | { ok: true; movement: RecordedMovement }
  | { ok: false; reason: "insufficientFunds" | "balanceLimit"; accountId: string };

/** A broken rule of the ledger itself (unbalanced entries, an unknown account): a bug, never a customer's doing. */
export class LedgerInvariantError extends Error {
  override name = "LedgerInvariantError";
}

/** Records a movement whose entries post at once (a transfer between a business's accounts, a conversion). */
export function postMovement(trx: Db, request: MovementRequest, now: number): Promise<MovementOutcome> {
  return record(trx, request, now, "posted");
}

/** Records a movement whose entries wait (a deposit on its way, a payment's hold): available money out is held now. */
export function holdMovement(trx: Db, request: MovementRequest, now: number): Promise<MovementOutcome> {
  return record(trx, request, now, "pending");
}

async function record(
  trx: Db,
  request: MovementRequest,
  now: number,
  status: "posted" | "pending",
): Promise<MovementOutcome> {
  if (!trx.isTransaction) throw new LedgerInvariantError("a movement is recorded inside a database transaction");
  const accounts = await lockAccounts(
    trx,
    request.entries.map((entry) => entry.accountId),
  );
  const byId = new Map(accounts.map((account) => [account.id, account]));
  assertBalanced(request.entries, byId);

  for (const entry of request.entries) {
    const refusal = refusalOf(byId.get(entry.accountId)!, entry.amount);
    if (refusal) return { ok: false, reason: refusal, accountId: entry.accountId };
  }

  const transactionId = timeOrderedId(now);
  await insertLedgerTransaction(trx, {
    id: transactionId,
    business_id: request.businessId,
    kind: request.kind,
    description: request.description,
    counterparty: request.counterparty ?? null,
    memo: request.memo ?? null,
    reference: request.reference ?? null,
    payment_id: request.paymentId ?? null,
    created_by: request.createdBy ?? null,
    created_at: now,
  });
  const entries: RecordedEntry[] = [];
  const rows: Parameters<typeof insertEntries>[1] = [];
  // In the order of the account ids, as they were locked.
  for (const entry of [...request.entries].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
    const account = byId.get(entry.accountId)!;
    let posting: { posted: bigint; seq: number } | null = null;
    if (status === "posted") {
      posting = await postToAccount(trx, entry.accountId, entry.amount, false);
      if (!posting) throw new LedgerInvariantError(`the guard of ${entry.accountId} refused a checked posting`);
    } else if (!(await holdOnAccount(trx, entry.accountId, entry.amount))) {
      throw new LedgerInvariantError(`the guard of ${entry.accountId} refused a checked hold`);
    }
    const id = timeOrderedId(now);
    rows.push({
      id,
      transaction_id: transactionId,
      account_id: entry.accountId,
      business_id: account.businessId,
      currency: account.currency,
      amount: entry.amount,
      status,
      created_at: now,
      posted_at: posting ? now : null,
      account_seq: posting ? posting.seq : null,
      balance_after: posting ? posting.posted : null,
    });
    entries.push({
      id,
      accountId: entry.accountId,
      amount: entry.amount,
      currency: account.currency,
      balanceAfter: posting?.posted ?? null,
    });
  }
  await insertEntries(trx, rows);
  // Answer the entries in the order they were asked for.
  const order = new Map(request.entries.map((entry, index) => [entry.accountId, index]));
  entries.sort((a, b) => order.get(a.accountId)! - order.get(b.accountId)!);
  return { ok: true, movement: { transactionId, at: now, entries } };
}

/** Posts a pending movement's entries; false when none was pending any more (posted or voided already). */
export async function settleMovement(trx: Db, transactionId: string, now: number): Promise<boolean> {
  const pending = await lockPending(trx, transactionId);
  if (pending.length === 0) return false;
  for (const entry of pending) {
    const posting = await postToAccount(trx, entry.accountId, entry.amount, true);
    if (!posting) throw new LedgerInvariantError(`${entry.accountId} vanished while ${transactionId} settled`);
    await markEntryPosted(trx, entry.id, { at: now, seq: posting.seq, balanceAfter: posting.posted });
  }
  return true;
}

/** Voids a pending movement: its holds are released and it never posts. False when nothing was pending. */
export async function voidMovement(trx: Db, transactionId: string): Promise<boolean> {
  const pending = await lockPending(trx, transactionId);
  if (pending.length === 0) return false;
  for (const entry of pending) {
    await releaseHold(trx, entry.accountId, entry.amount);
    await markEntryVoid(trx, entry.id);
  }
  return true;
}

/** The movement's pending entries and their accounts, locked in the order of the account ids (none: nothing to do). */
async function lockPending(trx: Db, transactionId: string) {
  const pending = await lockPendingEntries(trx, transactionId);
  if (pending.length > 0)
    await lockAccounts(
      trx,
      pending.map((entry) => entry.accountId),
    );
  return pending;
}

function refusalOf(account: AccountBalances, amount: bigint): "insufficientFunds" | "balanceLimit" | null {
  if (amount < 0n) {
    return account.noOverdraft && account.posted - account.pendingOut < -amount ? "insufficientFunds" : null;
  }
  return account.posted + account.pendingIn + amount > MAX_BALANCE_MINOR ? "balanceLimit" : null;
}

function assertBalanced(entries: readonly EntryRequest[], accounts: ReadonlyMap<string, AccountBalances>): void {
  if (entries.length < 2) throw new LedgerInvariantError("a movement has at least two entries");
  const sums = new Map<string, bigint>();
  const seen = new Set<string>();
  for (const entry of entries) {
    const account = accounts.get(entry.accountId);
    if (!account) throw new LedgerInvariantError(`no ledger account ${entry.accountId}`);
    if (seen.has(entry.accountId)) throw new LedgerInvariantError("one entry per account in a movement");
    if (entry.amount === 0n) throw new LedgerInvariantError("an entry moves something");
    seen.add(entry.accountId);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + entry.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerInvariantError(`entries in ${currency} sum to ${sum}, not zero`);
  }
}
