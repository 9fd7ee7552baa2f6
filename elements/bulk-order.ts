import { element, type ButikElement } from '../src/internal/define.ts';
import { BulkOrder, bulkOrderCss, type BulkOrderProps } from '../src/features/bulk-order/index.ts';
import { buttonCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * Quick / bulk order (spec §1 "bulk-order", §5 add-to-cart rules): many lines of item number (sku or product
 * id) and quantity, each validated BEFORE anything is added, then added to the page's cart in ONE request.
 *
 * - Lines: an item field and a quantity field (digits only) per line, 'Add row', × to remove a line, and a paste
 *   box ('Paste from a spreadsheet') taking many lines: `SKU;qty`, `SKU qty` or tab separated as Excel copies
 *   cells (a header line such as "Varenummer<TAB>Antal" is skipped). Pasting several lines or cells straight
 *   into an item field takes them as lines too. At most 500 lines.
 * - Checking: when a field loses focus (and after a paste, and before adding) the item numbers not checked yet
 *   are looked up together: `POST simpleproductquery` (field `sku`) and `POST product/ids` (a product id match
 *   wins; case-insensitive). Each line then shows its verdict below it: the product name when fine; 'Unknown
 *   item number {0}'; '{0} cannot be bought online' (`allowpurchase` false); '{0} comes in variants: choose
 *   one on the product page' (a product with variants cannot be ordered by its own number); 'Enter a quantity
 *   for {0}' (empty or 0); 'Enter an item number'; and, when the quantity is not a whole number of packages,
 *   'Sold in packages of {0} {1}. The quantity will be rounded up to {n}.' (the rounded quantity is sent).
 * - 'Add to cart' sends every valid line in ONE `POST cart/addorupdatecartfromlist` `{ items }` (quantities are
 *   added to existing cart lines); the answer replaces the page cart (every cart view follows, and
 *   `butik-cart-change` fires on this element). The lines sent are removed; invalid lines stay with their
 *   messages; '{n} lines were added to the cart.' is announced. While the request runs the form is busy and a
 *   second submit does nothing. A failure keeps every line and says so; a failed lookup offers 'Try again'.
 * - Shown only when the page allows purchase (`purchase-allowed`); otherwise the element renders nothing
 *   (`data-state="hidden"`).
 *
 * Decisions: the lookup's failure is told apart from "unknown item" (the view never calls an item unknown
 * because a request failed). Duplicate lines are sent as they are (the server adds them up).
 * The host mirrors `data-state`: `hidden`, `editing`, `checking`, `adding`, `added` or `error`.
 *
 * @tag bulk-order
 * @summary Quick order: many item numbers and quantities, validated per line, added to the cart at once.
 * @attr {string} heading - The heading. Default: 'Quick order' ('Hurtig bestilling').
 * @attr {number} rows - Number of empty lines at start (1–50). Default: 3.
 * @fires butik-cart-change - The lines were added: `detail` `{ cart, change: null }` (fired by the page cart once it took the answer).
 * @csspart container - The whole form.
 * @csspart title - The heading.
 * @csspart rows - The list of lines.
 * @csspart row - One line (item, quantity, remove, message); `data-verdict` holds its verdict kind.
 * @csspart message - A line's message.
 * @csspart submit - The 'Add to cart' button.
 * @csspart error - The error message.
 * @csspart paste - The paste box (a `<details>`).
 */
const bulkOrder = element<BulkOrderProps>({
  tag: 'bulk-order',
  component: BulkOrder,
  props: {
    heading: { type: 'string', default: '' },
    rows: { type: 'number', default: 3, validate: (value) => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50 ? undefined : 'must be a whole number from 1 to 50') },
  },
  styles: [panelCss, spinnerCss, buttonCss, bulkOrderCss],
});

export default bulkOrder;

export type BulkOrderElement = ButikElement<BulkOrderProps>;

declare global {
  interface HTMLElementTagNameMap {
    'bulk-order': BulkOrderElement;
  }
}
