import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import { SaveForLater, saveForLaterCss, type SaveForLaterProps } from '../src/features/save-for-later/index.ts';

/**
 * The save-for-later button and wish list dialog of a product page (spec §2 save-for-later dialog, §3 wish list,
 * §4 wish list dialog, §5 wish list rules, §6 who may save, §7 wish list calls, §8 wish list text). Behaviour is
 * `machines/wish-list-dialog.machine.ts`.
 *
 * The button (shown only when the page config's `enable-wish-list` is on) opens a native modal `<dialog>`
 * (`showModal()`: focus trapped, Esc closes; a backdrop click and the × button close too):
 * - not signed in: 'In order to save items for later you need to login.' and a 'Login' link to `login-url`
 *   (no link when the page has no login URL); nothing is fetched;
 * - signed in: the lists are loaded (GET wishlist/list) each time the dialog opens; a radio group lists them
 *   (with their item counts) plus 'Create new list'. If lists exist the first is selected, otherwise create-new
 *   mode is on. Create-new shows 'List name *' (required: 'The List name field is required', focus moves to the
 *   field). Quantity (default colli; digits only, minimum 0) is sent rounded UP to a multiple of colli; the
 *   rounding is shown while typing ('Sold in packages of 6. The quantity will be rounded up to 12.').
 *   Save → POST wishlist/add `{ label, productid, quantity }` → 'The item have been saved for later' (spec §8,
 *   verbatim) and which list / quantity; create-new mode clears and the saved list is selected.
 * - closing clears the selection and the success message and resets the quantity to colli (spec §4).
 *
 * Decisions:
 * - `productid` sent is `variant-sku` when given, else `product-id` (spec §3). Without either nothing is
 *   rendered (`data-state="hidden"`) and one console error is logged. A bad `colli` logs one error; colli 1 applies.
 * - Shown on the shop variable `enable-wish-list` only (spec §6); the `wishlist` feature flag is not consulted.
 * - A radio group (not a select) for the lists: every list visible at once, one tab stop, arrow keys move.
 * - Any edit clears the success message; a failed load shows 'Your wish lists could not be loaded.' with 'Try
 *   again'; a failed save keeps the entries and says 'The item could not be saved. Please try again.'.
 * - An empty quantity is refused ('Enter a quantity (0 or more).'); 0 is allowed (spec §5 minimum 0).
 * - The host mirrors `data-state`: `hidden`, `closed`, `visitor`, `loading`, `failed`, `ready`, `saving`, `saved`.
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
      validate: (value) => (Number.isInteger(value) && (value as number) >= 1 ? undefined : 'is not a positive whole number'),
    },
    buttonText: { type: 'string', default: '' },
  },
  styles: [spinnerCss, buttonCss, saveForLaterCss],
});

export default saveForLater;

export type SaveForLaterElement = ButikElement<SaveForLaterProps>;

declare global {
  interface HTMLElementTagNameMap {
    'save-for-later': SaveForLaterElement;
  }
}
