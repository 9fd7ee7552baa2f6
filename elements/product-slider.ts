import { element, type ButikElement } from '../src/internal/define.ts';
import {
  ProductSliderShell,
  PRODUCT_SLIDER_SOURCES,
  type ProductSliderProps,
} from '../src/features/product-slider/index.ts';

/**
 * A horizontal slider of product cards: 5 per row, 4 / 3 / 2 / 1 below 1200 / 900 / 600 / 400 px of its own width
 * (resize debounced 200 ms), previous / next buttons (disabled at the ends), arrow keys, scroll snap and swipe.
 * While loading, when empty and after a failed call it shows its children (the page's server-rendered row). With
 * children its code waits until it comes within 200px of the viewport or the visitor reaches for the row; without
 * children it loads at once.
 * Host `data-state`: `loading`, `ready`, `empty`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/product-slider.md`.
 *
 * @tag product-slider
 * @summary A slider of product cards: popular products, or products related to a product.
 * @attr {"popular"|"related"} source - `popular`: the shop's most popular products; `related`: products of the same category as `product-id`. A bad value logs an error and means `popular`. Default: `popular`.
 * @attr {string} product-id - The product whose related products to show (source `related`). Default: "".
 * @attr {number} limit - How many products (1–100). A bad value logs an error and means 10. Default: 10.
 * @attr {string} heading - The heading. Default: 'Popular products' / 'Related products' (Danish 'Populære produkter' / 'Relaterede produkter').
 * @slot - Fallback: shown while loading, when empty and after a failure (the page's server-rendered row).
 * @slot actions - Shown beside the heading once the slider shows (a 'See all' link).
 * @csspart section - The whole slider.
 * @csspart heading - The heading.
 * @csspart list - The scrolling row.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart card - One product card.
 * @csspart media - A card's image area.
 * @csspart image - A card's image.
 * @csspart badges - A card's badges (`badge`, the discount notice also `offer`).
 * @csspart name - A card's name link.
 * @csspart sku - A card's item number.
 * @csspart price - A card's price (the amount; the product-price parts `standard-price`, `discount`, `note` too).
 * @csspart stock - A card's stock message.
 * @csspart buy - A card's add-to-cart area.
 * @csspart overlay - A card's transition overlay (after following its link; `data-ready` 500 ms later).
 * @csspart choose - A card's 'Choose variant' link (products with variants).
 * @cssprop --butik-slider-gap - Gap between cards. Default: 16px (20px at 5 per row).
 * @cssprop --butik-product-slider-heading-size - Font size of the heading. Default: 1.375rem.
 */
const productSlider = element<ProductSliderProps>({
  tag: 'product-slider',
  component: ProductSliderShell,
  props: {
    source: { type: 'enum', values: PRODUCT_SLIDER_SOURCES, default: 'popular' },
    productId: { type: 'string', default: '' },
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
  // The page's fallback children stay shown until the first render (no layout shift).
  keepChildren: true,
});

export default productSlider;

export type ProductSliderElement = ButikElement<ProductSliderProps>;

declare global {
  interface HTMLElementTagNameMap {
    'product-slider': ProductSliderElement;
  }
}
