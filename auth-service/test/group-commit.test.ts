// SQLite's group commit (src/db/sqlite-engine.ts GroupCommit): transactions that queue for the one connection share
// one COMMIT, each in a savepoint of its own, and none is answered before the COMMIT that makes it durable.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME, inTransaction, openDatabase, type Database, type Db } from "../src/db/database.ts";
import { GROUP_MEMBERS, groupCommitOf } from "../src/db/sqlite-engine.ts";

let dataDir: string;
let database: Database;
let db: Db;
/** A second connection to the file, as another process would have: it sees only what was committed. */
let outside: BetterSqlite.Database;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "group-commit-"));
  database = await openDatabase({ dataDir });
  db = database.db;
  await sql`CREATE TABLE scratch (id INTEGER PRIMARY KEY, parent INTEGER REFERENCES scratch (id) DEFERRABLE INITIALLY DEFERRED)`.execute(
    db,
  );
  outside = new BetterSqlite(path.join(dataDir, DATABASE_FILE_NAME));
});

afterEach(async () => {
  outside.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const insert = (trx: Db, id: number, parent: number | null = null) =>
  sql`INSERT INTO scratch (id, parent) VALUES (${id}, ${parent})`.execute(trx);
const committedIds = () =>
  (outside.prepare("SELECT id FROM scratch ORDER BY id").all() as { id: number }[]).map((row) => row.id);
const commits = () => groupCommitOf(db)!.commits;

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("group commit on SQLite", () => {
  it("commits transactions sent at once in one COMMIT a group of at most GROUP_MEMBERS, each answered once on disk", async () => {
    const before = commits();
    const ids = Array.from({ length: GROUP_MEMBERS + 72 }, (_, index) => index + 1);
    const seenWhenAnswered: boolean[] = [];
    await Promise.all(
      ids.map((id) =>
        inTransaction(db, async (trx) => {
          await insert(trx, id);
          return id;
        }).then((answered) => seenWhenAnswered.push(committedIds().includes(answered))),
      ),
    );
    expect(committedIds()).toEqual(ids);
    expect(seenWhenAnswered).toHaveLength(ids.length);
    expect(seenWhenAnswered.every(Boolean)).toBe(true);
    // All were asked for in one turn of the event loop: a full group, then the rest.
    expect(commits() - before).toBe(2);
  });

  it("a member sees the writes of the members before it, as it would after their commits", async () => {
    const results = await Promise.all([
      inTransaction(db, (trx) => insert(trx, 1)),
      inTransaction(db, async (trx) => {
        const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM scratch`.execute(trx);
        return rows.rows[0]!.n;
      }),
    ]);
    expect(results[1]).toBe(1);
  });

  it("a member that throws is rolled back alone, and its caller gets its own error", async () => {
    const outcomes = await Promise.allSettled([
      inTransaction(db, (trx) => insert(trx, 1)),
      inTransaction(db, async (trx) => {
        await insert(trx, 2);
        throw new Error("member two changed its mind");
      }),
      // A statement error (the same id twice) fails its member only.
      inTransaction(db, async (trx) => {
        await insert(trx, 3);
        await insert(trx, 1);
      }),
      inTransaction(db, (trx) => insert(trx, 4)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe("member two changed its mind");
    expect((outcomes[2] as PromiseRejectedResult).reason.code).toBe("SQLITE_CONSTRAINT_PRIMARYKEY");
    expect(committedIds()).toEqual([1, 4]);
  });

  it("when the COMMIT fails, every member of the group fails, and nothing of the group is kept", async () => {
    await inTransaction(db, (trx) => insert(trx, 1));
    const first = gate();
    // The first member holds the group open until the others have queued: they join its group.
    const group = [
      inTransaction(db, async (trx) => {
        await first.opened;
        await insert(trx, 2);
      }),
      inTransaction(db, (trx) => insert(trx, 3)),
      // Its row points at one that does not exist: the deferred foreign key refuses the group's COMMIT.
      inTransaction(db, (trx) => insert(trx, 4, 999)),
      inTransaction(db, (trx) => insert(trx, 5)),
    ];
    first.open();
    const outcomes = await Promise.allSettled(group);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect((outcomes[0] as PromiseRejectedResult).reason.code).toBe("SQLITE_CONSTRAINT_FOREIGNKEY");
    expect(committedIds()).toEqual([1]);
    // The connection is free and whole after it.
    await inTransaction(db, (trx) => insert(trx, 6));
    expect(committedIds()).toEqual([1, 6]);
  });

  it("a read outside any transaction waits for the group, and never sees what is not committed", async () => {
    const member = gate();
    const inserted = gate();
    const writing = inTransaction(db, async (trx) => {
      await insert(trx, 1);
      inserted.open();
      await member.opened;
    });
    await inserted.opened;
    let read: number[] | undefined;
    const reading = sql<{ id: number }>`SELECT id FROM scratch`
      .execute(db)
      .then((result) => (read = result.rows.map((row) => row.id)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read).toBeUndefined();
    member.open();
    await Promise.all([writing, reading]);
    expect(read).toEqual([1]);
  });

  it("when another process keeps the write lock, the waiting transactions fail, and the next ones run", async () => {
    const file = new BetterSqlite(path.join(dataDir, DATABASE_FILE_NAME), { timeout: 5_000 });
    try {
      // The service's own connection waits 5 s for a lock; this test shortens it.
      await sql`PRAGMA busy_timeout = 100`.execute(db);
      file.exec("BEGIN IMMEDIATE");
      const outcomes = await Promise.allSettled([1, 2, 3].map((id) => inTransaction(db, (trx) => insert(trx, id))));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
      expect((outcomes[0] as PromiseRejectedResult).reason.code).toBe("SQLITE_BUSY");
      file.exec("COMMIT");
      await inTransaction(db, (trx) => insert(trx, 4));
      expect(committedIds()).toEqual([4]);
    } finally {
      file.close();
    }
  });
});
