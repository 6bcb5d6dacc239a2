// bench:ledger's CSV export: 100,000 transactions seeded for one business (test/ledger-seed.ts: SQL inserts of what
// postMovement writes), then GET .../transactions.csv over HTTP, bytes and lines counted as they arrive (the body is
// never held), and the service's memory read meanwhile.
import http from "node:http";
import { sql } from "kysely";
import type { Database } from "../src/db/database.ts";
import { listAccounts } from "../src/workspace/store/accounts-store.ts";
import { seedTransactions } from "../test/ledger-seed.ts";
import { openBusinessOf, type AuthService } from "./bench-support.ts";
import { CheckFailed } from "./ledger-checks.ts";
import type { MoneyCustomer } from "./ledger-customer.ts";
import { memoryOf, resetPeakMemory } from "./proc-stats.ts";

export interface ExportFigures {
  rows: number;
  bytes: number;
  seconds: number;
  /** The service's resident memory before, and the most sampled every 50 ms (kB). */
  rssBefore: number;
  rssSampledPeak: number;
  /** The most sampled while each quarter of the rows arrived: growing to the end would mean memory follows size. */
  rssByQuarter: number[];
  /** VmHWM after resetting it before the download (kB); null when it could not be reset. */
  kernelPeak: number | null;
}

/** Downloads the business's CSV from the service, counting as it streams, and watches the service's memory. */
export async function downloadCsv(
  service: AuthService,
  cookie: string,
  businessId: string,
  expectedRows: number,
): Promise<ExportFigures> {
  const pid = service.child.pid!;
  const peakReset = resetPeakMemory(pid);
  const rssBefore = memoryOf(pid).rss;
  const rssByQuarter = [rssBefore, rssBefore, rssBefore, rssBefore];
  let lines = 0;
  const sample = () => {
    const quarter = Math.min(3, Math.floor((Math.max(0, lines - 1) * 4) / expectedRows));
    rssByQuarter[quarter] = Math.max(rssByQuarter[quarter]!, memoryOf(pid).rss);
  };
  const sampler = setInterval(sample, 50);
  const start = performance.now();
  try {
    const bytes = await new Promise<number>((resolve, reject) => {
      const url = `${service.base}/api/businesses/${businessId}/transactions.csv`;
      http
        .get(url, { headers: { cookie } }, (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(new Error(`the CSV answered ${response.statusCode}`));
            return;
          }
          let bytes = 0;
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
          });
          response.on("end", () => resolve(bytes));
          response.on("error", reject);
        })
        .on("error", reject);
    });
    const seconds = (performance.now() - start) / 1_000;
    sample();
    return {
      // The header is a line of its own.
      rows: lines - 1,
      bytes,
      seconds,
      rssBefore,
      rssSampledPeak: Math.max(...rssByQuarter),
      rssByQuarter,
      kernelPeak: peakReset ? memoryOf(pid).peak : null,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A new business of the customer's, its Checking seeded with `count` transactions, downloaded as CSV. `warmUp`, when
 * given, runs between the seeding and the download. The business is returned with the figures, to download again.
 */
export async function measureExport(
  service: AuthService,
  database: Database,
  customer: MoneyCustomer,
  count: number,
  warmUp?: (businessId: string) => Promise<void>,
): Promise<ExportFigures & { seedSeconds: number; businessId: string }> {
  const { db } = database;
  const businessId = await openBusinessOf(service, customer.email, "Bench Exports LLC");
  const checking = (await listAccounts(db, businessId)).find((account) => account.currency === "USD")!;
  const seedStart = performance.now();
  await seedTransactions(db, businessId, checking.id, count);
  // PostgreSQL's autovacuum analyzes a table after a load like this one, on its own schedule; done here at once, so
  // the export's plan never depends on whether it has run yet. (The service never analyzes SQLite.)
  if (database.engine === "postgres") await sql`ANALYZE ledger_transactions, ledger_entries`.execute(db);
  const seedSeconds = (performance.now() - seedStart) / 1_000;
  await warmUp?.(businessId);
  return { ...(await downloadWhole(service, customer.cookie, businessId, count)), seedSeconds, businessId };
}

/** downloadCsv, failing unless the CSV held every row. */
export async function downloadWhole(
  service: AuthService,
  cookie: string,
  businessId: string,
  count: number,
): Promise<ExportFigures> {
  const figures = await downloadCsv(service, cookie, businessId, count);
  if (figures.rows !== count) throw new CheckFailed(`the CSV held ${figures.rows} rows, not ${count}`);
  return figures;
}
