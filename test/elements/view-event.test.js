/* global describe, it */
// View events (spec §7 event tracking, §8 "event tracking returns false"): `<shop-context product-id>` with the
// `eventtracking` flag sends one POST {api-base}/{context}/v1/event/view { type: 'product', id } per page view.
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { captureErrors, equal, deepEqual, setup, sleep, waitFor } from './helpers/util.js';

const { rendered } = await setup();
installFakeShop();

const views = (shop) => shop.requests.filter((r) => r.method === 'POST' && r.path === 'event/view');
/** The fake answers event/view like the reference server ({ success: true }), or with `status`. */
const tracking =
  (status = 200) =>
  (shop) => {
    const answer = shop.answer.bind(shop);
    shop.answer = (method, path, query, body) =>
      path === 'event/view'
        ? { status, body: status === 200 ? { success: true } : { error: 'down' } }
        : answer(method, path, query, body);
  };
const PAGE = '<p>Kuglepen blå</p><product-price product-id="10001"></product-price>';

describe('view events', () => {
  it('with eventtracking and a product id: exactly one POST event/view { type, id } per page view', async () => {
    const { container, shop, context } = await mountInShop('shop-context', PAGE, {
      config: 'features="wishlist eventtracking" product-id="10001" show-prices',
      tweak: tracking(),
    });
    await waitFor(() => views(shop).length === 1, 'one view event');
    deepEqual(views(shop)[0].body, { type: 'product', id: '10001' });
    // Re-renders (another attribute changes, another element appears) send nothing more.
    const ctx = container.querySelector('shop-context');
    ctx.setAttribute('currency', 'EUR');
    ctx.insertAdjacentHTML('beforeend', '<product-price product-id="10006"></product-price>');
    await rendered();
    await sleep(300);
    equal(views(shop).length, 1, 'still one');
    equal(typeof context, 'string');
  });

  it('none without the eventtracking flag, and none without a product id', async () => {
    const a = await mountInShop('shop-context', PAGE, { config: 'product-id="10001"', tweak: tracking() });
    const b = await mountInShop('shop-context', PAGE, { config: 'features="eventtracking"', tweak: tracking() });
    await rendered();
    await sleep(300);
    equal(views(a.shop).length, 0, 'no flag');
    equal(views(b.shop).length, 0, 'no product id');
  });

  it('a failure is silent: nothing shown, the page works, not sent again', async () => {
    const errors = captureErrors();
    try {
      const { container, shop } = await mountInShop('shop-context', PAGE, {
        config: 'features="eventtracking" product-id="10001"',
        tweak: tracking(500),
      });
      await waitFor(() => views(shop).length === 1, 'sent once');
      await sleep(300);
      equal(views(shop).length, 1, 'no retry of a POST');
      equal(container.querySelector('[role="alert"]'), null);
      equal(container.querySelector('p').textContent, 'Kuglepen blå');
    } finally {
      errors.stop();
    }
  });
});
