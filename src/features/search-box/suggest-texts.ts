/** Texts of `<search-box>` (all in the field part: its own catalog, loaded with it; Danish in locales/da/messages.po). */
import { msg } from '@lingui/core/macro';

export const SUGGEST_TEXTS = {
  label: msg({ message: 'Search the shop', comment: 'search-box: accessible name of the search field' }),
  placeholder: msg({
    message: 'Search for products, item numbers and brands',
    comment: 'search-box: placeholder of the header search field',
  }),
  submit: msg({ message: 'Search', comment: 'search-box: the button that goes to the search page' }),
  results: msg({ message: 'Search suggestions', comment: 'search-box: accessible name of the suggestion list' }),
  queries: msg({
    message: 'Suggested searches',
    comment: 'search-box: group heading of the query suggestions in the list',
  }),
  products: msg({ message: 'Products', comment: 'search-box: group heading of the products in the list' }),
  itemNo: msg({ message: 'Item no. {0}', comment: 'search-box: item number of a product; {0} = item number' }),
  noResults: msg({
    message: 'Your search for "{0}" returned no items',
    comment: 'search-box: nothing found (spec §8 no results text); {0} = the query',
  }),
  count: msg({
    message: '{0, plural, one {# product} other {# products}}',
    comment: 'search-box: announced when suggestions arrive; {0} = number of products shown',
  }),
  countWithQueries: msg({
    message:
      '{0, plural, one {# product} other {# products}} and {1, plural, one {# suggested search} other {# suggested searches}}',
    comment: 'search-box: announced when suggestions arrive; {0} = products shown, {1} = query suggestions shown',
  }),
};
