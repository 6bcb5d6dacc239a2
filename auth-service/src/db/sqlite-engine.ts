// The embedded engine: one SQLite file in DATA_DIR (WAL, synchronous FULL) behind Kysely. Its transactions begin
// IMMEDIATE, taking the single write lock at once, so SQLite needs no row locks: `forUpdate()` is dropped here.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  Kysely,
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SqliteDatabase,
  type UnknownRow,
} from "kysely";
import { CompiledQuery } from "kysely";
import type { Tables } from "./schema.ts";

export type SqliteFile = Database.Database;

export const DATABASE_FILE_NAME = "auth.sqlite";

export function openSqliteFile(dataDir: string): SqliteFile {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = new Database(path.join(dataDir, DATABASE_FILE_NAME));
  file.pragma("journal_mode = WAL");
  // FULL: a commit the service has acknowledged is on disk before the answer leaves, even across a power cut.
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  // Another process on the same file (a second instance, a backup) waits for the write lock instead of failing.
  file.pragma("busy_timeout = 5000");
  return file;
}

/** Kysely over an open SQLite file; closing the Kysely instance closes the file. */
export function sqliteKysely(file: SqliteFile): Kysely<Tables> {
  return new Kysely<Tables>({ dialect: new ImmediateSqliteDialect(cachingStatements(file)), plugins: [noRowLocks] });
}

/** Every statement is compiled once per file: SQLite parsing is not free on hot paths such as session-status. */
function cachingStatements(file: SqliteFile): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = file.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** Removes FOR UPDATE / FOR SHARE: SQLite has no row locks, and its IMMEDIATE transactions already serialize writers. */
const noRowLocks: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!SelectQueryNode.is(node) || !node.endModifiers?.length) return node;
    const endModifiers = node.endModifiers.filter(
      (modifier) => modifier.modifier !== "ForUpdate" && modifier.modifier !== "ForShare",
    );
    return Object.freeze({ ...node, endModifiers: Object.freeze(endModifiers) });
  },
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  },
};
