// The staff console's review: internal notes on an application (staff only, never the customer's), and an index that
// lets the audit log be filtered by an address no account has now (a failed sign-in with an unknown email, an
// address a customer has since changed), page by page in id order as its other filters are.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE application_notes (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     author_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
     body           TEXT NOT NULL,
     at             INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX application_notes_by_application ON application_notes (application_id, at, id);
   CREATE INDEX audit_events_by_email ON audit_events (email, id);`,
  postgres: `CREATE TABLE application_notes (
     id             TEXT PRIMARY KEY,
     application_id TEXT NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
     author_id      TEXT REFERENCES users(id) ON DELETE SET NULL,
     body           TEXT NOT NULL,
     at             BIGINT NOT NULL
   );
   CREATE INDEX application_notes_by_application ON application_notes (application_id, at, id);
   CREATE INDEX audit_events_by_email ON audit_events (email, id);`,
};
