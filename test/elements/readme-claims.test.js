/* global describe, it, afterEach */
// elements/README.md claims no other element test proved (docs/testing/readme-claims.md): the theme token
// defaults and their registration, the error boundary's event target and part, <shop-context> defaults,
// unknown feature flags, the nearest shop-context across a shadow root, and butikElements.define(tag).
import { assert, captureErrors, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();

function configOf(el) {
  const text = el.shadowRoot?.querySelector('#config')?.textContent;
  return text ? JSON.parse(text) : null;
}

async function settle() {
  await rendered();
  await new Promise((r) => setTimeout(r, 20));
  await rendered();
}

// The shared a11y hook checks and removes each test's UI first; let the runtime settle before the next test.
afterEach(settle);

describe('README claims: loader', () => {
  it('butikElements.define(tag) defines that one tag', async () => {
    equal(customElements.get('test-light'), undefined, 'not defined before');
    await window.butikElements.define('test-light');
    assert(customElements.get('test-light'), 'test-light defined');
    equal(customElements.get('test-boom'), undefined, 'other tags stay undefined');
    // The one tag defined works: it renders (and its UI is left for the shared axe check).
    const container = fixture('<test-light></test-light>');
    await waitFor(() => container.querySelector('test-light form input[name="username"]'), 'test-light rendered');
  });
});

describe('README claims: theme tokens', () => {
  // The table of elements/README.md "Theming"; computed values of registered <color> tokens are rgb().
  const DEFAULTS = {
    '--butik-color-primary': 'rgb(29, 92, 140)',
    '--butik-color-on-primary': 'rgb(255, 255, 255)',
    '--butik-color-muted': 'rgb(89, 99, 110)',
    '--butik-color-background': 'rgb(255, 255, 255)',
    '--butik-color-border': 'rgb(208, 215, 222)',
    '--butik-color-danger': 'rgb(179, 38, 30)',
    '--butik-color-success': 'rgb(26, 127, 55)',
    '--butik-radius': '4px',
    '--butik-spacing': '8px',
    '--butik-focus-ring': '2px solid #1d5c8c',
  };
  const FROM_PAGE = ['--butik-color-text', '--butik-font-family', '--butik-font-size'];

  it('are registered (CSS.registerProperty) with the documented defaults; text and font tokens come from the page', async () => {
    const container = fixture('<test-widget label="Tokens"></test-widget>');
    await customElements.whenDefined('test-widget');
    await settle();
    await waitFor(() => container.querySelector('test-widget').shadowRoot?.querySelector('#label'), 'render');
    const style = getComputedStyle(document.documentElement);
    for (const [name, value] of Object.entries(DEFAULTS)) {
      equal(style.getPropertyValue(name).trim(), value, name);
      let registered = false;
      try {
        CSS.registerProperty({ name, syntax: '*', inherits: true });
      } catch (error) {
        registered = error.name === 'InvalidModificationError';
      }
      assert(registered, `${name} is registered already`);
    }
    for (const name of FROM_PAGE)
      equal(style.getPropertyValue(name).trim(), '', `${name} unset: inherited from the page`);
    // Inherited: set on any ancestor, it reaches the element.
    container.style.setProperty('--butik-radius', '9px');
    equal(getComputedStyle(container.querySelector('test-widget')).getPropertyValue('--butik-radius').trim(), '9px');
  });
});

describe('README claims: error boundary', () => {
  it('fires butik-error on the failing element and shows the message as ::part(error)', async () => {
    const errors = captureErrors();
    const events = [];
    const onError = (e) => events.push(e);
    document.addEventListener('butik-error', onError);
    let container;
    try {
      container = fixture('<test-boom id="bad" fail></test-boom>');
      await customElements.whenDefined('test-boom');
      await settle();
      await waitFor(() => container.querySelector('#bad').shadowRoot?.querySelector('[role="alert"]'), 'error message');
      await waitFor(() => events.length === 1, 'butik-error');
    } finally {
      errors.stop();
      document.removeEventListener('butik-error', onError);
    }
    const bad = container.querySelector('#bad');
    equal(events[0].target, bad, 'fired on the element');
    equal(events[0].bubbles && events[0].composed, true, 'bubbles and composed');
    const alert = bad.shadowRoot.querySelector('[role="alert"]');
    equal(alert.getAttribute('part'), 'error');
  });
});

describe('README claims: <shop-context>', () => {
  it('defaults: every attribute absent gives the documented defaults', async () => {
    const container = fixture('<shop-context><test-widget label="Defaults"></test-widget></shop-context>');
    await customElements.whenDefined('shop-context');
    await settle();
    const config = await waitFor(() => configOf(container.querySelector('test-widget')), 'config');
    deepEqual(
      {
        context: config.context,
        currency: config.currency,
        purchaseAllowed: config.purchaseAllowed,
        showPrices: config.showPrices,
        signedIn: config.signedIn,
        userRole: config.userRole,
        loginUrl: config.loginUrl,
        features: config.features,
        enableWishList: config.enableWishList,
        variantDisplayOptions: config.variantDisplayOptions,
        enablePurchaseFromLists: config.enablePurchaseFromLists,
        allowPurchase: config.allowPurchase,
        enableSecondaryImage: config.enableSecondaryImage,
        apiBase: config.apiBase,
      },
      {
        context: '',
        currency: 'DKK',
        purchaseAllowed: false,
        showPrices: false,
        signedIn: false,
        userRole: 'visitor',
        loginUrl: '',
        features: [],
        enableWishList: false,
        variantDisplayOptions: null,
        enablePurchaseFromLists: false,
        allowPurchase: false,
        enableSecondaryImage: false,
        apiBase: '/contextapi',
      },
    );
  });

  it('keeps unknown feature flags', async () => {
    const errors = captureErrors();
    let container;
    try {
      container = fixture(
        '<shop-context features="wishlist giftcards-beta"><test-widget label="Flags"></test-widget></shop-context>',
      );
      await settle();
      const config = await waitFor(() => configOf(container.querySelector('test-widget')), 'config');
      deepEqual(config.features, ['wishlist', 'giftcards-beta']);
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 0, `no error for an unknown flag: ${JSON.stringify(errors.calls)}`);
  });

  it('an element inside a shadow root uses the nearest enclosing shop-context (crossing the shadow boundary)', async () => {
    const container = fixture(`
      <shop-context context="page-first" currency="EUR"></shop-context>
      <shop-context context="outer" currency="SEK"><div id="host"></div></shop-context>`);
    const root = container.querySelector('#host').attachShadow({ mode: 'open' });
    root.innerHTML = '<test-widget label="Shadowed"></test-widget>';
    await settle();
    const el = root.querySelector('test-widget');
    const config = await waitFor(() => configOf(el), 'config');
    equal(config.context, 'outer', "not the page's first shop-context");
    equal(config.currency, 'SEK');
  });
});
