import { element, type ButikElement } from '../src/internal/define.ts';
import { spinnerCss } from '../src/ui/index.ts';
import { AddToCart, addToCartCss, isProductLike, lineQuantityCss, type AddToCartProps } from '../src/features/add-to-cart/index.ts';

/**
 * The add-to-cart area of a product card or detail page (spec §4 add to cart, §5 add-to-cart rules, §6 who may
 * buy, §9 'Buy now', 'Sold in packages of {0} {1}', quantity debounce 500 ms). Behaviour is
 * `machines/add-to-cart.machine.ts`; changes go to the page's one cart (every element on the page shares it).
 *
 * Not in the cart: a quantity field (default colli, or 1; only digits are kept as typed) and the add button
 * ('Buy now'). The quantity is rounded UP to a multiple of colli when added; with colli > 1 the pack notice
 * 'Sold in packages of 6 stk' is shown, and a rounding is shown and announced ('The quantity was rounded up to
 * 12.', `role="status"`). In the cart: minus / quantity / plus edit the line (step colli; each change debounced
 * 500 ms, then ONE request with the accumulated quantity; 0 removes the line and the control returns to the
 * add button). The host mirrors `data-state`: `hidden`, `loading`, `ready`, `adding`, `in-cart`.
 *
 * Decisions:
 * - Shown only when the page config allows purchase (`purchase-allowed`) AND the selected variant (with
 *   `variant-id`), else the product, has `allowpurchase`; otherwise nothing is rendered (`data-state="hidden"`,
 *   the host is `display: none`) and nothing is fetched while purchase is not allowed.
 * - The product comes from the `product` property (or JSON attribute; nothing is fetched, for lists that already
 *   have their products) or is loaded by `product-id` (batched with every other element of the page into one
 *   `POST product/ids`). With `variant-id` the product's variants are loaded once per page (`GET variant/id`).
 * - `colli` and `unit` attributes override the product's (variant's). A bad `colli` (not a positive whole
 *   number) logs one error and the product's colli applies.
 * - While the product loads: a placeholder of the control's height (and the notice line when `colli` > 1), so
 *   nothing shifts; `data-state="loading"`. A missing product, a failed load, an unknown variant or no
 *   `product-id` logs one console error naming the element and attribute; nothing is rendered (`hidden`).
 * - Adding: the add button turns busy (`aria-busy`, spinner, 'Adding to the cart…' announced) until the server
 *   confirmed the new line (`data-state="adding"`); further clicks are ignored, so a double click never makes a
 *   second line. The cart shows the line at once (optimistic); the stepper appears once the server confirmed.
 * - One add-to-cart machine per product + variant + colli + add-ons (a change of any of them starts a fresh
 *   one). Rapid plus / minus clicks only change the field; one `setQuantity` with the accumulated quantity is sent
 *   500 ms after the last click. The cart sends changes one at a time in order, so nothing is lost.
 * - A failed change (server error or timeout) is rolled back by the cart: the quantity follows the rollback and
 *   'The cart could not be updated. Please try again.' shows (`role="alert"`, dismissable) on every control of
 *   that line.
 * - Focus: when the add is confirmed (or the line emptied) the control that had focus is replaced; focus moves to
 *   the stepper's quantity field (or back to the add button). Arrow up / down in the in-cart field step too.
 * - While the page cart is still loading the control is already usable ('Buy now'; an add waits in the cart's
 *   queue and adds to what the server has); a line already in the cart turns the control into the stepper once the
 *   cart is in. A cart that failed to load shows 'The cart could not be loaded.' with 'Try again'.
 * - An in-cart edit still waiting for its debounce when the control goes away (product or colli changed, element
 *   removed) is sent at once, so it is never lost.
 * - `butik-cart-change` is fired by the page cart on this element when the server confirmed a change made here.
 *
 * @tag add-to-cart
 * @summary Quantity and 'Buy now' button; in the cart, minus / quantity / plus editing the line.
 * @attr {string} product-id - The product's id (loaded, batched, unless `product` is given).
 * @attr {string} variant-id - The selected variant's id (sent as `variantid`; its allowpurchase, colli and unit apply).
 * @attr {number} colli - Pack size; overrides the product's. Quantities are rounded up to a multiple of it. Default: the product's colli.
 * @attr {string} unit - Unit shown in the pack notice; overrides the product's. Default: the product's unit.
 * @attr {string} addon-product-ids - Space-separated ids of add-on products sent with the add (`addonproductids`).
 * @attr {string} button-text - Text of the add button. Default: 'Buy now' (Danish 'Køb nu').
 * @attr {Product} product - The full product (spec §3), as a JSON attribute or the `product` property; when given nothing is fetched (lists that already have their products).
 * @fires butik-cart-change - The server confirmed a change made with this control. `detail: { cart, change: { productid, variantid, quantity } }` (bubbles, composed).
 * @fires butik-error - A change made with this control failed and was rolled back. `detail: { message, tag }`.
 * @csspart quantity - The quantity field (new item and in the cart).
 * @csspart button - The add button.
 * @csspart minus - The decrease button (in the cart).
 * @csspart plus - The increase button (in the cart).
 * @csspart notice - The pack notice ('Sold in packages of {0} {1}') and rounding message.
 * @csspart alert - The failure message.
 * @cssprop --butik-color-primary - Add button, stepper buttons.
 * @cssprop --butik-color-on-primary - Add button text.
 * @cssprop --butik-color-border - Field and stepper borders.
 * @cssprop --butik-color-muted - Pack notice.
 * @cssprop --butik-color-danger - Failure message.
 * @cssprop --butik-color-success - 'In the cart' mark.
 * @cssprop --butik-radius - Corner radius.
 * @cssprop --butik-focus-ring - Focus outline.
 */
const addToCart = element<AddToCartProps>({
  tag: 'add-to-cart',
  component: AddToCart,
  props: {
    productId: { type: 'string', default: '' },
    variantId: { type: 'string', default: '' },
    colli: {
      type: 'number',
      default: undefined,
      validate: (value) => (Number.isInteger(value) && (value as number) >= 1 ? undefined : 'is not a positive whole number'),
    },
    unit: { type: 'string', default: '' },
    addonProductIds: { type: 'list', default: [] },
    buttonText: { type: 'string', default: '' },
    product: {
      type: 'json',
      default: null,
      validate: (value) => (value === null || isProductLike(value) ? undefined : 'is not a product (an object with an id)'),
    },
  },
  styles: [spinnerCss, lineQuantityCss, addToCartCss],
});

export default addToCart;

export type AddToCartElement = ButikElement<AddToCartProps>;

declare global {
  interface HTMLElementTagNameMap {
    'add-to-cart': AddToCartElement;
  }
}
