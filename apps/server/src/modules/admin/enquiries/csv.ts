// CSV as spreadsheet programs read it: UTF-8 with a byte-order mark (so Excel shows Chinese),
// RFC 4180 quoting and CRLF line ends, and no formulas: a cell that starts with = + - @ (or a tab
// or carriage return, which some programs skip before looking) gets a leading single quote, so a
// hostile enquiry cannot run a formula in whoever opens the export.
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
