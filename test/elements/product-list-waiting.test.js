/* global describe, it, afterEach */
// <product-list> waits for the visitor (src/ui/until-reached.tsx; docs/elements/product-list.md "The page's list"):
// its children, the page's server-rendered list (a GET form toolbar with `orderby` and `brand` selects, the cards,
// 'Load more' as a link), show until a pointer, focus or touch reaches the toolbar or 'Load more' — not the cards.
// Then the list's part loads, keeps showing that list until its own first answer is there, and takes over with the
// same list; focus goes to the matching control. The fallback below is what the demo renders, from the same
// catalogue the fake shop answers from (helpers/product-list-shop.js).
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop } from './helpers/fake-shop.js';
import { BRANDS, facetSearch, mount, ORIGINAL } from './helpers/product-list-shop.js';
import { assert, deepActive, deepEqual, equal, requested, setup, sleep, waitFor } from './helpers/util.js';

await setup();
installFakeShop();

afterEach(() => history.replaceState(null, '', ORIGINAL));

const SORTS = [
  ['popularity', 'Mest populære'],
  ['name', 'Navn (A–Å)'],
  ['price_asc', 'Pris, laveste først'],
  ['price_desc', 'Pris, højeste først'],
  ['newest', 'Nyeste'],
];
const SORT_OPTIONS = {
  popularity: { field: 'popularity', direction: 'desc' },
  name: { field: 'name', direction: 'asc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
};

/** The demo's fallback (demo/server/pages/list-fallback.ts, in short) for the category `pens` and a URL state. */
function fallback({ orderby = 'popularity', brand = '', page = 1 } = {}) {
  const answer = facetSearch({
    count: page * 20,
    offset: 0,
    sortoptions: [SORT_OPTIONS[orderby]],
    preselections: [{ path: 'category', values: ['pens'] }, ...(brand ? [{ path: 'brand', values: [brand] }] : [])],
  });
  const option = (value, text, on) => `<option value="${value}"${on ? ' selected' : ''}>${text}</option>`;
  const brands = answer.facets[0].values
    .map((b) => option(b.value, `${BRANDS[b.value]} (${b.count})`, b.value === brand))
    .join('');
  const shown = answer.products.length;
  const cards = answer.products
    .map((p, i) => `<li class="card" id="vare-${i + 1}"><a href="${p.url}">${p.name.replace(/</g, '&lt;')}</a></li>`)
    .join('');
  const params = new URLSearchParams({ ...(brand ? { brand } : {}), page: String(page + 1) });
  return `<div class="list-fallback">
    <form data-list-toolbar method="get" action="/category/pens" autocomplete="off">
      <p>${answer.total} varer</p>
      <label for="fb-brand">Mærke</label>
      <select id="fb-brand" name="brand">${option('', 'Alle mærker', !brand)}${brands}</select>
      <label for="fb-sort">Sortér efter</label>
      <select id="fb-sort" name="orderby">${SORTS.map(([v, t]) => option(v, t, v === orderby)).join('')}</select>
      <noscript><button type="submit">Vis</button></noscript>
    </form>
    <ul class="cards">${cards}</ul>
    <div data-list-more>
      <p id="fb-shown">Viser ${shown} af ${answer.total}</p>
      <div role="progressbar" aria-labelledby="fb-shown" aria-valuemin="0" aria-valuemax="${answer.total}" aria-valuenow="${shown}"></div>
      ${shown < answer.total ? `<a href="?${params}#vare-${shown + 1}" data-carry-focus="more">Indlæs flere</a>` : ''}
    </div>
  </div>`;
}

/** Mounts the category list with its fallback for `state`, the URL set to the same state. */
function mountWaiting(state = {}, options = {}) {
  const params = new URLSearchParams();
  if (state.orderby && state.orderby !== 'popularity') params.set('orderby', state.orderby);
  if (state.brand) params.set('brand', state.brand);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.size ? `?${params}` : '';
  return mount(`<product-list category-id="pens">${fallback(state)}</product-list>`, { search, ...options });
}

const own = (el) => el.shadowRoot.querySelector('[part~="list"]');
const part = (el, name) => el.shadowRoot.querySelector(`[part~="${name}"]`);
const parts = (el, name) => [...el.shadowRoot.querySelectorAll(`[part~="${name}"]`)];
const searches = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'facetsearch');
const names = (el) => parts(el, 'name').map((a) => a.textContent);
const slotShows = (el) => el.shadowRoot.querySelector('slot')?.assignedElements()[0] ?? null;
const pointerOver = (target) =>
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
/** The list's own view is there (its first answer): the fallback is no longer shown. */
const takenOver = (el) => waitFor(() => own(el) && !el.shadowRoot.querySelector('slot'), 'the list took over');

describe('<product-list> with the page’s list: waits for the visitor', () => {
  it('shows the fallback, works as a page, and loads nothing until the toolbar or Load more is reached (not the cards)', async () => {
    const { el, shop, container } = await mountWaiting();
    await sleep(150);
    equal(slotShows(el), el.querySelector('.list-fallback'), 'a slot shows the page’s list');
    assert(el.querySelector('.list-fallback').getBoundingClientRect().height > 0, 'the fallback is visible');
    equal(own(el), null, 'the list is not rendered');
    equal(el.getAttribute('data-state'), 'waiting');
    equal(searches(shop).length, 0, 'no facetsearch');
    equal(requested(/product-list\.part/).length, 0, 'the list’s part is not requested');
    // A pointer over a card is not reaching for the list (its own fields work already).
    pointerOver(el.querySelector('.card a'));
    await sleep(150);
    equal(own(el), null, 'a card does not count');
    equal(requested(/product-list\.part/).length, 0);
    await expectAccessible(container);
  });

  it('a pointer over the toolbar: the part loads and takes over with the same list (URL state: brand, sort, depth)', async () => {
    const state = { brand: 'bic', orderby: 'price_desc', page: 2 };
    const { el, shop, container } = await mountWaiting(state);
    const names = [...el.querySelectorAll('.card a')].map((a) => a.textContent);
    equal(names.length, 20, 'the fallback shows all 20 of BIC');
    pointerOver(el.querySelector('[data-list-toolbar] select[name="orderby"]'));
    await takenOver(el);
    equal(el.getAttribute('data-state'), 'ready');
    assert(requested(/product-list\.part/).length >= 1, 'the part was requested');
    deepEqual(
      parts(el, 'name').map((a) => a.textContent),
      names,
      'the same products in the same order',
    );
    equal(part(el, 'sort').value, 'price_desc');
    equal(part(el, 'brand').value, 'bic');
    equal(part(el, 'count').textContent, '20 products');
    const body = searches(shop)[0].body;
    equal(body.count, 40, 'asked for the URL’s depth');
    deepEqual(body.sortoptions, [{ field: 'price', direction: 'desc' }]);
    deepEqual(body.preselections, [
      { path: 'category', values: ['pens'] },
      { path: 'brand', values: ['bic'] },
    ]);
    await expectAccessible(container);
  });

  it('on a fallback select (its list may be open) the page’s list stays until it is changed; then the list’s, focus on its select', async () => {
    const { el, shop, container } = await mountWaiting({ brand: 'pilot' });
    // The sort select: the second control (a carry to the part's first control would land on the brand select).
    const select = el.querySelector('[data-list-toolbar] select[name="orderby"]');
    select.focus();
    await waitFor(() => el.getAttribute('data-state') === 'ready', 'the first answer');
    await sleep(100);
    equal(own(el), null, 'the select is not taken from under the visitor');
    equal(slotShows(el), el.querySelector('.list-fallback'));
    select.value = 'price_desc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await takenOver(el);
    await waitFor(
      () => deepActive() === part(el, 'sort'),
      () => `focus on the sort select (is ${deepActive()?.outerHTML.slice(0, 60)})`,
    );
    equal(part(el, 'sort').value, 'price_desc');
    equal(part(el, 'brand').value, 'pilot');
    equal(new URL(location.href).searchParams.get('orderby'), 'price_desc');
    deepEqual(searches(shop)[1].body.sortoptions, [{ field: 'price', direction: 'desc' }]);
    await waitFor(() => names(el)[0] === 'Kuglepen 34' && !part(el, 'grid').hasAttribute('data-reloading'), 'sorted');
    await expectAccessible(container);
  });

  it('leaving the fallback select for a card: the list takes over, focus on the same card’s link', async () => {
    const { el, container } = await mountWaiting();
    el.querySelector('[data-list-toolbar] select[name="brand"]').focus();
    await waitFor(() => el.getAttribute('data-state') === 'ready', 'the first answer');
    equal(own(el), null, 'still on the select');
    const card = el.querySelectorAll('.card a')[2];
    card.focus();
    await takenOver(el);
    const link = parts(el, 'name')[2];
    equal(link.getAttribute('href'), card.getAttribute('href'));
    await waitFor(() => deepActive() === link, 'focus on the same card');
    await expectAccessible(container);
  });

  it('focus on the fallback’s Load more link carries to the list’s Load more button', async () => {
    const { el, container } = await mountWaiting();
    el.querySelector('[data-list-more] a').focus();
    await takenOver(el);
    const button = el.shadowRoot.querySelector('.kit-lm__button');
    await waitFor(() => deepActive() === button, 'focus on Load more');
    equal(button.textContent, 'Load more');
    await expectAccessible(container);
  });

  it('a sort chosen in the fallback before the list was there is taken over (a new history entry)', async () => {
    const { el, shop, container } = await mountWaiting();
    const entries = history.length;
    const select = el.querySelector('[data-list-toolbar] select[name="orderby"]');
    select.focus();
    select.value = 'price_asc';
    await takenOver(el);
    deepEqual(searches(shop)[0].body.sortoptions, [{ field: 'price', direction: 'asc' }], 'asked once, sorted');
    equal(part(el, 'sort').value, 'price_asc');
    equal(new URL(location.href).searchParams.get('orderby'), 'price_asc');
    equal(history.length, entries + 1, 'pushed, as the list’s own sort change');
    await waitFor(() => deepActive() === part(el, 'sort'), 'focus on the sort select');
    await expectAccessible(container);
  });

  it('back within the page while waiting (the fallback shows the URL it was rendered for): the list loads the URL’s', async () => {
    // The page was rendered for ?brand=bic, an entry the visitor's brand choice pushed on an earlier visit.
    history.replaceState(null, '', location.pathname);
    history.pushState(null, '', `${location.pathname}?brand=bic`);
    const { el, shop, container } = await mount(
      `<product-list category-id="pens">${fallback({ brand: 'bic' })}</product-list>`,
      { search: '?brand=bic' },
    );
    await sleep(100);
    equal(own(el), null, 'waiting');
    history.back();
    await takenOver(el);
    await waitFor(() => part(el, 'count').textContent === '45 products', 'all brands, as the URL says');
    equal(part(el, 'brand').value, '');
    equal(searches(shop)[0].body.preselections.length, 1, 'no brand asked');
    await expectAccessible(container);
  });
});
