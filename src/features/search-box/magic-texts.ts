/** Texts of the `<search-box>` magic search overlay (its own catalog, loaded with it). */
import { msg } from '@lingui/core/macro';

export const MAGIC_TEXTS = {
  title: msg({ message: 'Search', comment: 'search-box magic search: title of the overlay' }),
  field: msg({ message: 'Search the shop', comment: 'search-box: accessible name of the search field' }),
  placeholder: msg({
    message: 'Search for products, item numbers and brands',
    comment: 'search-box: placeholder of the header search field',
  }),
  popular: msg({ message: 'Popular products', comment: 'search-box magic search: heading before anything is typed' }),
  tabs: msg({ message: 'Search results', comment: 'search-box magic search: accessible name of the result tabs' }),
  products: msg({ message: 'Products', comment: 'search-box: group heading of the products in the list' }),
  categories: msg({ message: 'Categories', comment: 'search-box magic search: tab of the categories found' }),
  pages: msg({ message: 'Pages', comment: 'search-box magic search: tab of the CMS pages found' }),
  searching: msg({ message: 'Searching…', comment: 'search-box magic search: while the first answer loads' }),
  count: msg({
    message: '{0, plural, one {# result} other {# results}}',
    comment: 'search-box magic search: announced when results arrive; {0} = products, categories and pages found',
  }),
  noResults: msg({
    message: 'Your search for "{0}" returned no items',
    comment: 'search-box: nothing found (spec §8 no results text); {0} = the query',
  }),
};
