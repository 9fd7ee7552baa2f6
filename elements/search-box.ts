import { element, type ButikElement } from '../src/internal/define.ts';
import { linkUrlAttribute } from '../src/internal/props.ts';
import { SearchBox, searchBoxCss, type SearchBoxProps } from '../src/features/search-box/index.ts';

/**
 * The shop header's search: a combobox (WAI-ARIA APG) with suggested searches and products (image, name, item
 * number, price) 250 ms after the last keystroke, 10 (5 below 960px). Enter on a product opens it; on a suggested
 * search or on the typed text it goes to `search-url` with `query` (and the page's `orderby`); a blank query never
 * navigates. Escape closes the list, a second Escape clears the field. Put the server-rendered search form inside
 * the tag as the fallback (shown until the element renders; its text and focus carry over).
 * Until the visitor reaches for the fallback form (pointer over it, focus, a keystroke) it shows as it is; then the
 * field loads on demand into its place (at once without a fallback). Host `data-state`: `closed`, `loading`, `open`,
 * `empty`. With the feature flag `magicsearch` the field opens the magic search overlay instead (tabs Products,
 * Categories, Pages with counts and 'Load more'; popular products before typing; scroll locked, focus kept inside).
 *
 * Behaviour and decisions: `docs/elements/search-box.md`.
 *
 * @tag search-box
 * @summary Header search with suggested searches and products, by keyboard or pointer.
 * @attr {string} search-url - The search results page. Default: the fallback form's `action`, else '/search'.
 * @attr {string} placeholder - The field's placeholder. Default: 'Search for products, item numbers and brands'.
 * @attr {string} label - The field's accessible name. Default: 'Search the shop' ('Søg i butikken').
 * @fires butik-search - Cancelable, before navigating: `detail` `{ kind: 'product'|'query', query, url, productId? }`. `preventDefault()` stays on the page.
 * @csspart form - The pill around the field and the button (the field, once loaded).
 * @csspart input - The search field (combobox).
 * @csspart submit - The 'Search' button.
 * @csspart popup - The suggestion panel.
 * @csspart results - The list of suggestions (listbox).
 * @csspart group - A group of the list (suggested searches, products); `group-label` its heading.
 * @csspart option - A suggestion; the highlighted one also has `option-active`.
 * @csspart image - A product's image.
 * @csspart name - A product's name.
 * @csspart item-number - A product's item number.
 * @csspart price - A product's price.
 * @csspart empty - The 'no items' message.
 * @csspart magic-input - The magic search overlay's field.
 * @csspart magic-hit - A hit (link) in the overlay.
 * @cssprop --butik-search-height - Height of the field. Default: 48px.
 * @cssprop --butik-search-background - Field background before focus. Default: #f5f6f8.
 * @cssprop --butik-search-border - Field border colour. Default: #cfd6de.
 * @cssprop --butik-search-radius - Field corner radius. Default: 999px.
 * @cssprop --butik-search-active - Background of the highlighted suggestion. Default: #e8eff6.
 * @cssprop --butik-search-panel-max-height - Height of the list before it scrolls. Default: min(72vh, 620px); phones min(60vh, 480px).
 * @cssprop --butik-search-z-index - Stacking of the panel. Default: 40.
 */
const searchBox = element<SearchBoxProps>({
  tag: 'search-box',
  component: SearchBox,
  props: {
    searchUrl: { type: 'string', default: '', validate: linkUrlAttribute },
    placeholder: { type: 'string', default: '' },
    label: { type: 'string', default: '' },
  },
  // The page's fallback form stays shown (and keeps the focus) from the upgrade until the first render.
  keepChildren: true,
  styles: [searchBoxCss],
});

export default searchBox;

export type SearchBoxElement = ButikElement<SearchBoxProps>;

declare global {
  interface HTMLElementTagNameMap {
    'search-box': SearchBoxElement;
  }
}
