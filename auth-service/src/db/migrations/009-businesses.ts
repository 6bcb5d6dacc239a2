// The business workspace: businesses (one per approved application; those approved before this step get theirs
// here), their members with permission levels, and invitations by mail. Audit rows may name the business.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE businesses (
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
  postgres: `CREATE TABLE businesses (
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
};
