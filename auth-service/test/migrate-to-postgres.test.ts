// db:migrate-to-postgres between real processes: a SQLite deployment with rows in every table moves to PostgreSQL,
// where its users sign in (with TOTP, so the key came along) and its open sessions and known browsers still count;
// a running service, a second run, another key, an old schema and a missing DATABASE_URL are refused.
// Not engine-parametrized (it always needs both engines), so it starts its own PostgreSQL and runs in one project.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { deriveKey, parseSecretKey } from "../src/core/secret-box.ts";
import { listAuditEvents } from "../src/db/audit-store.ts";
import { DATABASE_FILE_NAME, openDatabase } from "../src/db/database.ts";
import type { Tables } from "../src/db/schema.ts";
import { DOCUMENT_KEY_PURPOSE, createDocumentSealer } from "../src/onboarding/document-seal.ts";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";
import { waitForTokenMailedTo } from "./outbox.ts";
import { createDatabase, startPostgres, type PostgresServer } from "./servers/postgres-server.ts";
import { postTo, startService, type ServiceProcess } from "./service-process.ts";
import { newAccount, temporaryFolders, totpCode } from "./support.ts";

const SCRIPT = path.resolve(import.meta.dirname, "../scripts/migrate-to-postgres.ts");
const STAFF_SCRIPT = path.resolve(import.meta.dirname, "../scripts/staff.ts");
const TABLES: (keyof Tables)[] = [
  "users",
  "sessions",
  "known_devices",
  "one_time_tokens",
  "failure_counters",
  "audit_events",
  "service_meta",
  "recovery_codes",
  "passkeys",
  "webauthn_challenges",
  "staff_permissions",
  "applications",
  "application_documents",
  "application_decisions",
  "businesses",
  "business_members",
  "business_invitations",
  "payees",
  "ledger_accounts",
  "ledger_transactions",
  "ledger_entries",
  "rails_jobs",
  "conversion_quotes",
  "idempotency_keys",
  "payments",
  "payment_events",
  "payment_approvals",
  "approval_policies",
  "approval_rules",
  "payment_daily_totals",
  "cards",
  "card_authorizations",
  "card_daily_totals",
  "invoices",
  "invoice_lines",
  "invoice_payments",
  "application_notes",
];
/** A balance past 2^53: a copy that went through a float would change it. */
const BIG_BALANCE = 9_007_199_254_740_993n;
const OTHER_KEY = "ab".repeat(32);

const folders = temporaryFolders();
const dataDir = folders.make("auth-migrate-sqlite-");
const twoFactorUser = newAccount();
const plainUser = newAccount();
let totpSecret: string;
/** Issued by the SQLite deployment: a session still open at the move, and the browser's device cookie. */
let plainSession: string;
let plainDevice: string;
let postgres: PostgresServer;
let service: ServiceProcess | undefined;

beforeAll(async () => {
  postgres = await startPostgres({ name: "migrate-to-postgres" });
  service = await startService({ DATA_DIR: dataDir, TRUSTED_PROXIES: "127.0.0.1" });
  await fillEveryTable(service.origin);
  expect(await service.stop()).toEqual({ code: 0, signal: null });
  // The first staff member, made on the server as the README says: the command works on the SQLite file.
  const granted = await staffCommand({ DATA_DIR: dataDir }, ["grant", plainUser.email, "manage"]);
  expect(granted).toEqual({ code: 0, stdout: `${plainUser.email} now holds: manage\n`, stderr: "" });
  // Nothing in the service writes service_meta yet; the copy must carry it all the same. And enough audit events
  // that the copy takes several batches.
  const sqlite = await openDatabase({ dataDir });
  await sqlite.db.insertInto("service_meta").values({ key: "deployed-on", value: "sqlite" }).execute();
  const history = Array.from({ length: 1_200 }, (_, i) => ({
    at: i,
    event: "history",
    user_id: null,
    email: null,
    ip: null,
    detail: null,
  }));
  await sqlite.db.insertInto("audit_events").values(history).execute();
  await fillAccountSecurityTables(sqlite.db);
  await sqlite.close();
}, 120_000);

afterAll(async () => {
  await service?.stop("SIGKILL");
  await postgres?.stop();
  folders.removeAll();
});

/** The plain user's application document, sealed with the SQLite deployment's key, to download after the move. */
const DOCUMENT_ID = "copied-document-id";
const DOCUMENT_BYTES = Buffer.from("%PDF-1.7 copied formation document", "latin1");

/** Rows of the account-security and onboarding tables, whatever the service has written there already. */
async function fillAccountSecurityTables(db: Kysely<Tables>): Promise<void> {
  const owner = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", plainUser.email)
    .executeTakeFirstOrThrow();
  const key = parseSecretKey(fs.readFileSync(path.join(dataDir, "auth-secret.key"), "utf8"));
  const sealer = createDocumentSealer(deriveKey(key, DOCUMENT_KEY_PURPOSE), DOCUMENT_ID, owner.id);
  sealer.add(DOCUMENT_BYTES);
  await db
    .insertInto("applications")
    .values({
      id: "copied-application",
      user_id: owner.id,
      status: "needs_info",
      business: JSON.stringify({ legalName: "Copied LLC" }),
      people: "[]",
      note: "Please send a clearer scan.",
      created_at: 1,
      updated_at: 2,
      submitted_at: 1,
      decision_due_at: 1 + 86_400_000,
      decided_at: 2,
    })
    .execute();
  await db
    .insertInto("application_documents")
    .values({
      id: DOCUMENT_ID,
      application_id: "copied-application",
      user_id: owner.id,
      kind: "formation",
      person_index: null,
      name: "articles.pdf",
      size: DOCUMENT_BYTES.length,
      content_type: "application/pdf",
      sealed: sealer.finish(),
      created_at: 1,
    })
    .execute();
  await db
    .insertInto("application_decisions")
    .values({
      id: "copied-decision",
      application_id: "copied-application",
      actor_id: null,
      decision: "request_info",
      note: "Please send a clearer scan.",
      at: 2,
    })
    .execute();
  await db
    .insertInto("application_notes")
    .values({
      id: "copied-note",
      application_id: "copied-application",
      author_id: null,
      body: "Checked the register by phone.",
      at: 2,
    })
    .execute();
  await db
    .insertInto("businesses")
    .values({
      id: "copied-business",
      application_id: "copied-application",
      legal_name: "Copied Widgets LLC",
      trade_name: null,
      mode: "sandbox",
      created_at: 2,
    })
    .execute();
  await db
    .insertInto("business_members")
    .values({ business_id: "copied-business", user_id: owner.id, permissions: "view,pay", owner: 0, joined_at: 2 })
    .execute();
  await db
    .insertInto("business_invitations")
    .values({
      id: "copied-invitation",
      business_id: "copied-business",
      token_hash: "copied-invitation-hash",
      email: "invited@example.com",
      permissions: "view",
      invited_by: owner.id,
      created_at: 2,
      expires_at: 3,
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    })
    .execute();
  await db
    .insertInto("payees")
    .values({
      id: "copied-payee",
      business_id: "copied-business",
      name: "Acme Supplies",
      method: "ach",
      account_number: "000123456789",
      routing_number: "021000021",
      account_type: "checking",
      bank_name: null,
      address: null,
      wallet_address: null,
      created_by: owner.id,
      created_at: 2,
      removed_at: null,
    })
    .execute();
  // The ledger: a deposit larger than a float holds exactly, posted, with its rails job done.
  await db
    .insertInto("ledger_accounts")
    .values({
      id: "copied-account",
      business_id: "copied-business",
      code: null,
      name: "Checking",
      kind: "checking",
      currency: "USD",
      account_number: "123456789012",
      routing_number: "110000000",
      deposit_address: null,
      no_overdraft: 1,
      posted: BIG_BALANCE,
      postings: 1,
      opened_at: 2,
    })
    .execute();
  await db
    .updateTable("ledger_accounts")
    .set({ posted: -BIG_BALANCE, postings: 1 })
    .where("id", "=", "bank-settlement-usd")
    .execute();
  await db
    .insertInto("ledger_transactions")
    .values({
      id: "copied-deposit",
      business_id: "copied-business",
      kind: "deposit",
      description: "Wire",
      created_at: 3,
    })
    .execute();
  await db
    .insertInto("ledger_entries")
    .values(
      [
        ["copied-entry-in", "copied-account", "copied-business", BIG_BALANCE],
        ["copied-entry-out", "bank-settlement-usd", null, -BIG_BALANCE],
      ].map(([id, account, business, amount]) => ({
        id: id as string,
        transaction_id: "copied-deposit",
        account_id: account as string,
        business_id: business as string | null,
        currency: "USD",
        amount: amount as bigint,
        status: "posted",
        created_at: 3,
        posted_at: 4,
        account_seq: 1,
        balance_after: amount as bigint,
      })),
    )
    .execute();
  await db
    .insertInto("rails_jobs")
    .values({ id: "copied-job", action: "post_deposit", transaction_id: "copied-deposit", due_at: 4, done_at: 4 })
    .execute();
  await db
    .insertInto("conversion_quotes")
    .values({
      id: "copied-quote",
      business_id: "copied-business",
      from_account_id: "copied-account",
      to_account_id: "copied-account",
      from_currency: "USD",
      to_currency: "USDC",
      amount: 100n,
      fee: 1n,
      receive: 990_000n,
      rate: "1.0000",
      spread_bps: 10,
      created_by: owner.id,
      created_at: 5,
      expires_at: Date.now() + 3_600_000,
      used_at: null,
    })
    .execute();
  await db
    .insertInto("idempotency_keys")
    .values({
      business_id: "copied-business",
      key: "copied-key",
      request_hash: "hash",
      status_code: 201,
      response: "{}",
      created_at: Date.now(),
    })
    .execute();
  await db
    .insertInto("payments")
    .values({
      id: "copied-payment",
      business_id: "copied-business",
      from_account_id: "copied-account",
      payee_id: "copied-payee",
      payee_name: "Acme Supplies",
      method: "ach",
      destination: "ACH to checking account ending 6789, routing 021000021",
      currency: "USD",
      amount: BIG_BALANCE,
      fee: 0n,
      memo: null,
      send_on: null,
      status: "settled",
      approvals_required: 1,
      hold_transaction_id: "copied-deposit",
      fee_transaction_id: null,
      return_transaction_id: null,
      limit_day: "2026-11-22",
      limit_amount: BIG_BALANCE,
      created_by: owner.id,
      created_at: 6,
      updated_at: 7,
    })
    .execute();
  await db
    .insertInto("payment_events")
    .values({ payment_id: "copied-payment", seq: 1, status: "settled", at: 7, actor_id: null, note: null })
    .execute();
  await db
    .insertInto("payment_approvals")
    .values({ payment_id: "copied-payment", user_id: owner.id, method: "code", evidence: '{"step":1}', at: 6 })
    .execute();
  await db
    .insertInto("approval_policies")
    .values({ business_id: "copied-business", updated_by: owner.id, updated_at: 5 })
    .execute();
  await db
    .insertInto("approval_rules")
    .values({ business_id: "copied-business", currency: "USD", at_least: 100n, approvals: 2 })
    .execute();
  await db
    .insertInto("payment_daily_totals")
    .values({ business_id: "copied-business", day: "2026-11-22", sent: BIG_BALANCE })
    .execute();
  await db
    .insertInto("cards")
    .values({
      id: "copied-card",
      business_id: "copied-business",
      holder_id: owner.id,
      account_id: "copied-account",
      name: "Software",
      last4: "4242",
      exp_month: 11,
      exp_year: 2029,
      sealed_number: "v1.sealed-number",
      sealed_cvc: "v1.sealed-cvc",
      status: "active",
      daily_limit: 5_000_000n,
      created_by: owner.id,
      created_at: 6,
      updated_at: 6,
    })
    .execute();
  await db
    .insertInto("card_authorizations")
    .values({
      id: "copied-authorization",
      card_id: "copied-card",
      business_id: "copied-business",
      amount: 2_500n,
      merchant_name: "Figma",
      merchant_category: "software",
      status: "declined",
      decline_reason: "cardFrozen",
      hold_transaction_id: null,
      capture_transaction_id: null,
      captured_amount: null,
      limit_day: "2026-11-22",
      created_by: owner.id,
      created_at: 7,
      updated_at: 7,
    })
    .execute();
  await db
    .insertInto("card_daily_totals")
    .values({ card_id: "copied-card", day: "2026-11-22", spent: 2_500n })
    .execute();
  await db
    .insertInto("invoices")
    .values({
      id: "copied-invoice",
      business_id: "copied-business",
      number: 1,
      account_id: "copied-account",
      currency: "USD",
      customer_name: "Globex",
      customer_email: "billing@globex.example",
      memo: null,
      due_on: "2026-12-22",
      total: BIG_BALANCE,
      paid: 2_500n,
      status: "partly_paid",
      created_by: owner.id,
      created_at: 8,
      sent_at: 9,
      paid_at: null,
      voided_at: null,
    })
    .execute();
  await db
    .insertInto("invoice_lines")
    .values({
      invoice_id: "copied-invoice",
      position: 1,
      description: "Work",
      quantity: 10_000n,
      unit_price: BIG_BALANCE,
      amount: BIG_BALANCE,
    })
    .execute();
  await db
    .insertInto("invoice_payments")
    .values({ transaction_id: "copied-deposit", invoice_id: "copied-invoice", amount: 2_500n, at: 10 })
    .execute();
  await db
    .insertInto("recovery_codes")
    .values({ user_id: owner.id, code_hash: "copied-code-hash", created_at: 1 })
    .execute();
  await db
    .insertInto("passkeys")
    .values({
      id: "copied-credential-id",
      user_id: owner.id,
      name: "Copied passkey",
      public_key: "cHVibGlj",
      counter: 7,
      transports: JSON.stringify(["internal"]),
      device_type: "multiDevice",
      backed_up: 1,
      created_at: 1,
    })
    .execute();
  await db
    .insertInto("webauthn_challenges")
    // Unexpired, or a service started on the file meanwhile would sweep it away.
    .values({
      challenge: "copied-challenge",
      purpose: "authentication",
      user_id: null,
      created_at: Date.now(),
      expires_at: Date.now() + 3_600_000,
    })
    .execute();
}

/** Sign-ups (verification tokens), sign-ins (sessions, devices), 2FA, failed sign-ins (counters) and a reset. */
async function fillEveryTable(origin: string): Promise<void> {
  for (const account of [twoFactorUser, plainUser]) {
    expect((await post(origin, "/api/signup", account)).status).toBe(201);
    // A second factor and staff rights need a proven address: the link sign-up mailed.
    const token = await waitForTokenMailedTo(dataDir, account.email, "/email-verification");
    expect((await post(origin, "/api/auth/email/verify", { token })).status).toBe(200);
  }

  const twoFactorSession = cookieOf(await signIn(origin, twoFactorUser), "session");
  const setup = await post(origin, "/api/auth/2fa/setup", {}, twoFactorSession);
  expect(setup.status).toBe(200);
  totpSecret = ((await setup.json()) as { secret: string }).secret;
  // The previous step's code (still accepted), so the current step is fresh for the sign-in after the move.
  const enable = await post(
    origin,
    "/api/auth/2fa/enable",
    { code: totpCode(totpSecret, Date.now() - 30_000) },
    twoFactorSession,
  );
  expect(enable.status).toBe(200);

  const plainSignIn = await signIn(origin, plainUser);
  expect(plainSignIn.status).toBe(200);
  plainSession = cookieOf(plainSignIn, "session");
  plainDevice = cookieOf(plainSignIn, "device");
  for (const guess of ["wrong-guess-1", "wrong-guess-2"]) {
    expect((await signIn(origin, { ...plainUser, password: guess })).status).toBe(401);
  }

  expect((await post(origin, "/api/auth/password-reset/request", { email: twoFactorUser.email })).status).toBe(200);
  // The reset is answered before its token is written; the mail comes after it.
  await waitForTokenMailedTo(dataDir, twoFactorUser.email, "/forgot-password");
}

const post = postTo;

function signIn(origin: string, account: { email: string; password: string }, code?: string, cookie?: string) {
  return post(origin, "/api/signin", { email: account.email, password: account.password, twoFactorCode: code }, cookie);
}

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))!
    .split(";")[0]!;

interface Run {
  code: number;
  /** stdout's JSON lines. */
  lines: Record<string, unknown>[];
  stdout: string;
  stderr: string;
}

async function migrate(env: { DATA_DIR: string; DATABASE_URL?: string; AUTH_SECRET_KEY?: string }): Promise<Run> {
  const finished = await promisify(execFile)(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, ...env } })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => error);
  const lines = finished.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code: finished.code, lines, stdout: finished.stdout, stderr: finished.stderr };
}

async function staffCommand(env: Record<string, string>, args: string[]) {
  return promisify(execFile)(process.execPath, [STAFF_SCRIPT, ...args], { env: { PATH: process.env.PATH, ...env } })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
    .catch((error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }));
}

async function rowCounts(databaseUrl?: string): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("rows"))
        .executeTakeFirstOrThrow();
      counts[table] = Number(rows);
    }
    return counts;
  } finally {
    await database.close();
  }
}

/** A new database holds nothing but the bank's own ledger accounts (schema 11 opens six, at zero). */
// A new database holds the bank's own accounts alone: settlement, fees and conversion in each of USD, USDC, BTC, ETH.
const emptyCounts = Object.fromEntries(TABLES.map((table) => [table, table === "ledger_accounts" ? 12 : 0]));

describe("db:migrate-to-postgres", () => {
  it("refuses while the SQLite service still runs, and writes nothing", async () => {
    service = await startService({ DATA_DIR: dataDir });
    const target = await createDatabase(postgres);
    const run = await migrate({ DATA_DIR: dataDir, DATABASE_URL: target });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("stop the service before moving its database to PostgreSQL");
    expect(await service.stop()).toEqual({ code: 0, signal: null });
    expect(await rowCounts(target)).toEqual(emptyCounts);
  }, 60_000);

  let migrated: string;
  it("copies every table, and the users sign in on PostgreSQL with the SQLite deployment's key", async () => {
    const before = await rowCounts();
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);

    migrated = await createDatabase(postgres);
    const run = await migrate({ DATA_DIR: dataDir, DATABASE_URL: migrated });
    expect(run.code, run.stderr).toBe(0);
    const copied = run.lines.filter((line) => line.msg === "table copied");
    expect(Object.fromEntries(copied.map((line) => [line.table, line.sqlite]))).toEqual(before);
    expect(Object.fromEntries(copied.map((line) => [line.table, line.postgres]))).toEqual(before);
    expect(run.lines).toContainEqual({ msg: "sealed TOTP secrets open with the key", secrets: 1 });
    expect(run.lines).toContainEqual({ msg: "sealed documents open with the key", documents: 1 });

    // The operator is told where the key is, never the key itself.
    const complete = run.lines.find((line) => line.msg === "migration complete")!;
    const keyFile = String(complete.keyFile);
    expect(path.dirname(keyFile)).toBe(dataDir);
    const key = fs.readFileSync(keyFile, "utf8").trim();
    expect(run.stdout).not.toContain(key);
    expect(String(complete.next)).toContain("AUTH_SECRET_KEY");

    // The ledger came over exactly: the balance past 2^53 is whole, and every account still adds up.
    const copy = await openDatabase({ dataDir, databaseUrl: migrated });
    try {
      const account = await copy.db
        .selectFrom("ledger_accounts")
        .select(sql<string>`cast(posted as text)`.as("posted"))
        .where("id", "=", "copied-account")
        .executeTakeFirstOrThrow();
      expect(BigInt(account.posted)).toBe(BIG_BALANCE);
      expect((await verifyLedger(copy.db)).problems).toEqual([]);
    } finally {
      await copy.close();
    }

    // A data folder of its own: everything must come from PostgreSQL and the key from the environment.
    service = await startService({
      DATA_DIR: folders.make("auth-migrate-postgres-"),
      DATABASE_URL: migrated,
      AUTH_SECRET_KEY: key,
      TRUSTED_PROXIES: "127.0.0.1",
    });
    const status = await fetch(`${service.origin}/api/auth/session-status`, { headers: { cookie: plainSession } });
    expect(await status.json()).toEqual({ isValid: true });

    expect((await signIn(service.origin, twoFactorUser, totpCode(totpSecret, Date.now()))).status).toBe(200);
    const plainOnPostgres = await signIn(service.origin, plainUser, undefined, plainDevice);
    expect(plainOnPostgres.status).toBe(200);
    // The document sealed on SQLite opens on PostgreSQL with the key from the environment.
    const document = await fetch(`${service.origin}/api/onboarding/documents/${DOCUMENT_ID}`, {
      headers: { cookie: cookieOf(plainOnPostgres, "session") },
    });
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer()).equals(DOCUMENT_BYTES)).toBe(true);
    expect(await service.stop()).toEqual({ code: 0, signal: null });

    // The device cookie signed before the move is still recognised, and new audit ids follow the copied ones.
    const database = await openDatabase({ dataDir, databaseUrl: migrated });
    const signIns = (await listAuditEvents(database.db, { email: plainUser.email })).filter(
      (event) => event.event === "signin_ok",
    );
    await database.close();
    expect(signIns.map((event) => JSON.parse(event.detail!).newDevice)).toEqual([true, false]);
    expect(signIns[1]!.id).toBeGreaterThan(signIns[0]!.id);

    // The staff command works on PostgreSQL too, and found the permission the copy carried.
    const revoked = await staffCommand({ DATA_DIR: dataDir, DATABASE_URL: migrated }, ["revoke", plainUser.email]);
    expect(revoked).toEqual({ code: 0, stdout: `${plainUser.email} now holds: none (no staff access)\n`, stderr: "" });
    const unknown = await staffCommand({ DATA_DIR: dataDir, DATABASE_URL: migrated }, [
      "grant",
      "no@example.com",
      "view",
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no account has the email address no@example.com");
  }, 120_000);

  it("refuses a second run into the now filled database, and changes nothing", async () => {
    const before = await rowCounts(migrated);
    const run = await migrate({ DATA_DIR: dataDir, DATABASE_URL: migrated });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stderr)).toMatchObject({
      msg: "migration failed; nothing was copied",
      error: expect.stringContaining("the PostgreSQL database is not empty"),
    });
    expect(await rowCounts(migrated)).toEqual(before);
  }, 60_000);

  it("refuses a key that would not open the TOTP secrets, and leaves the target empty", async () => {
    const target = await createDatabase(postgres);
    const otherThanKeyFile = await migrate({ DATA_DIR: dataDir, DATABASE_URL: target, AUTH_SECRET_KEY: OTHER_KEY });
    expect(otherThanKeyFile.code).toBe(1);
    expect(otherThanKeyFile.stderr).toContain("AUTH_SECRET_KEY differs from the SQLite deployment's key");

    // A deployment that ran with AUTH_SECRET_KEY has no key file: the secrets themselves tell a wrong key.
    const withoutKeyFile = folders.make("auth-migrate-no-key-file-");
    fs.copyFileSync(path.join(dataDir, DATABASE_FILE_NAME), path.join(withoutKeyFile, DATABASE_FILE_NAME));
    const wrongKey = await migrate({ DATA_DIR: withoutKeyFile, DATABASE_URL: target, AUTH_SECRET_KEY: OTHER_KEY });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain("1 of 1 sealed TOTP secrets in the SQLite database do not open");
    expect(await rowCounts(target)).toEqual(emptyCounts);
  }, 60_000);

  it("refuses without a postgres:// DATABASE_URL, without a SQLite file, and with an older schema", async () => {
    const target = await createDatabase(postgres);
    const unset = await migrate({ DATA_DIR: dataDir });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain("DATABASE_URL is required");
    const mysql = await migrate({ DATA_DIR: dataDir, DATABASE_URL: "mysql://localhost/auth" });
    expect(mysql.stderr).toContain("DATABASE_URL must be a postgres:// URL");

    const nowhere = folders.make("auth-migrate-nothing-");
    const missing = await migrate({ DATA_DIR: nowhere, DATABASE_URL: target, AUTH_SECRET_KEY: OTHER_KEY });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no SQLite database at");

    const old = new Database(path.join(nowhere, DATABASE_FILE_NAME));
    old.pragma("user_version = 1");
    old.close();
    const outdated = await migrate({ DATA_DIR: nowhere, DATABASE_URL: target, AUTH_SECRET_KEY: OTHER_KEY });
    expect(outdated.code).toBe(1);
    expect(outdated.stderr).toContain("has schema version 1");
    expect(await rowCounts(target)).toEqual(emptyCounts);
  }, 60_000);
});
