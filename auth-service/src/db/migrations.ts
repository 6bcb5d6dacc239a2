// Schema migrations of both engines, applied in order at start-up. SQLite's user_version records how many have run;
// PostgreSQL's schema_version table does, and instances starting together take turns under an advisory lock.
import type pg from "pg";
import type { SqliteFile } from "./sqlite-engine.ts";

/** SQLite's steps. Append only: a migration that has shipped is never edited. */
const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE service_meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) STRICT;`,
  `CREATE TABLE users (
     id                  TEXT PRIMARY KEY,
     email               TEXT NOT NULL UNIQUE,
     first_name          TEXT NOT NULL,
     last_name           TEXT NOT NULL,
     phone_number        TEXT NOT NULL,
     password_hash       TEXT NOT NULL,
     email_verified_at   INTEGER,
     terms_accepted_at   INTEGER NOT NULL,
     totp_secret         TEXT,
     totp_pending_secret TEXT,
     totp_last_step      INTEGER,
     created_at          INTEGER NOT NULL,
     updated_at          INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE sessions (
     token_hash     TEXT PRIMARY KEY,
     user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     remember_me    INTEGER NOT NULL,
     created_at     INTEGER NOT NULL,
     last_active_at INTEGER NOT NULL,
     expires_at     INTEGER NOT NULL,
     ended_at       INTEGER,
     end_reason     TEXT,
     ip             TEXT,
     user_agent     TEXT
   ) STRICT;
   CREATE INDEX sessions_by_user ON sessions (user_id) WHERE ended_at IS NULL;
   CREATE INDEX sessions_by_end ON sessions (ended_at) WHERE ended_at IS NOT NULL;
   CREATE TABLE failure_counters (
     key              TEXT PRIMARY KEY,
     failures         INTEGER NOT NULL,
     window_start     INTEGER NOT NULL,
     last_failure_at  INTEGER NOT NULL,
     blocked_until    INTEGER NOT NULL DEFAULT 0
   ) STRICT;
   CREATE TABLE audit_events (
     id       INTEGER PRIMARY KEY AUTOINCREMENT,
     at       INTEGER NOT NULL,
     event    TEXT NOT NULL,
     user_id  TEXT,
     email    TEXT,
     ip       TEXT,
     detail   TEXT
   ) STRICT;
   CREATE INDEX audit_events_by_user ON audit_events (user_id, at);`,
  `CREATE TABLE one_time_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose    TEXT NOT NULL,
     email      TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at    INTEGER
   ) STRICT;
   CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;`,
  // Hardening: credential versions, step-up proofs, known devices, and counters that say when they may be forgotten.
  `ALTER TABLE users ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE sessions ADD COLUMN reauthenticated_at INTEGER NOT NULL DEFAULT 0;
   UPDATE sessions SET reauthenticated_at = created_at;
   ALTER TABLE failure_counters ADD COLUMN forget_at INTEGER;
   UPDATE failure_counters SET forget_at = last_failure_at + 86400000;
   CREATE INDEX failure_counters_by_forget ON failure_counters (forget_at) WHERE forget_at IS NOT NULL;
   CREATE TABLE known_devices (
     user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     device_id     TEXT NOT NULL,
     first_seen_at INTEGER NOT NULL,
     last_seen_at  INTEGER NOT NULL,
     PRIMARY KEY (user_id, device_id)
   ) STRICT, WITHOUT ROWID;`,
  // Account security: recovery codes, passkeys and their WebAuthn challenges, and the browser of each audit event.
  `CREATE TABLE recovery_codes (
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     code_hash  TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     used_at    INTEGER,
     PRIMARY KEY (user_id, code_hash)
   ) STRICT, WITHOUT ROWID;
   CREATE TABLE passkeys (
     id           TEXT PRIMARY KEY,
     user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     name         TEXT NOT NULL,
     public_key   TEXT NOT NULL,
     counter      INTEGER NOT NULL,
     transports   TEXT,
     device_type  TEXT NOT NULL,
     backed_up    INTEGER NOT NULL,
     created_at   INTEGER NOT NULL,
     last_used_at INTEGER
   ) STRICT;
   CREATE INDEX passkeys_by_user ON passkeys (user_id);
   CREATE TABLE webauthn_challenges (
     challenge  TEXT PRIMARY KEY,
     purpose    TEXT NOT NULL,
     user_id    TEXT REFERENCES users(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at    INTEGER
   ) STRICT;
   CREATE INDEX webauthn_challenges_by_expiry ON webauthn_challenges (expires_at);
   ALTER TABLE audit_events ADD COLUMN user_agent TEXT;`,
  // Staff console: who may do what, who did it, and the audit log paged newest first by id under any filter.
  `CREATE TABLE staff_permissions (
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     permission TEXT NOT NULL,
     granted_at INTEGER NOT NULL,
     granted_by TEXT,
     PRIMARY KEY (user_id, permission)
   ) STRICT, WITHOUT ROWID;
   ALTER TABLE audit_events ADD COLUMN actor_id TEXT;
   CREATE INDEX audit_events_by_user_id ON audit_events (user_id, id);
   CREATE INDEX audit_events_by_event ON audit_events (event, id);
   CREATE INDEX audit_events_by_time ON audit_events (at, id);`,
  // Business onboarding: one application per customer, its documents (sealed, in the database every instance
  // shares), and the decisions reviewers made on it. The queue reads submitted ones oldest first.
  `CREATE TABLE applications (
     id              TEXT PRIMARY KEY,
     user_id         TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
     status          TEXT NOT NULL,
     business        TEXT NOT NULL,
     people          TEXT NOT NULL,
     note            TEXT,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     submitted_at    INTEGER,
     decision_due_at INTEGER,
     decided_at      INTEGER
   ) STRICT;
   CREATE INDEX applications_queue ON applications (status, submitted_at);
   CREATE TABLE application_documents (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     kind           TEXT NOT NULL,
     person_index   INTEGER,
     name           TEXT NOT NULL,
     size           INTEGER NOT NULL,
     content_type   TEXT NOT NULL,
     sealed         BLOB NOT NULL,
     created_at     INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX application_documents_by_application ON application_documents (application_id, created_at);
   CREATE TABLE application_decisions (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     actor_id       TEXT REFERENCES users(id) ON DELETE SET NULL,
     decision       TEXT NOT NULL,
     note           TEXT,
     at             INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX application_decisions_by_application ON application_decisions (application_id, at);`,
  // How each session was proven. Sessions opened before this are taken as password-only: none is two-factor until
  // it proves a second factor again.
  `ALTER TABLE sessions ADD COLUMN sign_in_factors TEXT NOT NULL DEFAULT 'password';
   ALTER TABLE sessions ADD COLUMN step_up_factor TEXT;
   ALTER TABLE sessions ADD COLUMN step_up_at INTEGER;
   ALTER TABLE sessions ADD COLUMN second_factor_at INTEGER;
   ALTER TABLE users ADD COLUMN name_confirmation_due INTEGER NOT NULL DEFAULT 0;`,
  // The business workspace: businesses (one per approved application; those approved before this step get theirs
  // here), their members with permission levels, and invitations by mail. Audit rows may name the business.
  `CREATE TABLE businesses (
     id             TEXT PRIMARY KEY,
     application_id TEXT UNIQUE REFERENCES applications(id) ON DELETE SET NULL,
     legal_name     TEXT NOT NULL,
     trade_name     TEXT,
     mode           TEXT NOT NULL,
     created_at     INTEGER NOT NULL
   ) STRICT;
   CREATE TABLE business_members (
     business_id TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     permissions TEXT NOT NULL,
     owner       INTEGER NOT NULL,
     joined_at   INTEGER NOT NULL,
     PRIMARY KEY (business_id, user_id)
   ) STRICT;
   CREATE INDEX business_members_by_user ON business_members (user_id);
   CREATE TABLE business_invitations (
     id          TEXT PRIMARY KEY,
     business_id TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     token_hash  TEXT NOT NULL UNIQUE,
     email       TEXT NOT NULL,
     permissions TEXT NOT NULL,
     invited_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at  INTEGER NOT NULL,
     expires_at  INTEGER NOT NULL,
     accepted_at INTEGER,
     accepted_by TEXT REFERENCES users(id) ON DELETE SET NULL,
     revoked_at  INTEGER
   ) STRICT;
   CREATE INDEX business_invitations_by_business ON business_invitations (business_id, created_at);
   ALTER TABLE audit_events ADD COLUMN business_id TEXT;
   CREATE INDEX audit_events_by_business ON audit_events (business_id, id) WHERE business_id IS NOT NULL;
   INSERT INTO businesses (id, application_id, legal_name, trade_name, mode, created_at)
     SELECT lower(hex(randomblob(16))), id, json_extract(business, '$.legalName'),
            NULLIF(trim(COALESCE(json_extract(business, '$.tradeName'), '')), ''), 'sandbox',
            COALESCE(decided_at, updated_at)
     FROM applications WHERE status = 'approved';
   INSERT INTO business_members (business_id, user_id, permissions, owner, joined_at)
     SELECT businesses.id, applications.user_id, 'view,pay,approve,manage', 1, businesses.created_at
     FROM businesses JOIN applications ON applications.id = businesses.application_id;`,
  // Payees: whom a business pays. Removing one keeps its row (payments will point at it), marked removed.
  `CREATE TABLE payees (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     name           TEXT NOT NULL,
     method         TEXT NOT NULL,
     account_number TEXT,
     routing_number TEXT,
     account_type   TEXT,
     bank_name      TEXT,
     address        TEXT,
     wallet_address TEXT,
     created_by     TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at     INTEGER NOT NULL,
     removed_at     INTEGER
   ) STRICT;
   CREATE INDEX payees_by_business ON payees (business_id, name) WHERE removed_at IS NULL;`,
];

/**
 * PostgreSQL's steps, one for each of SQLite's with the same meaning, so a schema version names the same tables
 * on both engines (db:migrate-to-postgres relies on it). Times are BIGINT milliseconds, as SQLite's INTEGER.
 */
const POSTGRES_MIGRATIONS: readonly string[] = [
  `CREATE TABLE service_meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );`,
  `CREATE TABLE users (
     id                  TEXT PRIMARY KEY,
     email               TEXT NOT NULL UNIQUE,
     first_name          TEXT NOT NULL,
     last_name           TEXT NOT NULL,
     phone_number        TEXT NOT NULL,
     password_hash       TEXT NOT NULL,
     email_verified_at   BIGINT,
     terms_accepted_at   BIGINT NOT NULL,
     totp_secret         TEXT,
     totp_pending_secret TEXT,
     totp_last_step      BIGINT,
     created_at          BIGINT NOT NULL,
     updated_at          BIGINT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash     TEXT PRIMARY KEY,
     user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     remember_me    INTEGER NOT NULL,
     created_at     BIGINT NOT NULL,
     last_active_at BIGINT NOT NULL,
     expires_at     BIGINT NOT NULL,
     ended_at       BIGINT,
     end_reason     TEXT,
     ip             TEXT,
     user_agent     TEXT
   );
   CREATE INDEX sessions_by_user ON sessions (user_id) WHERE ended_at IS NULL;
   CREATE INDEX sessions_by_end ON sessions (ended_at) WHERE ended_at IS NOT NULL;
   CREATE TABLE failure_counters (
     key              TEXT PRIMARY KEY,
     failures         INTEGER NOT NULL,
     window_start     BIGINT NOT NULL,
     last_failure_at  BIGINT NOT NULL,
     blocked_until    BIGINT NOT NULL DEFAULT 0
   );
   CREATE TABLE audit_events (
     id       BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     at       BIGINT NOT NULL,
     event    TEXT NOT NULL,
     user_id  TEXT,
     email    TEXT,
     ip       TEXT,
     detail   TEXT
   );
   CREATE INDEX audit_events_by_user ON audit_events (user_id, at);`,
  `CREATE TABLE one_time_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose    TEXT NOT NULL,
     email      TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at    BIGINT
   );
   CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;`,
  `ALTER TABLE users ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE sessions ADD COLUMN reauthenticated_at BIGINT NOT NULL DEFAULT 0;
   UPDATE sessions SET reauthenticated_at = created_at;
   ALTER TABLE failure_counters ADD COLUMN forget_at BIGINT;
   UPDATE failure_counters SET forget_at = last_failure_at + 86400000;
   CREATE INDEX failure_counters_by_forget ON failure_counters (forget_at) WHERE forget_at IS NOT NULL;
   CREATE TABLE known_devices (
     user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     device_id     TEXT NOT NULL,
     first_seen_at BIGINT NOT NULL,
     last_seen_at  BIGINT NOT NULL,
     PRIMARY KEY (user_id, device_id)
   );`,
  `CREATE TABLE recovery_codes (
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     code_hash  TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     used_at    BIGINT,
     PRIMARY KEY (user_id, code_hash)
   );
   CREATE TABLE passkeys (
     id           TEXT PRIMARY KEY,
     user_id      TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     name         TEXT NOT NULL,
     public_key   TEXT NOT NULL,
     counter      BIGINT NOT NULL,
     transports   TEXT,
     device_type  TEXT NOT NULL,
     backed_up    INTEGER NOT NULL,
     created_at   BIGINT NOT NULL,
     last_used_at BIGINT
   );
   CREATE INDEX passkeys_by_user ON passkeys (user_id);
   CREATE TABLE webauthn_challenges (
     challenge  TEXT PRIMARY KEY,
     purpose    TEXT NOT NULL,
     user_id    TEXT REFERENCES users(id) ON DELETE CASCADE,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at    BIGINT
   );
   CREATE INDEX webauthn_challenges_by_expiry ON webauthn_challenges (expires_at);
   ALTER TABLE audit_events ADD COLUMN user_agent TEXT;`,
  `CREATE TABLE staff_permissions (
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     permission TEXT NOT NULL,
     granted_at BIGINT NOT NULL,
     granted_by TEXT,
     PRIMARY KEY (user_id, permission)
   );
   ALTER TABLE audit_events ADD COLUMN actor_id TEXT;
   CREATE INDEX audit_events_by_user_id ON audit_events (user_id, id);
   CREATE INDEX audit_events_by_event ON audit_events (event, id);
   CREATE INDEX audit_events_by_time ON audit_events (at, id);`,
  `CREATE TABLE applications (
     id              TEXT PRIMARY KEY,
     user_id         TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
     status          TEXT NOT NULL,
     business        TEXT NOT NULL,
     people          TEXT NOT NULL,
     note            TEXT,
     created_at      BIGINT NOT NULL,
     updated_at      BIGINT NOT NULL,
     submitted_at    BIGINT,
     decision_due_at BIGINT,
     decided_at      BIGINT
   );
   CREATE INDEX applications_queue ON applications (status, submitted_at);
   CREATE TABLE application_documents (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     user_id        TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     kind           TEXT NOT NULL,
     person_index   INTEGER,
     name           TEXT NOT NULL,
     size           INTEGER NOT NULL,
     content_type   TEXT NOT NULL,
     sealed         BYTEA NOT NULL,
     created_at     BIGINT NOT NULL
   );
   CREATE INDEX application_documents_by_application ON application_documents (application_id, created_at);
   CREATE TABLE application_decisions (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     actor_id       TEXT REFERENCES users(id) ON DELETE SET NULL,
     decision       TEXT NOT NULL,
     note           TEXT,
     at             BIGINT NOT NULL
   );
   CREATE INDEX application_decisions_by_application ON application_decisions (application_id, at);`,
  `ALTER TABLE sessions ADD COLUMN sign_in_factors TEXT NOT NULL DEFAULT 'password';
   ALTER TABLE sessions ADD COLUMN step_up_factor TEXT;
   ALTER TABLE sessions ADD COLUMN step_up_at BIGINT;
   ALTER TABLE sessions ADD COLUMN second_factor_at BIGINT;
   ALTER TABLE users ADD COLUMN name_confirmation_due INTEGER NOT NULL DEFAULT 0;`,
  `CREATE TABLE businesses (
     id             TEXT PRIMARY KEY,
     application_id TEXT UNIQUE REFERENCES applications(id) ON DELETE SET NULL,
     legal_name     TEXT NOT NULL,
     trade_name     TEXT,
     mode           TEXT NOT NULL,
     created_at     BIGINT NOT NULL
   );
   CREATE TABLE business_members (
     business_id TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     permissions TEXT NOT NULL,
     owner       INTEGER NOT NULL,
     joined_at   BIGINT NOT NULL,
     PRIMARY KEY (business_id, user_id)
   );
   CREATE INDEX business_members_by_user ON business_members (user_id);
   CREATE TABLE business_invitations (
     id          TEXT PRIMARY KEY,
     business_id TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     token_hash  TEXT NOT NULL UNIQUE,
     email       TEXT NOT NULL,
     permissions TEXT NOT NULL,
     invited_by  TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at  BIGINT NOT NULL,
     expires_at  BIGINT NOT NULL,
     accepted_at BIGINT,
     accepted_by TEXT REFERENCES users(id) ON DELETE SET NULL,
     revoked_at  BIGINT
   );
   CREATE INDEX business_invitations_by_business ON business_invitations (business_id, created_at);
   ALTER TABLE audit_events ADD COLUMN business_id TEXT;
   CREATE INDEX audit_events_by_business ON audit_events (business_id, id) WHERE business_id IS NOT NULL;
   INSERT INTO businesses (id, application_id, legal_name, trade_name, mode, created_at)
     SELECT replace(gen_random_uuid()::text, '-', ''), id, business::jsonb ->> 'legalName',
            NULLIF(trim(COALESCE(business::jsonb ->> 'tradeName', '')), ''), 'sandbox',
            COALESCE(decided_at, updated_at)
     FROM applications WHERE status = 'approved';
   INSERT INTO business_members (business_id, user_id, permissions, owner, joined_at)
     SELECT businesses.id, applications.user_id, 'view,pay,approve,manage', 1, businesses.created_at
     FROM businesses JOIN applications ON applications.id = businesses.application_id;`,
  `CREATE TABLE payees (
     id             TEXT PRIMARY KEY,
     business_id    TEXT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
     name           TEXT NOT NULL,
     method         TEXT NOT NULL,
     account_number TEXT,
     routing_number TEXT,
     account_type   TEXT,
     bank_name      TEXT,
     address        TEXT,
     wallet_address TEXT,
     created_by     TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at     BIGINT NOT NULL,
     removed_at     BIGINT
   );
   CREATE INDEX payees_by_business ON payees (business_id, name) WHERE removed_at IS NULL;`,
];

if (SQLITE_MIGRATIONS.length !== POSTGRES_MIGRATIONS.length)
  throw new Error("each migration needs both engines' steps");

export const SCHEMA_VERSION = SQLITE_MIGRATIONS.length;

export function migrateSqlite(file: SqliteFile): void {
  const applied = file.pragma("user_version", { simple: true }) as number;
  const pending = SQLITE_MIGRATIONS.slice(applied);
  if (pending.length === 0) return;
  file
    .transaction(() => {
      for (const sql of pending) file.exec(sql);
      file.pragma(`user_version = ${SCHEMA_VERSION}`);
    })
    .immediate();
}

/** Any fixed 64-bit number, the same in every instance: the advisory lock that serializes their migrations. */
const MIGRATION_LOCK = 7_301_966_501_424_117n;

/** Applies pending migrations in one transaction (PostgreSQL's DDL is transactional) under the advisory lock. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK.toString()]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_version");
    const applied = rows[0]?.version ?? 0;
    if (applied > SCHEMA_VERSION)
      throw new Error(`database schema ${applied} is newer than this service's ${SCHEMA_VERSION}`);
    // Empty values: the simple query protocol, which runs a migration's several statements in one call.
    for (const sql of POSTGRES_MIGRATIONS.slice(applied)) await client.query(sql);
    await client.query("DELETE FROM schema_version");
    await client.query("INSERT INTO schema_version (version) VALUES ($1)", [SCHEMA_VERSION]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The schema version a PostgreSQL database is at (0 when it has never been migrated). */
export async function postgresSchemaVersion(pool: pg.Pool): Promise<number> {
  const exists = await pool.query<{ found: boolean }>("SELECT to_regclass('schema_version') IS NOT NULL AS found");
  if (!exists.rows[0]?.found) return 0;
  const { rows } = await pool.query<{ version: number }>("SELECT version FROM schema_version");
  return rows[0]?.version ?? 0;
}
