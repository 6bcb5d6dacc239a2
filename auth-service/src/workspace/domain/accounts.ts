// A business's accounts: a USD checking account and a USDC wallet open with the business; managers open more
// (at most 20, and at most one BTC and one ETH wallet) and rename them. A USD account has a unique 12-digit number at
// the partner's routing number; a wallet has a unique deposit address: bech32 ("bc1q…") for BTC, written with its
// EIP-55 checksum for USDC and ETH (both on Ethereum).
import crypto from "node:crypto";
import {
  LEDGER_MESSAGES as M,
  MAX_ACCOUNTS,
  bech32AddressOf,
  formatAmount,
  isCryptoCurrency,
  toChecksumAddress,
  type Account,
  type AccountKind,
  type AccountRequest,
  type Currency,
} from "@bank/contracts";
import { recordAuditEvent } from "../../core/audit.ts";
import type { BankSettings } from "../../core/bank-settings.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { inTransaction, type Db } from "../../db/database.ts";
import { insertLedgerAccount } from "../store/ledger-store.ts";
import {
  accountDetailsTaken,
  businessesWithoutAccounts,
  countAccounts,
  findAccount,
  hasWalletIn,
  listAccounts,
  renameAccount,
  type AccountRow,
} from "../store/accounts-store.ts";
import { lockBusiness } from "../store/businesses-store.ts";
import { auditSubjectOf, type Actor } from "./actor.ts";
import { refuse, type Outcome } from "./outcome.ts";

/** The accounts every business opens with. */
export const FIRST_ACCOUNTS: readonly AccountRequest[] = [
  { name: "Checking", kind: "checking", currency: "USD" },
  { name: "USDC Wallet", kind: "wallet", currency: "USDC" },
];

export function toAccount(row: AccountRow): Account {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as AccountKind,
    currency,
    accountNumber: row.accountNumber,
    routingNumber: row.routingNumber,
    depositAddress: row.depositAddress,
    balance: {
      available: formatAmount(row.posted - row.pendingOut, currency),
      posted: formatAmount(row.posted, currency),
      pending: formatAmount(row.pendingIn - row.pendingOut, currency),
    },
    openedAt: new Date(row.openedAt).toISOString(),
  };
}

export async function listBusinessAccounts(db: Db, businessId: string): Promise<Account[]> {
  return (await listAccounts(db, businessId)).map(toAccount);
}

/** A fresh sandbox deposit address: a witness key hash for BTC, an Ethereum address for USDC and ETH. */
function depositAddressIn(currency: string): string {
  if (currency === "BTC") return bech32AddressOf(crypto.randomBytes(20));
  return toChecksumAddress(`0x${crypto.randomBytes(20).toString("hex")}`);
}

/** A new account's number or address, drawn until it is not taken (12 digits: collisions are rare, not impossible). */
async function freshDetails(
  trx: Db,
  currency: string,
): Promise<{ accountNumber: string | null; depositAddress: string | null }> {
  for (;;) {
    const details =
      currency === "USD"
        ? {
            accountNumber: (crypto.randomInt(1e5, 1e6) * 1e6 + crypto.randomInt(0, 1e6)).toString(),
            depositAddress: null,
          }
        : { accountNumber: null, depositAddress: depositAddressIn(currency) };
    if (!(await accountDetailsTaken(trx, details))) return details;
  }
}

/** Opens an account in a transaction the caller holds (the business's row locked, or the business being created). */
export async function openAccountIn(
  trx: Db,
  businessId: string,
  request: AccountRequest,
  bank: BankSettings,
  now: number,
): Promise<AccountRow> {
  const details = await freshDetails(trx, request.currency);
  const row: AccountRow = {
    id: crypto.randomUUID(),
    businessId,
    name: request.name,
    kind: request.kind,
    currency: request.currency,
    accountNumber: details.accountNumber,
    routingNumber: request.currency === "USD" ? bank.routingNumber : null,
    depositAddress: details.depositAddress,
    posted: 0n,
    pendingIn: 0n,
    pendingOut: 0n,
    openedAt: now,
  };
  await insertLedgerAccount(trx, {
    id: row.id,
    business_id: businessId,
    code: null,
    name: row.name,
    kind: row.kind,
    currency: row.currency,
    account_number: row.accountNumber,
    routing_number: row.routingNumber,
    deposit_address: row.depositAddress,
    no_overdraft: 1,
    opened_at: now,
  });
  return row;
}

/** Opens the first accounts of a business created in `trx`. */
export async function openFirstAccounts(trx: Db, businessId: string, bank: BankSettings, now: number): Promise<void> {
  for (const request of FIRST_ACCOUNTS) await openAccountIn(trx, businessId, request, bank, now);
}

/**
 * Businesses approved before accounts existed get their first accounts (at start-up, every instance: the
 * business's lock and the check inside it make a second attempt do nothing).
 */
export async function openMissingFirstAccounts(deps: ServiceDeps): Promise<number> {
  let opened = 0;
  for (const business of await businessesWithoutAccounts(deps.db)) {
    await inTransaction(deps.db, async (trx) => {
      if (!(await lockBusiness(trx, business.id))) return;
      if ((await countAccounts(trx, business.id)) > 0) return;
      await openFirstAccounts(trx, business.id, deps.bank, business.createdAt);
      opened += 1;
    });
  }
  return opened;
}

export async function openAccount(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  request: AccountRequest,
): Promise<Outcome<Account>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<Account>> => {
    // The business's lock makes the count and the insert one step: parallel openings never pass the limit together.
    if (!(await lockBusiness(trx, businessId))) return refuse(404, "notFound", M.accountNotFound);
    if ((await countAccounts(trx, businessId)) >= MAX_ACCOUNTS)
      return refuse(409, "tooManyAccounts", M.tooManyAccounts);
    // One address per coin keeps deposits unambiguous; the unique index of schema 15 is the backstop.
    if (isCryptoCurrency(request.currency) && (await hasWalletIn(trx, businessId, request.currency)))
      return refuse(409, "walletExists", M.walletExists);
    const row = await openAccountIn(trx, businessId, request, deps.bank, now);
    await recordAuditEvent(trx, "account_opened", auditSubjectOf(actor, businessId), now, {
      businessId,
      accountId: row.id,
      currency: row.currency,
      kind: row.kind,
    });
    return { ok: true, value: toAccount(row) };
  });
}

export async function renameBusinessAccount(
  deps: ServiceDeps,
  actor: Actor,
  businessId: string,
  accountId: string,
  name: string,
): Promise<Outcome<Account>> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx): Promise<Outcome<Account>> => {
    if (!(await renameAccount(trx, businessId, accountId, name)))
      return refuse(404, "accountNotFound", M.accountNotFound);
    await recordAuditEvent(trx, "account_renamed", auditSubjectOf(actor, businessId), now, { businessId, accountId });
    const row = await findAccount(trx, businessId, accountId);
    return { ok: true, value: toAccount(row!) };
  });
}
