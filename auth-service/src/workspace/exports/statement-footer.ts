// Every page's footer, written once the whole statement is laid out (pdfkit keeps the pages buffered), so each can
// say "Page 1 of N"; on a sandbox statement it repeats the notice, so a page printed alone still carries it.
import { FONTS } from "./statement-fonts.ts";
import { COLOR, CONTENT_WIDTH, FOOTER_Y, LEFT, SIZE } from "./statement-layout.ts";
import type { StatementDocument } from "./statement-document.ts";
import { SANDBOX_NOTICE, statementMoment } from "./statement-text.ts";

export function drawFooters(
  doc: PDFKit.PDFDocument,
  statement: Pick<StatementDocument, "bankName" | "generatedAt" | "sandbox">,
): void {
  const generated = `${statement.bankName} · Generated ${statementMoment(statement.generatedAt)}`;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // The footer sits below the bottom margin; without this pdfkit would take it for an overflow and add a page.
    doc.page.margins.bottom = 0;
    doc.font(FONTS.regular).fontSize(SIZE.small).fillColor(COLOR.muted);
    // One line, cut with an ellipsis, so a long bank name never runs into the page number.
    doc.text(generated, LEFT, FOOTER_Y, { width: CONTENT_WIDTH - 90, height: doc.currentLineHeight(), ellipsis: true });
    doc.text(`Page ${index - start + 1} of ${count}`, LEFT + CONTENT_WIDTH - 80, FOOTER_Y, {
      width: 80,
      align: "right",
    });
    if (statement.sandbox) doc.font(FONTS.bold).text(SANDBOX_NOTICE, LEFT, FOOTER_Y + 12, { width: CONTENT_WIDTH });
  }
}
