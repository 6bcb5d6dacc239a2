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
  type ControlledTransaction,
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
  groupCommits.set(db, new GroupCommit(db));
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

const groupCommits = new WeakMap<Kysely<Tables>, GroupCommit>();

/** The group commit of a SQLite database (undefined for PostgreSQL or a transaction): see GroupCommit. */
export function groupCommitOf(db: Kysely<Tables>): GroupCommit | undefined {
  return groupCommits.get(db);
}

/** The most transactions one commit carries, so the first of them waits for a bounded number of others. */
export const GROUP_MEMBERS = 128;

/**
 * Group commit: transactions that wait for the one connection while another runs are run together, one after the
 * other inside a single BEGIN IMMEDIATE ... COMMIT, each in a SAVEPOINT of its own, and all are answered after that
 * COMMIT. With synchronous FULL every COMMIT waits for the disk (1-3 ms here), and better-sqlite3 waits on the event
 * loop's thread, so one commit per transaction capped the service at a few hundred writes a second; one commit per
 * group spends that wait once for every member.
 *
 * What it keeps:
 * - Each member still runs alone on the connection and sees every earlier member's writes, as it would have after
 *   their commits; nothing outside the group can read between members (the group holds the connection's turn from
 *   BEGIN to COMMIT, so a read outside a transaction waits, and never sees what is not committed).
 * - A member that throws is rolled back to its savepoint alone; the others commit.
 * - No member is answered before the COMMIT that makes it durable; if the COMMIT (or a rollback to a savepoint)
 *   fails, every member of the group fails, none was answered, and nothing of the group was kept.
 * - A transaction alone waits for nothing but the end of the event loop's current turn.
 */
export class GroupCommit {
  readonly #db: Kysely<Tables>;
  #waiting: GroupMember[] = [];
  #running = false;
  #commits = 0;

  constructor(db: Kysely<Tables>) {
    this.#db = db;
  }

  /** How many groups have committed (tests, and how many transactions a commit carried). */
  get commits(): number {
    return this.#commits;
  }

  /** Runs `work` in the next group and resolves with what it returned once the group has committed. */
  run<T>(work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.#running) {
        this.#running = true;
        setImmediate(() => void this.#runGroups());
      }
    });
  }

  /**
   * Each group starts once the event loop has handled the requests that arrived together (setImmediate runs after
   * the poll phase): a member's statements run synchronously (better-sqlite3), so a group started at once would run
   * to its COMMIT before the next request's callback, and every group would hold one transaction.
   */
  async #runGroups(): Promise<void> {
    try {
      while (this.#waiting.length > 0) {
        await this.#runGroup();
        if (this.#waiting.length > 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.#running = false;
    }
  }

  async #runGroup(): Promise<void> {
    let group: ControlledTransaction<Tables>;
    try {
      group = await this.#db.startTransaction().execute();
    } catch (error) {
      // BEGIN IMMEDIATE failed (another process kept the write lock past busy_timeout): every waiting
      // transaction would have met the same lock.
      for (const member of this.#waiting.splice(0)) member.reject(error);
      return;
    }
    const committed: { member: GroupMember; value: unknown }[] = [];
    let running: { member: GroupMember; error?: unknown } | undefined;
    try {
      while (this.#waiting.length > 0 && committed.length < GROUP_MEMBERS) {
        running = { member: this.#waiting.shift()! };
        const savepoint = await group.savepoint(SAVEPOINT).execute();
        try {
          const value = await running.member.work(savepoint);
          await savepoint.releaseSavepoint(SAVEPOINT).execute();
          committed.push({ member: running.member, value });
        } catch (error) {
          // A failure SQLite answers by rolling back the whole transaction (a full disk, say) leaves no savepoint
          // to return to: the rollback throws, and the whole group fails below.
          running.error = error;
          await savepoint.rollbackToSavepoint(SAVEPOINT).execute();
          await savepoint.releaseSavepoint(SAVEPOINT).execute();
          running.member.reject(error);
        }
        running = undefined;
      }
      await group.commit().execute();
      this.#commits += 1;
    } catch (error) {
      if (!group.isCommitted && !group.isRolledBack)
        await group
          .rollback()
          .execute()
          .catch(() => undefined);
      running?.member.reject(running.error ?? error);
      for (const { member } of committed) member.reject(error);
      return;
    }
    for (const { member, value } of committed) member.resolve(value);
  }
}

const SAVEPOINT = "group_member";

interface GroupMember {
  work: (trx: Kysely<Tables>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
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

/**
 * Compiles without FOR UPDATE, FOR NO KEY UPDATE, FOR SHARE or FOR KEY SHARE: SQLite has no row locks, and IMMEDIATE
 * transactions already serialize writers.
 */
class NoRowLocksCompiler extends SqliteQueryCompiler {
  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    return super.compileQuery(withoutRowLocks(node), queryId);
  }
}

const ROW_LOCKS: ReadonlySet<string> = new Set(["ForUpdate", "ForNoKeyUpdate", "ForShare", "ForKeyShare"]);

function withoutRowLocks(node: RootOperationNode): RootOperationNode {
  if (!SelectQueryNode.is(node) || !node.endModifiers?.length) return node;
  const endModifiers = node.endModifiers.filter((modifier) => !ROW_LOCKS.has(modifier.modifier ?? ""));
  return Object.freeze({ ...node, endModifiers: Object.freeze(endModifiers) });
}
