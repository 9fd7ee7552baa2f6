/* global describe, it */
// Deferred React listeners (src/internal/deferred-listeners.ts): an element mounted just now, whose listeners
// have NOT been attached in idle time yet, must still handle the very first keyboard / mouse interaction.
// requestIdleCallback is held back during each test so the interaction really comes before idle activation.
import { sendKeys, sendMouse } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { assert, equal, fixture, setup, waitFor } from './helpers/util.js';

const api = await setup();
const { rendered, pendingListenerCount, listeningMarker } = api;

/** Mounts `html` while idle callbacks are held back; returns the container and a release function. */
async function mountBeforeIdle(html) {
  await waitFor(() => pendingListenerCount() === 0, 'earlier elements activated in idle time', 5000);
  // An idle callback the runtime scheduled earlier may still be outstanding (its pending set emptied by an
  // interaction); let it run first, or it would activate the element mounted below. Idle callbacks run in order.
  await new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 1000 }));
  const held = [];
  const original = window.requestIdleCallback;
  window.requestIdleCallback = (callback) => {
    held.push(callback);
    return 0;
  };
  const container = fixture(html);
  await customElements.whenDefined('test-form');
  await rendered();
  const el = container.querySelector('test-form');
  await waitFor(() => el.shadowRoot?.querySelector('#send'), 'render');
  assert(pendingListenerCount() > 0, 'listeners still deferred before the interaction');
  return {
    container,
    el,
    release() {
      window.requestIdleCallback = original;
      for (const callback of held) original(callback);
    },
  };
}

const logOf = (el) => el.shadowRoot.querySelector('#log').textContent;

describe('deferred React listeners: the React version', () => {
  // The deferral relies on React's private `_reactListening<random>` property (react and react-dom are pinned
  // exactly in package.json for it). Run this after any React upgrade: without the marker nothing is deferred
  // (React listens eagerly again, correct but slower: docs/performance.md).
  it("upgrade check: React's private listening marker is found", async () => {
    fixture('<test-form></test-form>');
    await customElements.whenDefined('test-form');
    await rendered();
    const marker = listeningMarker();
    assert(
      typeof marker === 'string' && /^_reactListening[a-z0-9]+$/.test(marker),
      `React's listening marker found on the root container (got ${marker})`,
    );
  });
});

describe('deferred React listeners: first interaction before idle time', () => {
  it('keyboard only: Tab into the field, type, Enter, Tab to the button, Enter', async () => {
    const { container, el, release } = await mountBeforeIdle(
      '<button type="button" id="before">Before</button><test-form></test-form>',
    );
    try {
      container.querySelector('#before').focus();
      await sendKeys({ press: 'Tab' });
      equal(el.shadowRoot.activeElement?.id, 'name', 'focus in the field');
      await sendKeys({ type: 'abc' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Tab' });
      equal(el.shadowRoot.activeElement?.id, 'send', 'focus on the button');
      await sendKeys({ press: 'Enter' });
      await rendered();
      await waitFor(() => logOf(el).includes('click:'), `click by keyboard (log: "${logOf(el)}")`);
      equal(el.shadowRoot.querySelector('#value').textContent, 'abc', 'typed text reached onChange');
      equal(logOf(el), 'focus enter submit:abc blur click:abc');
    } finally {
      release();
    }
  });

  it('mouse: the first real click on a fresh element is handled', async () => {
    const { el, release } = await mountBeforeIdle('<test-form></test-form>');
    try {
      const box = el.shadowRoot.querySelector('#send').getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await rendered();
      await waitFor(() => logOf(el) === 'click:', `first click handled (log: "${logOf(el)}")`);
      await sendMouse({ type: 'click', position: [0, 0] });
    } finally {
      release();
    }
  });

  it('focus, change and blur handlers fire for script-driven interaction too', async () => {
    const { el, release } = await mountBeforeIdle('<test-form></test-form>');
    try {
      const input = el.shadowRoot.querySelector('#name');
      input.focus();
      // The native setter, as a browser's autofill does (React's own value setter would hide the change).
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'xyz');
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      input.blur();
      await rendered();
      await waitFor(() => logOf(el) === 'focus blur', `focus + blur (log: "${logOf(el)}")`);
      equal(el.shadowRoot.querySelector('#value').textContent, 'xyz', 'onChange');
    } finally {
      release();
    }
  });

  it('a script click() with no interaction before it is handled (element tests click this way)', async () => {
    const { el, release } = await mountBeforeIdle('<test-form></test-form>');
    try {
      el.shadowRoot.querySelector('#send').click();
      equal(pendingListenerCount(), 0, 'the click itself attached the listeners');
      await rendered();
      await waitFor(() => logOf(el) === 'click:', `script click handled (log: "${logOf(el)}")`);
    } finally {
      release();
    }
  });

  it('an element removed and inserted again before idle time still handles its first click', async () => {
    const { container, el, release } = await mountBeforeIdle('<test-form></test-form>');
    try {
      el.remove();
      await new Promise((r) => setTimeout(r, 30)); // really unmounted (a move within one task keeps the tree)
      await rendered();
      container.append(el);
      await rendered();
      await waitFor(() => el.shadowRoot.querySelector('#send'), 'rendered again');
      assert(pendingListenerCount() > 0, 'deferred again');
      const box = el.shadowRoot.querySelector('#send').getBoundingClientRect();
      await sendMouse({
        type: 'click',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      });
      await rendered();
      await waitFor(() => logOf(el) === 'click:', `click after re-insertion (log: "${logOf(el)}")`);
      await sendMouse({ type: 'click', position: [0, 0] });
    } finally {
      release();
    }
  });
});
