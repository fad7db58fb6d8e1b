import { type PreorderView, preorderSheetRows } from '@fittizia/contract';

/*
 * The organiser's CSV (`/pre-order/organiser/<token>/sheet.csv`): the contract's sheet rows (a header, then guest
 * by guest with each course's dish, allergens and note), as RFC 4180 CSV. A guest types their own name and note,
 * so a cell a spreadsheet would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is
 * written with a leading `'` and read as text (OWASP, CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: guarded against formulas, then quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV: CRLF line ends, the last line ended too. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The download: UTF-8 with a byte-order mark (so a spreadsheet reads accented names), never cached. */
export function preorderCsvResponse(view: PreorderView): Response {
  const name = `pre-order-${view.reference.replace(/[^A-Za-z0-9-]/g, '')}.csv`;
  return new Response(`\uFEFF${toCsv(preorderSheetRows(view))}`, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
