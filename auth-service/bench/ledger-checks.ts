// bench:ledger's checks that nothing was lost or moved twice: each load's 201s against what the accounts' balances
// did meanwhile, every 201 against the ledger's transfer transactions, and the ledger's own verification.
import { formatAmount } from "@bank/contracts";
import { sql } from "kysely";
import type { Db } from "../src/db/database.ts";
import { verifyLedger } from "../src/workspace/ledger/verify.ts";
import { listAccounts } from "../src/workspace/store/accounts-store.ts";
import type { TransferTally } from "./ledger-load.ts";

/** The posted balance of each of the business's accounts, read exactly. */
export async function balancesOf(db: Db, businessId: string): Promise<Map<string, bigint>> {
  return new Map((await listAccounts(db, businessId)).map((account) => [account.id, account.posted]));
}

/** A failed check: the bench stops, prints it and exits 1. */
export class CheckFailed extends Error {
  override name = "CheckFailed";
}

/**
 * Throws unless every account's balance moved from `before` to `after` by exactly what the tally's 201s moved
 * (nothing else moves money while a load runs). Answers the money that left and arrived, in minor units.
 */
export function expectMoved(
  what: string,
  tally: TransferTally,
  before: ReadonlyMap<string, bigint>,
  after: ReadonlyMap<string, bigint>,
): { out: bigint; in: bigint } {
  const problems: string[] = [];
  let out = 0n;
  let into = 0n;
  for (const [accountId, balance] of after) {
    const moved = balance - (before.get(accountId) ?? 0n);
    const told = tally.moved.get(accountId) ?? 0n;
    if (moved !== told) problems.push(`${accountId} moved ${moved} minor units, its 201s say ${told}`);
    if (moved < 0n) out -= moved;
    else into += moved;
  }
  if (problems.length > 0) throw new CheckFailed(`${what}: ${problems.join("; ")}`);
  return { out, in: into };
}

/** How many transfer transactions the business's ledger holds. */
export async function transferTransactions(db: Db, businessId: string): Promise<number> {
  const { rows } = await sql<{ transfers: number | string }>`
    SELECT COUNT(*) AS transfers FROM ledger_transactions WHERE business_id = ${businessId} AND kind = 'transfer'`.execute(
    db,
  );
  return Number(rows[0]!.transfers);
}

/** The ledger's own verification (./run ledger:verify): throws naming the first problems. */
export async function expectLedgerClean(db: Db): Promise<string> {
  const report = await verifyLedger(db);
  if (report.problems.length > 0) throw new CheckFailed(`ledger NOT clean: ${report.problems.slice(0, 10).join("; ")}`);
  return `ledger clean (${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries)`;
}

export const usd = (minor: bigint) => formatAmount(minor, "USD");
