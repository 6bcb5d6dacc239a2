// The top of a statement's first page: the title, the bank (and the sandbox notice), whose account it is, the period,
// and the four balances the table below accounts for.
import { FONTS } from "./statement-fonts.ts";
import { COLOR, CONTENT_WIDTH, LEFT, SIZE, rule } from "./statement-layout.ts";
import type { StatementDocument } from "./statement-document.ts";
import { SANDBOX_NOTICE, displayAmount, statementPeriod } from "./statement-text.ts";

/** The notice that the partner bank is simulated, in a tinted band across the page (statements and invoices). */
export function sandboxBanner(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 6;
  const height = 22;
  doc.roundedRect(LEFT, y, CONTENT_WIDTH, height, 4).fill(COLOR.sandboxFill);
  doc.font(FONTS.bold).fontSize(SIZE.body).fillColor(COLOR.sandboxText);
  doc.text(SANDBOX_NOTICE, LEFT + 10, y + (height - doc.currentLineHeight()) / 2, { width: CONTENT_WIDTH - 20 });
  doc.y = y + height;
}

function balanceLine(doc: PDFKit.PDFDocument, label: string, amount: string, bold: boolean): void {
  const y = doc.y;
  doc
    .font(bold ? FONTS.bold : FONTS.regular)
    .fontSize(SIZE.body)
    .fillColor(COLOR.text);
  doc.text(label, LEFT, y, { width: 150 });
  const after = doc.y;
  doc.text(amount, LEFT + 150, y, { width: 200, align: "right" });
  doc.y = Math.max(after, doc.y) + 3;
}

export function drawSummary(doc: PDFKit.PDFDocument, statement: StatementDocument): void {
  const { account } = statement;
  const money = (amount: string) => displayAmount(amount, account.currency);

  doc.font(FONTS.bold).fontSize(SIZE.title).fillColor(COLOR.text).text("Statement", LEFT, doc.page.margins.top);
  doc.font(FONTS.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text(statement.bankName, LEFT);
  if (statement.sandbox) sandboxBanner(doc);

  doc.moveDown(1.2);
  doc.font(FONTS.bold).fontSize(SIZE.heading).fillColor(COLOR.text).text(statement.businessName, LEFT);
  doc.font(FONTS.regular).fontSize(SIZE.body).text(`${account.name}, ending ${account.ending}`, LEFT);
  if (account.routingNumber !== null) doc.text(`Routing number ${account.routingNumber}`, LEFT);
  doc.text(`Statement period: ${statementPeriod(statement.month)}`, LEFT);

  doc.moveDown(1.2);
  balanceLine(doc, "Opening balance", money(statement.openingBalance), false);
  balanceLine(doc, "Money in", money(statement.moneyIn), false);
  balanceLine(doc, "Money out", money(statement.moneyOut), false);
  rule(doc, doc.y);
  doc.y += 4;
  balanceLine(doc, "Closing balance", money(statement.closingBalance), true);
  doc.moveDown(1.5);
}
