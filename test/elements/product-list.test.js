/* global describe, it, afterEach */
// <product-list>: spec §2 load-more ('Displaying X of Y', progress bar, 'Load more'), §7 POST facetsearch, §8 no
// results 'Your search for "{0}" returned no items' and facet search failure, §9 page size 20. The fake shop answers
// facetsearch from its catalogue (helpers/product-list-shop.js: 45 pens of three brands, 3 paper products). The URL of
// the test page carries the list's state (orderby, brand, page); each test puts the original URL back. These tags have
// no fallback to reach for (none, or cards only), so the list loads at once; product-list-waiting.test.js has one.
import { installFakeShop } from './helpers/fake-shop.js';
import { mount, ORIGINAL } from './helpers/product-list-shop.js';
import { assert, deepEqual, deepQuery, equal, setup, waitDeep, waitFor } from './helpers/util.js';

await setup();
installFakeShop();

afterEach(() => history.replaceState(null, '', ORIGINAL));

const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part~="${name}"]`)];
const part = (el, name) => el.shadowRoot.querySelector(`[part~="${name}"]`);
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(
    () => state(el) === expected,
    () => `data-state ${expected} (is ${state(el)})`,
  );
const searches = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'facetsearch');
const names = (el) => parts(el, 'name').map((a) => a.textContent);
const params = () => Object.fromEntries(new URL(location.href).searchParams);
const lmText = (el) => el.shadowRoot.querySelector('.kit-lm__text').textContent;
const moreButton = (el) => el.shadowRoot.querySelector('.kit-lm__button');
/** As a visitor: focus (which makes the element listen, see src/internal/deferred-listeners.ts), pick, change. */
const choose = (select, value) => {
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('<product-list>', () => {
  it("cards only (nothing to reach for): loads at once, the page's grid under a placeholder toolbar; then 20 cards, the count and load-more", async () => {
    let release;
    const { el, shop } = await mount(
      '<product-list category-id="pens"><ul><li><a href="/product/30000">Server card</a></li></ul></product-list>',
      { tweak: (s) => (release = s.hold('facetsearch')) },
    );
    await waitState(el, 'loading');
    const slot = el.shadowRoot.querySelector('slot');
    assert(slot && slot.assignedElements().length === 1, 'the server-rendered grid shows while loading');
    // The toolbar is there at once (its final height: nothing shifts), its selects disabled until the answer.
    assert(part(el, 'sort').disabled && part(el, 'brand').disabled, 'selects disabled while loading');
    await waitFor(() => part(el, 'sort').value === 'popularity', 'the sort from the request');
    release();
    await waitState(el, 'ready');
    equal(el.shadowRoot.querySelector('slot'), null, 'the fallback is gone');
    equal(part(el, 'sort').disabled, false);
    equal(parts(el, 'card').length, 20);
    equal(part(el, 'count').textContent, '45 products');
    equal(lmText(el), 'Displaying 20 of 45');
    equal(el.shadowRoot.querySelector('[role="progressbar"]').getAttribute('aria-valuenow'), '20');
    const body = searches(shop)[0].body;
    deepEqual(body.preselections, [{ path: 'category', values: ['pens'] }]);
    deepEqual(body.sortoptions, [{ field: 'popularity', direction: 'desc' }]);
    equal(body.count, 20);
    equal(body.offset, 0);
    equal(body.query, undefined, 'no keyword on a category page');
    // A card: the shared product card with the full add-to-cart control.
    const card = parts(el, 'card')[0];
    equal(card.querySelector('[part~="name"]').getAttribute('href'), '/product/30000');
    // The card's add-to-cart area is the library's <add-to-cart>, reading the card's product from the page's store.
    await waitDeep(card, '[part~="button"]', "the add-to-cart control's button");
    assert(deepQuery(card, '[part~="quantity"]'), "the add-to-cart control's quantity");
  });

  it('a product name with HTML is shown as text', async () => {
    const { el } = await mount('<product-list category-id="pens"></product-list>');
    await waitState(el, 'ready');
    const deluxe = parts(el, 'name').find((a) => a.textContent === 'Kuglepen <b>Deluxe</b>');
    assert(deluxe, 'the name as written');
    equal(deluxe.querySelector('b'), null, 'no <b> element');
  });

  it('Load more appends pages, writes page=N into the URL (replacing the entry) and ends at the total', async () => {
    const { el, shop } = await mount('<product-list category-id="pens"></product-list>');
    await waitState(el, 'ready');
    const entries = history.length;
    moreButton(el).click();
    await waitFor(() => parts(el, 'card').length === 40, '40 cards');
    equal(searches(shop)[1].body.offset, 20);
    equal(searches(shop)[1].body.count, 20);
    equal(lmText(el), 'Displaying 40 of 45');
    await waitFor(() => params().page === '2', 'page=2 in the URL');
    equal(history.length, entries, 'load more replaces the history entry');
    moreButton(el).click();
    await waitFor(() => parts(el, 'card').length === 45, '45 cards');
    equal(moreButton(el), null, 'no button once all are shown');
    await waitFor(() => params().page === '3', 'page=3 in the URL');
  });

  it("sort: the shop's sort options; a change asks again from the first page and pushes orderby into the URL", async () => {
    const { el, shop } = await mount('<product-list category-id="pens"></product-list>', { search: '?page=2' });
    await waitState(el, 'ready');
    equal(parts(el, 'card').length, 40, 'page=2 restored');
    const sort = part(el, 'sort');
    deepEqual(
      [...sort.options].map((o) => o.textContent),
      ['Most popular', 'Name (A–Z)', 'Price, lowest first', 'Price, highest first', 'Newest'],
      'no relevance on a category page',
    );
    equal(sort.value, 'popularity');
    const entries = history.length;
    choose(sort, 'price_desc');
    await waitFor(() => searches(shop).length === 2, 'asked again');
    deepEqual(searches(shop)[1].body.sortoptions, [{ field: 'price', direction: 'desc' }]);
    await waitFor(() => names(el)[0] === 'Kuglepen 44' && parts(el, 'card').length === 20, 'sorted, first page');
    deepEqual(params(), { orderby: 'price_desc' }, 'orderby in the URL, page gone');
    equal(history.length, entries + 1, 'a new history entry');
    equal(document.activeElement, el, 'focus stays in the element');
    equal(el.shadowRoot.activeElement, sort, 'on the select');
  });

  it('brand filter: brands with counts; choosing one filters, pushes brand; back restores all brands', async () => {
    const { el, shop } = await mount('<product-list category-id="pens"></product-list>');
    await waitState(el, 'ready');
    const brand = part(el, 'brand');
    deepEqual(
      [...brand.options].map((o) => o.textContent),
      ['All brands', 'BIC (20)', 'Pilot (15)', 'Stabilo (10)'],
    );
    choose(brand, 'pilot');
    await waitFor(() => part(el, 'count').textContent === '15 products', '15 products');
    deepEqual(searches(shop)[1].body.preselections, [
      { path: 'category', values: ['pens'] },
      { path: 'brand', values: ['pilot'] },
    ]);
    equal(parts(el, 'card').length, 15);
    equal(moreButton(el), null);
    equal(params().brand, 'pilot');
    deepEqual(
      [...part(el, 'brand').options].map((o) => o.textContent),
      ['All brands', 'BIC (20)', 'Pilot (15)', 'Stabilo (10)'],
      'the other brands stay selectable',
    );
    history.back();
    await waitFor(() => part(el, 'count').textContent === '45 products', 'back: all brands again');
    equal(part(el, 'brand').value, '');
    equal(params().brand, undefined);
  });

  it('URL state restore: query, orderby, brand and the load-more depth from the URL (one request)', async () => {
    const { el, shop } = await mount('<product-list></product-list>', {
      search: '?query=kuglepen&orderby=name&brand=bic&page=2',
    });
    await waitState(el, 'ready');
    equal(searches(shop).length, 1);
    const body = searches(shop)[0].body;
    equal(body.query, 'kuglepen');
    equal(body.count, 40);
    deepEqual(body.sortoptions, [{ field: 'name', direction: 'asc' }]);
    deepEqual(body.preselections, [{ path: 'brand', values: ['bic'] }]);
    equal(parts(el, 'card').length, 20, 'all 20 of BIC');
    equal(part(el, 'sort').value, 'name');
    equal(part(el, 'brand').value, 'bic');
    equal(part(el, 'sort').options[0].textContent, 'Relevance', 'relevance on a search page');
    // The page's URL parameter the list does not own stays as it was; page=2 > what is shown becomes page=1.
    await waitFor(() => params().page === undefined, 'page=2 corrected to what is shown (after the render)');
    equal(params().query, 'kuglepen');
  });

  it("no results: the spec's text with the keyword", async () => {
    const { el } = await mount('<product-list query="xyzzy"></product-list>');
    await waitState(el, 'empty');
    equal(part(el, 'empty').textContent, 'Your search for "xyzzy" returned no items');
    equal(part(el, 'grid'), null);
  });

  it('facet search failure (the empty object): a clear message with retry', async () => {
    const { el, shop } = await mount('<product-list category-id="pens"></product-list>', {
      tweak: (s) => s.failNext('facetsearch', { status: 500 }),
    });
    await waitState(el, 'failed');
    equal(part(el, 'error').getAttribute('role'), 'alert');
    equal(part(el, 'error').querySelector('span').textContent, 'The products could not be loaded.');
    part(el, 'retry').click();
    await waitState(el, 'ready');
    equal(parts(el, 'card').length, 20);
    equal(searches(shop).length, 2);
  });

  it('a failed Load more keeps the list and offers a retry', async () => {
    const { el, shop } = await mount('<product-list category-id="pens"></product-list>');
    await waitState(el, 'ready');
    shop.failNext('facetsearch', { status: 500 });
    moreButton(el).click();
    await waitFor(() => part(el, 'error'), 'retry alert');
    equal(parts(el, 'card').length, 20);
    equal(state(el), 'ready');
    part(el, 'retry').click();
    await waitFor(() => parts(el, 'card').length === 40, 'retried');
    equal(part(el, 'error'), null);
  });
});
