// Schema migrations, applied in order at start-up; SQLite's user_version records how many have run.
import type { Db } from "./database.ts";

/** Append only: a migration that has shipped is never edited. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE service_meta (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) STRICT;`,
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
