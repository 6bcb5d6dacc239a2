// Staff console: who may do what, who did it, and the audit log paged newest first by id under any filter.
import type { Migration } from "./migration.ts";

export const migration: Migration = {
  sqlite: `CREATE TABLE staff_permissions (
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
  postgres: `CREATE TABLE staff_permissions (
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
};
