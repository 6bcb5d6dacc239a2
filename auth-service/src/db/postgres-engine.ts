// The shared engine: PostgreSQL through a `pg` pool behind Kysely, chosen by DATABASE_URL, so any number of
// stateless instances share users, sessions, counters and tokens.
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Tables } from "./schema.ts";

/** Connections per instance: requests wait for one (no request holds one across a password hash). */
const POOL_SIZE = 10;
/** A request waits this long for a connection before it fails (and health reports the database unreachable). */
const CONNECT_TIMEOUT_MS = 3_000;
const INT8_OID = 20;

/** BIGINT columns hold millisecond times and counts, all far below 2^53: read them as numbers, not strings. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs a read as a named (prepared) statement straight on the pool: PostgreSQL parses and plans it once per
 * connection instead of once per query. Only for reads outside a transaction (a transaction has a connection of
 * its own, through Kysely).
 */
export type PreparedReader = (name: string, sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const preparedReaders = new WeakMap<Kysely<Tables>, PreparedReader>();

/** The prepared reader of a PostgreSQL database opened here; undefined for SQLite or a transaction. */
export function preparedReaderOf(db: Kysely<Tables>): PreparedReader | undefined {
  return preparedReaders.get(db);
}

export interface PostgresEngine {
  db: Kysely<Tables>;
  pool: pg.Pool;
}

export function openPostgres(databaseUrl: string, onPoolError: (error: Error) => void): PostgresEngine {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A transaction left open by a crashed request must not hold row locks for long.
    options: "-c idle_in_transaction_session_timeout=30000",
    types,
  });
  // An idle connection that breaks (the server restarts) must not crash the process: the pool drops it and
  // opens a new one on the next request.
  pool.on("error", onPoolError);
  // A connection checked out for a transaction is not the pool's to watch: if the server ends it between two
  // statements (idle_in_transaction_session_timeout above, a restart), the client itself emits "error", and an
  // error event nobody listens to ends the process. Every client gets a listener of its own; the transaction's
  // next statement fails, and the pool discards the client when it is released.
  pool.on("connect", (client) => client.on("error", onPoolError));
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  preparedReaders.set(db, async (name, text, values) => (await pool.query({ name, text, values: [...values] })).rows);
  return { db, pool };
}
