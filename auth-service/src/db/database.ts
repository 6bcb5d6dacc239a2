// Opens the service's database: embedded SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both are one Kysely interface (`Db`), so the stores beside this file hold the only SQL, and no code outside this
// folder knows which engine it runs on.
import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import { sql, type Compilable, type CompiledQuery, type Kysely } from "kysely";
import { migratePostgres, migrateSqlite, postgresSchemaVersion } from "./migrations/runner.ts";
import { openPostgres, preparedReaderOf, type PreparedReader } from "./postgres-engine.ts";
import type { Tables } from "./schema.ts";
import { DATABASE_FILE_NAME, groupCommitOf, openSqliteFile, readNowIfFree, sqliteKysely } from "./sqlite-engine.ts";

export { DATABASE_FILE_NAME } from "./sqlite-engine.ts";

/** What every store function takes: the database, or a transaction on it. */
export type Db = Kysely<Tables>;

export type Engine = "sqlite" | "postgres";

export interface Database {
  db: Db;
  engine: Engine;
  /** True when the database answers a query within a couple of seconds. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  /** postgres:// URL; when absent, the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  /** A pooled PostgreSQL connection broke while idle (the server restarted): logged, never fatal. */
  onConnectionError?: (error: Error) => void;
}

const REACHABLE_TIMEOUT_MS = 2_000;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { db, pool } = openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined));
    try {
      await migratePostgres(pool);
    } catch (error) {
      await closeUnused(db, pool);
      throw error;
    }
    return handle(db, "postgres");
  }
  const file = openSqliteFile(options.dataDir);
  migrateSqlite(file);
  return handle(sqliteKysely(file), "sqlite");
}

/** The database a command was pointed at has never been made by the service; nothing was opened or created. */
export class NoDatabaseError extends Error {
  override name = "NoDatabaseError";
}

/**
 * Opens the database the service has made already, for a command run beside it (`./run staff:grant`): opening
 * creates and migrates a database that is not there, so a command with DATA_DIR or DATABASE_URL wrong would work on
 * a new empty one and report that nobody has the address. Throws NoDatabaseError instead, having created nothing:
 * no SQLite file in DATA_DIR (nor the folder), or a PostgreSQL database the service never migrated.
 */
export async function openExistingDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { db, pool } = openPostgres(options.databaseUrl, options.onConnectionError ?? (() => undefined));
    try {
      if ((await postgresSchemaVersion(pool)) === 0) {
        throw new NoDatabaseError(
          `no database of the service at ${databaseName(options.databaseUrl)} (it has never been migrated): ` +
            "set DATABASE_URL to the database the service uses",
        );
      }
      await migratePostgres(pool);
    } catch (error) {
      await closeUnused(db, pool);
      throw error;
    }
    return handle(db, "postgres");
  }
  const file = path.resolve(options.dataDir, DATABASE_FILE_NAME);
  if (!fs.existsSync(file)) {
    throw new NoDatabaseError(`no database at ${file}: set DATA_DIR to the folder the service uses`);
  }
  return openDatabase(options);
}

/** A postgres:// URL without its password (nor its query, which may carry one): user, host, port and database. */
export function databaseName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const user = url.username ? `${url.username}@` : "";
  return `${url.protocol}//${user}${url.host}${url.pathname}`;
}

/**
 * Closes a PostgreSQL engine that failed before Kysely ran a query: Kysely's destroy does nothing to a pool it has
 * not used yet, and the pool's idle connection would keep the process alive another 10 s.
 */
async function closeUnused(db: Db, pool: pg.Pool): Promise<void> {
  await db.destroy();
  if (!pool.ended) await pool.end();
}

function handle(db: Db, engine: Engine): Database {
  return {
    db,
    engine,
    isReachable: () => isReachable(db),
    close: () => db.destroy(),
  };
}

async function isReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, REACHABLE_TIMEOUT_MS, false)));
  const query = sql<{ ok: number }>`SELECT 1 AS ok`
    .execute(db)
    .then((result) => result.rows.length === 1)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How a lookup by key reads many keys in one query on PostgreSQL (see lookupByKey). */
export interface ManyKeys<Row> {
  /** The same query for a list of keys (`= any(keys)`); run as a prepared statement, so it names its columns. */
  build: (db: Db, keys: readonly string[]) => Compilable<Row>;
  /** The key of a row the query found. */
  keyOf: (row: Row) => string;
}

/** How many reads of one lookup may be out on PostgreSQL at once; keys asked for meanwhile wait for the next. */
const READS_IN_FLIGHT = 3;
/** The most keys one read carries. */
const KEYS_PER_READ = 256;
let preparedNames = 0;

/**
 * A lookup by one key, built and compiled once per database and then run with each new key: on the hottest
 * paths (session-status, the session guard) building and compiling the query cost more than the lookup itself.
 * On SQLite the read runs at once when the connection is free. On PostgreSQL (outside a transaction), with
 * `manyKeys`, it runs as a prepared statement, and keys asked for while READS_IN_FLIGHT reads are out go together
 * in the next read, sent as soon as one comes back: under load one round trip answers many requests, and every
 * key is still read by a query that starts after it was asked for (nothing is remembered between reads).
 */
export function lookupByKey<Row>(build: (db: Db, key: string) => Compilable<Row>, manyKeys?: ManyKeys<Row>) {
  const queries = new WeakMap<Db, CompiledQuery<Row>>();
  const batchers = new WeakMap<Db, ((key: string) => Promise<Row | undefined>) | null>();
  const batcherOf = (db: Db) => {
    let batcher = batchers.get(db);
    if (batcher === undefined) {
      const reader = manyKeys && preparedReaderOf(db);
      batcher = reader ? keyBatcher(db, reader, manyKeys) : null;
      batchers.set(db, batcher);
    }
    return batcher;
  };
  return async (db: Db, key: string): Promise<Row | undefined> => {
    const batcher = batcherOf(db);
    if (batcher) return batcher(key);
    let query = queries.get(db);
    if (!query) {
      query = build(db, key).compile();
      if (query.parameters.length !== 1) throw new Error("lookupByKey needs a query with exactly one parameter");
      queries.set(db, query);
    }
    const withKey: CompiledQuery<Row> = { ...query, parameters: [key] };
    const rows = readNowIfFree(db, withKey, true) ?? (await db.executeQuery<Row>(withKey)).rows;
    return rows[0];
  };
}

interface Waiter<Row> {
  resolve: (row: Row | undefined) => void;
  reject: (error: unknown) => void;
}

function keyBatcher<Row>(db: Db, reader: PreparedReader, manyKeys: ManyKeys<Row>) {
  const compiled = manyKeys.build(db, [""]).compile();
  if (compiled.parameters.length !== 1) throw new Error("lookupByKey's manyKeys needs a query with one parameter");
  const name = `lookup_by_key_${(preparedNames += 1)}`;
  let waiting = new Map<string, Waiter<Row>[]>();
  let inFlight = 0;
  const send = (): void => {
    if (waiting.size === 0 || inFlight >= READS_IN_FLIGHT) return;
    let batch = waiting;
    if (batch.size <= KEYS_PER_READ) {
      waiting = new Map();
    } else {
      batch = new Map([...waiting].slice(0, KEYS_PER_READ));
      for (const key of batch.keys()) waiting.delete(key);
    }
    inFlight += 1;
    reader(name, compiled.sql, [[...batch.keys()]])
      .then(
        (rows) => {
          const found = new Map((rows as Row[]).map((row) => [manyKeys.keyOf(row), row]));
          for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        inFlight -= 1;
        send();
      });
  };
  return (key: string) =>
    new Promise<Row | undefined>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      send();
    });
}

/**
 * True when this process already runs the database's writing transactions one at a time, sharing commits (SQLite):
 * a line of its own in front of them would only keep transactions from joining a group.
 */
export function writersTakeTurns(db: Db): boolean {
  return groupCommitOf(db) !== undefined;
}

/** PostgreSQL's codes for a transaction that lost a race it can win on a second try. */
const RETRYABLE_CODES = new Set(["40001", "40P01"]);
const TRANSACTION_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction and returns what it returns; inside a transaction already, it joins that one.
 * On SQLite the transaction takes the write lock at once (BEGIN IMMEDIATE), and transactions that queue meanwhile
 * share one COMMIT (sqlite-engine.ts GroupCommit), each answered once it is durable; on PostgreSQL it is READ COMMITTED
 * and the stores lock the rows they read-modify-write, and a deadlock or serialization failure runs `work` again,
 * so `work` must do nothing but database work.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  const group = groupCommitOf(db);
  if (group) return group.run(work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_CODES.has(errorCode(error))) throw error;
    }
  }
}

/** PostgreSQL's classes for a database that cannot be reached or is shutting down, and node's socket errors. */
const UNAVAILABLE_CODE = /^(08|57P0[1-3]|53300$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|ENOTFOUND$|EPIPE$)/;

/**
 * True when an error means the database is out of reach (not that the query was wrong): the request is answered
 * 503 and the health check fails, until the database returns.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_CODE.test(errorCode(error))) return true;
  const message = error instanceof Error ? error.message : "";
  return /timeout exceeded when trying to connect|Connection terminated|connection ended|Client has encountered a connection error/i.test(
    message,
  );
}

/** True when a statement broke a UNIQUE index (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}
