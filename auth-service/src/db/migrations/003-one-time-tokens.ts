// Single-use tokens sent by mail, each for one purpose and address.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE one_time_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose    TEXT NOT NULL,
     email      TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at    INTEGER
   ) STRICT;
   CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;`,
  postgres: `CREATE TABLE one_time_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     purpose    TEXT NOT NULL,
     email      TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     used_at    BIGINT
   );
   CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose) WHERE used_at IS NULL;`,
};
