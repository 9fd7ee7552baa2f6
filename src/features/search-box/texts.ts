/** Texts of the `<search-box>` shell (English source; Danish in locales/da/messages.po); the part's: suggest-texts.ts. */
import { msg } from '@lingui/core/macro';

export const TEXTS = {
  label: msg({ message: 'Search the shop', comment: 'search-box: accessible name of the search field' }),
  placeholder: msg({
    message: 'Search for products, item numbers and brands',
    comment: 'search-box: placeholder of the header search field',
  }),
  submit: msg({ message: 'Search', comment: 'search-box: the button that goes to the search page' }),
};
