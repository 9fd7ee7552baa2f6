import { element, type ButikElement } from '../src/internal/define.ts';
import { alertCss, buttonCss, spinnerCss } from '../src/ui/index.ts';
import { SaveForLater, saveForLaterCss, type SaveForLaterProps } from '../src/features/save-for-later/index.ts';

/**
 * A 'Save for later' button (when the page's `enable-wish-list` is on) opening a modal to choose or create a wish
 * list and a quantity (rounded up to colli); a visitor is asked to log in.
 * Host `data-state`: `hidden`, `closed`, `visitor`, `loading`, `failed`, `ready`, `saving`, `saved`.
 *
 * Behaviour and decisions: `docs/elements/save-for-later.md`.
 *
 * @tag save-for-later
 * @summary 'Save for later' button with the wish list dialog (choose or create a list, quantity rounded to colli).
 * @attr {string} product-id - The product's id (sent as `productid` unless `variant-sku` is given).
 * @attr {string} variant-sku - The selected variant's sku (sent as `productid`).
 * @attr {number} colli - Pack size: default quantity, and quantities are rounded up to a multiple of it. Default: 1.
 * @attr {string} button-text - Text of the button. Default: 'Save for later' ('Gem til senere').
 * @fires butik-wish-list-change - An item was saved: `detail: { wishlists, change: { action: 'add', label, productid, quantity } }` (bubbles, composed).
 * @csspart button - The 'Save for later' button.
 * @csspart dialog - The dialog.
 * @csspart login - The visitor's login message and link.
 * @csspart form - The form (signed in).
 * @csspart lists - The list choice (fieldset of radios).
 * @csspart name - The new list's name field.
 * @csspart quantity - The quantity field.
 * @csspart notice - The pack size / rounding notice (or the quantity error).
 * @csspart save - The Save button.
 * @csspart status - The success message area.
 * @csspart error - A failure message.
 * @cssprop --butik-color-primary - Buttons, selected list.
 * @cssprop --butik-color-on-primary - Save button text.
 * @cssprop --butik-color-border - Fields and list options.
 * @cssprop --butik-color-muted - Notices and item counts.
 * @cssprop --butik-color-success - Success message.
 * @cssprop --butik-color-danger - Errors.
 * @cssprop --butik-radius - Corner radius.
 * @cssprop --butik-focus-ring - Focus outline.
 */
const saveForLater = element<SaveForLaterProps>({
  tag: 'save-for-later',
  component: SaveForLater,
  props: {
    productId: { type: 'string', default: '' },
    variantSku: { type: 'string', default: '' },
    colli: {
      type: 'number',
      default: undefined,
      validate: (value) =>
        Number.isInteger(value) && (value as number) >= 1 ? undefined : 'is not a positive whole number',
    },
    buttonText: { type: 'string', default: '' },
  },
  styles: [spinnerCss, buttonCss, alertCss, saveForLaterCss],
});

export default saveForLater;

export type SaveForLaterElement = ButikElement<SaveForLaterProps>;

declare global {
  interface HTMLElementTagNameMap {
    'save-for-later': SaveForLaterElement;
  }
}
