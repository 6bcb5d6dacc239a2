// bench:ledger's CSV export: 100,000 transactions seeded for one business, then GET .../transactions.csv over HTTP,
// bytes and lines counted as they arrive (the body is never held), and the service's memory read meanwhile.
//
// Seeding goes through SQL inserts, not postMovement: postMovement is five statements a movement (0.43 ms a movement
// on SQLite and 2.7 ms on PostgreSQL on the 2-core machine, in batches of 1,000 a transaction), 45 s and 4.5 minutes
// for 100,000. The rows are what postMovement writes: a transaction, one entry on the business's account and one on
// the bank's settlement account, both posted, each with its place in its account's postings and the balance after
// it; then the two accounts' posted balances and posting counts. All in one transaction that holds both accounts'
// rows, so the chains continue from what they held. `verifyLedger` checks the result like any other ledger.
import crypto from "node:crypto";
import http from "node:http";
import type { Insertable } from "kysely";
import { sql } from "kysely";
import { inTransaction, type Database, type Db } from "../src/db/database.ts";
import type { LedgerEntriesTable, LedgerTransactionsTable } from "../src/db/schema.ts";
import { BANK_ACCOUNTS } from "../src/workspace/ledger/bank-accounts.ts";
import { listAccounts } from "../src/workspace/store/accounts-store.ts";
import { moneyText, toMinor } from "../src/workspace/store/money-sql.ts";
import { openBusinessOf, type AuthService } from "./bench-support.ts";
import { CheckFailed } from "./ledger-checks.ts";
import type { MoneyCustomer } from "./ledger-customer.ts";
import { memoryOf, resetPeakMemory } from "./proc-stats.ts";

const ROWS_PER_INSERT = 500;
const SPACING_MS = 5 * 60_000;
const PAYEES = ["Office Supplies Co", "Cloud Hosting Inc", "Payroll Services", "Legal Partners LLP", "Coffee Roasters"];
const PAYERS = ["Acme Corp", "Globex", "Initech", "Umbrella Retail", "Stark Components"];

/** A small deterministic generator, so every run seeds the same amounts. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Seeds `count` posted transactions on `accountId` (a USD account of the business), against the bank's USD
 * settlement account: deposits in and payments out, one every five minutes up to now, never below zero.
 */
export async function seedTransactions(db: Db, businessId: string, accountId: string, count: number): Promise<void> {
  const settlementId = BANK_ACCOUNTS.settlement.USD;
  const random = randomFrom(42);
  await inTransaction(db, async (trx) => {
    // Both rows locked (PostgreSQL; SQLite's IMMEDIATE transaction holds the one write lock), as postMovement does.
    const held = await trx
      .selectFrom("ledger_accounts")
      .select(["id", moneyText("posted"), "postings"])
      .where("id", "in", [accountId, settlementId])
      .orderBy("id")
      .forUpdate()
      .execute();
    const state = new Map(
      held.map((row) => [row.id, { posted: toMinor(row.posted!), postings: Number(row.postings) }]),
    );
    const account = state.get(accountId)!;
    const settlement = state.get(settlementId)!;
    const start = Date.now() - count * SPACING_MS;
    let transactions: Insertable<LedgerTransactionsTable>[] = [];
    let entries: Insertable<LedgerEntriesTable>[] = [];
    const flush = async () => {
      if (transactions.length === 0) return;
      await trx.insertInto("ledger_transactions").values(transactions).execute();
      await trx.insertInto("ledger_entries").values(entries).execute();
      transactions = [];
      entries = [];
    };
    for (let i = 0; i < count; i += 1) {
      const at = start + i * SPACING_MS;
      const outgoing = i % 3 !== 0 && account.posted > 50_000n;
      const size = outgoing
        ? BigInt(500 + Math.floor(random() * 20_000))
        : BigInt(10_000 + Math.floor(random() * 500_000));
      const amount = outgoing ? -size : size;
      const party = outgoing ? PAYEES[i % PAYEES.length]! : PAYERS[i % PAYERS.length]!;
      const transactionId = crypto.randomUUID();
      transactions.push({
        id: transactionId,
        business_id: businessId,
        kind: outgoing ? "payment" : "deposit",
        description: outgoing ? `Payment to ${party}` : `ACH deposit from ${party}`,
        counterparty: party,
        memo: null,
        reference: `INV-${100_000 + i}`,
        payment_id: null,
        created_by: null,
        created_at: at,
      });
      for (const [side, sideAmount, sideBusiness] of [
        [account, amount, businessId],
        [settlement, -amount, null],
      ] as const) {
        side.posted += sideAmount;
        side.postings += 1;
        entries.push({
          id: crypto.randomUUID(),
          transaction_id: transactionId,
          account_id: side === account ? accountId : settlementId,
          business_id: sideBusiness,
          currency: "USD",
          amount: sideAmount,
          status: "posted",
          created_at: at,
          posted_at: at,
          account_seq: side.postings,
          balance_after: side.posted,
        });
      }
      if (transactions.length === ROWS_PER_INSERT) await flush();
    }
    await flush();
    for (const [id, { posted, postings }] of state)
      await sql`UPDATE ledger_accounts SET posted = ${posted}, postings = ${postings} WHERE id = ${id}`.execute(trx);
  });
}

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
 * given, runs between the seeding and the download.
 */
export async function measureExport(
  service: AuthService,
  database: Database,
  customer: MoneyCustomer,
  count: number,
  warmUp?: (businessId: string) => Promise<void>,
): Promise<ExportFigures & { seedSeconds: number }> {
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
  const figures = await downloadCsv(service, customer.cookie, businessId, count);
  if (figures.rows !== count) throw new CheckFailed(`the CSV held ${figures.rows} rows, not ${count}`);
  return { ...figures, seedSeconds };
}
