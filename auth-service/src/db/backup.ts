// Online backup of the service's SQLite file with SQLite's backup API, and the offline restore of such a copy.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { assertNotInUse, DATABASE_FILE_NAME, type SqliteFile } from "./sqlite-engine.ts";
import { SCHEMA_VERSION } from "./migrations/runner.ts";

/**
 * These scripts copy the SQLite file. With DATABASE_URL set the data is in PostgreSQL, whose backups (pg_dump,
 * base backups with WAL archiving) belong to its operator: say so and stop, rather than copy an unused file.
 */
export function refuseOnPostgres(databaseUrl: string | undefined, what: "backup" | "restore"): void {
  if (!databaseUrl) return;
  console.error(
    JSON.stringify({
      msg: `${what} refused: DATABASE_URL is set, so the data is in PostgreSQL, not in DATA_DIR`,
      hint: "use pg_dump / pg_restore, or your PostgreSQL operator's backups (pgBackRest, Barman, a managed service)",
    }),
  );
  process.exit(1);
}

export interface BackupReport {
  file: string;
  pages: number;
  schemaVersion: number;
}

/** All remaining pages in one step: one read transaction, so the copy is one consistent moment of the database. */
const ALL_PAGES_AT_ONCE = 0x7fffffff;

/**
 * Copies a live database to `destinationFile` while other connections keep reading and writing (WAL mode lets
 * this reader work beside the service's writer), then checks the copy. Refuses to overwrite an existing file.
 */
export async function backupDatabase(source: SqliteFile, destinationFile: string): Promise<BackupReport> {
  const destination = path.resolve(destinationFile);
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists; choose a new file`);
  fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  const progress = await source.backup(partial, { progress: () => ALL_PAGES_AT_ONCE });
  const { schemaVersion } = verifyBackup(partial);
  fs.chmodSync(partial, 0o600);
  fs.renameSync(partial, destination);
  return { file: destination, pages: progress.totalPages, schemaVersion };
}

/** Opens the live database of a data folder for a backup, without migrating or writing anything. */
export function openLiveDatabase(dataDir: string): SqliteFile {
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(file)) throw new Error(`no database at ${file}`);
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Checks that a file is an intact SQLite database this service can open; returns its schema version. */
export function verifyBackup(file: string): { schemaVersion: number } {
  let db: SqliteFile;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    const schemaVersion = db.pragma("user_version", { simple: true }) as number;
    if (schemaVersion > SCHEMA_VERSION) {
      throw new Error(`${file} has schema version ${schemaVersion}, newer than this service's ${SCHEMA_VERSION}`);
    }
    return { schemaVersion };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(file)) throw error;
    throw new Error(`${file} is not a usable database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

export interface RestoreReport {
  restoredFrom: string;
  /** Where the database that was replaced now lies, or null when there was none. */
  previousMovedTo: string | null;
}

/**
 * Puts a backup in place of a data folder's database. The service must be stopped: restoring under open
 * connections would pull the file from under them, so this refuses while any other connection holds the file.
 * The replaced database is kept beside it, never deleted.
 */
export async function restoreDatabase(dataDir: string, backupFile: string, now = new Date()): Promise<RestoreReport> {
  const source = path.resolve(backupFile);
  verifyBackup(source);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const live = path.join(dataDir, DATABASE_FILE_NAME);

  let previousMovedTo: string | null = null;
  if (fs.existsSync(live)) {
    assertNotInUse(live, "restoring");
    previousMovedTo = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(live, previousMovedTo);
  }

  // Copy through the backup API into a new file beside the live one, then rename: the database is either the
  // old one or the whole backup, never half of it.
  const incoming = `${live}.restoring`;
  fs.rmSync(incoming, { force: true });
  const backup = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(incoming, { progress: () => ALL_PAGES_AT_ONCE });
  } finally {
    backup.close();
  }
  fs.chmodSync(incoming, 0o600);
  fs.renameSync(incoming, live);
  return { restoredFrom: source, previousMovedTo };
}
