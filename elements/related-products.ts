import { element, type ButikElement } from '../src/internal/define.ts';
import { RelatedProducts, relatedProductsCss, type RelatedProductsProps } from '../src/features/related-products/index.ts';
import { buttonCss } from '../src/ui/index.ts';

/**
 * Products related to the page cart's contents (spec §7 `GET cart/getrelatedproducts?limit`, §9 limit 10), as a
 * horizontal scroller of cards: image, name (link to the product page), price (incl. or excl. VAT per the page's
 * `prices-inc-vat`, shown only with `show-prices` and the product's `showprices`), and 'Buy now' adding one
 * package (colli) to the page cart when the product allows purchase and the page's `purchase-allowed` is on
 * (a product with variants links to its page, 'Choose variant', instead).
 *
 * The list is loaded at start and again when the cart's item count changes (after any add-to-cart on the page;
 * debounced 400 ms, the newest request wins). The element is hidden (`display: none`) while loading, when there
 * is nothing related, and when the call failed (decision: the list is a suggestion, so a failure is not shown;
 * the next cart change asks again).
 * The host mirrors `data-state`: `loading`, `ready`, `empty` or `failed`.
 *
 * @tag related-products
 * @summary Products related to the cart, as a scroller of cards with 'Buy now'.
 * @attr {number} limit - How many products to ask for (1–100). A bad value logs an error and means 10. Default: 10.
 * @attr {string} heading - The section heading. Default: 'Related products' (Danish 'Relaterede produkter').
 * @fires {CustomEvent<CartChangeDetail>} butik-cart-change - A product added with 'Buy now' was saved by the server (fired by the page cart).
 * @csspart section - The whole section.
 * @csspart heading - The heading.
 * @csspart list - The scroller.
 * @csspart card - One product card.
 * @csspart image - A card's image.
 * @csspart name - A card's name link.
 * @csspart price - A card's price.
 * @csspart add - A card's 'Buy now' button.
 * @csspart choose - A card's 'Choose variant' link (products with variants).
 * @cssprop --butik-related-card-width - Width of a card. Default: 168px (200px from 960px).
 */
const relatedProducts = element<RelatedProductsProps>({
  tag: 'related-products',
  component: RelatedProducts,
  props: {
    limit: {
      type: 'number',
      default: 10,
      validate: (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100 ? undefined : 'is not a whole number from 1 to 100'),
    },
    heading: { type: 'string', default: '' },
  },
  styles: [buttonCss, relatedProductsCss],
});

export default relatedProducts;

export type RelatedProductsElement = ButikElement<RelatedProductsProps>;

declare global {
  interface HTMLElementTagNameMap {
    'related-products': RelatedProductsElement;
  }
}
