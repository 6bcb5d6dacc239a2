// The ledger's consistency checks as SQL (ledger/verify.ts runs them): each query answers the rows that break
// a rule, so a clean ledger answers nothing. Sums are exact on both engines and read as text.
import { sql } from "kysely";
import type { Db } from "../../db/database.ts";

/** Transactions whose entries do not sum to zero in a currency, or mix statuses. */
export async function unbalancedTransactions(db: Db) {
  const { rows } = await sql<{ transaction_id: string; currency: string; total: string; statuses: number }>`
    SELECT transaction_id, currency, CAST(SUM(amount) AS TEXT) AS total, COUNT(DISTINCT status) AS statuses
    FROM ledger_entries
    GROUP BY transaction_id, currency
    HAVING SUM(amount) <> 0 OR COUNT(DISTINCT status) <> 1`.execute(db);
  return rows;
}

/** Transactions with fewer than two entries (a movement always has two sides). */
export async function oneSidedTransactions(db: Db) {
  const { rows } = await sql<{ id: string; entries: number }>`
    SELECT t.id, COUNT(e.id) AS entries
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
    GROUP BY t.id
    HAVING COUNT(e.id) < 2`.execute(db);
  return rows;
}

/** Accounts whose kept balances differ from the sums of their entries, or that hold less than zero available. */
export async function accountsOutOfBalance(db: Db) {
  const { rows } = await sql<{
    id: string;
    posted: string;
    posted_sum: string;
    pending_in: string;
    pending_in_sum: string;
    pending_out: string;
    pending_out_sum: string;
    postings: number;
    posted_entries: number;
    no_overdraft: number;
  }>`
    SELECT a.id,
           CAST(a.posted AS TEXT) AS posted, CAST(COALESCE(s.posted_sum, 0) AS TEXT) AS posted_sum,
           CAST(a.pending_in AS TEXT) AS pending_in, CAST(COALESCE(s.pending_in_sum, 0) AS TEXT) AS pending_in_sum,
           CAST(a.pending_out AS TEXT) AS pending_out, CAST(COALESCE(s.pending_out_sum, 0) AS TEXT) AS pending_out_sum,
           a.postings, COALESCE(s.posted_entries, 0) AS posted_entries, a.no_overdraft
    FROM ledger_accounts a
    LEFT JOIN (
      SELECT account_id,
             SUM(CASE WHEN status = 'posted' THEN amount ELSE 0 END) AS posted_sum,
             SUM(CASE WHEN status = 'pending' AND amount > 0 THEN amount ELSE 0 END) AS pending_in_sum,
             SUM(CASE WHEN status = 'pending' AND amount < 0 THEN -amount ELSE 0 END) AS pending_out_sum,
             SUM(CASE WHEN status = 'posted' THEN 1 ELSE 0 END) AS posted_entries
      FROM ledger_entries GROUP BY account_id
    ) s ON s.account_id = a.id
    WHERE a.posted <> COALESCE(s.posted_sum, 0)
       OR a.pending_in <> COALESCE(s.pending_in_sum, 0)
       OR a.pending_out <> COALESCE(s.pending_out_sum, 0)
       OR a.postings <> COALESCE(s.posted_entries, 0)
       OR (a.no_overdraft = 1 AND a.posted - a.pending_out < 0)`.execute(db);
  return rows;
}

/** Entries in another currency than their account's. */
export async function entriesInForeignCurrency(db: Db) {
  const { rows } = await sql<{ id: string; account_id: string }>`
    SELECT e.id, e.account_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.currency <> a.currency`.execute(db);
  return rows;
}

/**
 * Posted entries whose balance_after is not the one before plus the entry's amount (in the account's posting
 * order), or whose place in that order skips or repeats.
 */
export async function brokenBalanceChains(db: Db) {
  const { rows } = await sql<{ id: string; account_id: string; account_seq: number }>`
    SELECT id, account_id, account_seq FROM (
      SELECT id, account_id, account_seq, amount, balance_after,
             LAG(balance_after) OVER (PARTITION BY account_id ORDER BY account_seq) AS previous,
             ROW_NUMBER() OVER (PARTITION BY account_id ORDER BY account_seq) AS place
      FROM ledger_entries WHERE status = 'posted'
    ) chain
    WHERE balance_after <> COALESCE(previous, 0) + amount OR account_seq <> place`.execute(db);
  return rows;
}
