/* global describe, it, before, after, beforeEach */
// <gift-shop-app>: the gift-shop page's hash routes (spec §2). The recipient flow is replaced here by a plain
// recording element (defined before the loader could define the real one), so these tests see exactly the
// attributes the router gives it and drive its events by hand; the real flow is covered by its own element
// test and the Playwright journeys (test/e2e/giftshop.spec.ts).
import { assert, equal, fixture, nothingRendered, setup, waitFor } from './helpers/util.js';

class FlowStub extends HTMLElement {}
customElements.define('gift-recipient-flow', FlowStub);
customElements.define('acme-gift-recipient-flow', class extends HTMLElement {});

const { rendered } = await setup();

let container;
let app;

const flow = () => app.shadowRoot?.querySelector('gift-recipient-flow');
const attrs = (el) => ({
  giftshop: el.getAttribute('giftshop'),
  code: el.getAttribute('code'),
  step: el.getAttribute('step'),
});
const hash = () => location.hash;

async function go(to) {
  location.hash = to;
  await waitFor(() => location.hash === to || (to === '' && location.hash === '#/g/'), `hash ${to}`);
  await rendered();
}

function fire(type, detail) {
  flow().dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

async function flowWith(expected, message) {
  return waitFor(
    () => {
      const el = flow();
      if (!el) return false;
      const now = attrs(el);
      return Object.entries(expected).every(([k, v]) => now[k] === v) ? el : false;
    },
    `${message}: flow with ${JSON.stringify(expected)} (hash ${location.hash}, got ${flow() ? JSON.stringify(attrs(flow())) : 'no flow'})`,
  );
}

describe('<gift-shop-app>', () => {
  before(async () => {
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    container = fixture('<shop-context culture="da-DK"><gift-shop-app></gift-shop-app></shop-context>');
    await customElements.whenDefined('gift-shop-app');
    await rendered();
    app = container.querySelector('gift-shop-app');
  });
  after(() => {
    container.remove();
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  });
  // The router renders only the stubbed flow (an empty element): nothing to check with axe-core here; the real
  // flow is checked in its own element test.
  beforeEach(() => nothingRendered('router only: the recipient flow is an empty stub'));

  it('redirects an empty hash (the root) to the code entry page #/g/, replacing the entry', async () => {
    await waitFor(() => hash() === '#/g/', 'root redirected to #/g/');
    const el = await flowWith({ giftshop: null, code: null, step: 'login' }, 'code entry');
    assert(el instanceof FlowStub, 'renders <gift-recipient-flow>');
    equal(app.getAttribute('data-state'), 'recipient');
    const length = history.length;
    await go('#/');
    await waitFor(() => hash() === '#/g/', '#/ redirected');
    equal(history.length, length + 1, 'only the #/ entry itself was added: the redirect replaced it');
  });

  it('renders the flow with the route parameters: shop, shop + code, shop + code + step', async () => {
    await go('#/g/jul-2026');
    await flowWith({ giftshop: 'jul-2026', code: null, step: 'login' }, 'shop only');
    await go('#/g/jul-2026/JUL26-0001');
    await flowWith({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'info' }, 'deep link');
    await go('#/g/jul-2026/JUL26-0001/products');
    await flowWith({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'products' }, 'products step');
    await go('#/g/jul-2026/JUL26-0001/completed/');
    await flowWith({ step: 'completed' }, 'trailing slash');
    await go('#/g/jubilaeum/JUB%200001');
    await flowWith({ giftshop: 'jubilaeum', code: 'JUB 0001', step: 'info' }, 'escaped code decoded');
  });

  it('drops a step segment that is no recipient step, and sends unknown routes and /m… home', async () => {
    await go('#/g/jul-2026/JUL26-0001/nonsense');
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0001', 'bad step dropped');
    await flowWith({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'info' }, 'after bad step');
    // A page fragment that is no route (the skip link's #main) keeps the current screen.
    await go('#/g/jul-2026/JUL26-0001/message');
    await flowWith({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'message' }, 'before the skip link');
    location.hash = '#main';
    await new Promise((r) => setTimeout(r, 100));
    await rendered();
    equal(hash(), '#main', 'the fragment stays');
    await flowWith({ giftshop: 'jul-2026', code: 'JUL26-0001', step: 'message' }, 'still on the message step');
    for (const unknown of ['#/', '#/nope', '#/g-x/1', '#/garbage%%', '#/mx']) {
      location.hash = unknown;
      await waitFor(() => hash() === '#/g/', `${unknown} redirected home`);
      await flowWith({ giftshop: null, code: null, step: 'login' }, `${unknown} → code entry`);
    }
  });

  it('a redirect from the flow (code of another shop) replaces the hash with the code’s shop and code', async () => {
    await go('#/g/jul-2026/JUB-0003');
    await flowWith({ giftshop: 'jul-2026', code: 'JUB-0003' }, 'wrong shop');
    const length = history.length;
    fire('butik-gift-redirect', { giftshop: 'jubilaeum', code: 'JUB-0003' });
    await waitFor(() => hash() === '#/g/jubilaeum/JUB-0003', 'redirected');
    equal(history.length, length, 'replaced, not pushed');
    await flowWith({ giftshop: 'jubilaeum', code: 'JUB-0003', step: 'info' }, 'after redirect');
    // While the redirected code loads again the flow reports LOGIN: the route keeps the code.
    fire('butik-gift-step', { step: 'login', giftshop: 'jubilaeum', code: null });
    await rendered();
    await new Promise((r) => setTimeout(r, 50));
    equal(hash(), '#/g/jubilaeum/JUB-0003', 'a LOGIN step does not drop the code');
    // Bad event details are ignored, never crash.
    fire('butik-gift-redirect', null);
    fire('butik-gift-redirect', { giftshop: 42 });
    await rendered();
    equal(hash(), '#/g/jubilaeum/JUB-0003');
  });

  it('step changes keep a deep link: forward moves are pushed, so Back returns to the previous step', async () => {
    await go('#/g/');
    // The recipient types a code on the code entry page; the flow loads it and reports INFO.
    fire('butik-gift-step', { step: 'info', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009', 'info pushed');
    fire('butik-gift-step', { step: 'message', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'message pushed');
    await flowWith({ step: 'message' }, 'message');
    fire('butik-gift-step', { step: 'products', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/products', 'products pushed');
    await flowWith({ step: 'products' }, 'products');
    // The same step again changes nothing.
    const length = history.length;
    fire('butik-gift-step', { step: 'products', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await rendered();
    equal(history.length, length);
    history.back();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'back to message');
    await flowWith({ step: 'message' }, 'flow told to show message');
    history.back();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009', 'back to info');
    await flowWith({ step: 'info', code: 'JUL26-0009' }, 'flow told to show info');
    history.forward();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'forward to message');
    await flowWith({ step: 'message' }, 'forward');
    // An event without shop and code uses the route's.
    fire('butik-gift-step', { step: 'products' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/products', 'products from the route');
    history.back();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'back to message again');
    await flowWith({ step: 'message' }, 'back to message finished');
    // 'Tilbage' inside the flow (products → message, message → info) goes back in history: no duplicate entries.
    history.forward();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/products', 'forward to products');
    await flowWith({ step: 'products' }, 'forward to products finished');
    const before = history.length;
    fire('butik-gift-step', { step: 'message', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'in-flow back to message');
    await flowWith({ step: 'message' }, 'the traversal has finished');
    equal(history.length, before, 'went back in history');
    history.forward();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/products', 'and Forward returns to products');
    await flowWith({ step: 'products' }, 'forward finished');
    history.back();
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009/message', 'back to message once more');
    // A step the flow refuses (it stays at info): the URL is corrected in place.
    fire('butik-gift-step', { step: 'info', giftshop: 'jul-2026', code: 'JUL26-0009' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0009', 'corrected to info');
  });

  it('completion replaces the products entry; leaving returns to the shop’s code entry', async () => {
    await go('#/g/jul-2026/JUL26-0010/products');
    const length = history.length;
    fire('butik-gift-step', { step: 'completed', giftshop: 'jul-2026', code: 'JUL26-0010' });
    await waitFor(() => hash() === '#/g/jul-2026/JUL26-0010/completed', 'completed');
    equal(history.length, length, 'completed replaced the products entry');
    fire('butik-gift-leave', { giftshop: 'jul-2026' });
    await waitFor(() => hash() === '#/g/jul-2026', 'left to the shop’s code entry');
    await flowWith({ giftshop: 'jul-2026', code: null, step: 'login' }, 'after leave');
    fire('butik-gift-leave', {});
    await waitFor(() => hash() === '#/g/', 'left to the app home');
  });

  it('#/m… routes render the management area (its own chunk); signed out it asks to sign in, in Danish', async () => {
    for (const route of ['#/m', '#/m/jul-2026/inv']) {
      await go(route);
      await waitFor(() => app.dataset.state === 'signed-out', `${route}: management area, signed out`);
      const box = app.shadowRoot.querySelector('[part~="signed-out"]');
      assert(box.textContent.includes('Log ind for at administrere dine gaveshops.'), box.textContent);
      equal(flow(), null, 'no recipient flow on a management route');
      equal(hash(), route, 'the route stays');
    }
    await go('#/g/');
    await flowWith({ giftshop: null, step: 'login' }, 'back on the recipient home');
  });

  it('uses its own prefix for the flow: <acme-gift-shop-app> renders <acme-gift-recipient-flow>', async () => {
    const { defineElements } = await import('/.wtr-dist/define.js');
    defineElements({ prefix: 'acme', tags: ['gift-shop-app'] });
    const own = fixture('<acme-gift-shop-app></acme-gift-shop-app>');
    const prefixed = own.querySelector('acme-gift-shop-app');
    await customElements.whenDefined('acme-gift-shop-app');
    await rendered();
    await go('#/g/jul-2026');
    const inner = await waitFor(() => prefixed.shadowRoot?.querySelector('acme-gift-recipient-flow'), 'prefixed flow');
    equal(inner.getAttribute('giftshop'), 'jul-2026');
  });
});
