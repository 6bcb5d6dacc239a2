// Opens the service's SQLite file in WAL mode and brings its schema up to date.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrations.ts";

export type Db = Database.Database;

export const DATABASE_FILE_NAME = "auth.sqlite";

export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  db.pragma("journal_mode = WAL");
  // FULL: a commit the service has acknowledged is on disk before the answer leaves, even across a power cut.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** True when the database answers a query. */
export function isDatabaseReachable(db: Db): boolean {
  try {
    return db.prepare("SELECT 1 AS ok").get() !== undefined;
  } catch {
    return false;
  }
}
