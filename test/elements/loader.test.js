/* global describe, it */
// dist/loader.js: lazy definition, later-added tags, nested shadow roots, parallel preloads, failures + retry.
import { expectAccessible } from './helpers/axe.js';
import { DIST, assert, captureErrors, equal, fixture, waitFor } from './helpers/util.js';

await import(`${DIST}/loader.js`);
const { rendered } = await import(`${DIST}/fixtures/api.js`);

const chunkRequests = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);

describe('loader', () => {
  it('exposes butikElements with the tag map generated from the elements folder', () => {
    const { tags } = window.butikElements;
    for (const tag of ['shop-context', 'test-widget', 'test-boom', 'test-nest', 'test-flaky']) {
      assert(tags.includes(tag), `${tag} known`);
    }
    equal(customElements.get('test-boom'), undefined, 'nothing defined before its tag appears');
    equal(customElements.get('shop-context'), undefined);
  });

  it('defines an element the first time its tag appears, preloading its shared chunks in parallel', async () => {
    const container = fixture('<test-boom></test-boom>');
    await customElements.whenDefined('test-boom');
    await rendered();
    await waitFor(() => container.querySelector('test-boom').shadowRoot.querySelector('#ok'), 'render');
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    assert(preloads.some((p) => /\/chunks\/vendor-/.test(p)), `vendor preloaded: ${preloads}`);
    assert(preloads.some((p) => /\/chunks\/runtime-/.test(p)), `runtime preloaded: ${preloads}`);
    equal(customElements.get('test-light'), undefined, 'other elements stay undefined');
    assert(!chunkRequests().some((p) => p.endsWith('/elements/test-light.js')), 'no request for unused elements');
    await expectAccessible(container);
  });

  it('defines tags added later, also inside the shadow roots of our elements', async () => {
    const container = fixture('');
    await new Promise((r) => setTimeout(r, 20));
    container.innerHTML = '<section><test-nest></test-nest></section>';
    await customElements.whenDefined('test-nest');
    await customElements.whenDefined('test-widget');
    await rendered();
    const nest = container.querySelector('test-nest');
    const inner = await waitFor(() => nest.shadowRoot.querySelector('test-widget'), 'inner element');
    await waitFor(() => inner.shadowRoot?.querySelector('#label')?.textContent === 'Inner', 'inner rendered');
    await expectAccessible(container);
  });

  it('reports a chunk that fails (console error naming it + butik-error on document) and retries on the next appearance', async () => {
    const errors = captureErrors();
    const events = [];
    const onError = (e) => events.push(e);
    document.addEventListener('butik-error', onError);
    try {
      fixture('<test-flaky></test-flaky>');
      await waitFor(() => events.length === 1, 'butik-error event');
    } finally {
      errors.stop();
      document.removeEventListener('butik-error', onError);
    }
    equal(errors.calls.length, 1, JSON.stringify(errors.calls));
    assert(errors.calls[0].includes('elements/test-flaky.js'), errors.calls[0]);
    equal(events[0].detail.tag, 'test-flaky');
    assert(events[0].detail.chunk.endsWith('elements/test-flaky.js'), events[0].detail.chunk);
    equal(customElements.get('test-flaky'), undefined, 'not defined after the failure');
    const again = fixture('<test-flaky></test-flaky>');
    await customElements.whenDefined('test-flaky');
    await rendered();
    await waitFor(() => again.querySelector('test-flaky').shadowRoot.querySelector('#flaky'), 'retried and rendered');
    await expectAccessible(again);
  });

  it('defines everything at once with butikElements.defineAll() and with data-define="all"', async () => {
    await window.butikElements.defineAll();
    for (const tag of window.butikElements.tags) assert(customElements.get(tag), `${tag} defined`);

    const frame = document.createElement('iframe');
    frame.title = 'define all';
    frame.srcdoc = `<script type="module" src="${location.origin}${DIST}/loader.js" data-define="all"></script>`;
    document.body.append(frame);
    // test-flaky's first request always fails (see web-test-runner.config.mjs), so it is left out here.
    const tags = window.butikElements.tags.filter((tag) => tag !== 'test-flaky');
    const all = () => tags.every((tag) => frame.contentWindow?.customElements.get(tag));
    await waitFor(all, 'iframe defined every tag without any tag in its document', 10_000);
    frame.remove();
  });
});
