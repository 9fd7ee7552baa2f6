import { element, type ButikElement } from '../src/internal/define.ts';
import { CsvImport, csvImportCss, type CsvImportProps } from '../src/features/csv-import/index.ts';
import { alertCss, buttonCss, panelCss } from '../src/ui/index.ts';

/**
 * Imports a CSV file of item numbers and quantities into the page's cart: choose or drop a file, preview its lines,
 * import in chunks with a progress bar, then a report of the rejected lines (a stopped import can continue).
 * Rendered only with the `csvimport` feature flag when the page allows purchase.
 * Host `data-state`: `hidden`, `idle`, `error`, `reading`, `preview`, `importing`, `failed` (an import stopped, or the
 * element's machine, loaded on demand, could not be loaded for the file chosen), `report`.
 *
 * Behaviour and decisions: `docs/elements/csv-import.md`.
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
 * @csspart retry - 'Try again' after the CSV code or the element's machine could not be loaded (reads the same file again).
 * @cssprop --butik-csv-bar-height - Height of the progress bar. Default: 10px.
 */
const csvImport = element<CsvImportProps>({
  tag: 'csv-import',
  component: CsvImport,
  props: {
    heading: { type: 'string', default: '' },
  },
  styles: [panelCss, buttonCss, alertCss, csvImportCss],
});

export default csvImport;

export type CsvImportElement = ButikElement<CsvImportProps>;

declare global {
  interface HTMLElementTagNameMap {
    'csv-import': CsvImportElement;
  }
}
