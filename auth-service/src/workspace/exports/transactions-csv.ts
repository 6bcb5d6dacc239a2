// The CSV export of a business's transactions, streamed in small, flat memory: each page of rows from the ledger
// becomes one chunk of text at once, and the next page is asked for only when the reader has taken that chunk
// (stream back-pressure), so an export of any length holds about two pages' text and no row outlives its page.
//
// The fields are quoted here (RFC 4180: one small rule) rather than by csv-stringify, which allocates about 10 KB a
// row (55 times the text it writes) and took a quarter of the export's CPU time: under that churn V8's young
// generation doubled, and the service's peak memory with it. test/exports-transactions-csv.test.ts checks this
// writer's text against csv-stringify's, on any cells. Formula neutralising is ours (spreadsheet-safe.ts).
import { Readable } from "node:stream";
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

const RECORD_END = "\r\n";

/** RFC 4180: a field holding a comma, a double quote, CR or LF is enclosed in double quotes, its quotes doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const HEADER = TRANSACTIONS_CSV_COLUMNS.map(csvField).join(",") + RECORD_END;

/** One row's cells in the columns' order, unquoted; every cell but a well-formed amount is neutralised as text. */
export function cells(row: CsvTransaction): string[] {
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

function lineOf(row: CsvTransaction): string {
  const fields = cells(row);
  for (let index = 0; index < fields.length; index++) fields[index] = csvField(fields[index]!);
  return fields.join(",");
}

/**
 * A page's lines as one string. Joined, not concatenated: `a + b` makes a rope that keeps every cell alive until the
 * text is flattened (about four times the text's size for a page), where `join` writes each line, then the page, flat.
 */
function linesOf(page: readonly CsvTransaction[]): string {
  const lines: string[] = [];
  for (const row of page) lines.push(lineOf(row));
  if (lines.length > 0) lines.push("");
  return lines.join(RECORD_END);
}

/**
 * UTF-8 CSV (RFC 4180, CRLF): the header, then one line per row, pages and rows in the iterable's order. The next
 * page is asked for only when the stream's reader wants more than it holds; the stream keeps no page, only its text.
 * Nothing is written before the first page has been read (the header goes with it), so a failure to read at all
 * still reaches the client as an error answer. An error from the iterable destroys the returned stream with it;
 * destroying the returned stream (the client went away) ends the iterable (its `return()` runs once the page being
 * read, if any, has arrived).
 */
export function transactionsCsv(pages: AsyncIterable<readonly CsvTransaction[]>): Readable {
  const source = pages[Symbol.asyncIterator]();
  let unsent = HEADER;
  return new Readable({
    // Nothing of a page is held across the wait for the next one: a page kept until then outlives young garbage
    // collections and is copied by each, and what survives them is what makes V8 grow its young generation.
    async read() {
      try {
        for (;;) {
          const next = await source.next();
          if (this.destroyed) return;
          if (next.done) {
            if (unsent !== "") this.push(unsent);
            this.push(null);
            return;
          }
          const text = unsent + linesOf(next.value);
          unsent = "";
          if (text !== "") {
            this.push(text);
            return;
          }
        }
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      Promise.resolve(source.return?.()).then(
        () => callback(error),
        (closing: unknown) => callback(error ?? (closing as Error)),
      );
    },
  });
}
