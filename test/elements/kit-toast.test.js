/* global describe, it, afterEach */
// The kit's Toast (src/ui/toast.tsx) through the test-only <test-kit-toast> (fixtures/test-kit-toast.tsx): a polite
// live region, 5000 ms (spec §9) on a manual clock (no wall-clock waits), paused on hover and on focus inside,
// the dismiss button.
import { expectAccessible } from './helpers/axe.js';
import { assert, deepEqual, equal, fixture, setup, waitFor } from './helpers/util.js';
import { resetMouse, sendMouse } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

const { rendered } = await setup();

async function mount() {
  const container = fixture('<shop-context culture="en-GB"><test-kit-toast></test-kit-toast></shop-context>');
  await customElements.whenDefined('test-kit-toast');
  await rendered();
  const el = container.querySelector('test-kit-toast');
  await waitFor(() => el.shadowRoot?.querySelector('.butik-toasts'), 'fixture rendered');
  return el;
}

const clock = () => globalThis.butikToastClock;
const region = (el) => el.shadowRoot.querySelector('.butik-toasts');
const messages = (el) => [...el.shadowRoot.querySelectorAll('.butik-toast__message')].map((m) => m.textContent);

/** Shows a notice and waits until it is on screen with its timer running. */
async function show(el, button = '#show') {
  const before = messages(el).length;
  const timers = clock().pending();
  el.shadowRoot.querySelector(button).click();
  await waitFor(
    () => messages(el).length === before + 1 && clock().pending() === timers + 1,
    'notice shown, timer running',
  );
  return messages(el).at(-1);
}

/** Moves time on and lets React render what the timers changed. */
async function tick(ms) {
  clock().tick(ms);
  await rendered();
}

afterEach(async () => {
  await resetMouse();
});

describe('kit Toast', () => {
  it('a polite live region that exists before the first notice; each notice has a named dismiss button', async () => {
    const el = await mount();
    const live = region(el);
    equal(live.getAttribute('role'), 'status');
    equal(live.getAttribute('aria-live'), 'polite');
    equal(live.children.length, 0, 'empty but present');
    const text = await show(el);
    assert(/^Notice \d+$/.test(text), `message shown (${text})`);
    assert(live.contains(el.shadowRoot.querySelector('.butik-toast')), 'inside the live region');
    equal(live.querySelector('.butik-toast__dismiss').getAttribute('aria-label'), 'Dismiss');
    await expectAccessible(el);
  });

  it('the dismiss button is a round 44px target without a frame, its × drawn in the text colour', async () => {
    const el = await mount();
    await show(el);
    const button = region(el).querySelector('.butik-toast__dismiss');
    const style = getComputedStyle(button);
    deepEqual(
      [style.width, style.height, style.borderTopLeftRadius, style.borderTopWidth, style.backgroundColor],
      ['44px', '44px', '50%', '0px', 'rgba(0, 0, 0, 0)'],
    );
    const icon = getComputedStyle(button.querySelector('svg'));
    deepEqual([icon.width, icon.fill, icon.strokeWidth, icon.stroke], ['16px', 'none', '2.5px', style.color]);
  });

  it('goes away after exactly 5000 ms', async () => {
    const el = await mount();
    await show(el);
    await tick(4999);
    equal(messages(el).length, 1, 'still there at 4999 ms');
    await tick(1);
    await waitFor(() => messages(el).length === 0, 'gone at 5000 ms');
    equal(clock().pending(), 0, 'no timer left');
    // The region stays for the next notice.
    assert(region(el), 'region kept');
  });

  it('each notice has its own time; the dismiss button removes one at once', async () => {
    const el = await mount();
    const first = await show(el);
    await tick(2000);
    const second = await show(el, '#show-error');
    equal(el.shadowRoot.querySelectorAll('.butik-toast')[1].dataset.tone, 'error');
    await tick(3000);
    await waitFor(() => messages(el).length === 1, 'the first went at its 5000 ms');
    deepEqual(messages(el), [second]);
    assert(first !== second);
    el.shadowRoot.querySelector('.butik-toast__dismiss').click();
    await waitFor(() => messages(el).length === 0, 'dismissed');
    equal(clock().pending(), 0, 'its timer cleared');
  });

  it('hovering pauses the time; leaving resumes it with what was left', async () => {
    const el = await mount();
    await show(el);
    await tick(2000);
    const rect = el.shadowRoot.querySelector('.butik-toast').getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)],
    });
    await waitFor(() => region(el).hasAttribute('data-paused') && clock().pending() === 0, 'paused on hover');
    await tick(60_000);
    equal(messages(el).length, 1, 'stays while hovered');
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => !region(el).hasAttribute('data-paused') && clock().pending() === 1, 'resumed');
    await tick(2999);
    equal(messages(el).length, 1, '3000 ms were left: still there after 2999');
    await tick(1);
    await waitFor(() => messages(el).length === 0, 'gone when the rest ran out');
  });

  it('focus inside pauses the time; focus leaving resumes it', async () => {
    const el = await mount();
    await show(el);
    await tick(1000);
    el.shadowRoot.querySelector('.butik-toast__dismiss').focus();
    await waitFor(() => region(el).hasAttribute('data-paused') && clock().pending() === 0, 'paused on focus');
    await tick(60_000);
    equal(messages(el).length, 1, 'stays while focused');
    el.shadowRoot.querySelector('#show').focus();
    await waitFor(() => !region(el).hasAttribute('data-paused') && clock().pending() === 1, 'resumed on blur');
    await tick(3999);
    equal(messages(el).length, 1, '4000 ms were left');
    await tick(1);
    await waitFor(() => messages(el).length === 0, 'gone');
  });
});
