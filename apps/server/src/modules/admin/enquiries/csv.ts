// CSV as spreadsheet programs read it (csv-stringify): UTF-8 with a byte-order mark (so Excel
// shows Chinese), RFC 4180 quoting and CRLF line ends, and no formulas: a cell that starts with
// = + - @ (or a tab or carriage return, which some programs skip before looking) gets a leading
// single quote, so a hostile enquiry cannot run a formula in whoever opens the export.
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Besides what csv-stringify quotes by itself (separators, quotes, the CRLF of its lines): a line
 * break of either kind inside a cell, and spaces at either end, which programs would otherwise trim.
 */
const ALSO_QUOTED = /[\r\n]|^\s|\s$/;

export type CsvValue = string | number | null | undefined;

/** The cell's text with a would-be formula turned into text. */
export function csvText(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify(
    [header, ...rows].map((cells) => cells.map(csvText)),
    { bom: true, record_delimiter: 'windows', quoted_match: ALSO_QUOTED },
  );
}
