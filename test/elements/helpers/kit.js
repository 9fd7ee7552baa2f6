// Shared by the kit-*.test.js files: mount a test-kit fixture element and read its shadow DOM.
import { fixture, waitFor } from './util.js';

/** Mounts `html` (one test-kit element) and waits until its shadow root shows `ready` (a selector). */
export async function mountKit(html, ready) {
  const container = fixture(html);
  const el = container.firstElementChild;
  await customElements.whenDefined(el.localName);
  await waitFor(() => el.shadowRoot?.querySelector(ready), `<${el.localName}> shows ${ready}`, 10_000);
  return el;
}

/** Shorthands over the element's shadow root. */
export const $ = (el, selector) => el.shadowRoot.querySelector(selector);
export const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
/** The focused element inside the element's shadow root (null when focus is elsewhere). */
export const focused = (el) => el.shadowRoot.activeElement;
/** Whitespace-normalised text content. */
export const text = (node) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** One frame + a task: lets React commit what a key press scheduled. */
export const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
