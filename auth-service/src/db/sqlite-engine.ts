// The embedded engine: one SQLite file in DATA_DIR (WAL, synchronous FULL) behind Kysely. Its transactions begin
// IMMEDIATE, taking the single write lock at once, so SQLite needs no row locks: `forUpdate()` is dropped here.
// Its one connection is handed out in turn by a first-come queue (Kysely's own lock wakes every waiter on each
// release, which costs more than the query under a hundred concurrent requests).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  Kysely,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DialectAdapter,
  type DatabaseConnection,
  type Driver,
  SqliteQueryCompiler,
  CompiledQuery,
  type QueryCompiler,
  type QueryId,
  type RootOperationNode,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";
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

/**
 * A deployment's file opened read-only, as it is (not migrated), for copying it elsewhere; integers are read as BigInt. Kysely's own dialect:
 * its deferred BEGIN reads one consistent snapshot without asking for the write lock a read-only file cannot take.
 */
export function openSqliteReadOnly(dataDir: string): { db: Kysely<Tables>; schemaVersion: number } {
  const file = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true, fileMustExist: true });
  const schemaVersion = file.pragma("user_version", { simple: true }) as number;
  // Every integer as a BigInt: ledger balances and amounts may pass 2^53, and a copy must not round one.
  file.defaultSafeIntegers(true);
  return { db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) }), schemaVersion };
}

/**
 * Throws unless no other connection (a running service) has the file open. Leaving WAL mode needs the only
 * connection to the file, so it succeeds exactly then; it also folds the write-ahead log into the file, so the file
 * is complete on its own. The service puts WAL mode back when it next opens the file.
 */
export function assertNotInUse(file: string, stopBefore: string): void {
  const db = new Database(file, { fileMustExist: true, timeout: 200 });
  try {
    const mode = db.pragma("journal_mode = DELETE", { simple: true });
    if (mode !== "delete") throw new Error("busy");
  } catch {
    throw new Error(`${file} is in use; stop the service before ${stopBefore}`);
  } finally {
    db.close();
  }
}

/** Kysely over an open SQLite file; closing the Kysely instance closes the file. */
export function sqliteKysely(file: SqliteFile): Kysely<Tables> {
  const database = cachingStatements(file);
  const turns = new TurnQueue();
  const db = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect(database, turns) });
  directReaders.set(db, (compiled, firstOnly) => {
    if (!turns.idle) return undefined;
    const statement = database.prepare(compiled.sql);
    if (!firstOnly) return statement.all(compiled.parameters);
    // get() stops at the first row: a lookup by key costs less than half of all()'s.
    const row = statement.get(compiled.parameters);
    return row === undefined ? [] : [row];
  });
  return db;
}

type DirectReader = (compiled: CompiledQuery, firstOnly: boolean) => unknown[] | undefined;
const directReaders = new WeakMap<Kysely<Tables>, DirectReader>();

/**
 * Runs a compiled read at once, without Kysely's asynchronous round of taking and giving back the connection,
 * when `db` is a SQLite database whose connection is free; undefined otherwise (PostgreSQL, a transaction, or the
 * connection taken). A free connection has no transaction open (a transaction holds it from BEGIN to COMMIT),
 * so the read sees only committed rows. It saves about a tenth of session-status's time. `firstOnly` reads the
 * first row only (what a lookup by key needs).
 */
export function readNowIfFree<Row>(
  db: Kysely<Tables>,
  compiled: CompiledQuery<Row>,
  firstOnly = false,
): Row[] | undefined {
  return directReaders.get(db)?.(compiled, firstOnly) as Row[] | undefined;
}

/** Every statement is compiled once per file: SQLite parsing is not free on hot paths such as session-status. */
interface CachedStatements extends SqliteDatabase {
  prepare(sql: string): Database.Statement;
}

function cachingStatements(file: SqliteFile): CachedStatements {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
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
  readonly #turns: TurnQueue;
  constructor(database: SqliteDatabase, turns: TurnQueue) {
    super({ database });
    this.#database = database;
    this.#turns = turns;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database }, this.#turns);
  }
  override createQueryCompiler(): QueryCompiler {
    return new NoRowLocksCompiler();
  }
  /** The driver queues for its one connection itself, so Kysely need not. */
  override createAdapter(): DialectAdapter {
    return new QueuedConnectionAdapter();
  }
}

class QueuedConnectionAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #turns: TurnQueue;
  constructor(config: SqliteDialectConfig, turns: TurnQueue) {
    super(config);
    this.#turns = turns;
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return super.acquireConnection();
  }
  override async releaseConnection(): Promise<void> {
    this.#turns.pass();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** One holder at a time, the rest served in arrival order; each release wakes exactly the next. */
class TurnQueue {
  #held = false;
  readonly #waiting: (() => void)[] = [];
  get idle(): boolean {
    return !this.#held;
  }
  take(): Promise<void> | undefined {
    if (!this.#held) {
      this.#held = true;
      return undefined;
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  pass(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** Compiles without FOR UPDATE / FOR SHARE: SQLite has no row locks, and IMMEDIATE transactions already serialize writers. */
class NoRowLocksCompiler extends SqliteQueryCompiler {
  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    return super.compileQuery(withoutRowLocks(node), queryId);
  }
}

function withoutRowLocks(node: RootOperationNode): RootOperationNode {
  if (!SelectQueryNode.is(node) || !node.endModifiers?.length) return node;
  const endModifiers = node.endModifiers.filter(
    (modifier) => modifier.modifier !== "ForUpdate" && modifier.modifier !== "ForShare",
  );
  return Object.freeze({ ...node, endModifiers: Object.freeze(endModifiers) });
}
