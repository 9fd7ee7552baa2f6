/* global describe, it */
// dist/loader.js: lazy definition, later-added tags, nested shadow roots, parallel preloads, failures + retry,
// loading="lazy".
import { DIST, assert, captureErrors, equal, fixture, nothingRendered, waitFor } from './helpers/util.js';

await import(`${DIST}/loader.js`);
const { rendered } = await import(`${DIST}/fixtures/api.js`);

const chunkRequests = () => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);

describe('loader', () => {
  it('exposes butikElements with the tag map generated from the elements folder', async () => {
    nothingRendered('loader tag map only');
    const { tags } = window.butikElements;
    equal(window.butikElements.timeout, 120_000, 'spec §9 load timeout by default');
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
    assert(
      preloads.some((p) => /\/chunks\/vendor-/.test(p)),
      `vendor preloaded: ${preloads}`,
    );
    assert(
      preloads.some((p) => /\/chunks\/runtime-/.test(p)),
      `runtime preloaded: ${preloads}`,
    );
    equal(customElements.get('test-light'), undefined, 'other elements stay undefined');
    assert(!chunkRequests().some((p) => p.endsWith('/elements/test-light.js')), 'no request for unused elements');
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
  });

  it('ignores tags named like Object.prototype members and reports an unknown tag given to define()', async () => {
    const errors = captureErrors();
    try {
      fixture('<constructor>plain</constructor><tostring>text</tostring>');
      await new Promise((r) => setTimeout(r, 20));
      await window.butikElements.define('no-such-element');
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 1, JSON.stringify(errors.calls));
    assert(
      errors.calls[0].includes('unknown element <no-such-element>') && errors.calls[0].includes('shop-context'),
      errors.calls[0],
    );
  });

  it('reports a chunk that never answers after the timeout (console error + butik-error) and retries it on the next appearance', async () => {
    // The test server holds the first request of /hang-site/elements/test-hang.js without answering
    // (/hang-site/ serves .wtr-dist/, see web-test-runner.config.mjs).
    const frame = document.createElement('iframe');
    frame.title = 'load timeout';
    frame.srcdoc = `<!doctype html><html lang="en"><head><title>timeout</title><script>
        window.errors = []; window.events = [];
        const original = console.error;
        console.error = (...args) => { window.errors.push(args.map(String).join(' ')); original(...args); };
        document.addEventListener('butik-error', (e) => window.events.push({ at: performance.now(), detail: e.detail }));
      </script></head><body><main>
      <script type="module" src="${location.origin}/hang-site/loader.js" data-timeout="400"></script>
      <test-hang></test-hang></main></body></html>`;
    try {
      document.body.append(frame);
      const win = await waitFor(
        () => frame.contentWindow?.butikElements && frame.contentWindow,
        'loader in iframe',
        10_000,
      );
      equal(win.butikElements.timeout, 400, 'data-timeout read');
      const started = win.performance.now();
      await waitFor(() => win.events.length === 1, 'butik-error after the timeout', 10_000);
      assert(
        win.events[0].at - started >= 300,
        `reported after the timeout, not before (${win.events[0].at - started} ms)`,
      );
      equal(win.errors.length, 1, JSON.stringify(win.errors));
      assert(win.errors[0].includes('could not load <test-hang> (./elements/test-hang.js)'), win.errors[0]);
      assert(win.errors[0].includes('no answer in 400 ms'), win.errors[0]);
      equal(win.events[0].detail.tag, 'test-hang');
      equal(win.events[0].detail.chunk, './elements/test-hang.js');
      assert(String(win.events[0].detail.error).includes('no answer in 400 ms'), String(win.events[0].detail.error));
      equal(win.customElements.get('test-hang'), undefined, 'not defined after the timeout');

      // Next appearance: a new request (?retry=1) that the server answers.
      const again = win.document.createElement('test-hang');
      win.document.querySelector('main').append(again);
      await waitFor(() => win.customElements.get('test-hang'), 'defined on retry', 10_000);
      await waitFor(
        () => [...win.document.querySelectorAll('test-hang')].every((el) => el.shadowRoot?.querySelector('#hang')),
        'both render',
        10_000,
      );
      const requests = win.performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.pathname.endsWith('/test-hang.js'));
      assert(
        requests.some((u) => u.search === '?retry=1'),
        `retried with a fresh URL: ${requests.map(String)}`,
      );

      // The held first request fails late: it is not reported a second time.
      await fetch('/__butik-test/release-hang');
      await new Promise((r) => setTimeout(r, 300));
      equal(win.events.length, 1, 'one butik-error in all');
      equal(win.errors.length, 1, JSON.stringify(win.errors));
    } finally {
      await fetch('/__butik-test/release-hang');
    }
  });

  it('loads a tag with loading="lazy" only once it comes within a viewport of the visible area', async () => {
    // Two lazy tags the page has not loaded yet: one at the top (near, the control), one four viewports down.
    const container = fixture(
      '<test-form loading="lazy"></test-form><div style="height: 400vh"></div><test-light loading="lazy"></test-light>',
    );
    const far = container.querySelector('test-light');
    // The loader observes both at once, so the batch that loads the near one has judged the far one too.
    await customElements.whenDefined('test-form');
    await rendered();
    equal(customElements.get('test-light'), undefined, 'the far lazy tag is not defined before scrolling');
    const requested = () => chunkRequests().some((p) => p.endsWith('/elements/test-light.js'));
    assert(!requested(), 'the far lazy tag is not requested before scrolling');
    assert(
      chunkRequests().some((p) => p.endsWith('/elements/test-form.js')),
      'the near one was requested: lazy tags near the viewport load at once',
    );
    far.scrollIntoView();
    await customElements.whenDefined('test-light');
    await waitFor(() => far.querySelector('.test-light-form'), 'the far one renders after scrolling into view');
    assert(requested(), 'and was requested then');
  });

  it('defines everything at once with butikElements.defineAll() and with data-define="all"', async () => {
    await window.butikElements.defineAll();
    for (const tag of window.butikElements.tags) assert(customElements.get(tag), `${tag} defined`);

    const frame = document.createElement('iframe');
    frame.title = 'define all';
    frame.srcdoc = `<!doctype html><html lang="en"><head><title>all</title>
      <script type="module" src="${location.origin}${DIST}/loader.js" data-define="all"></script></head><body><main></main></body></html>`;
    document.body.append(frame);
    // test-flaky's first request always fails (see web-test-runner.config.mjs), so it is left out here.
    const tags = window.butikElements.tags.filter((tag) => tag !== 'test-flaky');
    const all = () => tags.every((tag) => frame.contentWindow?.customElements.get(tag));
    await waitFor(all, 'iframe defined every tag without any tag in its document', 10_000);
  });
});
