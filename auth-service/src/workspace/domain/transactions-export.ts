// The CSV export of the business's transactions with the list's filters: read from the ledger a page at a time as
// the download is taken (exports/transactions-csv.ts pulls only when the client reads), so memory stays flat for
// any number of rows.
import type { TransactionFilter } from "@bank/contracts";
import type { Readable } from "node:stream";
import type { Db } from "../../db/database.ts";
import { transactionsCsv, type CsvTransaction } from "../exports/transactions-csv.ts";
import { listAccounts } from "../store/accounts-store.ts";
import { listEntries } from "../store/transactions-store.ts";
import { listingOf, toTransaction } from "./transactions.ts";

const ROWS_PER_READ = 500;

async function* exportRows(db: Db, businessId: string, filter: TransactionFilter): AsyncGenerator<CsvTransaction> {
  const names = new Map((await listAccounts(db, businessId)).map((account) => [account.id, account.name]));
  let before: { createdAt: number; id: string } | undefined;
  for (;;) {
    const rows = await listEntries(db, { ...listingOf(businessId, filter, ROWS_PER_READ), before });
    for (const row of rows) yield { ...toTransaction(row), accountName: names.get(row.accountId) ?? "" };
    if (rows.length < ROWS_PER_READ) return;
    const last = rows[rows.length - 1]!;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

export function transactionsExport(db: Db, businessId: string, filter: TransactionFilter): Readable {
  return transactionsCsv(exportRows(db, businessId, filter));
}
