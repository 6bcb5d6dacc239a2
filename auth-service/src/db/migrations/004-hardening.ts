// Hardening: credential versions, step-up proofs, known devices, and counters that say when they may be forgotten.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `ALTER TABLE users ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
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
  postgres: `ALTER TABLE users ADD COLUMN credential_version INTEGER NOT NULL DEFAULT 0;
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
};
