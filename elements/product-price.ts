import { element, type ButikElement } from '../src/internal/define.ts';
import { ProductPrice, productPriceCss, productProblem, type ProductPriceProps } from '../src/features/product-price/index.ts';

/**
 * A product's price (spec §2 product card and product detail, §3 Price / Duty, §8, §9). On a card
 * (`<product-price product-id="10001">`): the unit price, or 'From' + the lowest bulk price when the product has
 * bulk discounts. On the product page (`<product-price product-id="10001" detail>`): the unit price, the bulk
 * discount table and the duties table. Both: when on discount the normal price struck through (with the visually
 * hidden text 'Normal price') and the discount percentage ('-20 %'); a note 'incl. VAT' / 'excl. VAT'.
 *
 * The product comes from the `product` property (or JSON attribute) when given — then nothing is fetched — else it
 * is loaded by `product-id` through the page's product store: every `<product-price>` / `<add-to-cart>` upgraded
 * in the same task shares ONE `POST product/ids`. Money is formatted with the element's culture (`da-DK`:
 * `1.234,50 kr.`) in the price's own currency.
 *
 * Decisions:
 * - VAT: ONE mode for everything the element shows: the page config's `prices-inc-vat` when set (also `"false"`),
 *   otherwise the product price's own `showpricesincvat`. Bulk tiers and duties follow that mode (not their own
 *   flags), so the single note is true for every amount.
 * - Discount: `standardsalesprice` is excl. VAT; incl. VAT it is multiplied by the price's own ratio
 *   `priceincvat / priceexvat`. The percentage is `discountpercentage` rounded (computed from the two prices when
 *   missing), shown as `-20 %` (no-break space) in every culture. Nothing is struck through unless the normal
 *   price is above the price shown.
 * - 'From' (cards only, spec §9): the tier with the lowest `priceexvatasnumeric` (so "the lowest ex-VAT price"),
 *   SHOWN in the element's VAT mode like every other amount (incl. VAT when the page shows incl. VAT). It
 *   replaces the unit price only when it is below it; the discount (struck price, percentage) is still shown
 *   when the product is on discount. Detail pages never show 'From'.
 * - Bulk table: rows 'From {quantity} {unit}' → unit price, sorted by quantity ascending.
 * - No price (`price` null or unusable): 'Contact customerservice for more information on this product.'
 * - Hidden (nothing rendered, `data-state="hidden"`): page config `show-prices` off (nothing is fetched then),
 *   or the product's `showprices` false.
 * - No product (unknown id, no id and no product, or the request failed): one console error naming the element
 *   and the `product-id` value; nothing rendered, `data-state="hidden"`. A bad `product` value (not an object,
 *   no id, a price without numbers) is logged by the attribute parser and the element falls back to `product-id`.
 * - Loading: a shimmer placeholder of the price's size (`aria-hidden`), `data-state="loading"`.
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
