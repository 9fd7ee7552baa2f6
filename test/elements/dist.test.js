/* global describe, it */
// Smoke test of the real build output (dist/, as served under /js/dist/): no test fixtures in it, the
// loader defines the shipped elements, and <shop-context> renders its content.
import { assert, equal, waitFor } from './helpers/util.js';

describe('dist/ (npm run build)', () => {
  it('loader.js knows exactly the elements of elements/ and defines them on a page', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'dist page';
    frame.srcdoc = `<!doctype html><html lang="da"><head><title>dist</title></head><body>
      <script type="module" src="${location.origin}/dist/loader.js"></script>
      <shop-context context="butik" show-prices><main><h1>Butik</h1><p id="content">Indhold</p></main></shop-context>
    </body></html>`;
    document.body.append(frame);
    const win = await waitFor(
      () => frame.contentWindow?.butikElements && frame.contentWindow,
      'loader in iframe',
      10_000,
    );
    const { tags } = win.butikElements;
    assert(tags.includes('shop-context'), 'shop-context shipped');
    equal(tags.filter((t) => t.startsWith('test-') || t.startsWith('bench-')).length, 0, 'no test fixtures shipped');
    await waitFor(() => win.customElements.get('shop-context'), 'shop-context defined', 10_000);
    const ctx = win.document.querySelector('shop-context');
    equal(ctx.shadowRoot, null, 'light DOM: the page content is never hidden behind a shadow root');
    await waitFor(() => win.getComputedStyle(ctx).display === 'contents', 'display: contents', 10_000);
    assert(win.document.getElementById('content').getBoundingClientRect().height > 0, 'content visible');
    equal(win.document.querySelectorAll('style').length, 0, 'no inline <style>');
  });

  it('src/index.ts (types, ButikEvent, THEME_TOKENS...) is side-effect free: importing it defines and changes nothing', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'side-effect free';
    frame.srcdoc =
      '<!doctype html><html lang="en"><head><title>public</title></head><body><main><p>Page</p></main></body></html>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const win = frame.contentWindow;
    const before = win.document.documentElement.outerHTML;
    const script = win.document.createElement('script');
    script.type = 'module';
    script.textContent = `import('${location.origin}/.wtr-dist/fixtures/public.js').then(
      (m) => { window.publicModule = m; }, (e) => { window.publicModule = { error: String(e) }; });`;
    win.document.head.append(script);
    const mod = await waitFor(() => win.publicModule, 'module imported', 10_000);
    script.remove();
    equal(mod.error, undefined, 'import error');
    assert(typeof mod.ButikEvent === 'function' && Array.isArray(mod.THEME_TOKENS), 'exports present');
    equal(win.document.documentElement.outerHTML, before, 'document unchanged');
    equal(win.butikElements, undefined, 'no loader installed');
    for (const tag of ['shop-context', 'test-widget'])
      equal(win.customElements.get(tag), undefined, `${tag} not defined`);
    equal(win.document.adoptedStyleSheets.length, 0, 'no stylesheet adopted');
    const registered = [...win.document.styleSheets].length;
    equal(registered, 0, 'no stylesheet added');
  });
});
