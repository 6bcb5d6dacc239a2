// The monthly statement PDF, read back the way a person's PDF reader reads it (text extracted with unpdf, which is
// PDF.js): who and what it is for, the balances, every transaction with its exact amount, page numbers, any name.
import type { Readable } from "node:stream";
import fc from "fast-check";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { MAX_AMOUNT_MINOR, formatAmount, type Currency } from "@bank/contracts";
import { statementPdf, type StatementDocument, type StatementLine } from "../src/workspace/exports/statement-pdf.ts";

function statement(overrides: Partial<StatementDocument> = {}): StatementDocument {
  return {
    bankName: "Northwind Bank",
    sandbox: true,
    businessName: "Zoë's Bakery LLC",
    account: { name: "Operating", ending: "4821", currency: "USD", routingNumber: "021000021" },
    month: "2026-11",
    openingBalance: "1000.00",
    closingBalance: "1724.50",
    moneyIn: "2000.00",
    moneyOut: "-1275.50",
    transactions: [
      {
        postedAt: "2026-11-03T14:05:00.000Z",
        description: "Card sales",
        counterparty: "Stripe",
        amount: "2000.00",
        balanceAfter: "3000.00",
      },
      {
        postedAt: "2026-11-15T09:00:00.000Z",
        description: "Office rent",
        counterparty: "Acme Properties",
        amount: "-1250.00",
        balanceAfter: "1750.00",
      },
      {
        postedAt: "2026-11-30T23:59:59.000Z",
        description: "Monthly fee",
        counterparty: null,
        amount: "-25.50",
        balanceAfter: "1724.50",
      },
    ],
    generatedAt: "2026-12-01T09:05:00.000Z",
    ...overrides,
  };
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Each page's text, as PDF.js extracts it. */
async function pagesOf(document: StatementDocument): Promise<string[]> {
  const bytes = await bytesOf(statementPdf(document));
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
  return text;
}

/** Every "<amount> <currency>" printed, with its grouping commas removed, in the order they appear. */
function amountsIn(text: string, currency: Currency): string[] {
  const printed = [...text.matchAll(new RegExp(`(-?[\\d,]+\\.\\d+) ${currency}(?![A-Z])`, "g"))].map((m) => m[1]!);
  for (const grouped of printed) expect(grouped).toMatch(/^-?\d{1,3}(,\d{3})*\.\d+$/);
  return printed.map((grouped) => grouped.replaceAll(",", ""));
}

describe("the statement PDF", () => {
  it("says whose statement it is, for which month, and every balance", async () => {
    const pages = await pagesOf(statement());
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      "Statement",
      "Northwind Bank",
      "Sandbox: simulated partner bank, not real money",
      "Zoë's Bakery LLC",
      "Operating, ending 4821",
      "Routing number 021000021",
      "November 1 – November 30, 2026",
      "Opening balance",
      "1,000.00 USD",
      "Money in",
      "2,000.00 USD",
      "Money out",
      "-1,275.50 USD",
      "Closing balance",
      "1,724.50 USD",
      "Page 1 of 1",
      "Generated December 1, 2026",
    ])
      expect(text).toContain(expected);
  });

  it("lists every transaction with its UTC day, description, counterparty, amount and balance after", async () => {
    const text = (await pagesOf(statement())).join("\n");
    for (const expected of [
      "Nov 3",
      "Card sales",
      "Stripe",
      "Nov 15",
      "Office rent",
      "Acme Properties",
      "-1,250.00 USD",
      "1,750.00 USD",
      "Nov 30",
      "Monthly fee",
      "-25.50 USD",
    ])
      expect(text).toContain(expected);
    expect(amountsIn(text, "USD")).toEqual([
      "1000.00",
      "2000.00",
      "-1275.50",
      "1724.50",
      "2000.00",
      "3000.00",
      "-1250.00",
      "1750.00",
      "-25.50",
      "1724.50",
    ]);
  });

  it("outside the sandbox says nothing of it, and without a routing number shows none", async () => {
    const document = statement({ sandbox: false });
    document.account.routingNumber = null;
    const text = (await pagesOf(document)).join("\n");
    expect(text).not.toContain("Sandbox");
    expect(text).not.toContain("Routing number");
    expect(text).toContain("Operating, ending 4821");
  });

  it("a month without transactions still renders: opening equals closing, and says so", async () => {
    const pages = await pagesOf(
      statement({
        month: "2027-02",
        openingBalance: "999000.000000",
        closingBalance: "999000.000000",
        moneyIn: "0.000000",
        moneyOut: "0.000000",
        account: { name: "Treasury", ending: "9F3a", currency: "USDC", routingNumber: null },
        transactions: [],
      }),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("February 1 – February 28, 2027");
    expect(pages[0]).toContain("No transactions this month.");
    expect(pages[0]).toContain("Treasury, ending 9F3a");
    expect(amountsIn(pages[0]!, "USDC")).toEqual(["999000.000000", "0.000000", "0.000000", "999000.000000"]);
  });

  it("prints Latin names beyond WinAnsi as they were typed", async () => {
    const text = (
      await pagesOf(
        statement({
          businessName: "Müller & Søn GmbH",
          transactions: [
            {
              postedAt: "2026-11-04T10:00:00.000Z",
              description: "Zoë Łódź Ștefan Đorđe",
              counterparty: "Müller",
              amount: "-10.00",
              balanceAfter: "990.00",
            },
          ],
        }),
      )
    ).join("\n");
    expect(text).toContain("Müller & Søn GmbH");
    expect(text).toContain("Zoë Łódź Ștefan Đorđe");
    expect(text).toMatch(/(^|\s)Müller(\s|$)/m);
  });

  it("a name in a script the font lacks (CJK, emoji) renders without an error", async () => {
    const text = (
      await pagesOf(
        statement({
          businessName: "東京商事 🍣",
          transactions: [
            {
              postedAt: "2026-11-04T10:00:00.000Z",
              description: "山田太郎 payment",
              counterparty: null,
              amount: "-10.00",
              balanceAfter: "990.00",
            },
          ],
        }),
      )
    ).join("\n");
    expect(text).toContain("payment");
    expect(text).toContain("-10.00 USD");
  });

  it("refuses amounts it would have to round, and a month that is not one", () => {
    expect(() => statementPdf(statement({ openingBalance: "1000.001" }))).toThrow(/not an amount of USD/);
    expect(() => statementPdf(statement({ closingBalance: "1,000.00" }))).toThrow(/not an amount of USD/);
    expect(() => statementPdf(statement({ month: "2026-13" }))).toThrow(/not a statement month/);
  });

  it("1,000 transactions make several pages, each numbered and with the table's header", async () => {
    const transactions: StatementLine[] = Array.from({ length: 1000 }, (_, index) => ({
      postedAt: `2026-11-${String((index % 30) + 1).padStart(2, "0")}T12:00:00.000Z`,
      description: `Invoice INV-${String(index).padStart(4, "0")}`,
      counterparty: index % 2 ? "Müller GmbH" : null,
      amount: formatAmount(BigInt(index + 1) * 101n, "USD"),
      balanceAfter: formatAmount(BigInt(index) * 7919n, "USD"),
    }));
    const pages = await pagesOf(statement({ transactions }));
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toMatch(/Date\s+Description\s+Amount\s+Balance after/);
      if (index > 0) expect(page).toContain("Statement · Zoë's Bakery LLC · Operating, ending 4821");
    });
    const text = pages.join("\n");
    for (const { description } of transactions) expect(text).toMatch(new RegExp(`${description}(\\s|$)`));
    expect(amountsIn(text, "USD")).toEqual([
      "1000.00",
      "2000.00",
      "-1275.50",
      "1724.50",
      ...transactions.flatMap((line) => [line.amount, line.balanceAfter]),
    ]);
  });

  it("every random amount, USD or USDC at full precision, appears exactly, across several pages", () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Currency>("USD", "USDC"),
        fc.array(
          fc.tuple(
            fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
            fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }),
          ),
          {
            minLength: 40,
            maxLength: 70,
          },
        ),
        fc.array(fc.bigInt({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR }), { minLength: 4, maxLength: 4 }),
        async (currency, drawn, [opening, moneyIn, moneyOut, closing]) => {
          const money = (minor: bigint) => formatAmount(minor, currency);
          const transactions = drawn.map(([amount, balance], index) => ({
            postedAt: "2026-11-10T12:00:00.000Z",
            description: `Transfer number ${index}`,
            counterparty: index % 3 ? "Müller GmbH" : null,
            amount: money(amount),
            balanceAfter: money(balance),
          }));
          const summary = [opening!, moneyIn!, moneyOut!, closing!].map(money);
          const pages = await pagesOf(
            statement({
              account: { name: "Treasury", ending: "9F3a", currency, routingNumber: null },
              openingBalance: summary[0]!,
              moneyIn: summary[1]!,
              moneyOut: summary[2]!,
              closingBalance: summary[3]!,
              transactions,
            }),
          );
          expect(pages.length).toBeGreaterThan(1);
          expect(amountsIn(pages.join("\n"), currency)).toEqual([
            ...summary,
            ...transactions.flatMap((line) => [line.amount, line.balanceAfter]),
          ]);
        },
      ),
      { numRuns: 12 },
    ));

  it("any text a customer can type renders without an error", () =>
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary", maxLength: 300 }), (name, description) => {
        const document = statement({
          businessName: name,
          transactions: [
            {
              postedAt: "2026-11-04T10:00:00.000Z",
              description,
              counterparty: name,
              amount: "1.00",
              balanceAfter: "1.00",
            },
          ],
        });
        expect(() => statementPdf(document).destroy()).not.toThrow();
      }),
      { numRuns: 30 },
    ));
});
