/** Texts of the 'Sortiment' section (English source; Danish in locales/da/messages.po, spec §2 texts verbatim). */
import { msg } from '@lingui/core/macro';

export const ASSORTMENT_TEXTS = {
  chooseDefaults: msg({
    message: 'Choose default gifts',
    comment: "assortment sub-section (spec §2 'Vælg standardgaver')",
  }),
  editAssortment: msg({ message: 'Edit assortment', comment: "assortment sub-section (spec §2 'Ret sortiment')" }),
  finish: msg({ message: 'Finish', comment: "assortment sub-section shortcut: save and go back (spec §2 'Finish')" }),
  finishToCodes: msg({
    message: 'Finish and go to gift certificates',
    comment: "assortment shortcut (spec §2 'Finish and go to gift certificates')",
  }),
  finishToDefaults: msg({
    message: 'Finish and choose default gifts',
    comment: "assortment shortcut (spec §2 'Finish and choose default gifts')",
  }),
  productCount: msg({
    message: '{0, plural, one {# product in the assortment} other {# products in the assortment}}',
    comment: 'assortment page: how many products the shop has',
  }),
  empty: msg({
    message: "The assortment is empty. Choose 'Edit assortment' to add products.",
    comment: 'assortment page: no products yet',
  }),
  required: msg({ message: 'Gifts per recipient', comment: 'assortment page: label of the required number field' }),
  requiredHint: msg({
    message: 'Between 1 and {0}: each recipient chooses this many gifts.',
    comment: 'assortment page: hint below the required number field ({0}: number of products)',
  }),
  save: msg({ message: 'Save', comment: 'assortment page: save the required number' }),
  saved: msg({ message: 'Saved.', comment: 'assortment page: the required number was saved' }),
  isDefault: msg({ message: 'Default gift', comment: 'assortment: badge on a product chosen as default gift' }),
  defaultsChosen: msg({
    message: '{0} of {1} default gifts chosen',
    comment: 'assortment: how many default gifts are chosen of the required number',
  }),
  loadingProducts: msg({ message: 'Loading products…', comment: 'assortment: product details are loading' }),
  productsFailed: msg({
    message: 'The products could not be loaded.',
    comment: 'assortment: product details failed to load',
  }),
  searchLabel: msg({ message: 'Search the catalogue', comment: "'Ret sortiment': label of the search field" }),
  search: msg({ message: 'Search', comment: "'Ret sortiment': search button" }),
  searchHits: msg({
    message: '{0, plural, one {# product found} other {# products found}}',
    comment: "'Ret sortiment': number of search hits",
  }),
  noHits: msg({ message: 'No products match the search.', comment: "'Ret sortiment': no search hits" }),
  searchFailed: msg({ message: 'The search failed.', comment: "'Ret sortiment': the search failed" }),
  showMoreHits: msg({ message: 'Show more products', comment: "'Ret sortiment': next page of search hits" }),
  allCategories: msg({ message: 'All categories', comment: "'Ret sortiment': category filter, no category" }),
  category: msg({ message: 'Category', comment: "'Ret sortiment': label of the category filter" }),
  allBrands: msg({ message: 'All brands', comment: "'Ret sortiment': brand filter, no brand" }),
  brand: msg({ message: 'Brand', comment: "'Ret sortiment': label of the brand filter" }),
  add: msg({ message: 'Add {0}', comment: "'Ret sortiment': add product {0} to the assortment" }),
  remove: msg({ message: 'Remove {0}', comment: "'Ret sortiment': remove product {0} from the assortment" }),
  added: msg({ message: 'In the assortment', comment: "'Ret sortiment': a search hit already in the assortment" }),
  chosen: msg({ message: 'Chosen products', comment: "'Ret sortiment': heading of the current assortment" }),
  unsaved: msg({
    message: "Changes are saved when you choose 'Finish'.",
    comment: 'assortment sub-sections: when the draft is saved',
  }),
  pickDefault: msg({ message: 'Default gift: {0}', comment: "'Vælg standardgaver': toggle for product {0}" }),
  tooFew: msg({
    message: 'Choose at least {0} products, one for each gift a recipient chooses.',
    comment: "'Ret sortiment': fewer products than the required number",
  }),
};
