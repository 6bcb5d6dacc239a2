// An invoice as a PDF, drawn with the statement's pdfkit setup (its fonts, page, colours, sandbox band and footers):
// who bills whom, the lines, the total and what is left to pay, the due date, and how to pay: the account's details
// with the invoice number as the reference. Amounts are the service's decimal strings, printed digit for digit.
import type { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import type { Currency } from "@bank/contracts";
import { drawFooters } from "./statement-footer.ts";
import { FONTS, registerStatementFonts } from "./statement-fonts.ts";
import { COLOR, COLUMNS, CONTENT_WIDTH, LEFT, PAGE, SIZE, rule } from "./statement-layout.ts";
import { sandboxBanner } from "./statement-summary.ts";
import { displayAmount } from "./statement-text.ts";

export interface InvoiceDocument {
  bankName: string;
  sandbox: boolean;
  businessName: string;
  /** "INV-0001" */
  number: string;
  customer: { name: string; email: string };
  currency: Currency;
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  total: string;
  paidAmount: string;
  amountDue: string;
  /** "December 31, 2026" */
  issuedOn: string;
  dueOn: string;
  memo: string | null;
  /** The account's payment details, one "Label: value" line each. */
  payTo: string[];
  generatedAt: string;
}

// The amount columns are the statement's width, which fits the largest amount a request may carry on one line.
const GAP = 10;
const AMOUNT = COLUMNS.amount.width;
const PRICE = COLUMNS.amount.width;
const QUANTITY = 56;
const DESCRIPTION = CONTENT_WIDTH - AMOUNT - PRICE - QUANTITY - 3 * GAP;
const X = {
  description: LEFT,
  quantity: LEFT + DESCRIPTION + GAP,
  price: LEFT + DESCRIPTION + QUANTITY + 2 * GAP,
  amount: LEFT + DESCRIPTION + QUANTITY + PRICE + 3 * GAP,
};

function row(doc: PDFKit.PDFDocument, cells: [string, string, string, string], bold: boolean): void {
  doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(SIZE.table);
  const height = Math.max(
    doc.heightOfString(cells[0], { width: DESCRIPTION }),
    doc.heightOfString(cells[2], { width: PRICE }),
    doc.heightOfString(cells[3], { width: AMOUNT }),
  );
  if (doc.y + height + 8 > PAGE.height - PAGE.margins.bottom) doc.addPage();
  const y = doc.y + 4;
  doc.fillColor(bold ? COLOR.muted : COLOR.text);
  doc.text(cells[0], X.description, y, { width: DESCRIPTION });
  doc.text(cells[1], X.quantity, y, { width: QUANTITY, align: "right" });
  doc.text(cells[2], X.price, y, { width: PRICE, align: "right" });
  doc.text(cells[3], X.amount, y, { width: AMOUNT, align: "right" });
  doc.y = y + height + 4;
  rule(doc, doc.y);
}

function labelled(doc: PDFKit.PDFDocument, label: string, value: string, bold = false): void {
  const y = doc.y;
  doc
    .font(bold ? FONTS.bold : FONTS.regular)
    .fontSize(SIZE.body)
    .fillColor(COLOR.text);
  doc.text(label, LEFT + CONTENT_WIDTH - 330, y, { width: 150 });
  doc.text(value, LEFT + CONTENT_WIDTH - 180, y, { width: 180, align: "right" });
  doc.y = Math.max(doc.y, y + doc.currentLineHeight(true)) + 3;
}

/** The invoice, laid out at once and read from the returned stream. Throws on an amount not of the currency. */
export function invoicePdf(invoice: InvoiceDocument): Readable {
  const money = (amount: string) => displayAmount(amount, invoice.currency);
  const generatedAt = new Date(invoice.generatedAt);
  const doc = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: `Invoice ${invoice.number} from ${invoice.businessName}`,
      Author: invoice.businessName,
      Subject: `Invoice ${invoice.number}`,
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  registerStatementFonts(doc);

  doc
    .font(FONTS.bold)
    .fontSize(SIZE.title)
    .fillColor(COLOR.text)
    .text(`Invoice ${invoice.number}`, LEFT, doc.page.margins.top);
  doc.font(FONTS.bold).fontSize(SIZE.heading).text(invoice.businessName, LEFT);
  if (invoice.sandbox) sandboxBanner(doc);

  doc.moveDown(1.2);
  doc.font(FONTS.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text("Bill to", LEFT);
  doc.fillColor(COLOR.text).text(invoice.customer.name, LEFT).text(invoice.customer.email, LEFT);
  doc.moveDown(0.6);
  doc.text(`Issued: ${invoice.issuedOn}`, LEFT).text(`Due: ${invoice.dueOn}`, LEFT);
  if (invoice.memo) doc.moveDown(0.6).text(invoice.memo, LEFT, doc.y, { width: CONTENT_WIDTH });

  doc.moveDown(1.2);
  row(doc, ["Description", "Quantity", "Unit price", "Amount"], true);
  for (const line of invoice.lines)
    row(doc, [line.description, line.quantity, money(line.unitPrice), money(line.amount)], false);

  doc.moveDown(0.8);
  labelled(doc, "Total", money(invoice.total), true);
  labelled(doc, "Paid", money(invoice.paidAmount));
  labelled(doc, "Amount due", money(invoice.amountDue), true);

  doc.moveDown(1.5);
  if (doc.y + 120 > PAGE.height - PAGE.margins.bottom) doc.addPage();
  doc.font(FONTS.bold).fontSize(SIZE.heading).fillColor(COLOR.text).text("How to pay", LEFT);
  doc.font(FONTS.regular).fontSize(SIZE.body);
  for (const line of invoice.payTo) doc.text(line, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.font(FONTS.bold).text(`Reference: ${invoice.number}`, LEFT);
  doc
    .font(FONTS.regular)
    .fillColor(COLOR.muted)
    .text("Write the reference on your payment so it is matched to this invoice.", LEFT, doc.y, {
      width: CONTENT_WIDTH,
    });

  drawFooters(doc, invoice);
  doc.end();
  return doc;
}
