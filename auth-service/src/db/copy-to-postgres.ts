// Copies a stopped SQLite deployment into an empty PostgreSQL database (db:migrate-to-postgres), and checks the copy
// before it commits: every table holds as many rows on both sides, and every sealed TOTP secret and onboarding
// document still opens.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type Db } from "./database.ts";
import { SCHEMA_VERSION } from "./migrations/runner.ts";
import type { Tables } from "./schema.ts";
import { assertNotInUse, DATABASE_FILE_NAME, openSqliteReadOnly } from "./sqlite-engine.ts";

type TableName = keyof Tables;

/** Each table's turn: users before the tables whose rows reference them. A table left out fails the type check. */
const COPY_ORDER: Record<TableName, number> = {
  users: 1,
  sessions: 2,
  known_devices: 3,
  one_time_tokens: 4,
  failure_counters: 5,
  audit_events: 6,
  service_meta: 7,
  recovery_codes: 8,
  passkeys: 9,
  webauthn_challenges: 10,
  staff_permissions: 11,
  applications: 12,
  application_documents: 13,
  application_decisions: 14,
  businesses: 15,
  business_members: 16,
  business_invitations: 17,
  payees: 18,
  ledger_accounts: 19,
  ledger_transactions: 20,
  ledger_entries: 21,
  rails_jobs: 22,
  conversion_quotes: 23,
  idempotency_keys: 24,
  payments: 25,
  payment_events: 26,
  payment_approvals: 27,
  approval_policies: 28,
  approval_rules: 29,
  payment_daily_totals: 30,
  cards: 31,
  card_authorizations: 32,
  card_daily_totals: 33,
  invoices: 34,
  invoice_lines: 35,
  invoice_payments: 36,
  application_notes: 37,
};
const TABLES = (Object.keys(COPY_ORDER) as TableName[]).sort((a, b) => COPY_ORDER[a] - COPY_ORDER[b]);

/** Rows per INSERT, so a big deployment is many small statements (users: 16 columns, 8,000 parameters of 65,535). */
const BATCH_ROWS = 500;
/** Tables whose rows are large: a document holds up to 10 MB, so it is copied one row a statement. */
const BATCH_ROWS_OF: Partial<Record<TableName, number>> = { application_documents: 1 };

export interface CopyOptions {
  dataDir: string;
  databaseUrl: string;
  /** Throws unless `sealed` opens with the key the PostgreSQL instances will be given. */
  openSealedTotp: (userId: string, sealed: string) => unknown;
  /** Throws unless the sealed onboarding document opens with the key the PostgreSQL instances will be given. */
  openSealedDocument: (document: { id: string; user_id: string; sealed: Buffer }) => unknown;
}

export interface TableCount {
  table: TableName;
  sqlite: number;
  postgres: number;
}

export interface CopyReport {
  tables: TableCount[];
  /** Sealed TOTP secrets (active and pending) that opened, on each side. */
  sealedSecrets: number;
  /** Sealed onboarding documents that opened, on each side. */
  sealedDocuments: number;
}

/**
 * Copies everything in one PostgreSQL transaction, or nothing. The source is read as it is, read-only and not
 * migrated, so the SQLite deployment stays exactly as it was to fall back on; one of another schema version is
 * refused. Every refusal comes before the first write, except an emptiness or check failure, which rolls back.
 */
export async function copyToPostgres(options: CopyOptions): Promise<CopyReport> {
  const file = path.join(options.dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(file)) {
    throw new Error(`no SQLite database at ${file}: set DATA_DIR to the SQLite deployment's folder`);
  }
  // Writes the running service made after the copy would be lost.
  assertNotInUse(file, "moving its database to PostgreSQL");
  const source = openSqliteReadOnly(options.dataDir);
  try {
    assertCurrentSchema(file, source.schemaVersion);
    return await source.db.transaction().execute(async (snapshot) => {
      const sealedSecrets = await checkSealedSecrets(snapshot, options.openSealedTotp, "the SQLite database");
      const sealedDocuments = await checkSealedDocuments(snapshot, options.openSealedDocument, "the SQLite database");
      // Creates the schema (under the migrations' advisory lock) in a new database.
      const target = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
      try {
        const tables = await target.db.transaction().execute((trx) => copyEveryTable(snapshot, trx, options));
        return { tables, sealedSecrets, sealedDocuments };
      } finally {
        await target.close();
      }
    });
  } finally {
    await source.db.destroy();
  }
}

function assertCurrentSchema(file: string, version: number): void {
  if (version === SCHEMA_VERSION) return;
  const remedy =
    version < SCHEMA_VERSION
      ? "start this version of the service on it once (it migrates at start-up), stop it, then run this again"
      : "move it with the version of the service that wrote it";
  throw new Error(`${file} has schema version ${version} and this service ${SCHEMA_VERSION}: ${remedy}`);
}

async function copyEveryTable(
  source: Db,
  target: Db,
  checks: Pick<CopyOptions, "openSealedTotp" | "openSealedDocument">,
): Promise<TableCount[]> {
  // An instance started too early waits for the commit instead of writing beside the copy.
  await sql`LOCK TABLE ${sql.join(TABLES.map((table) => sql.table(table)))} IN EXCLUSIVE MODE`.execute(target);
  await forgetUnusedBankAccounts(target);
  await assertEmpty(target);
  for (const table of TABLES) await copyTable(source, target, table);
  await moveAuditIdsPastCopied(target);
  const counts = await compareCounts(source, target);
  await checkSealedSecrets(target, checks.openSealedTotp, "the PostgreSQL copy");
  await checkSealedDocuments(target, checks.openSealedDocument, "the PostgreSQL copy");
  return counts;
}

/**
 * The migrations open the bank's own ledger accounts at zero in every new database; the copy brings the SQLite
 * deployment's, with their balances, so the new ones go first (only while nothing has been posted to them).
 */
async function forgetUnusedBankAccounts(db: Db): Promise<void> {
  await db
    .deleteFrom("ledger_accounts")
    .where("business_id", "is", null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom("ledger_entries").select("id").whereRef("account_id", "=", "ledger_accounts.id"))),
    )
    .execute();
}

async function assertEmpty(db: Db): Promise<void> {
  const filled: string[] = [];
  for (const table of TABLES) {
    const rows = await countRows(db, table);
    if (rows > 0) filled.push(`${table}: ${rows}`);
  }
  if (filled.length > 0) {
    throw new Error(`the PostgreSQL database is not empty (${filled.join(", ")}); copy into an empty database`);
  }
}

async function copyTable(source: Db, target: Db, table: TableName): Promise<void> {
  let batch: object[] = [];
  const flush = async () => {
    // Rows read from a table go back into the same table of the same schema: their shape matches by construction.
    if (batch.length > 0)
      await target
        .insertInto(table)
        .values(batch as never)
        .execute();
    batch = [];
  };
  for await (const row of source.selectFrom(table).selectAll().stream()) {
    batch.push(row);
    if (batch.length === (BATCH_ROWS_OF[table] ?? BATCH_ROWS)) await flush();
  }
  await flush();
}

/** Copied audit events kept their ids; the identity must go on after the highest, not hand out 1 again. */
async function moveAuditIdsPastCopied(db: Db): Promise<void> {
  const { highest } = await db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.max("id").as("highest"))
    .executeTakeFirstOrThrow();
  if (highest === null) return;
  await sql`SELECT setval(pg_get_serial_sequence('audit_events', 'id'), ${highest})`.execute(db);
}

async function compareCounts(source: Db, target: Db): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of TABLES) {
    counts.push({ table, sqlite: await countRows(source, table), postgres: await countRows(target, table) });
  }
  const differing = counts.filter((count) => count.sqlite !== count.postgres);
  if (differing.length > 0) {
    const list = differing.map((count) => `${count.table}: ${count.sqlite} in SQLite, ${count.postgres} copied`);
    throw new Error(`the copy is incomplete (${list.join("; ")}); nothing was committed`);
  }
  return counts;
}

async function countRows(db: Db, table: TableName): Promise<number> {
  const { rows } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("rows"))
    .executeTakeFirstOrThrow();
  return Number(rows);
}

/** Opens every sealed TOTP secret (active and pending) in `db`; throws, naming the first, when any does not open. */
async function checkSealedSecrets(
  db: Db,
  openSealedTotp: CopyOptions["openSealedTotp"],
  where: string,
): Promise<number> {
  let opened = 0;
  const unreadable: string[] = [];
  for await (const user of usersWithSecrets(db)) {
    for (const sealed of [user.totp_secret, user.totp_pending_secret]) {
      if (sealed === null) continue;
      try {
        openSealedTotp(user.id, sealed);
        opened += 1;
      } catch {
        unreadable.push(user.id);
      }
    }
  }
  if (unreadable.length > 0) {
    throw new Error(
      `${unreadable.length} of ${opened + unreadable.length} sealed TOTP secrets in ${where} do not open with the ` +
        `key this migration uses (first: user ${unreadable[0]})`,
    );
  }
  return opened;
}

/** Pages through by id, so a large deployment is never held in memory at once (on either engine). */
async function* usersWithSecrets(db: Db) {
  for (let after = ""; ;) {
    const page = await db
      .selectFrom("users")
      .select(["id", "totp_secret", "totp_pending_secret"])
      .where("id", ">", after)
      .where((eb) => eb.or([eb("totp_secret", "is not", null), eb("totp_pending_secret", "is not", null)]))
      .orderBy("id")
      .limit(BATCH_ROWS)
      .execute();
    yield* page;
    if (page.length < BATCH_ROWS) return;
    after = page[page.length - 1]!.id;
  }
}

/** Documents read a few at a time: each may hold 10 MB. */
const DOCUMENT_PAGE_ROWS = 4;

/** Opens every sealed onboarding document in `db`; throws, naming the first, when any does not open. */
async function checkSealedDocuments(
  db: Db,
  openSealedDocument: CopyOptions["openSealedDocument"],
  where: string,
): Promise<number> {
  let opened = 0;
  const unreadable: string[] = [];
  for (let after = ""; ;) {
    const page = await db
      .selectFrom("application_documents")
      .select(["id", "user_id", "sealed"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(DOCUMENT_PAGE_ROWS)
      .execute();
    for (const document of page) {
      try {
        openSealedDocument({ ...document, sealed: Buffer.from(document.sealed) });
        opened += 1;
      } catch {
        unreadable.push(document.id);
      }
    }
    if (page.length < DOCUMENT_PAGE_ROWS) break;
    after = page[page.length - 1]!.id;
  }
  if (unreadable.length > 0) {
    throw new Error(
      `${unreadable.length} of ${opened + unreadable.length} sealed documents in ${where} do not open with the ` +
        `key this migration uses (first: document ${unreadable[0]})`,
    );
  }
  return opened;
}
