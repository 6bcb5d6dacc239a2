// Queries of fixed shape (src/db/fixed-query.ts) compile once per database and shape, in or out of a transaction,
// and run with each call's own values, on the engine under test.
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inTransaction, type Database, type Db } from "../src/db/database.ts";
import { fixedQuery } from "../src/db/fixed-query.ts";
import { openTestDatabase } from "./test-database.ts";

let database: Database;
let db: Db;

beforeEach(async () => {
  database = await openTestDatabase();
  db = database.db;
  await sql`CREATE TABLE scratch (id TEXT PRIMARY KEY, amount BIGINT NOT NULL, note TEXT)`.execute(db);
});

afterEach(() => database.close());

describe("fixedQuery", () => {
  it("builds once per shape, and runs each call with its own values, in and out of transactions", async () => {
    let builds = 0;
    const insert = fixedQuery((db, rows: { rows: { id: string; amount: bigint; note: string | null }[] }) => {
      builds += 1;
      return db.insertInto("scratch" as never).values(rows.rows as never);
    });
    const big = 2n ** 62n + 7n;
    await insert(db, { rows: [{ id: "a", amount: 1n, note: "first" }] });
    await insert(db, { rows: [{ id: "b", amount: big, note: "second" }] });
    await inTransaction(db, (trx) => insert(trx, { rows: [{ id: "c", amount: -5n, note: "third" }] }));
    expect(builds).toBe(1);
    // Two rows, and a null, are other shapes.
    await insert(db, {
      rows: [
        { id: "d", amount: 4n, note: null },
        { id: "e", amount: 5n, note: "fifth" },
      ],
    });
    expect(builds).toBe(2);
    const { rows } = await sql<{ id: string; amount: string; note: string | null }>`
      SELECT id, CAST(amount AS TEXT) AS amount, note FROM scratch ORDER BY id`.execute(db);
    expect(rows).toEqual([
      { id: "a", amount: "1", note: "first" },
      { id: "b", amount: big.toString(), note: "second" },
      { id: "c", amount: "-5", note: "third" },
      { id: "d", amount: "4", note: null },
      { id: "e", amount: "5", note: "fifth" },
    ]);
  });

  it("keeps booleans, so a builder may branch on them, and keeps the constants it wrote", async () => {
    await sql`INSERT INTO scratch (id, amount, note) VALUES ('a', 10, 'x'), ('b', 20, 'y'), ('c', 30, 'x')`.execute(db);
    const find = fixedQuery((db, filter: { note: string; above: number; largest: boolean; ids: string[] }) => {
      const query = db
        .selectFrom("scratch" as never)
        .select(["id" as never])
        .where("note" as never, "=", filter.note as never)
        .where("amount" as never, ">", filter.above as never)
        .where("id" as never, "in", filter.ids as never)
        .where("id" as never, "<>", "zz" as never);
      return filter.largest ? query.orderBy("amount" as never, "desc").limit(1) : query.orderBy("id" as never);
    });
    const ids = async (filter: Parameters<typeof find>[1]) =>
      (await find(db, filter)).rows.map((row) => (row as { id: string }).id);
    expect(await ids({ note: "x", above: 0, largest: false, ids: ["a", "b", "c"] })).toEqual(["a", "c"]);
    expect(await ids({ note: "x", above: 0, largest: true, ids: ["a", "b", "c"] })).toEqual(["c"]);
    expect(await ids({ note: "y", above: 15, largest: false, ids: ["a", "b", "c"] })).toEqual(["b"]);
    expect(await ids({ note: "x", above: 0, largest: false, ids: ["a"] })).toEqual(["a"]);
  });
});
