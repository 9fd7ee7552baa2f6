import { element, type ButikElement } from '../src/internal/define.ts';
import { ProductListShell, type ProductListProps } from '../src/features/product-list/index.ts';

/**
 * The product list of a category page (`category-id`) or a search page (the keyword from `query`, else the URL's
 * `query` parameter): product cards with sort, a brand filter with counts, 'Displaying X of Y' with a progress bar
 * and 'Load more' (20 at a time). Sort, brand and how many are shown live in the URL (`orderby`, `brand`, `page`), so
 * reload and back keep them. It waits for the visitor: the page's list inside it (a GET form `[data-list-toolbar]`,
 * the cards, 'Load more' as a link `[data-list-more]`) shows and works until a pointer, focus or touch reaches the
 * toolbar or 'Load more'; then the list loads and takes over with the same list. Without one it loads at once.
 * Host `data-state` (once loaded): `loading`, `ready`, `empty`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/product-list.md`.
 *
 * @tag product-list
 * @summary Category or search results as product cards, with sort, brand filter and 'Load more'; state in the URL.
 * @attr {string} category-id - Category page: the category whose products are listed (sub-categories included).
 * @attr {string} query - Search page: the keyword. Default: the URL's `query` parameter.
 * @fires butik-cart-change - A product added from a card was saved by the server (fired by the page cart).
 * @csspart list - The whole list.
 * @csspart toolbar - The row with the count, the brand filter and the sort.
 * @csspart count - The number of products.
 * @csspart brand - The brand filter (select).
 * @csspart sort - The sort select.
 * @csspart grid - The grid of cards.
 * @csspart card - One product card (the card's parts: media, image, image-secondary, badges, badge, offer, icons, name, sku, price, standard-price, discount, note, stock, buy, choose, quantity, button, overlay).
 * @csspart load-more - The 'Displaying X of Y' / progress bar / 'Load more' area.
 * @csspart empty - The no-results message.
 * @csspart error - The failure message; `retry` its button.
 * @cssprop --butik-list-gap - Gap between cards. Default: 12px (16px from 560px, 20px from 1100px of list width).
 * @cssprop --butik-card-image-background - Behind card images. Default: #f3f5f7.
 * @cssprop --butik-load-more-bar-color - The progress bar. Default: the primary colour.
 */
const productList = element<ProductListProps>({
  tag: 'product-list',
  component: ProductListShell,
  props: {
    categoryId: { type: 'string', default: '' },
    query: { type: 'string', default: '' },
  },
  // The page's list shows from the upgrade; the list's code, CSS and texts load when the visitor reaches for it.
  keepChildren: true,
});

export default productList;

export type ProductListElement = ButikElement<ProductListProps>;

declare global {
  interface HTMLElementTagNameMap {
    'product-list': ProductListElement;
  }
}
