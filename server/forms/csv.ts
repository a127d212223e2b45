// CSV rows as RFC 4180 writes them (CRLF line ends; a cell with a comma, quote or line break quoted, quotes doubled),
// with one guard RFC 4180 does not know: a cell a spreadsheet would run as a formula is made plain text.

/**
 * Spreadsheets run a cell starting with = + - @ (and, in some, a tab or carriage return) as a formula: a visitor
 * could type `=HYPERLINK(…)` into a form. A leading apostrophe makes such a cell text (OWASP's advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record with its line end. */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
