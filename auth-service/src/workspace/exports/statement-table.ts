// The statement's transactions: a header row, then one row per transaction (the description, the counterparty
// beneath it), each row kept whole on one page. A row that does not fit starts a new page, which repeats a running
// head and the header row, so every page can be read alone.
import { FONTS } from "./statement-fonts.ts";
import { COLOR, COLUMNS, LEFT, SIZE, rule } from "./statement-layout.ts";
import type { StatementDocument, StatementLine } from "./statement-document.ts";
import { displayAmount, statementDay, statementPeriod } from "./statement-text.ts";

const PADDING = 4;
/** A description longer than this many lines ends in an ellipsis, so one row can never outgrow a page. */
const MAX_DESCRIPTION_LINES = 8;

interface Row {
  day: string;
  description: string;
  counterparty: string | null;
  amount: string;
  balance: string;
}

function headerRow(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc.font(FONTS.bold).fontSize(SIZE.table).fillColor(COLOR.muted);
  doc.text("Date", COLUMNS.date.x, y, { width: COLUMNS.date.width });
  doc.text("Description", COLUMNS.description.x, y, { width: COLUMNS.description.width });
  doc.text("Amount", COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  doc.text("Balance after", COLUMNS.balance.x, y, { width: COLUMNS.balance.width, align: "right" });
  const bottom = y + doc.currentLineHeight(true) + PADDING;
  rule(doc, bottom);
  doc.y = bottom + PADDING;
}

function runningHead(doc: PDFKit.PDFDocument, statement: StatementDocument): void {
  const { account } = statement;
  doc.font(FONTS.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
  doc.text(
    `Statement · ${statement.businessName} · ${account.name}, ending ${account.ending} · ${statementPeriod(statement.month)}`,
    LEFT,
    doc.page.margins.top,
  );
  doc.moveDown(1);
}

/** The description's box: wrapped to its column and cut with an ellipsis past MAX_DESCRIPTION_LINES. */
function descriptionBox(doc: PDFKit.PDFDocument): { width: number; height: number; ellipsis: true } {
  doc.font(FONTS.regular).fontSize(SIZE.table);
  return {
    width: COLUMNS.description.width,
    height: MAX_DESCRIPTION_LINES * doc.currentLineHeight(true),
    ellipsis: true,
  };
}

function rowHeight(doc: PDFKit.PDFDocument, row: Row): number {
  const box = descriptionBox(doc);
  let text = Math.min(doc.heightOfString(row.description, box), box.height);
  const amounts = Math.max(
    doc.heightOfString(row.amount, { width: COLUMNS.amount.width }),
    doc.heightOfString(row.balance, { width: COLUMNS.balance.width }),
  );
  if (row.counterparty !== null) {
    doc.fontSize(SIZE.small);
    text += Math.min(doc.heightOfString(row.counterparty, box), box.height);
  }
  return Math.max(text, amounts) + 2 * PADDING;
}

function drawRow(doc: PDFKit.PDFDocument, row: Row, height: number): void {
  const y = doc.y + PADDING;
  const box = descriptionBox(doc);
  // Drawn in reading order, which is the order text is copied or extracted in.
  doc.fillColor(COLOR.text);
  doc.text(row.day, COLUMNS.date.x, y, { width: COLUMNS.date.width });
  doc.text(row.description, COLUMNS.description.x, y, box);
  if (row.counterparty !== null) {
    doc.fontSize(SIZE.small).fillColor(COLOR.muted);
    doc.text(row.counterparty, COLUMNS.description.x, doc.y, box);
    doc.fontSize(SIZE.table).fillColor(COLOR.text);
  }
  doc.text(row.amount, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
  doc.text(row.balance, COLUMNS.balance.x, y, { width: COLUMNS.balance.width, align: "right" });
  const bottom = y - PADDING + height;
  rule(doc, bottom);
  doc.y = bottom;
}

function rowOf(line: StatementLine, statement: StatementDocument): Row {
  const currency = statement.account.currency;
  return {
    day: statementDay(line.postedAt),
    description: line.description,
    counterparty: line.counterparty,
    amount: displayAmount(line.amount, currency),
    balance: displayAmount(line.balanceAfter, currency),
  };
}

export function drawTransactions(doc: PDFKit.PDFDocument, statement: StatementDocument): void {
  doc.font(FONTS.bold).fontSize(SIZE.heading).fillColor(COLOR.text).text("Transactions", LEFT);
  doc.moveDown(0.5);
  if (statement.transactions.length === 0) {
    doc.font(FONTS.regular).fontSize(SIZE.body).fillColor(COLOR.muted).text("No transactions this month.", LEFT);
    return;
  }
  headerRow(doc);
  for (const line of statement.transactions) {
    const row = rowOf(line, statement);
    const height = rowHeight(doc, row);
    if (doc.y + height > doc.page.maxY()) {
      doc.addPage();
      runningHead(doc, statement);
      headerRow(doc);
    }
    drawRow(doc, row, height);
  }
}
