import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, panelCss, spinnerCss } from '../src/ui/index.ts';
import { WishLists, wishListsCss, type WishListsProps } from '../src/features/wish-lists/index.ts';

/**
 * A signed-in user's wish lists with their items (spec §3 wish list, §5 wish list rules, §6 purchase from lists,
 * §7 wish list calls: GET list, DELETE {id}, DELETE {listid}/{itemid}, POST updatelist; cart
 * POST cart/addorupdatecartfromlist).
 *
 * Each list shows its name and item count, and its items with image, name (a link to the product when the item
 * has a url), quantity and actions:
 * - Rename: an inline form ('New name for "…"', required: 'The List name field is required'; Esc or Cancel
 *   closes) → POST updatelist `{ id, label }`. A failure (e.g. another list has that name) keeps the form open
 *   and says so.
 * - Delete list: asks inline ('Delete the list "…" and its items?' Delete / Cancel) → DELETE wishlist/{id}.
 * - Remove (an item) → DELETE wishlist/{listid}/{itemid}.
 * - Quantity: digits only; an 'Update' button appears when the value differs (Enter submits too) → POST
 *   updatelist `{ id, items: [{ id, quantity }] }`. The quantity is rounded UP to the product's colli before
 *   sending; the rounding is shown while typing and after saving; 0 removes the item (server rule).
 * - Add to cart (an item) and 'Add all to cart' (the list) only when `enable-purchase-from-lists` AND
 *   `allow-purchase` are on (spec §6) → ONE POST cart/addorupdatecartfromlist with the items (quantity 0 items
 *   are skipped); the answer replaces the page cart (`useCartActions().replaceCart`, which fires
 *   `butik-cart-change`), so every cart view follows.
 * Every wish-list call answers with all lists, which replace the shown ones; the outcome is announced in a
 * status line ('The list was renamed.', '… was removed from the list.', 'Added to the cart.'…) or an alert.
 *
 * Decisions:
 * - Not signed in: the heading and 'In order to save items for later you need to login.' with a 'Login' link to
 *   `login-url` (nothing is fetched; `data-state="visitor"`).
 * - Name and image come from the item (the server sends them); the page product store (`useProduct`, batched
 *   POST product/ids) fills a missing name / image and gives the colli for the rounding (product colli; the
 *   server rounds again).
 * - The cart payload of an item uses the server's `product` and `variantid` extras when present, else
 *   `productid` as the product id.
 * - Deleting is confirmed inline (no `window.confirm`: styleable, testable, screen-reader friendly); after a
 *   delete focus moves to the heading. One call at a time per list / item; clicks while busy are ignored.
 * - The host mirrors `data-state`: `visitor`, `loading`, `failed` (with 'Try again'), `empty`, `ready`.
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
  styles: [panelCss, spinnerCss, buttonCss, wishListsCss],
});

export default wishLists;

export type WishListsElement = ButikElement<WishListsProps>;

declare global {
  interface HTMLElementTagNameMap {
    'wish-lists': WishListsElement;
  }
}
