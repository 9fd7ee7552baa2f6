// Small helpers for element tests (no assertion library needed). Importing this module registers the shared
// accessibility hook (a11y-hook.js): axe-core checks what every test leaves in the page, then removes it.
export { nothingRendered } from './a11y-hook.js';
import { collectMarkup, pseudoData } from './pseudo.js';
export { pseudoData };
export const DIST = '/.wtr-dist';

export function assert(condition, message) {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/** JSON for values, a short tag for DOM nodes (which JSON.stringify cannot take: React's fiber keys are circular). */
const show = (value) =>
  value instanceof Node ? `<${value.nodeName.toLowerCase()}${value.id ? `#${value.id}` : ''}>` : JSON.stringify(value);

export function equal(actual, expected, message = '') {
  if (!Object.is(actual, expected)) {
    throw new Error(`${message} expected ${show(expected)}, got ${show(actual)}`);
  }
}

export function deepEqual(actual, expected, message = '') {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message} expected ${e}, got ${a}`);
}

/** Loads the loader (once) and the test API entry (runtime helpers from the same chunks). */
export async function setup() {
  await import(`${DIST}/loader.js`);
  return import(`${DIST}/fixtures/api.js`);
}

/** Polls until `fn()` is truthy (default 5 s). `message` may be a function, called on timeout for the details. */
export async function waitFor(fn, message = 'condition', timeout = 5000) {
  const start = performance.now();
  for (;;) {
    const value = fn();
    if (value) return value;
    if (performance.now() - start > timeout)
      throw new Error(`Timed out waiting for ${typeof message === 'function' ? message() : message}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Records console.error calls while `fn` runs (and afterwards until `stop()`). */
export function captureErrors() {
  const original = console.error;
  const calls = [];
  console.error = (...args) => {
    calls.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  };
  return {
    calls,
    stop() {
      console.error = original;
    },
  };
}

/**
 * Creates `html` inside a fresh container appended to the body; returns the container. Do not remove it at the
 * end of the test: the shared hook checks it with axe-core first, then removes it.
 */
export function fixture(html) {
  const container = document.createElement('div');
  collectMarkup(html);
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Text of `selector` inside an element's shadow root. */
export function shadowText(el, selector) {
  return el.shadowRoot?.querySelector(selector)?.textContent ?? null;
}

/** The page's requests (resource timing) whose path matches `pattern`: how often an on-demand chunk was fetched. */
export const requested = (pattern) =>
  performance.getEntriesByType('resource').filter((e) => pattern.test(new URL(e.name).pathname));

/** The `part` of an element's shadow root. */
export const shadowPart = (el, name) => el.shadowRoot.querySelector(`[part="${name}"]`);

/** The first / every match of `selector` in an element's shadow root. */
export const $ = (el, selector) => el.shadowRoot.querySelector(selector);
export const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
/** The first / every node of the shadow root whose `part` list holds `name`. */
export const partOf = (el, name) => $(el, `[part~="${name}"]`);
export const partsOf = (el, name) => $$(el, `[part~="${name}"]`);

/** The host's `data-state`. */
export const stateOf = (el) => el.getAttribute('data-state');

/** Waits until the host's `data-state` is `expected` (default 5 s). */
export const waitForState = (el, expected, timeout) =>
  waitFor(
    () => stateOf(el) === expected,
    () => `data-state "${expected}" (is "${stateOf(el)}")`,
    timeout,
  );

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The CSS text of every sheet adopted by `el`'s shadow root: what styles it now. */
export const adoptedCss = (el) =>
  el.shadowRoot.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

/**
 * An element whose on-demand part cannot be loaded (the test server's /__butik-test/fail-chunk): `press()` asks
 * for the part; the host's `data-state` becomes `failed`, an alert shows, and one console error names `what`
 * ("<what> could not be loaded"). Returns the alert.
 */
export async function pressIntoFailedPart(el, press, what) {
  const errors = captureErrors();
  try {
    press();
    await waitFor(() => el.getAttribute('data-state') === 'failed', `failed (is ${el.getAttribute('data-state')})`);
    const alert = await waitFor(() => el.shadowRoot.querySelector('[role="alert"]'), 'the failure message');
    assert(
      errors.calls.some((c) => c.includes(`${what} could not be loaded`)),
      errors.calls.join(' | '),
    );
    return alert;
  } finally {
    errors.stop();
  }
}

/** Chooses `parts` (a string or BlobParts) as a CSV file in `el`'s file input the way a user does: DataTransfer → files → change. */
export function chooseCsvFile(el, parts, name = 'ordre.csv') {
  const input = el.shadowRoot.querySelector('input[type="file"]');
  const transfer = new DataTransfer();
  transfer.items.add(new File(Array.isArray(parts) ? parts : [parts], name, { type: 'text/csv' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The focused element, through open shadow roots. */
export const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

// The test server's chunk traps (web-test-runner.config.mjs): each arms for the next request of a .wtr-dist/chunks/
// file whose path matches `pattern` (a RegExp), once.
/** That request gets a 503. */
export const failNextChunk = (pattern) =>
  fetch(`/__butik-test/fail-chunk?pattern=${encodeURIComponent(pattern.source)}`);
/** That request waits until `releaseChunks()`. */
export const holdNextChunk = (pattern) =>
  fetch(`/__butik-test/hold-chunk?pattern=${encodeURIComponent(pattern.source)}`);
/** Serves every held request. */
export const releaseChunks = () => fetch('/__butik-test/release-chunks');
/** How many requests are held. */
export const heldChunks = async () => Number(await (await fetch('/__butik-test/held-chunks')).text());

/** Sets a form control's value as typing would: React sees `input` (a select also gets `change`). */
export function typeInto(el, value) {
  pseudoData(value);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  if (el.tagName === 'SELECT') el.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Clicks `button` and waits for the open dialog in `root` whose form has part `form`; then `rendered()`. */
export async function openDialog(root, button, form, rendered) {
  button.click();
  await waitFor(() => root.querySelector('dialog[open]')?.querySelector(`[part~="${form}"]`), `modal ${form}`);
  await rendered();
  return root.querySelector('dialog[open]');
}

/** The first element matching `selector` in `root` or in an open shadow root below it (nested elements). */
export function deepQuery(root, selector) {
  const found = root.querySelector(selector);
  if (found) return found;
  for (const node of root.querySelectorAll('*')) {
    const inner = node.shadowRoot && deepQuery(node.shadowRoot, selector);
    if (inner) return inner;
  }
  return null;
}

/** Waits for {@link deepQuery} to find `selector` below `root` (a nested element renders after its code loads). */
export const waitDeep = (root, selector, what = selector) => waitFor(() => deepQuery(root, selector), what);

/** Waits until every `tag` element below `root` is defined and has rendered (mirrors a `data-state`). */
export const waitRendered = (root, tag) =>
  waitFor(
    () => [...root.querySelectorAll(tag)].every((el) => el.matches(':defined') && el.hasAttribute('data-state')),
    `<${tag}> rendered`,
  );
