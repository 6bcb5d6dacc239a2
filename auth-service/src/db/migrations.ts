// Schema migrations, applied in order at start-up; SQLite's user_version records how many have run.
import type { Db } from "./database.ts";

/** Append only: a migration that has shipped is never edited. */
const MIGRATIONS: readonly string[] = [
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
];

export function migrate(db: Db): void {
  const applied = db.pragma("user_version", { simple: true }) as number;
  const pending = MIGRATIONS.slice(applied);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const sql of pending) db.exec(sql);
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
}

export const SCHEMA_VERSION = MIGRATIONS.length;
