// The transactions CSV: RFC 4180 text a spreadsheet cannot be made to run (the same text csv-stringify writes),
// amounts exactly as the ledger wrote them, and pages pulled from the ledger only as fast as the reader takes the text.
import { Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { parse } from "csv-parse/sync";
import { parse as parseStream } from "csv-parse";
import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, MAX_AMOUNT_MINOR, formatAmount, minorUnitsOf } from "@bank/contracts";
import {
  TRANSACTIONS_CSV_COLUMNS,
  cells,
  csvField,
  transactionsCsv,
  type CsvTransaction,
} from "../src/workspace/exports/transactions-csv.ts";

const HEADER = "Date,Posted,Account,Description,Counterparty,Amount,Currency,Status,Kind,Balance after,Transaction ID";

function transaction(overrides: Partial<CsvTransaction> = {}): CsvTransaction {
  return {
    id: "txn_1",
    accountId: "acc_1",
    accountName: "Operating",
    at: "2026-11-03T14:05:00.000Z",
    postedAt: "2026-11-04T09:00:00.000Z",
    description: "Office rent",
    counterparty: "Acme Properties",
    amount: "-1250.00",
    currency: "USD",
    status: "posted",
    kind: "payment",
    balanceAfter: "8750.00",
    paymentId: null,
    ...overrides,
  };
}

async function* from<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}

async function text(stream: Readable): Promise<string> {
  let out = "";
  for await (const chunk of stream) out += chunk.toString("utf8");
  return out;
}

// Mostly the characters that matter to quoting and to formulas, so that every run meets them.
const tricky = fc.string({
  unit: fc.oneof(
    fc.constantFrom(",", '"', "\r", "\n", "=", "+", "-", "@", "\t", "\uFF1D", "'", " "),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
  ),
});

/** The rows as one page. */
async function csvOf(...rows: CsvTransaction[]): Promise<string> {
  return text(transactionsCsv(from([rows])));
}

/** The cells of the first data row, as a standard parser reads them. */
async function parsedRow(row: CsvTransaction): Promise<Record<string, string>> {
  const [record] = parse(await csvOf(row), { columns: true }) as Record<string, string>[];
  return record!;
}

describe("the transactions CSV", () => {
  it("writes the header, then one CRLF-ended line per row with every column", async () => {
    expect(await csvOf(transaction())).toBe(
      `${HEADER}\r\n` +
        "2026-11-03T14:05:00.000Z,2026-11-04T09:00:00.000Z,Operating,Office rent,Acme Properties,-1250.00,USD,posted,payment,8750.00,txn_1\r\n",
    );
    expect(TRANSACTIONS_CSV_COLUMNS.join(",")).toBe(HEADER);
  });

  it("leaves a pending row's posted date, counterparty and balance empty", async () => {
    const row = transaction({ postedAt: null, counterparty: null, balanceAfter: null, status: "pending" });
    expect((await csvOf(row)).split("\r\n")[1]).toBe(
      "2026-11-03T14:05:00.000Z,,Operating,Office rent,,-1250.00,USD,pending,payment,,txn_1",
    );
  });

  it("an export with no rows is the header alone", async () => {
    expect(await csvOf()).toBe(`${HEADER}\r\n`);
  });

  it.each([
    ["a comma", "Rent, November", '"Rent, November"'],
    ["a quote", 'The "big" invoice', '"The ""big"" invoice"'],
    ["a line feed", "line one\nline two", '"line one\nline two"'],
    ["a carriage return", "line one\rline two", '"line one\rline two"'],
    ["a CRLF", "line one\r\nline two", '"line one\r\nline two"'],
    ["all of them", 'a,"b"\r\nc', '"a,""b""\r\nc"'],
    ["unicode, unquoted", "Zoë Müller Łódź 東京 😀", "Zoë Müller Łódź 東京 😀"],
  ])("quotes a field holding %s as RFC 4180 says", async (_, description, written) => {
    const csv = await csvOf(transaction({ description }));
    expect(csv.split("\r\n")[0]).toBe(HEADER);
    expect(csv).toContain(`,Operating,${written},Acme Properties,`);
    expect((await parsedRow(transaction({ description }))).Description).toBe(description);
  });

  it("is UTF-8", async () => {
    const stream = transactionsCsv(from([[transaction({ counterparty: "Zoë" })]]));
    const bytes: Buffer[] = [];
    for await (const chunk of stream) bytes.push(Buffer.from(chunk));
    expect(Buffer.concat(bytes).includes(Buffer.from("Zo\u00eb", "utf8"))).toBe(true);
  });
});

describe("formula injection", () => {
  const prefixes = ["=", "+", "-", "@", "\t", "\r", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
  const textFields = ["accountName", "description", "counterparty", "id"] as const;
  const header = {
    accountName: "Account",
    description: "Description",
    counterparty: "Counterparty",
    id: "Transaction ID",
  };

  it("writes the HYPERLINK example quoted and prefixed", async () => {
    const csv = await csvOf(transaction({ counterparty: '=HYPERLINK("http://x","y")' }));
    expect(csv).toContain(`,Office rent,"'=HYPERLINK(""http://x"",""y"")",-1250.00,`);
  });

  for (const field of textFields) {
    it.each(prefixes.map((prefix) => [JSON.stringify(prefix), prefix]))(
      `a ${field} starting with %s gets a leading apostrophe`,
      async (_, prefix) => {
        const value = `${prefix}1+2`;
        const row = await parsedRow(transaction({ [field]: value }));
        expect(row[header[field]]).toBe(`'${value}`);
      },
    );
  }

  it("a text cell with a formula character later on is left alone", async () => {
    const row = await parsedRow(transaction({ description: "Invoice 12 - paid @ desk = done" }));
    expect(row.Description).toBe("Invoice 12 - paid @ desk = done");
  });

  it.each(["-25.50", "1250.00", "999000.000000", "-0.01", "0.000000001"])(
    "the amount %s is exempt and written exactly",
    async (amount) => {
      const csv = await csvOf(transaction({ amount, balanceAfter: amount }));
      expect(csv.split("\r\n")[1]).toBe(
        `2026-11-03T14:05:00.000Z,2026-11-04T09:00:00.000Z,Operating,Office rent,Acme Properties,${amount},USD,posted,payment,${amount},txn_1`,
      );
    },
  );

  it.each(["=1+2", "-1+2", "+25.50", "-25.50\n=1", "-1e5", "@SUM(A1)", "-.5", "-5."])(
    "an amount cell that is not exactly an amount, %j, is treated as text",
    async (amount) => {
      const row = await parsedRow(transaction({ amount, balanceAfter: amount }));
      expect(row.Amount).toBe(`'${amount}`);
      expect(row["Balance after"]).toBe(`'${amount}`);
    },
  );

  it("any text survives a standard parser exactly, apostrophe added only before a formula start", () =>
    fc.assert(
      fc.asyncProperty(tricky, fc.string({ unit: "grapheme" }), async (description, name) => {
        const row = await parsedRow(transaction({ description, accountName: name }));
        const guarded = (value: string) => (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value);
        expect(row.Description).toBe(guarded(description));
        expect(row.Account).toBe(guarded(name));
      }),
    ));
});

describe("amounts survive the CSV exactly", () => {
  it("random amounts at each currency's full precision come back to the same minor units", () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            currency: fc.constantFrom(...CURRENCIES),
            amount: fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
            balance: fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        async (drawn) => {
          const rows = drawn.map(({ currency, amount, balance }, index) =>
            transaction({
              id: `txn_${index}`,
              currency,
              amount: formatAmount(amount, currency),
              balanceAfter: formatAmount(balance, currency),
            }),
          );
          const records = parse(await csvOf(...rows), { columns: true }) as Record<string, string>[];
          expect(records).toHaveLength(drawn.length);
          records.forEach((record, index) => {
            const { currency, amount, balance } = drawn[index]!;
            expect(record.Currency).toBe(currency);
            expect(minorUnitsOf(record.Amount!, currency)).toBe(amount);
            expect(minorUnitsOf(record["Balance after"]!, currency)).toBe(balance);
          });
        },
      ),
    ));
});

describe("the same text as csv-stringify", () => {
  // The export's text was csv-stringify's with these options, on the cells spreadsheet-safe.ts neutralises.
  const options = { record_delimiter: "\r\n", quote_record_delimiter: true };
  const asCsvStringify = (rows: CsvTransaction[]) =>
    stringify(rows.map(cells), { ...options, header: true, columns: [...TRANSACTIONS_CSV_COLUMNS] });

  it("any field is quoted, or not, as csv-stringify does", () =>
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string({ unit: "grapheme" })), (value) => {
        expect(`${csvField(value)}\r\n`).toBe(stringify([[value]], options));
      }),
    ));

  it("any rows make the text csv-stringify made of them", () => {
    const cell = fc.oneof(tricky, fc.string({ unit: "grapheme" }));
    const amount = fc.oneof(
      fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }).map((minor) => formatAmount(minor, "USD")),
      tricky,
    );
    const row = fc
      .record({
        at: cell,
        postedAt: fc.option(cell, { nil: null }),
        accountName: cell,
        description: cell,
        counterparty: fc.option(cell, { nil: null }),
        amount,
        currency: cell,
        status: cell,
        kind: cell,
        balanceAfter: fc.option(amount, { nil: null }),
        id: cell,
      })
      .map((fields) => transaction(fields as unknown as Partial<CsvTransaction>));
    return fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 20 }), async (rows) => {
        expect(await csvOf(...rows)).toBe(asCsvStringify(rows));
      }),
    );
  });
});

describe("streaming", () => {
  const PAGE = 500;

  /** `total` rows in pages of PAGE, counting the rows handed over and noting when the generator has ended. */
  function counted(total: number) {
    const state = { pulled: 0, closed: false };
    async function* pages(): AsyncGenerator<CsvTransaction[]> {
      try {
        while (state.pulled < total) {
          const page: CsvTransaction[] = [];
          for (; page.length < PAGE && state.pulled < total; state.pulled++)
            page.push(transaction({ id: `txn_${state.pulled}`, description: `Row ${state.pulled}, with a comma` }));
          yield page;
        }
      } finally {
        state.closed = true;
      }
    }
    return { state, pages: pages() };
  }

  it("100,000 rows stream through to a counting consumer", async () => {
    const { state, pages } = counted(100_000);
    let records = 0;
    await pipeline(
      transactionsCsv(pages),
      parseStream(),
      new Writable({
        objectMode: true,
        write(_record, _encoding, done) {
          records++;
          done();
        },
      }),
    );
    expect(state.pulled).toBe(100_000);
    expect(records).toBe(100_001);
  });

  it("pulls pages only as the consumer reads: none before it starts, one ahead of it while it waits", async () => {
    const { state, pages } = counted(100_000);
    const csv = transactionsCsv(pages);
    await sleep(50);
    expect(state.pulled).toBe(0);

    const chunks = csv[Symbol.asyncIterator]();
    let lines = 0;
    const take = async () => {
      const next = await chunks.next();
      if (!next.done) lines += (next.value as Buffer).toString("utf8").split("\r\n").length - 1;
      return !next.done;
    };
    await take();
    await sleep(50);
    const whileWaiting = state.pulled;
    expect(whileWaiting).toBeGreaterThanOrEqual(PAGE);
    expect(whileWaiting).toBeLessThanOrEqual(2 * PAGE);
    await sleep(50);
    expect(state.pulled).toBe(whileWaiting);

    while (await take());
    expect(lines).toBe(100_001);
    expect(state.pulled).toBe(100_000);
  });

  it("each page becomes one chunk of text", async () => {
    const chunks: string[] = [];
    for await (const chunk of transactionsCsv(counted(3 * PAGE).pages)) chunks.push(chunk.toString("utf8"));
    // The header goes with the first page.
    expect(chunks.map((chunk) => chunk.split("\r\n").length - 1)).toEqual([PAGE + 1, PAGE, PAGE]);
    expect(chunks[0]!.startsWith(`${HEADER}\r\n`)).toBe(true);
  });

  it("an empty page is skipped, and an export that ends on one has every row", async () => {
    const csv = await text(transactionsCsv(from([[transaction({ id: "a" })], [], [], [transaction({ id: "b" })], []])));
    expect(csv.split("\r\n").map((line) => line.split(",").at(-1))).toEqual(["Transaction ID", "a", "b", ""]);
  });

  it("a consumer that goes away ends the generator", async () => {
    const { state, pages } = counted(100_000);
    const csv = transactionsCsv(pages);
    for await (const _chunk of csv) break;
    await sleep(10);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThanOrEqual(2 * PAGE);
  });

  it("a consumer that goes away while a page is being read ends the generator once it has arrived", async () => {
    const state = { asked: 0, closed: false };
    let release: () => void = () => undefined;
    async function* slow(): AsyncGenerator<CsvTransaction[]> {
      try {
        for (;;) {
          state.asked++;
          await new Promise<void>((resolve) => (release = resolve));
          yield [transaction()];
        }
      } finally {
        state.closed = true;
      }
    }
    const csv = transactionsCsv(slow());
    csv.resume();
    await sleep(10);
    expect(state.asked).toBe(1);
    const closed = new Promise((resolve) => csv.once("close", resolve));
    csv.destroy();
    await sleep(10);
    expect(state.closed).toBe(false);
    release();
    await closed;
    expect(state.closed).toBe(true);
    expect(state.asked).toBe(1);
  });

  it("nothing is written before the first page has been read, so a failure to read at all is the whole answer", async () => {
    async function* unreachable(): AsyncGenerator<CsvTransaction[]> {
      yield* [];
      throw new Error("database unreachable");
    }
    const chunks: Buffer[] = [];
    const csv = transactionsCsv(unreachable()).on("data", (chunk: Buffer) => chunks.push(chunk));
    await expect(new Promise((resolve, reject) => csv.on("end", resolve).on("error", reject))).rejects.toThrow(
      "database unreachable",
    );
    expect(chunks).toEqual([]);
  });

  it("an error from the pages reaches the reader", async () => {
    async function* failing(): AsyncGenerator<CsvTransaction[]> {
      yield [transaction()];
      throw new Error("cursor lost");
    }
    await expect(text(transactionsCsv(failing()))).rejects.toThrow("cursor lost");
  });
});
