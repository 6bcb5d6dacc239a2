// Cells a spreadsheet shows as text instead of running: a cell that starts like a formula gets a leading apostrophe
// (OWASP's advice on CSV injection), so a payee named =HYPERLINK("http://x","y") is read as that text, not as a link.

/**
 * What Excel, LibreOffice and Google Sheets take as the start of a formula (=, +, -, @, TAB, CR), and the fullwidth
 * forms of the first four, which Apple Numbers folds to them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The ledger's amount strings: an optional minus, ASCII digits, a point, digits ("-25.50", "999000.000000"). */
const LEDGER_AMOUNT = /^-?\d+\.\d+$/;

/** Any text cell (names, descriptions, ids, dates): prefixed with ' when it starts like a formula. */
export function textCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * An amount cell. A negative amount starts with "-", yet a spreadsheet reads "-25.50" as the number it is, and
 * nothing of that exact shape can be a formula; prefixing it would turn it into text and break the exact round trip
 * to minor units. So only a cell matching /^-?\d+\.\d+$/ in full is exempt; anything else there is treated as text.
 */
export function amountCell(amount: string): string {
  return LEDGER_AMOUNT.test(amount) ? amount : textCell(amount);
}
