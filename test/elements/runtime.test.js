/* global describe, it */
// The element wrapper (src/internal/define.ts) on test-only fixture elements, in the built library.
import {
  assert,
  captureErrors,
  deepEqual,
  equal,
  fixture,
  nothingRendered,
  setup,
  shadowText,
  waitFor,
} from './helpers/util.js';

const api = await setup();
const { rendered, define, widgetSpec, mountedCount, ButikEvent } = api;

async function widget(html = '<test-widget></test-widget>') {
  const container = fixture(html);
  await customElements.whenDefined('test-widget');
  await rendered();
  const el = container.querySelector('test-widget');
  await waitFor(() => shadowText(el, '#label') !== null, 'widget render');
  return el;
}

describe('define(): properties set before the element is defined', () => {
  it('keeps them once the element upgrades (first test: test-widget is not defined yet)', async () => {
    assert(!customElements.get('test-widget'), 'test-widget must not be defined before this test');
    const el = document.createElement('test-widget');
    el.label = 'Early label';
    el.options = { size: 'xl' };
    document.body.append(el);
    await customElements.whenDefined('test-widget');
    await rendered();
    await waitFor(() => shadowText(el, '#label') === 'Early label', 'pre-upgrade label');
    equal(shadowText(el, '#options'), '{"size":"xl"}');
    assert(!Object.prototype.hasOwnProperty.call(el, 'label'), 'own property removed (accessor used)');
  });
});

describe('define(): attributes', () => {
  it('follows HTML boolean semantics: bare attribute is true, removal is false', async () => {
    const el = await widget('<test-widget open></test-widget>');
    equal(el.open, true, 'bare attribute');
    equal(shadowText(el, '#open'), 'true');
    el.removeAttribute('open');
    await rendered();
    equal(el.open, false, 'after removal');
    await waitFor(() => shadowText(el, '#open') === 'false', 'open false rendered');
    el.setAttribute('open', '');
    await rendered();
    await waitFor(() => shadowText(el, '#open') === 'true', 'empty attribute is true');
    el.setAttribute('open', 'false');
    await rendered();
    await waitFor(() => shadowText(el, '#open') === 'false', '"false" is false');
  });

  it('resets a prop to its default when the attribute is removed', async () => {
    const el = await widget('<test-widget label="Custom" count="5" mode="full"></test-widget>');
    equal(shadowText(el, '#label'), 'Custom');
    equal(shadowText(el, '#count'), '5');
    equal(shadowText(el, '#mode'), 'full');
    el.removeAttribute('label');
    el.removeAttribute('count');
    el.removeAttribute('mode');
    await rendered();
    await waitFor(() => shadowText(el, '#label') === 'Widget', 'label default');
    equal(shadowText(el, '#count'), '0');
    equal(shadowText(el, '#mode'), 'compact');
    el.label = 'Prop';
    await rendered();
    await waitFor(() => shadowText(el, '#label') === 'Prop', 'property set');
    el.label = undefined;
    await rendered();
    await waitFor(() => shadowText(el, '#label') === 'Widget', 'undefined property resets');
  });

  it('bad JSON: exactly one console error naming element, attribute and value; renders with the default', async () => {
    const errors = captureErrors();
    let el;
    try {
      el = await widget(`<test-widget options='{"size": '></test-widget>`);
      await rendered();
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 1, 'one console.error');
    const [message] = errors.calls;
    assert(message.includes('<test-widget>'), `names the element: ${message}`);
    assert(message.includes('options='), `names the attribute: ${message}`);
    assert(message.includes('{"size": '), `shows the value: ${message}`);
    equal(shadowText(el, '#options'), '{"size":"m"}', 'default options');
    equal(shadowText(el, '#label'), 'Widget', 'rest renders');
  });

  it('bad number: console error and the default, never NaN', async () => {
    const errors = captureErrors();
    let el;
    try {
      el = await widget('<test-widget count="abc"></test-widget>');
      el.count = Number.NaN;
      await rendered();
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 2, 'one error for the attribute, one for the NaN property');
    assert(errors.calls[0].includes('count="abc"') && errors.calls[0].includes('not a number'), errors.calls[0]);
    equal(el.count, 0);
    equal(shadowText(el, '#count'), '0');
  });

  it('bad enum value: console error and the default', async () => {
    const errors = captureErrors();
    let el;
    try {
      el = await widget('<test-widget mode="huge"></test-widget>');
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 1);
    assert(errors.calls[0].includes('mode="huge"') && errors.calls[0].includes('compact, full'), errors.calls[0]);
    equal(shadowText(el, '#mode'), 'compact');
  });
});

describe('define(): lifecycle and registration', () => {
  it('keeps state when the element is moved in the DOM', async () => {
    nothingRendered('the element is removed on purpose: unmount after a real removal');
    const el = await widget();
    const before = mountedCount();
    el.shadowRoot.querySelector('#inc').click();
    await rendered();
    await waitFor(() => shadowText(el, '#inc') === 'Clicks: 1', 'clicked');
    const other = fixture('');
    other.append(el);
    await new Promise((r) => setTimeout(r, 30));
    await rendered();
    equal(shadowText(el, '#inc'), 'Clicks: 1', 'state kept after move');
    equal(mountedCount(), before, 'no remount');
    el.remove();
    await new Promise((r) => setTimeout(r, 30));
    await rendered();
    equal(mountedCount(), before - 1, 'unmounted after a real removal');
  });

  it('is idempotent, and a tag taken by a foreign constructor logs one clear error without throwing', async () => {
    const first = customElements.get('test-widget');
    const errors = captureErrors();
    try {
      equal(define(widgetSpec), first, 'second define returns the existing class');
      equal(errors.calls.length, 0, 'no error for a repeat definition');
      customElements.define('foreign-widget', class extends HTMLElement {});
      equal(define({ ...widgetSpec, tag: 'foreign-widget' }), undefined);
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 1);
    assert(errors.calls[0].includes('<foreign-widget>') && errors.calls[0].includes('prefix'), errors.calls[0]);
    const el = await widget('<test-widget label="Still works"></test-widget>');
    equal(shadowText(el, '#label'), 'Still works', 'the library keeps working');
  });

  it('mirrors state on the host as data-state', async () => {
    const el = await widget('<test-widget></test-widget>');
    await waitFor(() => el.dataset.state === 'closed', 'data-state closed');
    el.open = true;
    await rendered();
    await waitFor(() => el.dataset.state === 'open', 'data-state open');
  });

  it('fires butik-* events that bubble out of the shadow root (composed) on user action', async () => {
    const el = await widget();
    const seen = [];
    const listener = (event) => seen.push(event);
    document.addEventListener('butik-widget-click', listener);
    try {
      await rendered();
      equal(seen.length, 0, 'no event on render');
      el.shadowRoot.querySelector('#inc').click();
      await waitFor(() => seen.length === 1, 'event at document');
    } finally {
      document.removeEventListener('butik-widget-click', listener);
    }
    const [event] = seen;
    assert(event instanceof ButikEvent && event instanceof CustomEvent, 'ButikEvent');
    equal(event.bubbles, true);
    equal(event.composed, true);
    equal(event.target, el, 'retargeted to the host');
    deepEqual(event.detail, { clicks: 1 });
    const made = new ButikEvent('butik-made-here', { n: 1 });
    equal(made.type, 'butik-made-here');
    deepEqual(made.detail, { n: 1 });
    equal(made.bubbles && made.composed && !made.cancelable, true, 'bubbles, composed, not cancelable by default');
    equal(new ButikEvent('butik-made-here', null, { cancelable: true }).cancelable, true, 'cancelable on request');
    for (const name of ['notButik', 'widgetClick', 'butik-', 'butik-Widget-click', 'butik--x', 'click']) {
      let thrown;
      try {
        new ButikEvent(name, null);
      } catch (error) {
        thrown = error;
      }
      assert(
        thrown instanceof TypeError && thrown.message.includes(`"${name}"`),
        `"${name}" refused: names must be butik- kebab-case (got ${thrown})`,
      );
    }
  });

  it('attaches React listeners lazily: at the first interaction, or in idle time (non-composed events work then)', async () => {
    const container = fixture('<test-widget label="Lazy"></test-widget>');
    // test-widget is defined already: it mounted synchronously and its listeners are deferred.
    assert(api.pendingListenerCount() > 0, 'listeners deferred at mount');
    await rendered();
    const el = container.querySelector('test-widget');
    await waitFor(() => shadowText(el, '#inc'), 'render');
    el.shadowRoot.querySelector('#inc').click(); // first interaction: listeners attached before it arrives
    await rendered();
    await waitFor(() => shadowText(el, '#inc') === 'Clicks: 1', 'first click handled');
    const second = fixture('<test-widget label="Idle"></test-widget>');
    await rendered();
    await waitFor(() => api.pendingListenerCount() === 0, 'idle activation', 3000);
    const select = second.querySelector('test-widget').shadowRoot.querySelector('#size');
    select.value = 'l';
    select.dispatchEvent(new Event('change', { bubbles: true })); // not composed: never reaches the document
    await rendered();
    await waitFor(() => shadowText(second.querySelector('test-widget'), '#size-out') === 'l', 'change handled');
  });

  it('the base sheet: a host in data-state "hidden" is not displayed; butik-visually-hidden text is clipped, not removed', async () => {
    const container = fixture('<test-widget label="Base"></test-widget>');
    await rendered();
    const el = container.querySelector('test-widget');
    await waitFor(() => shadowText(el, '#label'), 'render');
    const state = el.getAttribute('data-state');
    el.setAttribute('data-state', 'hidden');
    equal(getComputedStyle(el).display, 'none', 'hidden state');
    el.setAttribute('data-state', state);
    equal(getComputedStyle(el).display, 'block', 'back');
    const probe = document.createElement('span');
    probe.className = 'butik-visually-hidden';
    probe.textContent = 'for screen readers';
    el.shadowRoot.append(probe);
    const box = probe.getBoundingClientRect();
    equal(getComputedStyle(probe).position, 'absolute');
    assert(box.width <= 1 && box.height <= 1, `clipped to 1px (${box.width}x${box.height})`);
    probe.remove();
  });

  it('uses adopted stylesheets (no <style> in the shadow root), shared between instances, themed by tokens', async () => {
    const container = fixture(
      '<test-widget id="a" label="A"></test-widget><test-widget id="b" label="B"></test-widget>',
    );
    await rendered();
    const [a, b] = container.querySelectorAll('test-widget');
    await waitFor(() => shadowText(b, '#label'), 'render');
    equal(a.shadowRoot.querySelectorAll('style').length, 0, 'no inline style');
    assert(a.shadowRoot.adoptedStyleSheets.length >= 2, 'base + element sheet');
    assert(
      a.shadowRoot.adoptedStyleSheets.every((s, i) => s === b.shadowRoot.adoptedStyleSheets[i]),
      'same sheet objects',
    );
    const box = a.shadowRoot.querySelector('[part="box"]');
    equal(getComputedStyle(box).color, 'rgb(29, 92, 140)', 'default --butik-color-primary');
    container.style.setProperty('--butik-color-primary', 'rgb(200, 0, 0)');
    equal(getComputedStyle(box).color, 'rgb(200, 0, 0)', 'token set by the page');
    // Inner parts are styleable from the page with ::part().
    const pageSheet = new CSSStyleSheet();
    pageSheet.replaceSync('test-widget#a::part(box) { border-top: 7px solid rgb(0, 128, 0); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
    try {
      equal(getComputedStyle(box).borderTopWidth, '7px', '::part(box) styled by the page');
      equal(
        getComputedStyle(b.shadowRoot.querySelector('[part="box"]')).borderTopWidth,
        '0px',
        'only the selected host',
      );
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== pageSheet);
    }
  });

  it("works under a strict Content-Security-Policy (no 'unsafe-inline' styles or scripts): zero violations", async () => {
    const origin = location.origin;
    await strictPage(
      'strict CSP',
      `<meta http-equiv="Content-Security-Policy" content="default-src ${origin}; script-src ${origin}; style-src ${origin}">
      <script src="${origin}/test/elements/helpers/csp-recorder.js"></script>
      <script type="module" src="${origin}/.wtr-dist/loader.js"></script>`,
    );
  });

  it("works under the demo's policy: scripts by nonce with 'strict-dynamic', Trusted Types with DOMPurify's policy only", async () => {
    const origin = location.origin;
    // The loader's preloads carry its nonce and are built without HTML strings (a string to a sink would throw and be
    // recorded by csp-recorder.js).
    const win = await strictPage(
      'nonce and Trusted Types',
      `<meta http-equiv="Content-Security-Policy" content="default-src ${origin}; script-src 'nonce-t3st' 'strict-dynamic'; style-src ${origin}; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types dompurify">
      <script nonce="t3st" src="${origin}/test/elements/helpers/csp-recorder.js"></script>
      <script nonce="t3st" type="module" src="${origin}/.wtr-dist/loader.js"></script>`,
    );
    const preloads = [...win.document.querySelectorAll('link[rel="modulepreload"]')];
    deepEqual(
      preloads.filter((link) => link.nonce !== 't3st').map((link) => link.href),
      [],
      'every preload has the nonce',
    );
    // The policy is enforced: a string given to a Trusted Types sink throws.
    let threw = false;
    try {
      win.document.createElement('div').innerHTML = '<b>x</b>';
    } catch (error) {
      threw = error instanceof win.TypeError;
    }
    equal(threw, true, 'Trusted Types enforced');
    // The shared axe hook injects its script into frames by `script.src`, a sink this frame refuses: its elements are
    // checked with the other frame's.
    win.frameElement.remove();
    nothingRendered(
      'the frame under Trusted Types cannot take the axe script; the same elements are checked in the strict-CSP test',
    );
  });

  /** Renders the test elements in a frame with `head` and expects zero CSP violations; its window. */
  async function strictPage(title, head) {
    const frame = document.createElement('iframe');
    frame.title = title;
    frame.srcdoc = `<!doctype html><html lang="en"><head><title>csp</title>${head}</head>
      <body><main><shop-context context="csp"><test-widget label="Strict"></test-widget><test-light></test-light></shop-context></main></body></html>`;
    document.body.append(frame);
    const win = await waitFor(
      () => frame.contentWindow?.butikElements && frame.contentWindow,
      'loader under CSP',
      10_000,
    );
    const widget = await waitFor(
      () => win.document.querySelector('test-widget')?.shadowRoot?.querySelector('[part="box"]'),
      'widget rendered',
      10_000,
    );
    await waitFor(() => win.document.querySelector('test-light input'), 'light element rendered', 10_000);
    equal(win.getComputedStyle(widget).color, 'rgb(29, 92, 140)', 'adopted element sheet + token applied');
    equal(
      win.getComputedStyle(win.document.querySelector('test-light form')).display,
      'grid',
      'light-DOM sheet applied',
    );
    // <shop-context> is defined on its own (its file may come after the widget's on a loaded machine).
    await waitFor(
      () => win.getComputedStyle(win.document.querySelector('shop-context')).display === 'contents',
      'shop-context display: contents (its shadow sheet)',
      10_000,
    );
    deepEqual(win.cspViolations, [], 'CSP violations');
    return win;
  }

  it('renders light-DOM elements into the host with document-adopted styles', async () => {
    const container = fixture('<test-light></test-light>');
    await customElements.whenDefined('test-light');
    await rendered();
    const el = container.querySelector('test-light');
    await waitFor(() => el.querySelector('input[name="username"]'), 'light DOM input');
    equal(el.shadowRoot, null, 'no shadow root');
    equal(getComputedStyle(el.querySelector('form')).display, 'grid', 'light styles applied');
    equal(document.querySelectorAll('style').length, 0, 'no inline style');
  });
});

describe('shared page context', () => {
  it('gives every element the same page actor for a key (one cart per page)', async () => {
    const container = fixture('<test-widget label="One"></test-widget><test-widget label="Two"></test-widget>');
    await rendered();
    const [one, two] = container.querySelectorAll('test-widget');
    await waitFor(() => shadowText(two, '#actor'), 'render');
    equal(shadowText(one, '#actor'), 'actor-1');
    equal(shadowText(two, '#actor'), 'actor-1');
  });
});

describe('error boundary per element', () => {
  it('one failing element shows an accessible message and logs once; the others keep working', async () => {
    const errors = captureErrors();
    const events = [];
    const onError = (e) => events.push(e);
    document.addEventListener('butik-error', onError);
    let container;
    try {
      container = fixture(
        '<test-boom id="bad" fail></test-boom><test-boom id="good"></test-boom><test-widget></test-widget>',
      );
      await customElements.whenDefined('test-boom');
      await rendered();
      const bad = container.querySelector('#bad');
      await waitFor(() => bad.shadowRoot.querySelector('[role="alert"]'), 'error message');
    } finally {
      errors.stop();
      document.removeEventListener('butik-error', onError);
    }
    const bad = container.querySelector('#bad');
    const good = container.querySelector('#good');
    equal(bad.shadowRoot.querySelector('[role="alert"]').textContent, 'This content could not be shown.');
    equal(shadowText(good, '#ok'), 'Still fine');
    await waitFor(() => shadowText(container.querySelector('test-widget'), '#label') === 'Widget', 'other element');
    const boomErrors = errors.calls.filter((c) => c.includes('test-boom'));
    equal(boomErrors.length, 1, `one error logged: ${JSON.stringify(errors.calls)}`);
    assert(boomErrors[0].includes('boom on purpose'), boomErrors[0]);
    equal(events.length, 1, 'one butik-error event');
    equal(events[0].detail.tag, 'test-boom');
    const again = captureErrors();
    try {
      good.fail = true;
      await rendered();
      await waitFor(() => good.shadowRoot.querySelector('[role="alert"]'), 'second failure isolated');
    } finally {
      again.stop();
    }
    equal(again.calls.filter((c) => c.includes('<test-boom> failed to render')).length, 1);
    equal(shadowText(container.querySelector('test-widget'), '#label'), 'Widget');
  });
});
