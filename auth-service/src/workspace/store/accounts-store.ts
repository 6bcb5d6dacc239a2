// Every query of a business's accounts (the customer side of ledger_accounts) and their balances.
import type { Db } from "../../db/database.ts";
import { fixedQuery } from "../../db/fixed-query.ts";
import { moneyText, toMinor } from "./money-sql.ts";

export interface AccountRow {
  id: string;
  businessId: string;
  name: string;
  kind: string;
  currency: string;
  accountNumber: string | null;
  routingNumber: string | null;
  depositAddress: string | null;
  posted: bigint;
  pendingIn: bigint;
  pendingOut: bigint;
  openedAt: number;
}

function accountsQuery(db: Db) {
  return db
    .selectFrom("ledger_accounts")
    .select([
      "id",
      "business_id",
      "name",
      "kind",
      "currency",
      "account_number",
      "routing_number",
      "deposit_address",
      moneyText("posted"),
      moneyText("pending_in"),
      moneyText("pending_out"),
      "opened_at",
    ]);
}

type RawAccount = Awaited<ReturnType<ReturnType<typeof accountsQuery>["executeTakeFirstOrThrow"]>>;

function toRow(raw: RawAccount): AccountRow {
  return {
    id: raw.id,
    businessId: raw.business_id!,
    name: raw.name,
    kind: raw.kind,
    currency: raw.currency,
    accountNumber: raw.account_number,
    routingNumber: raw.routing_number,
    depositAddress: raw.deposit_address,
    posted: toMinor(raw.posted!),
    pendingIn: toMinor(raw.pending_in!),
    pendingOut: toMinor(raw.pending_out!),
    openedAt: Number(raw.opened_at),
  };
}

/** The business's accounts, in the order they opened (USD before USDC among those opened together). */
export async function listAccounts(db: Db, businessId: string): Promise<AccountRow[]> {
  const rows = await accountsQuery(db)
    .where("business_id", "=", businessId)
    .orderBy("opened_at")
    .orderBy("currency")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.map(toRow);
}

/** One of the business's accounts; undefined when it is not theirs (or not there). */
export async function findAccount(db: Db, businessId: string, accountId: string): Promise<AccountRow | undefined> {
  const row = await accountsQuery(db)
    .where("business_id", "=", businessId)
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Two of the business's accounts in one read; each undefined when it is not theirs (or not there). */
export async function findAccountPair(
  db: Db,
  businessId: string,
  firstId: string,
  secondId: string,
): Promise<[AccountRow | undefined, AccountRow | undefined]> {
  const rows = (await accountsOfBusiness(db, { businessId, ids: [firstId, secondId] })).rows.map(toRow);
  return [rows.find((row) => row.id === firstId), rows.find((row) => row.id === secondId)];
}

const accountsOfBusiness = fixedQuery((db, of: { businessId: string; ids: string[] }) =>
  accountsQuery(db).where("business_id", "=", of.businessId).where("id", "in", of.ids),
);

export async function countAccounts(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom("ledger_accounts")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("accounts"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.accounts);
}

/** True when the business already holds an account in this currency. */
export async function hasWalletIn(db: Db, businessId: string, currency: string): Promise<boolean> {
  const row = await db
    .selectFrom("ledger_accounts")
    .select("id")
    .where("business_id", "=", businessId)
    .where("currency", "=", currency)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when an account already has this number or deposit address (they are unique across the bank). */
export async function accountDetailsTaken(
  db: Db,
  details: { accountNumber: string | null; depositAddress: string | null },
): Promise<boolean> {
  let query = db.selectFrom("ledger_accounts").select("id");
  query = details.accountNumber
    ? query.where("account_number", "=", details.accountNumber)
    : query.where("deposit_address", "=", details.depositAddress ?? "");
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

export async function renameAccount(db: Db, businessId: string, accountId: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable("ledger_accounts")
    .set({ name })
    .where("business_id", "=", businessId)
    .where("id", "=", accountId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Businesses that have no account yet (opened before accounts existed). */
export async function businessesWithoutAccounts(db: Db): Promise<{ id: string; createdAt: number }[]> {
  const rows = await db
    .selectFrom("businesses")
    .select(["id", "created_at"])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("ledger_accounts").select("id").whereRef("business_id", "=", "businesses.id"))),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, createdAt: Number(row.created_at) }));
}
