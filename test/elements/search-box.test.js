/* global describe, it, afterEach */
// <search-box>: spec §2 header search, §7 GET search?query&limit and GET suggestions?query, §8 (a failed search is an
// empty list), §9 (limit 10, 5 on phones below 960px; debounce 250 ms). The fake shop answers `search` and
// `suggestions` here (this file's own small catalogue search: name or item number contains the query; 'vare' finds
// 12 products; 'kugle' also suggests the category 'Kuglepenne'); navigation is intercepted through the cancelable
// `butik-search` event.
import { PRODUCTS, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { expectAccessible } from './helpers/axe.js';
import { assert, captureErrors, deepEqual, equal, requested, waitFor } from './helpers/util.js';
import { sendKeys, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

installFakeShop();

const MANY = Array.from({ length: 12 }, (_, i) => ({
  ...PRODUCTS[0],
  id: String(20001 + i),
  name: `Vare ${i + 1}`,
  sku: `V${i + 1}`,
  url: `/product/${20001 + i}`,
}));
const MANY_MAGIC = Array.from({ length: 25 }, (_, i) => ({
  ...MANY[0],
  name: `Vare ${i + 1}`,
  url: `/product/${30001 + i}`,
}));
const CATEGORIES = [{ title: 'Kuglepenne', url: '/category/12', image: null, type: 'CATEGORY' }];

/** The fake shop's answers for search and suggestions (the rest as usual). */
function withSearch(shop) {
  const usual = shop.answer.bind(shop);
  shop.answer = (method, path, query, body) => {
    const q = (query.get('query') ?? '').trim().toLowerCase();
    const limit = Number(query.get('limit') ?? 10);
    const found = () =>
      q === 'vare' ? MANY : PRODUCTS.filter((p) => p.name.toLowerCase().includes(q) || p.sku.toLowerCase() === q);
    if (method === 'GET' && path === 'search') return { status: 200, body: found().slice(0, limit) };
    if (method === 'GET' && path === 'suggestions') {
      const cats = CATEGORIES.filter((c) => c.title.toLowerCase().startsWith(q.slice(0, 5)));
      const products = found().map((p) => ({ title: p.name, url: p.url, image: p.image, type: 'PRODUCT' }));
      return { status: 200, body: [...cats, ...products].slice(0, limit) };
    }
    if (method === 'GET' && path === 'magicsearch') {
      const offset = Number(query.get('offset') ?? 0);
      const doctype = query.get('doctype');
      const products = (q === 'vare' ? MANY_MAGIC : found()).map((p) => ({
        url: p.url,
        image: p.image,
        title: p.name,
      }));
      const categories = CATEGORIES.filter((c) => c.title.toLowerCase().startsWith(q.slice(0, 5)));
      const cmspages = q.startsWith('lev') ? [{ url: '/side/levering', image: null, title: 'Levering' }] : [];
      const page = (list, type) => (!doctype || doctype === type ? list.slice(offset, offset + limit) : []);
      return {
        status: 200,
        body: {
          productcount: products.length,
          categorycount: categories.length,
          cmscount: cmspages.length,
          products: page(products, 'PRODUCT'),
          categories: page(categories, 'CATEGORY'),
          cmspages: page(cmspages, 'CMSPAGE'),
        },
      };
    }
    return usual(method, path, query, body);
  };
}

const FALLBACK = (value = '') => `<search-box><form class="search-box" action="/soeg" role="search">
  <label for="fb">Søg</label><input id="fb" name="query" value="${value}"><button>Søg</button></form></search-box>`;

/**
 * Mounts. A tag without a fallback form loads its field at once: returns its combobox. `fallback: true` returns the
 * fallback form's field instead (the field part loads when it is reached for).
 */
async function mount(
  html = '<search-box></search-box>',
  config = 'culture="en-GB" show-prices',
  { fallback = false } = {},
) {
  const mounted = await mountInShop('search-box', html, { config, tweak: withSearch });
  const { el } = mounted;
  await waitFor(() => el.hasAttribute('data-state'), 'the element rendered');
  if (fallback) return { ...mounted, input: el.querySelector('input[name="query"]') };
  const input = await waitFor(() => el.shadowRoot.querySelector('form [part="input"]'), 'the field (loaded)');
  return { ...mounted, input };
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const options = (el) => [...el.shadowRoot.querySelectorAll('[role="option"]')];
const optionTexts = (el) => options(el).map((o) => o.textContent.replace(/\s+/g, ' ').trim());
const productNames = (el) => [...el.shadowRoot.querySelectorAll('[part="name"]')].map((n) => n.textContent);
const live = (el) => $(el, '[role="status"]').textContent;
const searches = (shop) => shop.requests.filter((r) => r.path === 'search');
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(
    () => state(el) === expected,
    () => `data-state ${expected} (is ${state(el)})`,
  );

/** Sets the field's text as one input event (like a paste), with the focus in it. */
function change(input, text) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Types `text` and waits for its answer (the live region speaks). */
async function typed(el, input, text) {
  const spinner = () => el.shadowRoot.querySelector('.butik-combobox__spinner');
  change(input, text);
  // The spinner shows for the whole debounce (250 ms) at least, then the answer replaces it.
  await waitFor(spinner, `searching "${text}"`);
  await waitFor(() => live(el) !== '' && !spinner(), `answer "${text}"`);
}

/** Records (and cancels) `butik-search`, so nothing navigates. */
function interceptNavigation() {
  const seen = [];
  const listener = (event) => {
    seen.push(event.detail);
    event.preventDefault();
  };
  document.addEventListener('butik-search', listener);
  return { seen, stop: () => document.removeEventListener('butik-search', listener) };
}

let navigation;
afterEach(async () => {
  navigation?.stop();
  navigation = undefined;
  await setViewport({ width: 1280, height: 800 });
});

describe('<search-box>', () => {
  it('with a fallback form: the form shows and the field is not loaded until the visitor reaches for it; focus loads it, with the text and the focus', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input: plain, shop } = await mount(FALLBACK('papir'), undefined, { fallback: true });
    await waitState(el, 'closed');
    assert(el.querySelector('form').getClientRects().length > 0, 'the fallback form shows (slotted)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    equal(requested(/search-field\.part-[^/]*\.js$/).length, 0, 'the field is not loaded before it is wanted');
    equal(el.shadowRoot.querySelector('[role="combobox"]'), null);
    await expectAccessible(el);

    plain.focus();
    const input = await waitFor(() => el.shadowRoot.querySelector('[role="combobox"]'), 'the combobox');
    equal(requested(/search-field\.part-[^/]*\.js$/).length, 1, 'the field part, once');
    await waitFor(() => el.shadowRoot.activeElement === input, 'the focus moved into the field');
    equal(input.value, 'papir');
    equal(el.querySelector('form').getClientRects().length, 0, 'the fallback form no longer shows');
    await new Promise((resolve) => setTimeout(resolve, 400));
    equal(searches(shop).length, 0, 'the text the page rendered is not searched');
    await expectAccessible(el);
  });

  it('closed (no fallback): a labelled combobox in a named search landmark, the 48px pill, no request before typing', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input, shop } = await mount();
    await waitState(el, 'closed');
    equal(input.getAttribute('aria-expanded'), 'false');
    equal(input.getAttribute('aria-autocomplete'), 'list');
    equal(input.labels[0].textContent, 'Search the shop');
    equal(input.placeholder, 'Search for products, item numbers and brands');
    equal($(el, 'form').getAttribute('role'), 'search');
    equal($(el, 'form').getAttribute('aria-label'), 'Search the shop');
    equal($(el, '[part="submit"]').textContent, 'Search');
    equal(Math.round(el.getBoundingClientRect().height), 48, 'the same height as the demo fallback form');
    equal(shop.requests.filter((r) => r.path === 'search' || r.path === 'suggestions').length, 0);
    await expectAccessible(el);
  });

  it('text typed in the fallback field before the field has loaded is kept and searched', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input: plain, shop } = await mount(FALLBACK(), undefined, { fallback: true });
    change(plain, 'kugle');
    const input = await waitFor(() => el.shadowRoot.querySelector('[role="combobox"]'), 'the combobox');
    equal(input.value, 'kugle');
    await waitFor(() => el.shadowRoot.activeElement === input, 'the focus moved into the field');
    await waitFor(() => searches(shop).length === 1, 'a search for the typed text');
    equal(searches(shop)[0].query.query, 'kugle');
    await waitState(el, 'open');
    await expectAccessible(el);
  });

  it('the fallback form does not submit a blank query; its action is the search page of the field', async () => {
    navigation = interceptNavigation();
    const { el } = await mount(FALLBACK('  '), undefined, { fallback: true });
    let blocked = null;
    const seen = (event) => {
      blocked = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('submit', seen);
    try {
      el.querySelector('form').requestSubmit();
      equal(blocked, true, 'a blank fallback submit is stopped');
    } finally {
      document.removeEventListener('submit', seen);
    }
    const plain = el.querySelector('input[name="query"]');
    change(plain, 'papir');
    const input = await waitFor(() => el.shadowRoot.querySelector('[role="combobox"]'), 'the combobox');
    input.blur();
    $(el, '[part="submit"]').click();
    await waitFor(() => navigation.seen.length === 1, 'butik-search');
    equal(navigation.seen[0].url, '/soeg?query=papir');
    await expectAccessible(el);
  });

  it('loading then suggestions open: suggested searches, then products with image, name, item number and price; live count; 250 ms debounce', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input, shop } = await mount();
    const release = shop.hold('search');
    change(input, 'k');
    change(input, 'kug');
    const lastInput = performance.now();
    await waitFor(() => searches(shop).length === 1, 'one search');
    equal(searches(shop)[0].query.query, 'kug', 'only the last text is searched');
    equal(searches(shop)[0].query.limit, '10');
    assert(searches(shop)[0].at - lastInput >= 250, `sent ${searches(shop)[0].at - lastInput} ms after the last input`);
    await waitState(el, 'loading');
    assert($(el, '.butik-combobox__spinner'), 'a spinner while loading');
    await expectAccessible(el);
    release();
    await waitState(el, 'open');
    equal(input.getAttribute('aria-expanded'), 'true');
    deepEqual(
      [...el.shadowRoot.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label')),
      ['Suggested searches', 'Products'],
    );
    deepEqual(optionTexts(el), ['Kuglepenne', 'Kuglepen blå Item no. A10001 DKK 100.00']);
    const product = options(el)[1];
    assert(product.querySelector('img[part="image"]').src.startsWith('data:image/svg'), 'the product image');
    await waitFor(
      () => live(el) === '1 product and 1 suggested search',
      () => `live "${live(el)}"`,
    );
    await expectAccessible(el);
  });

  it('arrow keys move through the options (aria-activedescendant); Enter on a product opens its page', async () => {
    await setViewport({ width: 1280, height: 800 });
    navigation = interceptNavigation();
    const { el, input } = await mount();
    await typed(el, input, 'kugle');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input.getAttribute('aria-activedescendant') === options(el)[0].id, 'first option active');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input.getAttribute('aria-activedescendant') === options(el)[1].id, 'the product active');
    equal(options(el)[1].getAttribute('aria-selected'), 'true');
    await expectAccessible(el);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => navigation.seen.length === 1, 'butik-search');
    deepEqual(navigation.seen[0], { kind: 'product', query: 'kugle', url: '/product/10001', productId: '10001' });
  });

  it('Enter on a suggested search and on typed text goes to search-url with query, keeping orderby', async () => {
    await setViewport({ width: 1280, height: 800 });
    navigation = interceptNavigation();
    const before = location.href;
    history.replaceState(null, '', `${location.pathname}?orderby=price`);
    try {
      const { el, input } = await mount('<search-box search-url="/soeg"></search-box>');
      await typed(el, input, 'kuglep');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => navigation.seen.length === 1, 'butik-search for the suggestion');
      deepEqual(navigation.seen[0], {
        kind: 'query',
        query: 'Kuglepenne',
        url: '/soeg?query=Kuglepenne&orderby=price',
      });
      equal(input.value, 'Kuglepenne', 'the field shows the chosen search');

      change(input, '  blå kuglepen ');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => navigation.seen.length === 2, 'butik-search for the typed text');
      deepEqual(navigation.seen[1], {
        kind: 'query',
        query: 'blå kuglepen',
        url: '/soeg?query=bl%C3%A5+kuglepen&orderby=price',
      });
      await expectAccessible(el);
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('an empty or blank query never navigates (Enter or the button) and sends nothing', async () => {
    navigation = interceptNavigation();
    const { el, input, shop } = await mount();
    input.focus();
    await sendKeys({ press: 'Enter' });
    change(input, '   ');
    await sendKeys({ press: 'Enter' });
    $(el, '[part="submit"]').click();
    await new Promise((resolve) => setTimeout(resolve, 400));
    equal(navigation.seen.length, 0);
    equal(searches(shop).length, 0);
    await waitState(el, 'closed');
    await expectAccessible(el);
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input } = await mount();
    await typed(el, input, 'kugle');
    await waitState(el, 'open');
    await sendKeys({ press: 'Escape' });
    await waitState(el, 'closed');
    equal(input.getAttribute('aria-expanded'), 'false');
    equal(input.value, 'kugle');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => input.value === '', 'cleared');
    await expectAccessible(el);
  });

  it('empty result: "no items" in the panel and the live region', async () => {
    const { el, input } = await mount();
    await typed(el, input, 'zzzz');
    await waitState(el, 'empty');
    equal($(el, '[part="empty"]').textContent, 'Your search for "zzzz" returned no items');
    equal(live(el), 'Your search for "zzzz" returned no items');
    equal(options(el).length, 0);
    equal(input.getAttribute('aria-expanded'), 'false', 'no listbox without options');
    await expectAccessible(el);
  });

  it('a failed search or suggestions call is an empty list (spec §8): no crash, the other call still shows', async () => {
    await setViewport({ width: 1280, height: 800 });
    const errors = captureErrors();
    try {
      const { el, input, shop } = await mount();
      // Three failures each: the client retries a failed GET twice (src/api/client.ts).
      shop.failNext('suggestions', { status: 500, times: 3 });
      await typed(el, input, 'kugle');
      deepEqual(productNames(el), ['Kuglepen blå'], 'products without the failed suggestions');
      shop.failNext('search', { status: 500, times: 3 });
      shop.failNext('suggestions', { status: 503, times: 3 });
      await typed(el, input, 'kuglepen');
      await waitState(el, 'empty');
      equal(live(el), 'Your search for "kuglepen" returned no items');
      change(input, 'hæfte');
      await waitFor(() => productNames(el).join() === 'Hæftemaskine', 'the next search works');
      await expectAccessible(el);
    } finally {
      errors.stop();
    }
  });

  it('a stale answer is dropped: the older request is aborted and its answer never shows', async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, input, shop } = await mount();
    const shown = new Set();
    const observer = new MutationObserver(() => productNames(el).forEach((n) => shown.add(n)));
    observer.observe(el.shadowRoot, { childList: true, subtree: true, characterData: true });
    const release = shop.hold('search');
    change(input, 'kopi');
    await waitFor(() => searches(shop).length === 1, 'the first search');
    change(input, 'hæfte');
    await waitFor(() => searches(shop).length === 2, 'the second search');
    release();
    await waitFor(() => productNames(el).join() === 'Hæftemaskine', 'the newer answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    assert(!shown.has('Kopipapir A4 (pakke)'), `the older answer was shown: ${[...shown]}`);
    await expectAccessible(el);
  });

  it('limit 10 on desktop, 5 on phones (below 960px); Danish texts on a Danish page', async () => {
    await setViewport({ width: 1280, height: 800 });
    let { el, input, shop, container } = await mount();
    await typed(el, input, 'vare');
    equal(productNames(el).length, 10);
    equal(searches(shop).at(-1).query.limit, '10');
    equal(live(el), '10 products');

    container.remove(); // one search landmark per page
    await setViewport({ width: 390, height: 844 });
    ({ el, input, shop } = await mount('<search-box></search-box>', 'culture="da-DK" show-prices prices-inc-vat'));
    await typed(el, input, 'vare');
    equal(productNames(el).length, 5);
    equal(searches(shop).at(-1).query.limit, '5');
    equal(shop.requests.filter((r) => r.path === 'suggestions').at(-1).query.limit, '5');
    equal(live(el), '5 varer');
    equal(input.labels[0].textContent, 'Søg i butikken');
    assert(/^Vare 1 Varenr\. V1 125,00\s?kr\.$/.test(optionTexts(el)[0]), optionTexts(el)[0]);
    await expectAccessible(el);
  });

  describe('magic search (feature flag magicsearch)', () => {
    const MAGIC = 'culture="en-GB" show-prices features="magicsearch"';
    const dialog = (el) => el.shadowRoot.querySelector('dialog');
    const hits = (el) => [
      ...el.shadowRoot.querySelectorAll('dialog [role="tabpanel"]:not([hidden]) a, dialog section a'),
    ];
    const magic = (shop) => shop.requests.filter((r) => r.path === 'magicsearch');
    let meta;
    const zoomMeta = () => {
      meta = document.querySelector('meta[name="viewport"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'viewport';
        meta.content = 'width=device-width, initial-scale=1';
        document.head.append(meta);
      }
      return meta.content;
    };

    it('opens as an overlay: popular products before typing, page scroll locked, pinch zoom off on the overlay, focus inside', async () => {
      await setViewport({ width: 1280, height: 800 });
      const zoom = zoomMeta();
      const { el, input, shop } = await mount(undefined, MAGIC);
      equal(input.getAttribute('role'), null, 'a plain field that opens the overlay');
      equal(input.getAttribute('aria-haspopup'), 'dialog');
      input.focus();
      input.click();
      await waitFor(() => dialog(el)?.open, 'the overlay');
      await waitFor(
        () => hits(el).length === 10,
        () => `10 popular products (${hits(el).length})`,
      );
      equal(el.shadowRoot.querySelector('dialog h3').textContent, 'Popular products');
      const popular = shop.requests.find((r) => r.path === 'simpleproductquery');
      deepEqual(popular.body, { Fields: [], Limit: 10, SortField: 'popularity', SortDirection: 'Descending' });
      equal(getComputedStyle(document.documentElement).overflowY, 'hidden', 'page scroll locked');
      equal(meta.content, zoom, 'the viewport meta is not changed (WCAG 1.4.4)');
      equal(getComputedStyle(dialog(el)).touchAction, 'pan-x pan-y', 'pinch on the overlay does not zoom the page');
      await waitFor(() => el.shadowRoot.activeElement?.getAttribute('name') === 'query', 'focus in the overlay field');
      assert(el.shadowRoot.activeElement.closest('dialog'), "the focused field is the overlay's");
      await expectAccessible(el);

      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el)?.open, 'closed');
      equal(getComputedStyle(document.documentElement).overflowY === 'hidden', false, 'page scroll given back');
      await waitFor(() => el.shadowRoot.activeElement === input, 'the focus back on the header field');
      await expectAccessible(el);
    });

    it('tabs Products / Categories / Pages with counts (limit 12), Load more per tab (10 more, doctype and offset), Enter goes to the search page', async () => {
      await setViewport({ width: 1280, height: 800 });
      navigation = interceptNavigation();
      const { el, input, shop } = await mount(undefined, MAGIC);
      input.click();
      await waitFor(() => dialog(el)?.open, 'the overlay');
      const field = await waitFor(() => el.shadowRoot.querySelector('dialog input[name="query"]'), 'the overlay field');
      change(field, 'vare');
      await waitFor(() => el.shadowRoot.querySelectorAll('dialog [role="tab"]').length === 3, 'the tabs');
      equal(magic(shop).length, 1);
      deepEqual(magic(shop)[0].query, { query: 'vare', limit: '12', offset: '0' });
      deepEqual(
        [...el.shadowRoot.querySelectorAll('dialog [role="tab"]')].map((t) => t.textContent.replace(/\s+/g, ' ')),
        ['Products (25)', 'Categories (0)', 'Pages (0)'],
      );
      equal(hits(el).length, 12);
      await waitFor(
        () => /25 results/.test(el.shadowRoot.querySelector('dialog [role="status"]').textContent),
        'count',
      );
      await expectAccessible(el);

      const loadMore = [...el.shadowRoot.querySelectorAll('dialog [role="tabpanel"]:not([hidden]) button')].find((b) =>
        b.textContent.includes('Load more'),
      );
      loadMore.click();
      await waitFor(
        () => hits(el).length === 22,
        () => `22 hits (${hits(el).length})`,
      );
      deepEqual(magic(shop)[1].query, { query: 'vare', limit: '10', doctype: 'PRODUCT', offset: '12' });
      await expectAccessible(el);

      field.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => navigation.seen.length === 1, 'butik-search');
      deepEqual(navigation.seen[0], { kind: 'query', query: 'vare', url: '/search?query=vare' });
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog(el)?.open, 'closed');
    });

    it('loading, then nothing found; a failed magicsearch is an empty result (spec §8), no crash', async () => {
      await setViewport({ width: 1280, height: 800 });
      const errors = captureErrors();
      try {
        const { el, input, shop } = await mount(undefined, MAGIC);
        input.focus();
        input.click();
        await waitFor(() => dialog(el)?.open, 'the overlay');
        const field = await waitFor(() => el.shadowRoot.querySelector('dialog input[name="query"]'), 'the field');
        const release = shop.hold('magicsearch');
        change(field, 'zzzz');
        await waitState(el, 'loading');
        await expectAccessible(el);
        release();
        await waitFor(() => el.shadowRoot.querySelector('dialog [part="empty"]'), 'no items');
        equal(
          el.shadowRoot.querySelector('dialog [part="empty"]').textContent,
          'Your search for "zzzz" returned no items',
        );
        await waitState(el, 'empty');
        shop.failNext('magicsearch', { status: 500, times: 3 });
        change(field, 'kugle');
        await waitFor(
          () => el.shadowRoot.querySelector('dialog [part="empty"]')?.textContent.includes('"kugle"'),
          'a failure shows as nothing found',
        );
        change(field, 'kuglepen');
        await waitFor(() => hits(el).length === 1, 'the next search works');
        await expectAccessible(el);
        await sendKeys({ press: 'Escape' });
        await waitFor(() => !dialog(el)?.open, 'closed');
      } finally {
        errors.stop();
      }
    });
  });
});
