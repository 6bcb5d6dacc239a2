// The CSV export of the business's transactions with the list's filters: read from the ledger a page at a time as
// the download is taken (exports/transactions-csv.ts asks for the next page only when the reader wants more text),
// so memory stays small and flat for any number of rows. Each page is a keyset read of its own (after the last row
// of the page before): between pages nothing is held open in the database, no cursor, transaction or connection,
// so a slow or vanished client costs the database nothing.
import type { TransactionFilter } from "@bank/contracts";
import type { Readable } from "node:stream";
import type { Db } from "../../db/database.ts";
import { transactionsCsv, type CsvTransaction } from "../exports/transactions-csv.ts";
import { listAccounts } from "../store/accounts-store.ts";
import { listEntries, type EntryListing } from "../store/transactions-store.ts";
import { listingOf, toTransaction } from "./transactions.ts";

const ROWS_PER_READ = 500;

/** Where the export has got to: the position after which the next page starts, and whether there is one. */
interface Progress {
  before: EntryListing["before"];
  done: boolean;
}

/** The next page of rows for the CSV; moves `progress` past it. */
async function nextPage(
  db: Db,
  listing: EntryListing,
  names: ReadonlyMap<string, string>,
  progress: Progress,
): Promise<CsvTransaction[]> {
  const rows = await listEntries(db, { ...listing, before: progress.before });
  const last = rows.at(-1);
  progress.done = rows.length < listing.limit || last === undefined;
  if (last) progress.before = { createdAt: last.createdAt, id: last.id };
  return rows.map((row) => ({ ...toTransaction(row), accountName: names.get(row.accountId) ?? "" }));
}

async function* exportPages(db: Db, businessId: string, filter: TransactionFilter): AsyncGenerator<CsvTransaction[]> {
  const names = new Map((await listAccounts(db, businessId)).map((account) => [account.id, account.name]));
  const listing = listingOf(businessId, filter, ROWS_PER_READ);
  const progress: Progress = { before: undefined, done: false };
  // The page goes straight to the reader: the generator keeps no reference to it while it waits to be asked again.
  while (!progress.done) yield await nextPage(db, listing, names, progress);
}

export function transactionsExport(db: Db, businessId: string, filter: TransactionFilter): Readable {
  return transactionsCsv(exportPages(db, businessId, filter));
}
