import { element, type ButikElement } from '../src/internal/define.ts';
import {
  ProductPrice,
  productPriceCss,
  productProblem,
  type ProductPriceProps,
} from '../src/features/product-price/index.ts';

/**
 * A product's price incl. or excl. VAT: on a card the unit price (or 'From' the lowest bulk price); with `detail`
 * also the bulk-discount and duties tables. A discount shows the struck normal price and the percentage. The
 * product comes from `product` or is loaded by `product-id` (one batched request per page). Rendered only when
 * the page and the product show prices. Host `data-state`: `hidden`, `loading`, `no-price`, `price`.
 *
 * Behaviour and decisions: `docs/elements/product-price.md`.
 *
 * @tag product-price
 * @summary Price incl./excl. VAT with discount, 'From' bulk price on cards, bulk discount and duties tables on detail pages.
 * @attr {string} product-id - The product's id. Default: "".
 * @attr {boolean} detail - Product detail page: bulk discount and duties tables, never 'From'. Default: false.
 * @attr {Product} product - The full product as JSON (as property: the object); wins over `product-id`, nothing is fetched. Default: none.
 * @attr {boolean} prices-inc-vat - Page config override: show prices incl. VAT (`"false"`: excl. VAT). Default: each price's `showpricesincvat`.
 * @attr {boolean} show-prices - Page config override: prices are shown. Default: inherited (false).
 * @csspart price - The price shown (the 'From' amount on a card with bulk discounts).
 * @csspart from - The 'From' prefix.
 * @csspart standard-price - The struck-through normal price (on discount).
 * @csspart discount - The discount percentage badge.
 * @csspart note - The 'incl. VAT' / 'excl. VAT' note.
 * @csspart message - The 'Contact customerservice…' text (no price).
 * @csspart bulk-table - The bulk discount table (detail).
 * @csspart duties-table - The duties table (detail).
 * @cssprop --butik-color-danger - Discounted price and the discount badge. Default: `#b3261e`.
 * @cssprop --butik-color-muted - Normal price, 'From', note, table headers. Default: `#59636e`.
 * @cssprop --butik-color-border - Table rules and the loading placeholder. Default: `#d0d7de`.
 */
const productPrice = element<ProductPriceProps>({
  tag: 'product-price',
  component: ProductPrice,
  props: {
    productId: { type: 'string', default: '' },
    detail: { type: 'boolean', default: false },
    product: { type: 'json', default: undefined, validate: productProblem },
  },
  styles: [productPriceCss],
});

export default productPrice;

export type ProductPriceElement = ButikElement<ProductPriceProps>;

declare global {
  interface HTMLElementTagNameMap {
    'product-price': ProductPriceElement;
  }
}
