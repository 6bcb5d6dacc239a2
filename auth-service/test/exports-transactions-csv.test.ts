// The transactions CSV: RFC 4180 text a spreadsheet cannot be made to run, amounts exactly as the ledger wrote them,
// and rows pulled from the ledger only as fast as the reader takes the text.
import { Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { parse } from "csv-parse/sync";
import { parse as parseStream } from "csv-parse";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES, MAX_AMOUNT_MINOR, formatAmount, minorUnitsOf } from "@bank/contracts";
import {
  TRANSACTIONS_CSV_COLUMNS,
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

async function csvOf(...rows: CsvTransaction[]): Promise<string> {
  return text(transactionsCsv(from(rows)));
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
    const stream = transactionsCsv(from([transaction({ counterparty: "Zoë" })]));
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

  // Mostly the characters that matter to quoting and to formulas, so that every run meets them.
  const tricky = fc.string({
    unit: fc.oneof(
      fc.constantFrom(",", '"', "\r", "\n", "=", "+", "-", "@", "\t", "\uFF1D", "'", " "),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
    ),
  });

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

describe("streaming", () => {
  function counted(total: number) {
    const state = { pulled: 0, closed: false };
    async function* rows(): AsyncGenerator<CsvTransaction> {
      try {
        for (let index = 0; index < total; index++) {
          state.pulled++;
          yield transaction({ id: `txn_${index}`, description: `Row ${index}, with a comma` });
        }
      } finally {
        state.closed = true;
      }
    }
    return { state, rows: rows() };
  }

  it("100,000 rows stream through to a counting consumer", async () => {
    const { state, rows } = counted(100_000);
    let records = 0;
    await pipeline(
      transactionsCsv(rows),
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

  it("pulls rows only as the consumer reads: a paused consumer stops the generator early", async () => {
    const { state, rows } = counted(100_000);
    const csv = transactionsCsv(rows);
    await sleep(50);
    const whilePaused = state.pulled;
    expect(whilePaused).toBeGreaterThan(0);
    expect(whilePaused).toBeLessThan(2_000);
    await sleep(50);
    expect(state.pulled).toBe(whilePaused);

    let lines = 0;
    for await (const chunk of csv) lines += chunk.toString("utf8").split("\r\n").length - 1;
    expect(lines).toBe(100_001);
    expect(state.pulled).toBe(100_000);
  });

  it("a consumer that goes away ends the generator", async () => {
    const { state, rows } = counted(100_000);
    const csv = transactionsCsv(rows);
    for await (const _chunk of csv) break;
    await sleep(10);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(2_000);
  });

  it("an error from the rows reaches the reader", async () => {
    async function* failing(): AsyncGenerator<CsvTransaction> {
      yield transaction();
      throw new Error("cursor lost");
    }
    await expect(text(transactionsCsv(failing()))).rejects.toThrow("cursor lost");
  });
});
