// How each session was proven. Sessions opened before this are taken as password-only: none is two-factor until
// it proves a second factor again.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `ALTER TABLE sessions ADD COLUMN sign_in_factors TEXT NOT NULL DEFAULT 'password';
   ALTER TABLE sessions ADD COLUMN step_up_factor TEXT;
   ALTER TABLE sessions ADD COLUMN step_up_at INTEGER;
   ALTER TABLE sessions ADD COLUMN second_factor_at INTEGER;
   ALTER TABLE users ADD COLUMN name_confirmation_due INTEGER NOT NULL DEFAULT 0;`,
  postgres: `ALTER TABLE sessions ADD COLUMN sign_in_factors TEXT NOT NULL DEFAULT 'password';
   ALTER TABLE sessions ADD COLUMN step_up_factor TEXT;
   ALTER TABLE sessions ADD COLUMN step_up_at BIGINT;
   ALTER TABLE sessions ADD COLUMN second_factor_at BIGINT;
   ALTER TABLE users ADD COLUMN name_confirmation_due INTEGER NOT NULL DEFAULT 0;`,
};
