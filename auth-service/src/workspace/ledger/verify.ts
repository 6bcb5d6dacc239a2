// ./run ledger:verify: recomputes every account's balances from its entries and every transaction's sum, on either
// engine, and names each difference. A clean ledger answers no problems.
import type { Db } from "../../db/database.ts";
import {
  accountsOutOfBalance,
  brokenBalanceChains,
  entriesInForeignCurrency,
  oneSidedTransactions,
  unbalancedTransactions,
} from "../store/ledger-checks-store.ts";

export interface LedgerReport {
  accounts: number;
  transactions: number;
  entries: number;
  problems: string[];
}

export async function verifyLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = [];
  for (const row of await unbalancedTransactions(db)) {
    problems.push(
      Number(row.statuses) !== 1
        ? `transaction ${row.transaction_id}: its ${row.currency} entries are not all of one status`
        : `transaction ${row.transaction_id}: its ${row.currency} entries sum to ${row.total}, not 0`,
    );
  }
  for (const row of await oneSidedTransactions(db)) {
    problems.push(`transaction ${row.id}: ${row.entries} entries (a movement has at least two)`);
  }
  for (const row of await accountsOutOfBalance(db)) {
    const differences = [
      row.posted !== row.posted_sum && `posted ${row.posted} but its posted entries sum to ${row.posted_sum}`,
      row.pending_in !== row.pending_in_sum && `pending in ${row.pending_in} but entries say ${row.pending_in_sum}`,
      row.pending_out !== row.pending_out_sum &&
        `pending out ${row.pending_out} but entries say ${row.pending_out_sum}`,
      Number(row.postings) !== Number(row.posted_entries) &&
        `${row.postings} postings counted but ${row.posted_entries} posted entries`,
      Number(row.no_overdraft) === 1 &&
        BigInt(row.posted) - BigInt(row.pending_out) < 0n &&
        `available balance below zero (${BigInt(row.posted) - BigInt(row.pending_out)})`,
    ].filter(Boolean);
    problems.push(`account ${row.id}: ${differences.join("; ")}`);
  }
  for (const row of await entriesInForeignCurrency(db)) {
    problems.push(`entry ${row.id}: its currency is not its account ${row.account_id}'s`);
  }
  for (const row of await brokenBalanceChains(db)) {
    problems.push(`entry ${row.id}: balance after posting ${row.account_seq} of ${row.account_id} does not follow`);
  }
  const count = async (table: "ledger_accounts" | "ledger_transactions" | "ledger_entries") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("rows"))
          .executeTakeFirstOrThrow()
      ).rows,
    );
  return {
    accounts: await count("ledger_accounts"),
    transactions: await count("ledger_transactions"),
    entries: await count("ledger_entries"),
    problems,
  };
}
