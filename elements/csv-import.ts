import { element, type ButikElement } from '../src/internal/define.ts';
import { CsvImport, csvImportCss, type CsvImportProps } from '../src/features/csv-import/index.ts';
import { buttonCss, panelCss } from '../src/ui/index.ts';

/**
 * CSV import into the cart (spec §1 feature flag "CSV import", §7 `POST cart/csvimporttocart`). Shown only with
 * the feature flag `csvimport` and when the page allows purchase; otherwise nothing (`data-state="hidden"`).
 *
 * 1. Choose a file ('Choose a CSV file', `<input type="file" accept=".csv,text/csv">`) or drop it on the zone.
 *    Over 1 MB: 'The file is larger than 1 MB. Split it into smaller files.' (not read). Empty: 'The file is
 *    empty.'. No valid line: 'The file has no valid lines to import.' with the rejected lines.
 * 2. The file is decoded as UTF-8, or as windows-1252 when its bytes are not valid UTF-8 (Danish Excel's "CSV
 *    (semikolonsepareret)"), and parsed with papaparse: the separator is `;` when the first line has one (Danish
 *    Excel; its decimal commas stay inside cells), else a tab, else `,`; blank lines are skipped; a first line
 *    without a number in either column ("Varenummer;Antal") is a header and skipped. Column 1 is the item
 *    (product id or sku, as the server takes it), column 2 the quantity (a whole number 1–1,000,000); other
 *    columns are ignored. Lines without an item or with a bad quantity are rejected here and never sent.
 * 3. PREVIEW: '{file}: {n} lines are ready to import.', a table (line, item number, quantity; the first 100
 *    lines, then '… and {n} more lines'), the locally rejected lines, 'Import {n} lines' and 'Choose another file'.
 * 4. IMPORT: the lines go to the server in chunks of 50, one request at a time, rebuilt as `item;quantity` text;
 *    a progress bar (`role="progressbar"`, value = chunks done, max = chunks) follows every answer.
 * 5. REPORT: '{n} lines were imported to the cart.' and a table of the rejected lines (file line, content,
 *    reason: the local reason, or the server's own message). The server's line numbers are mapped back to the
 *    file's lines. The last answer's cart replaces the page cart (`butik-cart-change` fires on this element).
 *    A failed chunk stops the import: 'The import stopped because the shop did not answer. {n} lines were
 *    imported.' with 'Continue the import' (sends the rest from the failed chunk); what was imported already is
 *    in the cart.
 *
 * Decisions: papaparse (~5.5, MIT, no dependencies) is the CSV parser (quotes, separators inside quotes, line
 * breaks inside cells); its own separator guess is not used (it fails on one-line files and blank lines).
 * Rejection reasons from the server are shown as the server wrote them (English on the reference server).
 * The host mirrors `data-state`: `hidden`, `idle`, `error`, `reading`, `preview`, `importing`, `failed` or `report`.
 *
 * @tag csv-import
 * @summary Upload a CSV file of item numbers and quantities into the cart, with preview, progress and report.
 * @attr {string} heading - The heading. Default: 'Import from a CSV file' ('Importér fra en CSV-fil').
 * @fires butik-cart-change - The import (or the part done before a failure) changed the cart: `detail` `{ cart, change: null }` (fired by the page cart).
 * @csspart container - The whole element.
 * @csspart title - The heading.
 * @csspart dropzone - The file picker / drop zone.
 * @csspart file - The file input (visually hidden; its label is the button).
 * @csspart preview - The preview step.
 * @csspart preview-table - The preview table.
 * @csspart import - The 'Import {n} lines' button.
 * @csspart progress - The progress step.
 * @csspart bar - The progress bar track.
 * @csspart bar-fill - The filled part of the bar.
 * @csspart report - The report step.
 * @csspart rejected-table - The table of rejected lines.
 * @csspart error - An error message.
 * @cssprop --butik-csv-bar-height - Height of the progress bar. Default: 10px.
 */
const csvImport = element<CsvImportProps>({
  tag: 'csv-import',
  component: CsvImport,
  props: {
    heading: { type: 'string', default: '' },
  },
  styles: [panelCss, buttonCss, csvImportCss],
});

export default csvImport;

export type CsvImportElement = ButikElement<CsvImportProps>;

declare global {
  interface HTMLElementTagNameMap {
    'csv-import': CsvImportElement;
  }
}
