// Account security: recovery codes, passkeys and their WebAuthn challenges, and the browser of each audit event.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE recovery_codes (
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
  postgres: `CREATE TABLE recovery_codes (
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
};
