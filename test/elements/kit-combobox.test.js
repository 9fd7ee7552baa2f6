/* global describe, it */
// The kit's Combobox (src/ui/combobox.tsx) through the test-only <test-kit-combobox>: WAI-ARIA APG combobox with
// a listbox popup (keys, aria-activedescendant), debounce and minimum characters, stale answers dropped, and the
// polite live count. The fake search answers only when a test says so (`el.requests[i].answer([...])`), so the
// order of answers is the test's, never the clock's.
import { expectAccessible } from './helpers/axe.js';
import { assert, deepEqual, equal, fixture, pseudoData, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

// The options the tests answer through the fixture's request handles: data, not UI text (helpers/pseudo.js).
pseudoData(
  'Banana',
  'Peach',
  'Pear',
  'Pecan (stale)',
  'Pepper (stale)',
  'Persimmon (stale)',
  'Pearl (stale)',
  'Pears',
  'Lime',
  'Lemon',
);

const { rendered } = await setup();

async function mount(attributes = '') {
  const container = fixture(`<test-kit-combobox ${attributes}></test-kit-combobox>`);
  await customElements.whenDefined('test-kit-combobox');
  await rendered();
  const el = container.querySelector('test-kit-combobox');
  await waitFor(() => el.shadowRoot?.querySelector('[role="combobox"]'), 'render');
  el.requests ??= [];
  return { el, input: el.shadowRoot.querySelector('[role="combobox"]') };
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const options = (el) => [...el.shadowRoot.querySelectorAll('[role="option"]')];
const listbox = (el) => $(el, '[role="listbox"]');
const liveText = (el) => $(el, '[role="status"]').textContent;
const queries = (el) => el.requests.map((r) => r.query);

/** Sets the field's text in one task (as one `input` event), like a paste. */
function change(input, text) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * Resolves once a `ms` timer started now has fired. A timer the combobox started before this call with the same
 * delay has fired by then too (timers of equal delay run in the order they were started), so "no request yet"
 * after it means none was scheduled: no wall-clock margin involved.
 */
const timerAfter = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Types `text` as one change and answers the request it makes with `list`. */
async function answered(el, input, text, list) {
  const before = el.requests.length;
  change(input, text);
  await waitFor(() => el.requests.length > before, `a request for "${text}"`);
  const request = el.requests.at(-1);
  equal(request.query, text.trim());
  request.answer(list);
  await waitFor(() => options(el).length === list.length && liveText(el) !== '', `${list.length} options`);
  return request;
}

describe('kit Combobox', () => {
  it('is an APG combobox: roles, aria-activedescendant, ArrowDown/ArrowUp wrap, Home/End, Enter picks without submitting', async () => {
    const { el, input } = await mount();
    equal(input.getAttribute('aria-autocomplete'), 'list');
    equal(input.getAttribute('aria-expanded'), 'false');
    const list = listbox(el);
    equal(input.getAttribute('aria-controls'), list.id);
    equal(list.getAttribute('aria-label'), 'Fruits');
    assert(list.hidden, 'no list before an answer');

    await answered(el, input, 'a', ['Apple', 'Apricot', 'Avocado']);
    equal(input.getAttribute('aria-expanded'), 'true');
    assert(!list.hidden, 'list shown');
    equal(input.getAttribute('aria-activedescendant'), null, 'nothing active when the answer arrives');
    equal(getComputedStyle(list).maxHeight, '300px');
    await expectAccessible(el);

    const activeIs = async (i, message) => {
      await waitFor(() => input.getAttribute('aria-activedescendant') === options(el)[i].id, message);
      deepEqual(
        options(el).map((o) => o.getAttribute('aria-selected')),
        options(el).map((_, j) => String(j === i)),
        message,
      );
    };
    await sendKeys({ press: 'ArrowDown' });
    await activeIs(0, 'ArrowDown: first');
    await sendKeys({ press: 'ArrowDown' });
    await activeIs(1, 'ArrowDown: second');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await activeIs(2, 'ArrowUp wraps to the last');
    await sendKeys({ press: 'ArrowDown' });
    await activeIs(0, 'ArrowDown wraps to the first');
    await sendKeys({ press: 'End' });
    await activeIs(2, 'End: last');
    await sendKeys({ press: 'Home' });
    await activeIs(0, 'Home: first');
    equal(el.shadowRoot.activeElement, input, 'focus stays in the input');
    assert(options(el)[0].classList.contains('butik-combobox__option--active'), 'active option styled');
    await expectAccessible(el);

    await sendKeys({ press: 'End' });
    await activeIs(2, 'End again');
    const requestsBefore = el.requests.length;
    await sendKeys({ press: 'Enter' });
    await timerAfter(250);
    equal($(el, '#picked').textContent, 'Avocado', 'picked');
    equal(input.value, 'Avocado', 'the field shows the pick');
    equal($(el, '#submitted').textContent, '0', 'Enter on an option does not submit the form');
    assert(list.hidden, 'closed after the pick');
    equal(input.getAttribute('aria-expanded'), 'false');
    equal(input.getAttribute('aria-activedescendant'), null);
    equal(el.requests.length, requestsBefore, 'the picked text is not searched');

    // With the list closed, Enter is the form's again.
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(el, '#submitted').textContent === '1', 'Enter submits with the list closed');
  });

  it('Escape closes the list, a second Escape clears the field; ArrowDown reopens; a click picks', async () => {
    const { el, input } = await mount();
    await answered(el, input, 'ch', ['Cherry', 'Chestnut']);
    const list = listbox(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list.hidden, 'Escape closes');
    equal(input.getAttribute('aria-expanded'), 'false');
    equal(input.value, 'ch', 'the first Escape keeps the text');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(
      () => !list.hidden && input.getAttribute('aria-activedescendant') === options(el)[1].id,
      'ArrowUp reopens on the last',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list.hidden, 'closed again');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => input.value === '', 'the second Escape clears the field');

    await answered(el, input, 'ch', ['Cherry', 'Chestnut']);
    options(el)[1].click();
    await waitFor(() => $(el, '#picked').textContent === 'Chestnut', 'clicked option picked');
    equal(input.value, 'Chestnut');
    assert(list.hidden, 'closed after the click');
  });

  it('debounces: changes within one task make one request, sent no sooner than the debounce after the last change', async () => {
    const { el, input } = await mount('debounce="300"');
    let lastChange = 0;
    for (const text of ['b', 'ba', 'ban', 'bana']) {
      change(input, text);
      lastChange = performance.now();
    }
    await waitFor(() => el.requests.length === 1, 'the request');
    await timerAfter(300);
    deepEqual(queries(el), ['bana'], 'one request, for the last text');
    // 1 ms: performance.now() is coarsened.
    assert(
      el.requests[0].at - lastChange >= 299,
      `sent ${(el.requests[0].at - lastChange).toFixed(1)} ms after the last change`,
    );
    assert(el.shadowRoot.querySelector('.butik-spinner'), 'busy spinner while the request is out');
    el.requests[0].answer(['Banana']);
    await waitFor(() => options(el).length === 1, 'answer shown');
    equal(el.shadowRoot.querySelector('.butik-spinner'), null, 'spinner gone with the answer');
  });

  it('minimum characters: nothing is searched below min-chars, and a shorter text clears the answer', async () => {
    const { el, input } = await mount('min-chars="3" debounce="50"');
    change(input, 'ki');
    await timerAfter(50);
    deepEqual(queries(el), [], 'no request for 2 characters');
    change(input, '  k  ');
    await timerAfter(50);
    deepEqual(queries(el), [], 'spaces do not count');
    await answered(el, input, 'kiw', ['Kiwi']);
    deepEqual(queries(el), ['kiw']);
    change(input, 'ki');
    await waitFor(() => listbox(el).hidden && options(el).length === 0, 'a text below the minimum clears the list');
    equal(input.getAttribute('aria-expanded'), 'false');
    await timerAfter(50);
    deepEqual(queries(el), ['kiw'], 'and asks nothing');
  });

  it('drops stale answers: a newer query aborts the older request, whose late answer never replaces the newer one', async () => {
    const { el, input } = await mount('debounce="20"');
    // Every option text ever rendered, to prove a stale answer never showed, even for a moment.
    const seen = new Set();
    const observer = new MutationObserver(() => options(el).forEach((o) => seen.add(o.textContent)));
    observer.observe(el.shadowRoot, { subtree: true, childList: true, characterData: true });
    try {
      change(input, 'pe');
      await waitFor(() => el.requests.length === 1, 'first request');
      change(input, 'pea');
      await waitFor(() => el.requests.length === 2, 'second request');
      const [older, newer] = el.requests;
      deepEqual([older.query, newer.query], ['pe', 'pea']);
      assert(older.signal.aborted, 'the older request is aborted');
      assert(!newer.signal.aborted, 'the newer one is not');

      // Newer answers first, then the older one arrives late (a server that ignored the abort).
      newer.answer(['Peach', 'Pear']);
      await waitFor(() => options(el).length === 2, 'newer answer shown');
      older.answer(['Pecan (stale)', 'Pepper (stale)', 'Persimmon (stale)']);
      // The older-first order too: two more queries, the older one answered first.
      change(input, 'pear');
      await waitFor(() => el.requests.length === 3, 'third request');
      change(input, 'pears');
      await waitFor(() => el.requests.length === 4, 'fourth request');
      const [, , third, fourth] = el.requests;
      assert(third.signal.aborted, 'the third request is aborted by the fourth');
      third.answer(['Pearl (stale)']);
      fourth.answer(['Pears']);
      await waitFor(() => options(el).length === 1 && options(el)[0].textContent === 'Pears', 'fourth answer shown');
      await rendered();
      deepEqual(
        options(el).map((o) => o.textContent),
        ['Pears'],
      );
      deepEqual(
        [...seen].filter((t) => t.includes('stale')),
        [],
        'no stale option was ever rendered',
      );
      equal(liveText(el), '1 fruits for pears', 'the live region counts the newest answer');
    } finally {
      observer.disconnect();
    }
  });

  it('announces the count politely; an empty answer and a failed search close the list and say 0', async () => {
    const { el, input } = await mount('debounce="20"');
    const status = $(el, '[role="status"]');
    assert(status, 'a live region');
    equal(status.textContent, '', 'silent before an answer');
    await answered(el, input, 'gr', ['Grape', 'Grapefruit', 'Greengage', 'Guava']);
    equal(status.textContent, '4 fruits for gr');
    const before = el.requests.length;
    change(input, 'grx');
    await waitFor(() => el.requests.length > before, 'request');
    el.requests.at(-1).answer([]);
    await waitFor(() => status.textContent === '0 fruits for grx', 'zero announced');
    assert(listbox(el).hidden, 'no empty listbox shown');
    equal(input.getAttribute('aria-expanded'), 'false');
    change(input, 'grxy');
    await waitFor(() => el.requests.length > before + 1, 'request');
    el.requests.at(-1).fail();
    await waitFor(() => status.textContent === '0 fruits for grxy', 'a failed search answers an empty list');
    await expectAccessible(el);
  });

  it('hands the count to the host live region with `announce` (one status per element)', async () => {
    const { el, input } = await mount('announce debounce="20"');
    equal(el.shadowRoot.querySelectorAll('[role="status"]').length, 1, 'only the host region');
    await answered(el, input, 'li', ['Lime', 'Lemon']);
    equal($(el, '#status').textContent, '2 fruits for li');
  });
});
