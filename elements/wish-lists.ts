import { element, type ButikElement } from '../src/internal/define.ts';
import { alertCss, buttonCss, inputCss, panelCss, spinnerCss } from '../src/ui/index.ts';
import { WishLists, wishListsCss, type WishListsProps } from '../src/features/wish-lists/index.ts';

/**
 * A signed-in user's wish lists: rename and delete lists, change quantities (rounded up to colli), remove items and,
 * when the page allows purchase from lists, add an item or a whole list to the cart. A visitor is asked to log in.
 * Host `data-state`: `visitor`, `loading`, `failed`, `empty`, `ready`.
 *
 * Behaviour and decisions: `docs/elements/wish-lists.md`.
 *
 * @tag wish-lists
 * @summary The signed-in user's wish lists: rename, delete, remove items, change quantities, add to the cart.
 * @attr {string} heading - The heading. Default: 'My wish lists' ('Mine ønskelister').
 * @fires butik-wish-list-change - A list changed: `detail: { wishlists, change: { action: 'rename' | 'delete' | 'remove' | 'quantity', … } }` (bubbles, composed).
 * @fires butik-cart-change - Items were added to the cart (fired by the page cart once it took the answer).
 * @csspart container - The whole panel.
 * @csspart title - The heading.
 * @csspart list - One list (`data-list-id`).
 * @csspart list-title - A list's name and item count.
 * @csspart rename - A list's Rename button.
 * @csspart rename-form - The rename form.
 * @csspart delete - A list's 'Delete list' button.
 * @csspart confirm - The delete confirmation.
 * @csspart add-list - 'Add all to cart'.
 * @csspart item - One item (`data-item-id`).
 * @csspart item-name - An item's name.
 * @csspart quantity - An item's quantity field.
 * @csspart update - An item's Update button (shown when the quantity was changed).
 * @csspart add-item - An item's 'Add to cart'.
 * @csspart remove - An item's Remove button.
 * @csspart status - The outcome line.
 * @csspart error - A failure message.
 * @cssprop --butik-color-primary - Buttons and links.
 * @cssprop --butik-color-on-primary - Primary button text.
 * @cssprop --butik-color-border - Card, dividers, fields.
 * @cssprop --butik-color-muted - Counts and notices.
 * @cssprop --butik-color-success - Outcome line.
 * @cssprop --butik-color-danger - Delete and errors.
 * @cssprop --butik-radius - Corner radius.
 * @cssprop --butik-focus-ring - Focus outline.
 */
const wishLists = element<WishListsProps>({
  tag: 'wish-lists',
  component: WishLists,
  props: {
    heading: { type: 'string', default: '' },
  },
  styles: [panelCss, spinnerCss, buttonCss, inputCss, alertCss, wishListsCss],
});

export default wishLists;

export type WishListsElement = ButikElement<WishListsProps>;

declare global {
  interface HTMLElementTagNameMap {
    'wish-lists': WishListsElement;
  }
}
