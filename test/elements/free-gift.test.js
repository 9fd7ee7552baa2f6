/* global describe, it */
// <free-gift>: feature flag, progress towards the gift, choosing and removing it, busy guard, failure.
import { expectAccessible } from './helpers/axe.js';
import { PRODUCTS, installFakeShop, shopFor } from './helpers/fake-shop.js';
import { assert, captureErrors, equal, fixture, nothingRendered, setup, waitFor } from './helpers/util.js';
import { dkk, dkkEn } from '../money.mjs';

installFakeShop();
const { rendered } = await setup();

let container;
let contexts = 0;
function freshContext(name, lines = []) {
  contexts += 1;
  const context = `fg-${name}-${contexts}`;
  shopFor(context).lines = lines.map((l) => ({ variantid: null, ...l }));
  return context;
}

const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
const part = (el, name) => el.shadowRoot?.querySelector(`[part~="${name}"]`) ?? null;
const parts = (el, name) => [...(el.shadowRoot?.querySelectorAll(`[part~="${name}"]`) ?? [])];

async function mount({ context, config = 'culture="da-DK" features="freegifts"', html = '<free-gift></free-gift>' }) {
  container = fixture(`<shop-context context="${context}" ${config}>${html}</shop-context>`);
  await customElements.whenDefined('free-gift');
  await rendered();
  return [...container.querySelectorAll('free-gift')];
}

const state = (el, wanted) =>
  waitFor(
    () => el.getAttribute('data-state') === wanted,
    `data-state="${wanted}" (is ${el.getAttribute('data-state')})`,
  );

/** Records butik-free-gift-change events on document. */
function recordEvents() {
  const events = [];
  const listener = (e) => events.push(e);
  document.addEventListener('butik-free-gift-change', listener);
  return { events, stop: () => document.removeEventListener('butik-free-gift-change', listener) };
}

describe('<free-gift>', () => {
  it('renders nothing without the freegifts feature flag (and loads no free gift)', async () => {
    nothingRendered('<free-gift> hides itself without the freegifts feature');
    const context = freshContext('off');
    const [el] = await mount({ context, config: 'culture="da-DK"' });
    await state(el, 'hidden');
    await new Promise((r) => setTimeout(r, 50));
    equal(el.shadowRoot.childElementCount, 0);
    equal(shopFor(context).count('GET', 'freegift/getcurrent'), 0);
  });

  it('not obtained: "Shop for another {diff}" and a progress bar', async () => {
    const context = freshContext('progress', [{ productid: '10080', quantity: 1 }]); // 900 of 1000
    const [el] = await mount({ context });
    await state(el, 'progress');
    equal(part(el, 'message').textContent.trim(), `Køb for ${dkk('100,00')} mere for at få en gratis gave`);
    const bar = part(el, 'progress');
    equal(bar.getAttribute('role'), 'progressbar');
    equal(bar.getAttribute('aria-valuenow'), '90');
    const fill = bar.firstElementChild.getBoundingClientRect().width;
    const whole = bar.getBoundingClientRect().width;
    assert(Math.abs(fill / whole - 0.9) < 0.02, `bar filled 90% (${fill}/${whole})`);
    equal(parts(el, 'product').length, 0, 'no gifts to choose yet');
  });

  it('English texts follow the culture', async () => {
    const context = freshContext('en');
    const [el] = await mount({ context, config: 'culture="en-GB" features="freegifts"' });
    await state(el, 'progress');
    await waitFor(() => norm(part(el, 'message').textContent).startsWith('Shop for another'), 'English text');
    assert(norm(part(el, 'message').textContent).endsWith('to get a free gift'), 'English sentence');
    // The amounts too: the server's numbers in the en-GB style (docs/money-format.md), not its Danish strings.
    equal(part(el, 'message').textContent.trim(), `Shop for another ${dkkEn('1,000.00')} to get a free gift`);
    equal(el.shadowRoot.querySelector('.fg__limit').textContent, `Free gift when you shop for ${dkkEn('1,000.00')}`);
    equal(part(el, 'progress').getAttribute('aria-valuenow'), '0');
  });

  it('obtained: the gifts with image and name, the chosen one marked; choosing another fires butik-free-gift-change', async () => {
    const context = freshContext('choose', [{ productid: '10080', quantity: 2 }]);
    const recorder = recordEvents();
    try {
      const [el, other] = await mount({ context, html: '<free-gift></free-gift><free-gift></free-gift>' });
      await state(el, 'chosen');
      const options = parts(el, 'product');
      equal(options.length, 3);
      equal(norm(options[0].querySelector('.fg__name').textContent), 'Gave: Termokrus');
      equal(norm(options[0].querySelector('.fg__mark').textContent), '✓Valgt');
      equal(options[1].querySelector('.fg__mark'), null, 'only the chosen gift is marked');
      equal(
        options[0].querySelector('img').getAttribute('src'),
        PRODUCTS.find((p) => p.id === '10597').image,
        'gift image',
      );
      equal(options[0].getAttribute('aria-pressed'), 'true');
      equal(options[1].getAttribute('aria-pressed'), 'false');
      assert(options[0].matches('[part~="product-selected"]'), 'chosen gift part');
      assert(part(el, 'remove'), 'Remove shown for a removable chosen gift');
      equal(recorder.events.length, 0, 'no event on first render');
      await expectAccessible(el);

      options[1].click();
      await waitFor(() => parts(el, 'product')[1].getAttribute('aria-pressed') === 'true', 'second gift chosen');
      equal(parts(el, 'product')[0].getAttribute('aria-pressed'), 'false');
      const shop = shopFor(context);
      equal(shop.count('GET', 'freegift/add'), 1);
      equal(shop.requests.find((r) => r.path === 'freegift/add').query.productid, '10598');
      await waitFor(() => recorder.events.length === 1, 'event fired');
      equal(recorder.events[0].detail.selectedproductid, '10598');
      equal(recorder.events[0].target, el, 'fired on the element');
      // Every <free-gift> on the page follows (the page cart holds the gift).
      await waitFor(
        () => parts(other, 'product')[1]?.getAttribute('aria-pressed') === 'true',
        'the other element follows',
      );
      equal(recorder.events.length, 1, 'only the acting element fires');
      // Clicking the chosen gift again sends nothing.
      parts(el, 'product')[1].click();
      await new Promise((r) => setTimeout(r, 50));
      equal(shop.count('GET', 'freegift/add'), 1);
    } finally {
      recorder.stop();
    }
  });

  it('Remove: drops the chosen gift (then choose one again)', async () => {
    const context = freshContext('remove', [{ productid: '10080', quantity: 2 }]);
    const recorder = recordEvents();
    try {
      const [el] = await mount({ context });
      await state(el, 'chosen');
      part(el, 'remove').click();
      await state(el, 'choose');
      equal(shopFor(context).count('GET', 'freegift/remove'), 1);
      equal(part(el, 'remove'), null, 'no Remove without a chosen gift');
      assert(
        parts(el, 'product').every((b) => b.getAttribute('aria-pressed') === 'false'),
        'none chosen',
      );
      equal(norm(el.shadowRoot.querySelector('h2').textContent), 'Vælg din gratis gave');
      await waitFor(() => recorder.events.length === 1, 'event on remove');
      equal(recorder.events[0].detail.selectedproductid, null);
      await expectAccessible(el);
      parts(el, 'product')[2].click();
      await state(el, 'chosen');
      equal(parts(el, 'product')[2].getAttribute('aria-pressed'), 'true');
    } finally {
      recorder.stop();
    }
  });

  it('busy while a call runs: no double calls, buttons aria-disabled, a status text', async () => {
    const context = freshContext('busy', [{ productid: '10080', quantity: 2 }]);
    const shop = shopFor(context);
    const [el] = await mount({ context });
    await state(el, 'chosen');
    const release = shop.hold('freegift/add');
    try {
      const options = parts(el, 'product');
      options[1].click();
      options[2].click();
      options[1].click();
      part(el, 'remove').click();
      await waitFor(() => options[2].getAttribute('aria-disabled') === 'true', 'busy');
      assert(
        parts(el, 'product').every((b) => b.getAttribute('aria-disabled') === 'true'),
        'every gift disabled',
      );
      equal(part(el, 'remove').getAttribute('aria-disabled'), 'true');
      equal(norm(el.shadowRoot.querySelector('[role="status"]').textContent), 'Gemmer dit valg…');
      await new Promise((r) => setTimeout(r, 50));
      equal(shop.count('GET', 'freegift/add'), 1, 'one call');
      equal(shop.count('GET', 'freegift/remove'), 0, 'no remove while busy');
      await expectAccessible(el);
    } finally {
      release();
    }
    await waitFor(() => parts(el, 'product')[1].getAttribute('aria-pressed') === 'true', 'chosen after release');
    equal(parts(el, 'product')[1].getAttribute('aria-disabled'), 'false');
    equal(norm(el.shadowRoot.querySelector('[role="status"]').textContent), '');
  });

  it('a failed call shows an alert and keeps the gift; the next call clears it', async () => {
    const context = freshContext('fail', [{ productid: '10080', quantity: 2 }]);
    const shop = shopFor(context);
    const recorder = recordEvents();
    const errors = captureErrors();
    try {
      const [el] = await mount({ context });
      await state(el, 'chosen');
      // freegift/add changes state: never retried (src/api/client.ts), so one failure is the answer.
      shop.failNext('freegift/add', { status: 500, times: 1 });
      parts(el, 'product')[2].click();
      const alert = await waitFor(() => part(el, 'error'), 'failure message', 8000);
      equal(alert.getAttribute('role'), 'alert');
      equal(norm(alert.textContent), 'Gratisgaven kunne ikke vælges. Prøv igen.');
      equal(parts(el, 'product')[0].getAttribute('aria-pressed'), 'true', 'gift unchanged');
      equal(parts(el, 'product')[2].getAttribute('aria-pressed'), 'false');
      equal(recorder.events.length, 0, 'no event on failure');
      await expectAccessible(el);
      shop.failNext('freegift/remove', { status: 400, body: { error: 'No gift to remove' } });
      part(el, 'remove').click();
      await waitFor(
        () => norm(part(el, 'error')?.textContent) === 'Gratisgaven kunne ikke fjernes. Prøv igen.',
        'remove failure message',
      );
      equal(el.getAttribute('data-state'), 'chosen', 'still chosen');
      parts(el, 'product')[2].click();
      await waitFor(() => parts(el, 'product')[2].getAttribute('aria-pressed') === 'true', 'retry works');
      equal(part(el, 'error'), null, 'message cleared');
    } finally {
      recorder.stop();
      errors.stop();
    }
  });
});
