// Schema migrations of both engines, applied in order at start-up. SQLite's user_version records how many have run;
// PostgreSQL's schema_version table does, and instances starting together take turns under an advisory lock.
import type pg from "pg";
import type { SqliteFile } from "../sqlite-engine.ts";
import { MIGRATIONS } from "./index.ts";

export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrateSqlite(file: SqliteFile): void {
  const applied = file.pragma("user_version", { simple: true }) as number;
  const pending = MIGRATIONS.slice(applied);
  if (pending.length === 0) return;
  file
    .transaction(() => {
      for (const migration of pending) file.exec(migration.sqlite);
      file.pragma(`user_version = ${SCHEMA_VERSION}`);
    })
    .immediate();
}

/** Any fixed 64-bit number, the same in every instance: the advisory lock that serializes their migrations. */
const MIGRATION_LOCK = 7_301_966_501_424_117n;

/** Applies pending migrations in one transaction (PostgreSQL's DDL is transactional) under the advisory lock. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK.toString()]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)");
    const { rows } = await client.query<{ version: number }>("SELECT version FROM schema_version");
    const applied = rows[0]?.version ?? 0;
    if (applied > SCHEMA_VERSION)
      throw new Error(`database schema ${applied} is newer than this service's ${SCHEMA_VERSION}`);
    // Empty values: the simple query protocol, which runs a migration's several statements in one call.
    for (const migration of MIGRATIONS.slice(applied)) await client.query(migration.postgres);
    await client.query("DELETE FROM schema_version");
    await client.query("INSERT INTO schema_version (version) VALUES ($1)", [SCHEMA_VERSION]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The schema version a PostgreSQL database is at (0 when it has never been migrated). */
export async function postgresSchemaVersion(pool: pg.Pool): Promise<number> {
  const exists = await pool.query<{ found: boolean }>("SELECT to_regclass('schema_version') IS NOT NULL AS found");
  if (!exists.rows[0]?.found) return 0;
  const { rows } = await pool.query<{ version: number }>("SELECT version FROM schema_version");
  return rows[0]?.version ?? 0;
}
