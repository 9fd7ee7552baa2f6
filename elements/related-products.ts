import { element, type ButikElement } from '../src/internal/define.ts';
import {
  RelatedProducts,
  relatedProductsCss,
  type RelatedProductsProps,
} from '../src/features/related-products/index.ts';
import { productCardStyles } from '../src/features/product-card/index.ts';
import { buttonCss, spinnerCss } from '../src/ui/index.ts';

/**
 * Products related to the page's cart, as a scroller of cards with 'Buy now' (one package), reloaded when the cart's
 * item count changes. Hidden while loading, when there is nothing related and when the call failed.
 * Host `data-state`: `loading`, `ready`, `empty`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/related-products.md`.
 *
 * @tag related-products
 * @summary Products related to the cart, as a scroller of cards with 'Buy now'.
 * @attr {number} limit - How many products to ask for (1–100). A bad value logs an error and means 10. Default: 10.
 * @attr {string} heading - The section heading. Default: 'Related products' (Danish 'Relaterede produkter').
 * @fires butik-cart-change - A product added with 'Buy now' was saved by the server (fired by the page cart).
 * @csspart section - The whole section.
 * @csspart heading - The heading.
 * @csspart list - The scroller.
 * @csspart card - One product card.
 * @csspart image - A card's image.
 * @csspart name - A card's name link.
 * @csspart media - A card's image area.
 * @csspart badges - A card's badges (`badge`, the discount notice also `offer`).
 * @csspart sku - A card's item number.
 * @csspart price - A card's price (the amount; the product-price parts `standard-price`, `discount`, `note` too).
 * @csspart stock - A card's stock message.
 * @csspart buy - A card's add-to-cart area.
 * @csspart overlay - A card's transition overlay (after following its link; `data-ready` 500 ms later).
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
      validate: (v: unknown) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100
          ? undefined
          : 'is not a whole number from 1 to 100',
    },
    heading: { type: 'string', default: '' },
  },
  styles: [spinnerCss, buttonCss, ...productCardStyles, relatedProductsCss],
});

export default relatedProducts;

export type RelatedProductsElement = ButikElement<RelatedProductsProps>;

declare global {
  interface HTMLElementTagNameMap {
    'related-products': RelatedProductsElement;
  }
}
