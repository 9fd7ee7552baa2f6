/* global describe, it */
// The shared accessibility hook (helpers/a11y-hook.js) can fail: its check reports violations anywhere in the
// page (also in shadow roots, open modal dialogs outside the test's container and iframes), a test that leaves
// nothing rendered without saying so, and a false nothingRendered() declaration. Each test calls the check the
// hook uses, then repairs the page, so the hook itself passes.
import { checkRenderedPage, renderedContent } from './helpers/a11y-hook.js';
import { assert, equal, fixture, nothingRendered, pseudoData } from './helpers/util.js';

// Texts these tests write into the page themselves (helpers/pseudo.js).
pseudoData('Named', 'Dialog', 'Name');

const mustReport = (problem, rule) => assert(problem?.includes(rule), `check reports ${rule}: ${problem}`);

describe('shared accessibility hook', () => {
  it('reports a violation in the page (a button without a name) and passes once it is fixed', async () => {
    const container = fixture('<main><h2>Title</h2><button type="button"></button></main>');
    mustReport(await checkRenderedPage(), 'button-name');
    container.querySelector('button').textContent = 'Named';
    equal(await checkRenderedPage(), null, 'clean page');
  });

  it('reports a violation in an open modal <dialog> in a shadow root outside the test container', async () => {
    fixture('<p>Page content</p>');
    const host = document.createElement('div');
    document.body.append(host); // like a modal rendered outside the element's own container
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<dialog><input type="text"></dialog>';
    root.querySelector('dialog').showModal();
    mustReport(await checkRenderedPage(), 'label');
    root.querySelector('input').setAttribute('aria-label', 'Name');
    root.querySelector('dialog').setAttribute('aria-label', 'Dialog');
    equal(await checkRenderedPage(), null, 'clean page');
  });

  it('reports a violation inside a same-origin iframe', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'frame under test';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.srcdoc =
      '<!doctype html><html lang="en"><head><title>f</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>';
    document.body.append(frame);
    await loaded;
    mustReport(await checkRenderedPage(), 'image-alt');
    frame.contentDocument.querySelector('img').alt = 'Pixel';
    equal(await checkRenderedPage(), null, 'clean page');
  });

  it('reports a test that leaves nothing rendered unless it declares it, and a declaration that is not true', async () => {
    const container = fixture(
      '<p hidden>Hidden text</p><div style="display: none"><button type="button">Hidden</button></div>',
    );
    equal(renderedContent().length, 0, JSON.stringify(renderedContent()));
    mustReport(await checkRenderedPage(), 'nothing rendered');
    equal(await checkRenderedPage('loader map only'), null, 'declared: passes');
    container.querySelector('p').hidden = false;
    mustReport(await checkRenderedPage('loader map only'), "declared nothingRendered('loader map only') but left UI");
    container.querySelector('p').hidden = true;
    nothingRendered('checks the hook on hidden content only');
  });

  it('sees text in shadow roots and slotted light content, and boxes without text (a spinner)', async () => {
    const container = fixture(
      '<div id="host"><span>Slotted</span></div><div id="spinner" style="width: 20px; height: 20px; border: 2px solid"></div>',
    );
    const host = container.querySelector('#host');
    host.attachShadow({ mode: 'open' }).innerHTML = '<slot></slot>';
    assert(
      renderedContent().some((s) => s.includes('"Slotted"')),
      JSON.stringify(renderedContent()),
    );
    host.shadowRoot.innerHTML = '<p>Shadow text</p>'; // no slot: the light child is not rendered any more
    const shown = renderedContent();
    assert(
      shown.some((s) => s.includes('"Shadow text"')) && !shown.some((s) => s.includes('Slotted')),
      JSON.stringify(shown),
    );
    assert(
      shown.some((s) => s.includes('#spinner')),
      JSON.stringify(shown),
    );
    host.shadowRoot.innerHTML =
      'Bare text <span style="display: contents">in contents</span><span style="visibility: hidden">Invisible</span>';
    const texts = renderedContent(container, 10);
    assert(
      texts.some((s) => s.includes('"Bare text"')) && texts.some((s) => s.includes('"in contents"')),
      JSON.stringify(texts),
    );
    assert(!texts.some((s) => s.includes('Invisible')), JSON.stringify(texts));
  });

  it('removed the UI of the tests before (teardown is in the hook)', () => {
    equal(document.querySelectorAll('iframe, dialog, #host').length, 0, 'nothing left from earlier tests');
    equal(renderedContent().length, 0, JSON.stringify(renderedContent()));
    nothingRendered("checks that the hook removed the earlier tests' UI");
  });
});
