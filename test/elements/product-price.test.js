/* global describe, it */
// <product-price>: VAT by page setting and by price flag, discount, 'From' on cards, detail tables, no price,
// hidden prices, the product property path (no fetch) and one batched product/ids request for many elements.
import { expectAccessible } from './helpers/axe.js';
import { installFakeShop, shopFor, PRODUCTS } from './helpers/fake-shop.js';
import { assert, captureErrors, deepEqual, equal, fixture, nothingRendered, setup, waitFor } from './helpers/util.js';

installFakeShop();
const { rendered } = await setup();

let container;
let contexts = 0;
/** A fresh API context per test (fresh product store and request log). */
function freshContext(name) {
  contexts += 1;
  return `pp-${name}-${contexts}`;
}

/** Text with every kind of white space (Intl uses no-break spaces) as one plain space. */
const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
const part = (el, name) => el.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null;
const partText = (el, name) => norm(part(el, name)?.textContent);

async function mount(html, { context, config = 'culture="da-DK" show-prices' } = {}) {
  container = fixture(`<shop-context context="${context}" ${config}>${html}</shop-context>`);
  await customElements.whenDefined('product-price');
  await rendered();
  return [...container.querySelectorAll('product-price')];
}

/** Mounts elements whose `product` property is set before they are upgraded and inserted. */
async function mountGiven(items, { context, config = 'culture="da-DK" show-prices' } = {}) {
  container = fixture(`<shop-context context="${context}" ${config}></shop-context>`);
  const els = items.map(({ attrs = {}, product }) => {
    const el = document.createElement('product-price');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    if (product) el.product = product;
    return el;
  });
  container.firstElementChild.append(...els);
  await customElements.whenDefined('product-price');
  await rendered();
  return els;
}

const settled = (el) =>
  waitFor(
    () => ['price', 'no-price', 'hidden'].includes(el.getAttribute('data-state')) && el,
    `settled state of ${el.outerHTML}`,
  );

const clone = (id) => structuredClone(PRODUCTS.find((p) => p.id === id));

describe('<product-price>', () => {
  it('shows the price excl. VAT when the price says so (page setting unset), with the note', async () => {
    const context = freshContext('ex');
    const [el] = await mount('<product-price product-id="10001"></product-price>', { context });
    await settled(el);
    equal(el.getAttribute('data-state'), 'price');
    equal(partText(el, 'price'), '100,00 kr.');
    equal(partText(el, 'note'), 'ekskl. moms');
    equal(part(el, 'standard-price'), null, 'no struck price without a discount');
    equal(part(el, 'discount'), null);
    equal(part(el, 'from'), null);
  });

  it('page setting prices-inc-vat shows incl. VAT; "false" on the element overrides back to excl. VAT', async () => {
    const context = freshContext('inc');
    const [inc, ex] = await mount(
      '<product-price product-id="10001"></product-price><product-price product-id="10001" prices-inc-vat="false"></product-price>',
      {
        context,
        config: 'culture="da-DK" show-prices prices-inc-vat',
      },
    );
    await settled(inc);
    await settled(ex);
    equal(partText(inc, 'price'), '125,00 kr.');
    equal(partText(inc, 'note'), 'inkl. moms');
    equal(partText(ex, 'price'), '100,00 kr.');
    equal(partText(ex, 'note'), 'ekskl. moms');
  });

  it("the price's own showpricesincvat decides when the page says nothing", async () => {
    const context = freshContext('flag');
    const product = clone('10001');
    product.price.showpricesincvat = true;
    const [el] = await mountGiven([{ product }], { context, config: 'culture="en-GB" show-prices' });
    await waitFor(() => el.getAttribute('data-state') === 'price', 'price state');
    equal(partText(el, 'price'), 'DKK 125.00');
    await waitFor(() => partText(el, 'note') === 'incl. VAT', `English incl. VAT note (is "${partText(el, 'note')}")`);
    // The page setting wins over the flag.
    el.setAttribute('prices-inc-vat', 'false');
    await waitFor(() => partText(el, 'note') === 'excl. VAT', 'page setting overrides the price flag');
    equal(partText(el, 'price'), 'DKK 100.00');
  });

  it('on discount: normal price struck through with hidden "Normal price", and the percentage (excl. and incl. VAT)', async () => {
    const context = freshContext('disc');
    const [ex, inc] = await mount(
      '<product-price product-id="10010"></product-price><product-price product-id="10010" prices-inc-vat></product-price>',
      { context },
    );
    await settled(ex);
    await settled(inc);
    equal(partText(ex, 'price'), '80,00 kr.');
    const struck = part(ex, 'standard-price');
    equal(struck.localName, 's');
    equal(norm(struck.textContent), 'Normalpris 100,00 kr.');
    const hidden = struck.querySelector('.butik-visually-hidden');
    equal(norm(hidden.textContent), 'Normalpris');
    assert(hidden.getBoundingClientRect().width <= 1, 'the "Normal price" text is visually hidden');
    equal(getComputedStyle(struck).textDecorationLine, 'line-through');
    equal(partText(ex, 'discount'), '-20 %');
    // Incl. VAT: the standard price (excl. VAT) times the price's own ratio 100/80 → 125.
    equal(partText(inc, 'price'), '100,00 kr.');
    equal(norm(part(inc, 'standard-price').textContent), 'Normalpris 125,00 kr.');
    equal(partText(inc, 'discount'), '-20 %');
  });

  it("a card with bulk discounts shows 'From' + the lowest bulk price, per the VAT setting", async () => {
    const context = freshContext('from');
    const [ex, inc, plain] = await mount(
      '<product-price product-id="10020"></product-price><product-price product-id="10020" prices-inc-vat></product-price><product-price product-id="10001"></product-price>',
      { context },
    );
    await settled(ex);
    await settled(inc);
    await settled(plain);
    equal(partText(ex, 'from'), 'Fra');
    equal(partText(ex, 'price'), '120,00 kr.', 'lowest tier excl. VAT');
    equal(partText(inc, 'from'), 'Fra');
    equal(partText(inc, 'price'), '150,00 kr.', 'lowest tier shown incl. VAT');
    equal(part(plain, 'from'), null, 'no From without bulk discounts');
    equal(part(ex, 'bulk-table'), null, 'no tables on a card');
    equal(part(ex, 'duties-table'), null);
  });

  it('detail: the unit price (no From), the sorted bulk discount table and the duties table', async () => {
    const context = freshContext('detail');
    const product = clone('10020');
    // Unsorted tiers come out sorted by quantity.
    product.bulkdiscounts = [product.bulkdiscounts[1], product.bulkdiscounts[0]];
    const [el, inc] = await mountGiven(
      [{ attrs: { 'product-id': '10020', detail: '' } }, { attrs: { detail: '', 'prices-inc-vat': '' }, product }],
      { context },
    );
    await settled(el);
    await waitFor(() => inc.getAttribute('data-state') === 'price', 'incl. VAT detail rendered');
    equal(part(el, 'from'), null, 'never From on the detail page');
    equal(partText(el, 'price'), '150,00 kr.');
    const rows = (table) =>
      [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].map((td) => norm(td.textContent)));
    const bulk = part(el, 'bulk-table');
    equal(bulk.localName, 'table');
    equal(norm(bulk.querySelector('caption').textContent), 'Mængderabat');
    deepEqual(rows(bulk), [
      ['Fra 10 stk', '135,00 kr.'],
      ['Fra 50 stk', '120,00 kr.'],
    ]);
    const duties = part(el, 'duties-table');
    equal(norm(duties.querySelector('caption').textContent), 'Afgifter');
    deepEqual(rows(duties), [['Emballageafgift', '2,00 kr.']]);
    // Incl. VAT: every amount incl. VAT.
    equal(partText(inc, 'price'), '187,50 kr.');
    deepEqual(rows(part(inc, 'bulk-table')), [
      ['Fra 10 stk', '168,75 kr.'],
      ['Fra 50 stk', '150,00 kr.'],
    ]);
    deepEqual(rows(part(inc, 'duties-table')), [['Emballageafgift', '2,50 kr.']]);
  });

  it("no price: 'Contact customerservice for more information on this product.' (English and Danish)", async () => {
    const context = freshContext('noprice');
    const [da, en] = await mount(
      '<product-price product-id="10040"></product-price><product-price product-id="10040" culture="en-GB"></product-price>',
      { context },
    );
    await settled(da);
    await settled(en);
    equal(da.getAttribute('data-state'), 'no-price');
    equal(part(da, 'price'), null);
    equal(partText(da, 'message'), 'Kontakt kundeservice for mere information om dette produkt.');
    await waitFor(
      () => partText(en, 'message') === 'Contact customerservice for more information on this product.',
      'English text',
    );
  });

  it('hidden: show-prices off renders nothing and fetches nothing; product showprices false renders nothing', async () => {
    nothingRendered('<product-price> hides itself: prices off');
    const context = freshContext('hidden');
    const [off] = await mount('<product-price product-id="10001"></product-price>', {
      context,
      config: 'culture="da-DK"',
    });
    await waitFor(() => off.getAttribute('data-state') === 'hidden', 'hidden state');
    await new Promise((r) => setTimeout(r, 50));
    equal(off.shadowRoot.childElementCount, 0, 'nothing rendered');
    equal(shopFor(context).count('POST', 'product/ids'), 0, 'nothing fetched with prices off');

    const context2 = freshContext('hidden2');
    const [flag] = await mount('<product-price product-id="10050"></product-price>', { context: context2 });
    await settled(flag);
    equal(flag.getAttribute('data-state'), 'hidden');
    equal(flag.shadowRoot.childElementCount, 0);
    // Switching show-prices off on the element itself hides a shown price.
    const context3 = freshContext('hidden3');
    const [shown] = await mount('<product-price product-id="10001"></product-price>', { context: context3 });
    await settled(shown);
    equal(shown.getAttribute('data-state'), 'price');
    shown.setAttribute('show-prices', 'false');
    await waitFor(() => shown.getAttribute('data-state') === 'hidden', 'hidden after show-prices="false"');
    equal(shown.shadowRoot.childElementCount, 0);
  });

  it('product property and JSON attribute: rendered from the given product, no product/ids request', async () => {
    const context = freshContext('prop');
    const product = clone('10010');
    const json = JSON.stringify(clone('10020')).replace(/'/g, '&#39;');
    container = fixture(`<shop-context context="${context}" culture="da-DK" show-prices></shop-context>`);
    // Property set before the element is upgraded (and before it is in the page).
    const byProp = document.createElement('product-price');
    byProp.product = product;
    container.firstElementChild.append(byProp);
    container.firstElementChild.insertAdjacentHTML('beforeend', `<product-price product='${json}'></product-price>`);
    const byAttr = container.querySelector('product-price[product]');
    await customElements.whenDefined('product-price');
    await rendered();
    await waitFor(() => byProp.getAttribute('data-state') === 'price', 'property product rendered');
    await waitFor(() => byAttr.getAttribute('data-state') === 'price', 'attribute product rendered');
    equal(partText(byProp, 'price'), '80,00 kr.');
    equal(partText(byAttr, 'price'), '120,00 kr.');
    equal(partText(byAttr, 'from'), 'Fra');
    await new Promise((r) => setTimeout(r, 50));
    equal(shopFor(context).requests.filter((r) => r.path === 'product/ids').length, 0, 'no product/ids request');
    equal(shopFor(context).requests.length, 0, 'no request at all');
  });

  it('many elements on one page: ONE product/ids request with every id', async () => {
    const context = freshContext('batch');
    const ids = ['10001', '10006', '10010', '10020', '10040', '10070', '10080'];
    const html = [...ids, ...ids]
      .map((id, i) => `<product-price product-id="${id}"${i % 3 === 0 ? ' detail' : ''}></product-price>`)
      .join('');
    const els = await mount(html, { context });
    for (const el of els) await settled(el);
    const shop = shopFor(context);
    equal(shop.count('POST', 'product/ids'), 1, 'one batched request');
    deepEqual([...new Set(shop.requests[0].body)].sort(), [...ids].sort());
    equal(els.filter((el) => el.getAttribute('data-state') === 'price').length, 12);
    equal(els.filter((el) => el.getAttribute('data-state') === 'no-price').length, 2);
  });

  it('loading: a placeholder of the price size, then the price', async () => {
    const context = freshContext('loading');
    const release = shopFor(context).hold('product/ids');
    try {
      const [card, detail] = await mount(
        '<product-price product-id="10001"></product-price><product-price product-id="10001" detail></product-price>',
        { context },
      );
      await waitFor(() => card.getAttribute('data-state') === 'loading', 'loading state');
      const skeleton = card.shadowRoot.querySelector('.skeleton');
      assert(skeleton, 'placeholder shown');
      const box = skeleton.getBoundingClientRect();
      assert(box.width > 40 && box.height > 10, `placeholder has the size of a price (${box.width}×${box.height})`);
      assert(
        detail.shadowRoot.querySelector('.skeleton').getBoundingClientRect().height > box.height,
        'detail placeholder is larger',
      );
      await expectAccessible(card);
    } finally {
      release();
    }
    const [card] = container.querySelectorAll('product-price');
    await waitFor(() => card.getAttribute('data-state') === 'price', 'price after loading');
    equal(card.shadowRoot.querySelector('.skeleton'), null);
  });

  it('a missing product logs one error naming the element and the attribute, and renders nothing', async () => {
    nothingRendered('<product-price> hides itself: unknown product (console error only)');
    const context = freshContext('missing');
    const errors = captureErrors();
    try {
      const [unknown, none] = await mount(
        '<product-price product-id="99999"></product-price><product-price></product-price>',
        { context },
      );
      await waitFor(
        () => errors.calls.some((c) => c.includes('<product-price>') && c.includes('product-id="99999"')),
        'unknown id logged',
      );
      await waitFor(
        () => errors.calls.some((c) => c.includes('<product-price>') && c.includes('product-id attribute')),
        'no id logged',
      );
      equal(unknown.getAttribute('data-state'), 'hidden');
      equal(unknown.shadowRoot.childElementCount, 0);
      equal(none.shadowRoot.childElementCount, 0);
      equal(errors.calls.filter((c) => c.includes('99999')).length, 1, 'logged once');
    } finally {
      errors.stop();
    }
  });

  it('a bad product value is logged and the element falls back to product-id', async () => {
    const context = freshContext('badjson');
    const errors = captureErrors();
    try {
      const [el] = await mount(
        `<product-price product-id="10001" product='{"id": "10001", "price": {"currency": "DKK"}}'></product-price>`,
        { context },
      );
      await settled(el);
      assert(
        errors.calls.some((c) => c.includes('<product-price> product=')),
        'bad product logged',
      );
      equal(partText(el, 'price'), '100,00 kr.');
      equal(shopFor(context).count('POST', 'product/ids'), 1, 'loaded by id instead');
    } finally {
      errors.stop();
    }
  });
});
