/* global describe, it */
// <product-slider>: spec §2 product slider (5 per row; 4 / 3 / 2 / 1 below 1200 / 900 / 600 / 400 px of its width;
// resize debounced 200 ms, §9), previous / next, keyboard, scroll snap; sources popular (§9 limit 10 by popularity
// descending) and related (same category as a product). Runs against the fake shop API.
import { PRODUCTS, installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  assert,
  captureErrors,
  deepEqual,
  deepActive,
  equal,
  setup,
  sleep,
  waitDeep,
  waitFor,
} from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const FALLBACK = '<ul class="fallback"><li><a href="/product/10001">Kuglepen blå (server-rendered)</a></li></ul>';

async function mount(html, options = {}) {
  return mountInShop('product-slider', html, { config: 'culture="en-GB" show-prices', ...options });
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(() => state(el) === expected, `data-state "${expected}" (is "${state(el)}")`);
const queries = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'simpleproductquery');
const perRow = (el) => Number($(el, '.kit-slider').dataset.perRow);
/** How many cards are fully inside the scroller's box. */
function visibleCards(el) {
  const list = $(el, '[part="list"]').getBoundingClientRect();
  return $$(el, '[part="card"]').filter((li) => {
    const r = li.getBoundingClientRect();
    return r.left >= list.left - 1 && r.right <= list.right + 1;
  }).length;
}
/** Answers simpleproductquery with `products` (the fake ignores sort and category). */
const answering = (products) => (shop) => {
  const answer = shop.answer.bind(shop);
  shop.answer = (method, path, query, body) =>
    path === 'simpleproductquery' ? { status: 200, body: products(body) } : answer(method, path, query, body);
};

describe('<product-slider>', () => {
  it('popular: one simpleproductquery (limit 10, popularity descending), heading, cards with image, name, price', async () => {
    const { el, shop } = await mount(`<product-slider style="width: 1250px">${FALLBACK}</product-slider>`);
    await waitState(el, 'ready');
    equal(queries(shop).length, 1);
    deepEqual(queries(shop)[0].body, { Fields: [], Limit: 10, SortField: 'popularity', SortDirection: 'Descending' });
    equal($(el, 'h2').textContent, 'Popular products');
    equal($(el, '[part="list"]').getAttribute('aria-label'), 'Popular products');
    equal($$(el, '[part="card"]').length, 10);
    const first = $$(el, '[part="card"]')[0];
    equal(first.querySelector('[part="name"]').textContent, PRODUCTS[0].name);
    equal(first.querySelector('[part="name"]').getAttribute('href'), PRODUCTS[0].url);
    equal(first.querySelector('[part="image"]').getAttribute('src'), PRODUCTS[0].image);
    equal((await waitDeep(first, '[part="price"]')).textContent.replace(/\s+/g, ' '), 'DKK 100.00');
    // The fallback is not shown once the slider is.
    equal(el.querySelector('.fallback').checkVisibility(), false);
  });

  it('5 / 4 / 3 / 2 / 1 items per row by the element width (1250, 1000, 700, 500, 360 px)', async () => {
    const { el } = await mount('<product-slider style="width: 1250px"></product-slider>');
    await waitState(el, 'ready');
    const cases = [
      [1250, 5],
      [1200, 5],
      [1199, 4],
      [1000, 4],
      [700, 3],
      [500, 2],
      [399, 1],
      [360, 1],
    ];
    for (const [width, expected] of cases) {
      el.style.width = `${width}px`;
      await waitFor(
        () => perRow(el) === expected,
        () => `${expected} per row at ${width}px (is ${perRow(el)})`,
      );
      await waitFor(
        () => visibleCards(el) === expected,
        () => `${expected} cards visible at ${width}px`,
      );
    }
  });

  it('a resize is debounced 200 ms: no new count before, the new count after', async () => {
    const { el } = await mount('<product-slider style="width: 1250px"></product-slider>');
    await waitState(el, 'ready');
    equal(perRow(el), 5);
    const changed = performance.now();
    el.style.width = '500px';
    await sleep(100);
    equal(perRow(el), 5, 'still 5 within the debounce');
    await waitFor(() => perRow(el) === 2, '2 per row');
    assert(performance.now() - changed >= 200, 'not before 200 ms');
  });

  it('previous / next scroll one row and are disabled at the ends', async () => {
    const { el } = await mount('<product-slider style="width: 1000px" limit="8"></product-slider>');
    await waitState(el, 'ready');
    const prev = $(el, '[part="previous"]');
    const next = $(el, '[part="next"]');
    const list = $(el, '[part="list"]');
    equal(prev.getAttribute('aria-label'), 'Previous products');
    equal(next.getAttribute('aria-label'), 'Next products');
    equal(prev.disabled, true, 'previous disabled at the start');
    equal(next.disabled, false);
    const firstOfRow = () => {
      const left = list.getBoundingClientRect().left;
      return $$(el, '[part="card"]').findIndex((li) => Math.abs(li.getBoundingClientRect().left - left) < 2);
    };
    next.click();
    await waitFor(() => firstOfRow() === 4 && !prev.disabled, 'the second row (item 5 first)');
    await waitFor(() => next.disabled, 'next disabled at the end (8 items, 4 per row)');
    prev.click();
    await waitFor(() => firstOfRow() === 0 && prev.disabled, 'back at the start');
    equal(next.disabled, false);
  });

  it('keyboard: ArrowRight / ArrowLeft / End / Home move between cards and scroll them into view', async () => {
    const { el } = await mount('<product-slider style="width: 700px"></product-slider>', {
      config: 'culture="en-GB" show-prices purchase-allowed',
    });
    await waitState(el, 'ready');
    const names = $$(el, '[part="name"]');
    names[0].focus();
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), names[1]);
    await sendKeys({ press: 'End' });
    equal(deepActive(), names[9]);
    const list = $(el, '[part="list"]').getBoundingClientRect();
    await waitFor(() => names[9].closest('li').getBoundingClientRect().right <= list.right + 1, 'last card in view');
    await sendKeys({ press: 'ArrowLeft' });
    equal(deepActive(), names[8]);
    await sendKeys({ press: 'Home' });
    equal(deepActive(), names[0]);
    // Arrow keys in a card's quantity field stay with the field.
    const quantity = await waitDeep($$(el, '[part="card"]')[0], 'input', 'a quantity field (purchase allowed)');
    quantity.focus();
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), quantity);
  });

  it('related: the product’s category, most popular first, without the product itself', async () => {
    const shoes = PRODUCTS.slice(0, 5).map((p) => ({ ...p, categoryid: 'c7' }));
    const { el, shop } = await mount(
      '<product-slider source="related" product-id="10006" limit="3" heading="Andre kunder købte også"></product-slider>',
      {
        tweak: (s) => {
          const answer = s.answer.bind(s);
          s.answer = (method, path, query, body) =>
            path === 'product/ids'
              ? { status: 200, body: shoes.filter((p) => body.includes(p.id)) }
              : path === 'simpleproductquery'
                ? { status: 200, body: shoes.slice(0, body.Limit) }
                : answer(method, path, query, body);
        },
      },
    );
    await waitState(el, 'ready');
    deepEqual(queries(shop)[0].body, {
      Fields: [{ Field: 'category', FieldType: 'String', Values: ['c7'] }],
      Limit: 4,
      SortField: 'popularity',
      SortDirection: 'Descending',
    });
    deepEqual(
      $$(el, '[part="name"]').map((a) => a.textContent),
      [shoes[0].name, shoes[2].name, shoes[3].name],
    );
    equal($(el, 'h2').textContent, 'Andre kunder købte også');
  });

  it('empty: the fallback children stay shown (data-state empty); related without product-id asks nothing', async () => {
    const { el } = await mount(`<product-slider>${FALLBACK}</product-slider>`, { tweak: answering(() => []) });
    await waitState(el, 'empty');
    equal($(el, 'section'), null);
    assert(el.querySelector('.fallback').checkVisibility(), 'the server-rendered row is shown');
    const other = await mount(`<product-slider source="related">${FALLBACK}</product-slider>`);
    await waitState(other.el, 'empty');
    equal(queries(other.shop).length, 0);
    equal(other.shop.requests.filter((r) => r.path === 'product/ids').length, 0);
  });

  it('failed: the fallback children stay shown and usable (data-state failed), the failure only logged', async () => {
    const errors = captureErrors();
    try {
      const { el } = await mount(`<product-slider>${FALLBACK}</product-slider>`, {
        tweak: (s) => s.failNext('simpleproductquery', { times: 1 }),
      });
      await waitState(el, 'failed');
      assert(el.querySelector('.fallback a').checkVisibility(), 'the fallback link is shown');
      equal($(el, '[role="alert"]'), null, 'no error shown to the visitor');
    } finally {
      errors.stop();
    }
  });

  it('loading: the fallback is shown until the answer comes', async () => {
    let release;
    const { el } = await mount(`<product-slider>${FALLBACK}</product-slider>`, {
      tweak: (s) => {
        release = s.hold('simpleproductquery');
      },
    });
    await waitState(el, 'loading');
    assert(el.querySelector('.fallback').checkVisibility(), 'fallback while loading');
    release();
    await waitState(el, 'ready');
  });

  it('a bad source or limit logs one error naming the attribute and means popular / 10', async () => {
    const errors = captureErrors();
    try {
      const { el, shop } = await mount('<product-slider source="newest" limit="0"></product-slider>');
      await waitState(el, 'ready');
      assert(
        errors.calls.some((c) => c.includes('product-slider') && c.includes('source')),
        'source error',
      );
      assert(
        errors.calls.some((c) => c.includes('product-slider') && c.includes('limit')),
        'limit error',
      );
      equal(queries(shop)[0].body.Limit, 10);
    } finally {
      errors.stop();
    }
  });
});

// Right to left (issue 14): an Arabic page's slider starts at the right and its next row is on the left.
describe('<product-slider> right to left', () => {
  const mountRtl = (html, config = 'culture="ar-EG" show-prices') => mount(html, { config });
  /** The card whose right edge is at the scroller's right edge: the first of the row shown right to left. */
  const firstOfRowRtl = (el) => {
    const right = $(el, '[part="list"]').getBoundingClientRect().right;
    return $$(el, '[part="card"]').findIndex((li) => Math.abs(li.getBoundingClientRect().right - right) < 2);
  };

  it('culture ar-EG: the row runs from the right; next scrolls toward the inline end (leftwards); ends disable the buttons', async () => {
    const { el } = await mountRtl('<product-slider style="width: 1000px" limit="8"></product-slider>');
    await waitState(el, 'ready');
    const prev = $(el, '[part="previous"]');
    const next = $(el, '[part="next"]');
    const list = $(el, '[part="list"]');
    // The shop context carries the language, so it turns (dir="rtl") and the slider inherits it.
    await waitFor(() => getComputedStyle(el).direction === 'rtl', 'right to left once its Arabic texts are loaded');
    equal(getComputedStyle(list).direction, 'rtl');
    equal(firstOfRowRtl(el), 0, 'the first card at the right edge');
    assert(next.getBoundingClientRect().right <= prev.getBoundingClientRect().left, 'next is left of previous');
    equal(prev.disabled, true, 'previous disabled at the start (scrollLeft 0)');
    equal(next.disabled, false);
    next.click();
    await waitFor(() => firstOfRowRtl(el) === 4 && !prev.disabled, 'the second row (item 5 at the right edge)');
    assert(list.scrollLeft < 0, `scrolled leftwards (scrollLeft ${list.scrollLeft})`);
    await waitFor(() => next.disabled, 'next disabled at the end (8 items, 4 per row)');
    const far = list.scrollWidth - list.clientWidth;
    assert(Math.abs(-list.scrollLeft - far) <= 1, `at the far left (scrollLeft ${list.scrollLeft}, ${far} to scroll)`);
    const last = $$(el, '[part="card"]')[7].getBoundingClientRect();
    assert(last.left >= list.getBoundingClientRect().left - 1, 'the last card in view at the left edge');
    prev.click();
    await waitFor(() => firstOfRowRtl(el) === 0 && prev.disabled, 'back at the start (the right edge)');
    equal(next.disabled, false);
  });

  it('an author\'s dir="rtl" (English texts): ArrowLeft goes to the next card (on the left), ArrowRight back', async () => {
    const { el } = await mount('<product-slider dir="rtl" style="width: 700px"></product-slider>', {
      config: 'culture="en-GB" show-prices purchase-allowed',
    });
    await waitState(el, 'ready');
    equal(el.getAttribute('dir'), 'rtl', "the author's dir is kept");
    const names = $$(el, '[part="name"]');
    names[0].focus();
    await sendKeys({ press: 'ArrowLeft' });
    equal(deepActive(), names[1], '← the card on the left: the next one');
    await sendKeys({ press: 'ArrowLeft' });
    equal(deepActive(), names[2]);
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), names[1], '→ the card on the right: the previous one');
    await sendKeys({ press: 'End' });
    equal(deepActive(), names[9]);
    const list = $(el, '[part="list"]');
    await waitFor(
      () => names[9].closest('li').getBoundingClientRect().left >= list.getBoundingClientRect().left - 1,
      'the last card in view (at the left)',
    );
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), names[8]);
    await sendKeys({ press: 'Home' });
    equal(deepActive(), names[0]);
  });

  it('the chevrons are mirrored right to left (computed transform), not left to right', async () => {
    const rtl = await mountRtl('<product-slider style="width: 1000px" limit="8"></product-slider>');
    const ltr = await mount('<product-slider style="width: 1000px" limit="8"></product-slider>');
    await waitState(rtl.el, 'ready');
    await waitState(ltr.el, 'ready');
    await waitFor(() => getComputedStyle(rtl.el).direction === 'rtl', 'right to left once its Arabic texts are loaded');
    const chevron = (el, part) => $(el, `[part="${part}"] svg`);
    const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';
    equal(getComputedStyle(chevron(rtl.el, 'next')).transform, MIRRORED, 'next points left right to left');
    equal(getComputedStyle(chevron(rtl.el, 'previous')).transform, MIRRORED);
    equal(getComputedStyle(chevron(ltr.el, 'next')).transform, 'none', 'left to right as drawn');
    equal(getComputedStyle(chevron(ltr.el, 'previous')).transform, 'none');
    // Only the icon turns: the button (and any text) does not.
    equal(getComputedStyle($(rtl.el, '[part="next"]')).transform, 'none');
    // What is seen: the next chevron's point (its path's far end) is on the left of its box right to left.
    const box = chevron(rtl.el, 'next').getBoundingClientRect();
    const path = chevron(rtl.el, 'next').querySelector('path').getBoundingClientRect();
    assert(path.left - box.left < box.right - path.right, 'the stroke sits toward the left: pointing left');
  });
});
