// A compiled read of many rows, for the stores that read a lot of them a page at a time (the transaction list and
// its CSV export): on SQLite at once when its connection is free (readNowIfFree), on PostgreSQL as a statement
// prepared on each pooled connection and named by its text, and through Kysely otherwise (a transaction, or
// SQLite's connection taken).
//
// On PostgreSQL Kysely runs a query through pg's promise interface (`client.query(sql, parameters)`); read that way,
// about half of a page's row objects outlive a young collection and are copied into V8's old space, where they stay
// until a full collection: about 0.5 KB of the service's memory a row, 48 MB for a CSV export of 100,000 rows. Read
// through pg's callback interface, as pg-pool's `query` does (and the prepared reader with it), next to none do: with
// --trace-gc-nvp, 100,000 rows in pages of 500 left 43 MB surviving young collections the one way, 1 MB the other.
import { createHash } from "node:crypto";
import type { CompiledQuery } from "kysely";
import type { Db } from "./database.ts";
import { preparedReaderOf } from "./postgres-engine.ts";
import { readNowIfFree } from "./sqlite-engine.ts";

/** One name per text: a connection keeps each name's statement, and refuses a name given another text. */
function statementName(sql: string): string {
  return `rows_${createHash("sha256").update(sql).digest("hex").slice(0, 32)}`;
}

export async function readRows<Row>(db: Db, query: CompiledQuery<Row>): Promise<Row[]> {
  const now = readNowIfFree(db, query);
  if (now) return now;
  const prepared = preparedReaderOf(db);
  if (prepared) return (await prepared(statementName(query.sql), query.sql, query.parameters)) as Row[];
  return (await db.executeQuery(query)).rows;
}
