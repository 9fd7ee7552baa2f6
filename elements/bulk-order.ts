import { element, type ButikElement } from '../src/internal/define.ts';
import { BulkOrder, bulkOrderCss, type BulkOrderProps } from '../src/features/bulk-order/index.ts';
import { alertCss, buttonCss, panelCss, spinnerCss } from '../src/ui/index.ts';

/**
 * Quick order: lines of item number and quantity (typed, or pasted from a spreadsheet), each checked against the
 * shop before anything is added, then added to the page's cart in one request. Rendered only when the page allows
 * purchase. Host `data-state`: `hidden`, `editing`, `checking`, `adding`, `added`, `error`, `failed` (the form's
 * machine, loaded on demand, could not be loaded: the form says so and offers 'Try again').
 *
 * Behaviour and decisions: `docs/elements/bulk-order.md`.
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
 * @csspart error - The error message (also when the form's machine could not be loaded).
 * @csspart paste - The paste box (a `<details>`).
 */
const bulkOrder = element<BulkOrderProps>({
  tag: 'bulk-order',
  component: BulkOrder,
  props: {
    heading: { type: 'string', default: '' },
    rows: {
      type: 'number',
      default: 3,
      validate: (value) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 50
          ? undefined
          : 'must be a whole number from 1 to 50',
    },
  },
  styles: [panelCss, spinnerCss, buttonCss, alertCss, bulkOrderCss],
});

export default bulkOrder;

export type BulkOrderElement = ButikElement<BulkOrderProps>;

declare global {
  interface HTMLElementTagNameMap {
    'bulk-order': BulkOrderElement;
  }
}
