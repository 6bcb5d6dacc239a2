// Where things go on a statement page, in PDF points (1/72 inch): US Letter, the type sizes, the colours, and the
// table's columns, sized so the largest amount a request may carry ("-10,000,000,000,000.00 USD") fits on one line.
export const PAGE = {
  size: "LETTER",
  width: 612,
  height: 792,
  margins: { top: 54, bottom: 72, left: 54, right: 54 },
} as const;

export const LEFT = PAGE.margins.left;
export const CONTENT_WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right;

/** Where the footer's first line sits; below the bottom margin, so the body never reaches it. */
export const FOOTER_Y = PAGE.height - 50;

export const SIZE = { title: 22, heading: 13, body: 10, table: 9, small: 8 } as const;

export const COLOR = {
  text: "#111827",
  muted: "#4b5563",
  rule: "#d1d5db",
  sandboxText: "#78350f",
  sandboxFill: "#fef3c7",
} as const;

const GAP = 10;
const DATE_WIDTH = 46;
const AMOUNT_WIDTH = 134;
const DESCRIPTION_WIDTH = CONTENT_WIDTH - DATE_WIDTH - 2 * AMOUNT_WIDTH - 3 * GAP;

export const COLUMNS = {
  date: { x: LEFT, width: DATE_WIDTH },
  description: { x: LEFT + DATE_WIDTH + GAP, width: DESCRIPTION_WIDTH },
  amount: { x: LEFT + DATE_WIDTH + DESCRIPTION_WIDTH + 2 * GAP, width: AMOUNT_WIDTH },
  balance: { x: LEFT + DATE_WIDTH + DESCRIPTION_WIDTH + AMOUNT_WIDTH + 3 * GAP, width: AMOUNT_WIDTH },
} as const;

/** A horizontal rule across the content width at `y`. */
export function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
}
