/**
 * CSV files for Danish Excel (issue 12: the codes export and 'Disponering'): `;` between fields (Excel in a
 * Danish locale splits on it, since `,` is the decimal sign), CRLF line ends, UTF-8 with a byte-order mark (so
 * Excel reads 'æøå' as UTF-8), fields quoted when needed, and cells that Excel would run as a formula (`=`, `+`,
 * `-`, `@`, TAB, CR at the start) prefixed with `'` (papaparse's `escapeFormulae`). papaparse is loaded only when
 * a file is made, so the pages that offer an export do not carry it.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

/** The file's text: a header row, then the rows; BOM first. */
export async function csvForExcel(header: readonly string[], rows: readonly (readonly CsvCell[])[]): Promise<string> {
  const { unparse } = (await import('papaparse')).default;
  const text = unparse(
    { fields: [...header], data: rows.map((r) => r.map((cell) => (cell == null ? '' : String(cell)))) },
    { delimiter: ';', newline: '\r\n', quotes: false, escapeFormulae: true },
  );
  return BOM + text + '\r\n';
}

/** A file name without characters Windows refuses, ending in `.csv`. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('-')
    .replace(/\s+/g, '-')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '');
  return `${base || 'export'}.csv`;
}

/** Offers `text` as a download named `name` (an object URL on a temporary link, released afterwards). */
export function downloadText(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
