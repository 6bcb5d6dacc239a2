// Business onboarding: one application per customer, its documents (sealed, in the database every instance
// shares), and the decisions reviewers made on it. The queue reads submitted ones oldest first.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE applications (
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
  postgres: `CREATE TABLE applications (
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
};
