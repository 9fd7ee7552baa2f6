import { element, type ButikElement } from '../src/internal/define.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';
import {
  AddToCart,
  addToCartCss,
  isProductLike,
  lineQuantityCss,
  type AddToCartProps,
} from '../src/features/add-to-cart/index.ts';

/**
 * The add-to-cart area of a product card or page: a quantity field and 'Buy now'; once the product is in the
 * page's cart, minus / quantity / plus edit its line (quantities rounded up to colli, edits debounced 500 ms).
 * Rendered only when the page and the product (or variant) allow purchase.
 * Host `data-state`: `hidden`, `loading`, `ready`, `adding`, `in-cart`.
 *
 * Behaviour and decisions: `docs/elements/add-to-cart.md`.
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
      validate: (value) =>
        Number.isInteger(value) && (value as number) >= 1 ? undefined : 'is not a positive whole number',
    },
    unit: { type: 'string', default: '' },
    addonProductIds: { type: 'list', default: [] },
    buttonText: { type: 'string', default: '' },
    product: {
      type: 'json',
      default: null,
      validate: (value) =>
        value === null || isProductLike(value) ? undefined : 'is not a product (an object with an id)',
    },
  },
  styles: [spinnerCss, buttonCss, lineQuantityCss, addToCartCss],
});

export default addToCart;

export type AddToCartElement = ButikElement<AddToCartProps>;

declare global {
  interface HTMLElementTagNameMap {
    'add-to-cart': AddToCartElement;
  }
}
