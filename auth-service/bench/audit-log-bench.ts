// The staff console's audit log at 100,000 events: seeds them on SQLite and on PostgreSQL, then times the first and
// the last page (walking every page by its cursor to reach it), unfiltered and under each filter. Keyset paging
// through an index should make the last page cost what the first does. Figures: the median of 25 reads of a page.
//   ./run bench:audit
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery } from "kysely";
import { pageAuditEvents, type AuditPageFilter } from "../src/db/audit-store.ts";
import { openDatabase, type Database } from "../src/db/database.ts";
import { createDatabase, startPostgres } from "../test/servers/postgres-server.ts";

const EVENTS = 100_000;
const PAGE = 50;
const REPEATS = 25;
/** Few customers, so one customer's events (a customer under attack) run to many pages too. */
const USERS = 40;
const TYPES = ["signin_ok", "signin_failed", "twofa_failed", "signout", "lockout", "password_reset_requested"];
const START = Date.UTC(2026, 0, 1);

async function seed(database: Database): Promise<void> {
  const rows = Array.from({ length: EVENTS }, (_, i) => ({
    at: START + i * 1_000,
    event: TYPES[i % TYPES.length]!,
    user_id: `user-${i % USERS}`,
    email: `customer${i % USERS}@example.com`,
    ip: `198.51.100.${i % 250}`,
    detail: JSON.stringify({ cause: "password" }),
    user_agent: null,
    actor_id: null,
  }));
  for (let i = 0; i < rows.length; i += 1_000)
    await database.db
      .insertInto("audit_events")
      .values(rows.slice(i, i + 1_000))
      .execute();
  await database.db.executeQuery(CompiledQuery.raw("ANALYZE"));
}

async function median(read: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

interface Figures {
  label: string;
  pages: number;
  firstMs: number;
  lastMs: number;
  walkMs: number;
}

/** Walks every page of the filter to find the last one's cursor, then times the first and the last page. */
async function measure(database: Database, label: string, filter: AuditPageFilter): Promise<Figures> {
  const read = (beforeId?: number) => pageAuditEvents(database.db, { ...filter, beforeId }, PAGE + 1);
  let pages = 0;
  let lastCursor: number | undefined;
  let cursor: number | undefined;
  const walkStart = performance.now();
  for (;;) {
    const rows = await read(cursor);
    pages += 1;
    if (rows.length <= PAGE) break;
    cursor = rows[PAGE - 1]!.id;
    lastCursor = cursor;
  }
  const walkMs = performance.now() - walkStart;
  return {
    label,
    pages,
    firstMs: await median(() => read()),
    lastMs: await median(() => read(lastCursor)),
    walkMs,
  };
}

async function run(database: Database): Promise<Figures[]> {
  await seed(database);
  return [
    await measure(database, "every event", {}),
    await measure(database, "one type (signin_failed)", { event: "signin_failed" }),
    await measure(database, "one customer (user-7)", { userId: "user-7" }),
    await measure(database, "until a time", { until: START + (EVENTS / 2) * 1_000 }),
  ];
}

const results: [string, Figures[]][] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-bench-"));
const postgres = await startPostgres({ name: "audit-bench" });
try {
  const sqlite = await openDatabase({ dataDir });
  results.push(["sqlite", await run(sqlite)]);
  await sqlite.close();
  const pg = await openDatabase({ dataDir, databaseUrl: await createDatabase(postgres) });
  results.push(["postgres", await run(pg)]);
  await pg.close();
} finally {
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`Audit log, ${EVENTS.toLocaleString("en")} events, ${PAGE} a page, Node ${process.version}\n`);
console.log("| engine | filter | pages | first page ms | last page ms | last / first | every page walked, s |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const [engine, figures] of results)
  for (const f of figures)
    console.log(
      `| ${engine} | ${f.label} | ${f.pages} | ${f.firstMs.toFixed(2)} | ${f.lastMs.toFixed(2)} | ${(f.lastMs / f.firstMs).toFixed(2)} | ${(f.walkMs / 1000).toFixed(2)} |`,
    );
