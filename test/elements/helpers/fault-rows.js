// The rows of the fault matrix: every element × every API call it makes. Plain data (no browser), read by the
// tests (test/elements/fault-matrix-*.test.js, one driver per row) and by scripts/fault-matrix-table.ts, which writes
// the table in docs/fault-matrix.md from these rows, so the table says what the tests run.
//
//   id        'element / call' (call = the error catalogue's name, src/api/errors.ts: its §8 failure result), or
//             'element / call (what)' with `call` given when one element makes one call in two ways
//   group     the test file that drives it (fault-matrix-<group>.test.js)
//   method, path   the request (path below /contextapi/{context}/v1/, or a RegExp for other URLs)
//   trigger   'user' (the user's action makes the call: a message must show) or 'load' (a background load: the
//             element's error, empty or fallback state)
//   shows     what the element shows on every one of the six faults
//   kept      what the user typed or chose that the cell checks is still there
//   then      what the cell checks works once the fault is gone

/** The six faults (helpers/faults.js injects them) and their names in the table. */
export const FAULTS = ['500', 'timeout', 'abort', 'refused', 'malformed', 'schema'];
export const FAULT_NAMES = {
  500: '500',
  timeout: 'timeout',
  abort: 'abort',
  refused: 'connection refused',
  malformed: 'malformed JSON',
  schema: 'schema-invalid body',
};

export const ROWS = [
  // ---- cart -------------------------------------------------------------------------------------------
  {
    id: 'add-to-cart / cart.get',
    group: 'cart',
    method: 'GET',
    path: 'cart/getcart',
    trigger: 'load',
    shows: "alert 'The cart could not be loaded.' with Try again",
    kept: '—',
    then: 'Try again loads the cart; Add to cart adds',
  },
  {
    id: 'add-to-cart / cart.addOrUpdate',
    group: 'cart',
    method: 'POST',
    path: 'cart/addorupdatecart',
    trigger: 'user',
    shows: "alert 'The cart could not be updated. Please try again.'",
    kept: 'quantity rolled back to the saved one (server cart unchanged)',
    then: 'the next + is saved',
  },
  {
    id: 'cart-preview / cart.get',
    group: 'cart',
    method: 'GET',
    path: 'cart/getcart',
    trigger: 'load',
    shows: "state failed; the panel says 'The cart could not be loaded.' with Try again",
    kept: '—',
    then: 'Try again shows the cart',
  },
  {
    id: 'cart-preview / cart.addOrUpdate',
    group: 'cart',
    method: 'POST',
    path: 'cart/addorupdatecart',
    trigger: 'user',
    shows: "alert 'Your change to {name} could not be saved. The cart shows what was saved.'",
    kept: 'the removed line is back with its quantity',
    then: 'the next change is saved',
  },
  // ---- forms ------------------------------------------------------------------------------------------
  {
    id: 'contact-form / content.contactRequest',
    group: 'forms',
    method: 'POST',
    path: 'content/contactrequest',
    trigger: 'user',
    shows: "alert 'Your message could not be sent. Please try again.' with Try again",
    kept: 'every typed field',
    then: 'Try again sends the same input',
  },
  {
    id: 'new-customer-request / content.newCustomerRequest',
    group: 'forms',
    method: 'POST',
    path: 'content/newcustomerrequest',
    trigger: 'user',
    shows: "alert 'Your request could not be sent. Please try again.' with Try again",
    kept: 'every typed field',
    then: 'Try again sends the same input',
  },
  // ---- free gift --------------------------------------------------------------------------------------
  {
    id: 'free-gift / freegift.add',
    group: 'cart',
    method: 'GET',
    path: 'freegift/add',
    trigger: 'user',
    shows: "alert 'Gratisgaven kunne ikke vælges. Prøv igen.'; no event",
    kept: 'the gift chosen before stays chosen',
    then: 'choosing again works and clears the message',
  },
  {
    id: 'free-gift / freegift.remove',
    group: 'cart',
    method: 'GET',
    path: 'freegift/remove',
    trigger: 'user',
    shows: "alert 'Gratisgaven kunne ikke fjernes. Prøv igen.'",
    kept: 'the gift stays chosen',
    then: 'Remove again removes it',
  },
  {
    id: 'login-form / loginPage.signIn',
    group: 'forms',
    method: 'POST',
    path: /^\/fm-login\//,
    trigger: 'user',
    shows:
      "alert 'The system encountered a problem. Please contact us for help.' (the §8 sign-in failure: errortype 1)",
    kept: 'the typed e-mail and password',
    then: 'signing in again signs in (butik-login)',
  },
  // ---- wish lists -------------------------------------------------------------------------------------
  {
    id: 'save-for-later / wishlist.list',
    group: 'account',
    method: 'GET',
    path: 'wishlist/list',
    trigger: 'user',
    shows: "the dialog says 'Your wish lists could not be loaded.' with Try again",
    kept: 'the dialog stays open',
    then: 'Try again lists the wish lists',
  },
  {
    id: 'save-for-later / wishlist.addItem',
    group: 'account',
    method: 'POST',
    path: 'wishlist/add',
    trigger: 'user',
    shows: "'The item could not be saved. Please try again.' in the form",
    kept: 'the chosen list and the quantity',
    then: 'Save again saves to the chosen list',
  },
  {
    id: 'wish-lists / wishlist.list',
    group: 'account',
    method: 'GET',
    path: 'wishlist/list',
    trigger: 'load',
    shows: "state failed: 'Your wish lists could not be loaded.' with Try again",
    kept: '—',
    then: 'Try again shows the lists',
  },
  {
    id: 'wish-lists / wishlist.removeItem',
    group: 'account',
    method: 'DELETE',
    path: 'wishlist/1/',
    trigger: 'user',
    shows: "'The change could not be saved. Please try again.'",
    kept: 'the item stays in its list',
    then: 'the next remove is saved',
  },
  // ---- catalogue --------------------------------------------------------------------------------------
  {
    id: 'product-list / product.facetSearch',
    group: 'catalog',
    method: 'POST',
    path: 'facetsearch',
    trigger: 'load',
    shows: "state failed: alert 'The products could not be loaded.' with Try again",
    kept: '—',
    then: 'Try again shows the products',
  },
  {
    id: 'product-list / product.facetSearch (Load more)',
    call: 'product.facetSearch',
    group: 'catalog',
    method: 'POST',
    path: 'facetsearch',
    trigger: 'user',
    shows: "alert with Try again under the list ('Load more' failed)",
    kept: 'the 20 products already shown',
    then: 'Try again loads the next 20',
  },
  {
    id: 'search-box / product.search',
    group: 'catalog',
    method: 'GET',
    path: 'search',
    trigger: 'user',
    shows: 'the §8 empty list: no products, the suggestions still listed (spec §8: no text for a failed search)',
    kept: 'the typed query',
    then: 'the next query lists the products',
  },
  {
    id: 'search-box / product.suggestions',
    group: 'catalog',
    method: 'GET',
    path: 'suggestions',
    trigger: 'user',
    shows: 'the §8 empty list: the products without the suggestions',
    kept: 'the typed query',
    then: 'the next query lists the suggestions too',
  },
  {
    id: 'main-nav / categories.getChildren',
    group: 'catalog',
    method: 'GET',
    path: 'productcategories/children',
    trigger: 'load',
    shows: "state failed: the page's server-rendered fallback navigation stays (no message: nobody asked; logged)",
    kept: '—',
    then: 'the fallback links work',
  },
  {
    id: 'product-slider / product.simpleProductQuery',
    group: 'catalog',
    method: 'POST',
    path: 'simpleproductquery',
    trigger: 'load',
    shows: "state failed: the page's server-rendered fallback list stays (no message: nobody asked)",
    kept: '—',
    then: 'the fallback links work (nothing else to retry)',
  },
  {
    id: 'related-products / cart.getRelatedProducts',
    group: 'catalog',
    method: 'GET',
    path: 'cart/getrelatedproducts',
    trigger: 'load',
    shows: 'state failed: hidden (no message: nobody asked)',
    kept: '—',
    then: 'the next cart change reloads and shows it',
  },
  // ---- salesperson ------------------------------------------------------------------------------------
  {
    id: 'customer-switcher / customer.search',
    group: 'account',
    method: 'GET',
    path: 'customer/search',
    trigger: 'user',
    shows: 'the §8 empty list: \'No customers match "{query}"\' (spec §8: no text for a failed search)',
    kept: 'the typed query',
    then: 'typing on searches again and lists the customer',
  },
  {
    id: 'customer-switcher / customer.change',
    group: 'account',
    method: 'POST',
    path: 'customer/change',
    trigger: 'user',
    shows: "state failed: alert 'The customer could not be changed. Please try again.' with Try again; no event",
    kept: 'the chosen customer (Try again sends it)',
    then: 'Try again changes to the chosen customer',
  },
  // ---- gift recipient ---------------------------------------------------------------------------------
  {
    id: 'gift-recipient-flow / giftshop.getCode',
    group: 'gift',
    method: 'GET',
    path: 'giftshop/code/',
    trigger: 'load',
    shows: 'an alert with Try again (the code is not called unknown)',
    kept: '—',
    then: 'Try again opens the code (the info step)',
  },
  {
    id: 'gift-recipient-flow / giftshop.redeemCode',
    group: 'gift',
    method: 'POST',
    path: 'giftshop/code/',
    trigger: 'user',
    shows: 'an alert with Try again on the products step (nothing saved)',
    kept: 'the chosen gift and the typed name',
    then: 'Try again saves that choice (the thank-you step)',
  },
];

/** The rows of one test file. */
export const rowsOf = (group) => ROWS.filter((row) => row.group === group);
