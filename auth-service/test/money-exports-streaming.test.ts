// The CSV export over a real socket, on each engine: a client that stops reading stops the export's reads from the
// ledger (back-pressure from the socket back to the database), one that goes away mid-download ends them, and
// either way nothing is left open: no transaction and no connection taken, and the database serves at once after.
//
// The app listens on a Unix socket: the kernel holds at most about 200 KB of a stream socket's unread bytes
// (net.core.wmem_default), where loopback TCP grows its buffers to megabytes, so a client that stops reading pushes
// back after a few of the export's pages (500 rows, about 90 KB of text each).
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestApp } from "./test-app.ts";
import type { Person } from "./workspace-support.ts";

/** The ledger's pages read for the export, counted where the export asks for them. */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../src/workspace/store/transactions-store.ts", async (importOriginal) => {
  const store = await importOriginal<typeof import("../src/workspace/store/transactions-store.ts")>();
  return {
    ...store,
    listEntries: (...args: Parameters<typeof store.listEntries>) => {
      reads.count++;
      return store.listEntries(...args);
    },
  };
});
// The service's modules are loaded afresh, so that they take the counted store: a worker keeps the modules of the
// files it ran before (isolate: false in vitest.config.ts), and those hold the store unmocked.
vi.resetModules();
const { inTransaction } = await import("../src/db/database.ts");
const { seedTransactions } = await import("./ledger-seed.ts");
const { firstAccounts } = await import("./money-support.ts");
const { TestClock } = await import("./support.ts");
const { createTestApp } = await import("./test-app.ts");
const { TEST_ENGINE } = await import("./test-database.ts");
const { business, person } = await import("./workspace-support.ts");

const ROWS = 20_000;
/** 500 rows a read, and one more that finds none. */
const READS = ROWS / 500 + 1;
/** The most reads a client that reads nothing may cause: the pages that fill the socket and the buffers. */
const READS_WHILE_STALLED = 10;
/** PostgreSQL's pool (postgres-engine.ts). */
const POOL_SIZE = 10;

const clock = new TestClock();
let t: TestApp;
let owner: Person;
let socketPath: string;
let csvPath: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  owner = await person(t, clock);
  const businessId = await business(t, owner, "Streams LLC");
  const { checking } = await firstAccounts(t, businessId, owner);
  await seedTransactions(t.db, businessId, checking.id, ROWS);
  socketPath = path.join(t.dataDir, "http.sock");
  await t.app.listen({ path: socketPath });
  csvPath = `/api/businesses/${businessId}/transactions.csv`;
});
afterAll(() => t.close());
beforeEach(() => {
  reads.count = 0;
});

/** GET of the CSV on a connection of its own; the answer is not read until the test reads it. */
function download(): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath, path: csvPath, headers: { cookie: owner.cookie }, agent: false }, resolve)
      .on("error", reject);
  });
}

/** The reads so far, once no read has come for 300 ms. */
async function readsOnceSettled(): Promise<number> {
  let seen = -1;
  while (seen !== reads.count) {
    seen = reads.count;
    await sleep(300);
  }
  return seen;
}

async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Nothing of an export is left in the database: every pooled connection can be taken at once, each for a write
 * transaction (on SQLite, its one connection and the write lock), and on PostgreSQL no session of the service's is
 * inside a transaction or running a statement.
 */
async function expectNothingHeld(): Promise<void> {
  const transactions = Array.from({ length: POOL_SIZE }, () =>
    inTransaction(t.db, async (trx) => {
      await sql`UPDATE ledger_accounts SET postings = postings WHERE id = ${"none"}`.execute(trx);
      if (TEST_ENGINE === "postgres") await sql`SELECT pg_sleep(0.1)`.execute(trx);
    }),
  );
  await within(2_000, "a write transaction on every pooled connection", Promise.all(transactions));
  if (TEST_ENGINE === "postgres") {
    const { rows } = await sql<{ state: string | null; query: string }>`
      SELECT state, query FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`.execute(t.db);
    expect(rows.filter((row) => row.state !== "idle")).toEqual([]);
  }
}

describe("the CSV export under back-pressure", () => {
  it("a client that stops reading stops the reads from the ledger; reading on, it gets every row", async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    const stalled = await readsOnceSettled();
    expect(stalled).toBeGreaterThanOrEqual(1);
    expect(stalled).toBeLessThanOrEqual(READS_WHILE_STALLED);
    await sleep(500);
    expect(reads.count).toBe(stalled);
    // A client that has stopped holds nothing of the database's either.
    await expectNothingHeld();

    let lines = 0;
    for await (const chunk of response as AsyncIterable<Buffer>)
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    expect(lines).toBe(ROWS + 1);
    expect(reads.count).toBe(READS);
  });

  it("a client that goes away mid-download ends the reads, and leaves nothing open", async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once("data", resolve));
    response.destroy();
    const atEnd = await readsOnceSettled();
    expect(atEnd).toBeLessThanOrEqual(READS_WHILE_STALLED);
    await expectNothingHeld();
    // And the next download is whole.
    const next = await t.app.inject({ method: "GET", url: csvPath, headers: { cookie: owner.cookie } });
    expect(next.statusCode).toBe(200);
    expect(next.body.split("\r\n")).toHaveLength(ROWS + 2);
  });
});
