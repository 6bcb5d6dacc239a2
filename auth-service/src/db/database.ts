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

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>();

/** The prepared statement for `sql`, compiled once per connection: SQLite parsing is not free on hot paths. */
export function prepared(db: Db, sql: string): Database.Statement {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

/** True when the database answers a query. */
export function isDatabaseReachable(db: Db): boolean {
  try {
    return prepared(db, "SELECT 1 AS ok").get() !== undefined;
  } catch {
    return false;
  }
}
