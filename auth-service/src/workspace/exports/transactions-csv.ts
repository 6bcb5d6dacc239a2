// The CSV export of a business's transactions, streamed in bounded memory: rows are pulled from the ledger's async
// iterable only as fast as the reader takes the text (pipeline back-pressure), so an export of any length holds a
// few hundred rows at most. The text is written by csv-stringify (the `csv` project, adaltas/node-csv: maintained,
// no dependencies, a Node Transform stream), not by hand-made quoting. Formula neutralising is ours
// (spreadsheet-safe.ts) rather than its `escape_formulas`, which would also prefix a negative amount held as a string.
import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { Transaction } from "@bank/contracts";
import { amountCell, textCell } from "./spreadsheet-safe.ts";

/** A transaction row as the export needs it: the contract's row and the name of its account. */
export type CsvTransaction = Transaction & { accountName: string };

export const TRANSACTIONS_CSV_COLUMNS = [
  "Date",
  "Posted",
  "Account",
  "Description",
  "Counterparty",
  "Amount",
  "Currency",
  "Status",
  "Kind",
  "Balance after",
  "Transaction ID",
] as const;

/** One row's cells in the columns' order; every cell but a well-formed amount is neutralised as text. */
function cells(row: CsvTransaction): string[] {
  return [
    textCell(row.at),
    textCell(row.postedAt ?? ""),
    textCell(row.accountName),
    textCell(row.description),
    textCell(row.counterparty ?? ""),
    amountCell(row.amount),
    textCell(row.currency),
    textCell(row.status),
    textCell(row.kind),
    row.balanceAfter === null ? "" : amountCell(row.balanceAfter),
    textCell(row.id),
  ];
}

async function* records(rows: AsyncIterable<CsvTransaction>): AsyncGenerator<string[]> {
  for await (const row of rows) yield cells(row);
}

/**
 * UTF-8 CSV (RFC 4180, CRLF): the header, then one line per row in the iterable's order. An error from the iterable
 * destroys the returned stream with it; destroying the returned stream (the client went away) ends the iterable
 * (its `return()` runs, so a database cursor behind it is closed).
 */
export function transactionsCsv(rows: AsyncIterable<CsvTransaction>): Readable {
  const csv = stringify({
    header: true,
    columns: [...TRANSACTIONS_CSV_COLUMNS],
    record_delimiter: "\r\n",
    // With a record delimiter given, csv-stringify would leave a lone LF or CR in a field unquoted; RFC 4180 quotes it.
    quote_record_delimiter: true,
  });
  pipeline(Readable.from(records(rows)), csv, () => {
    // Nothing to do: on failure pipeline has already destroyed `csv` with the error, which is how the reader learns.
  });
  return csv;
}
