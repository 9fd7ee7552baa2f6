/* global describe, it */
// <search-box> upgraded while the visitor is in the page's own search field (a quick Tab or click while the page
// loads): from the upgrade until the field's code has arrived, the fallback form stays rendered and focused in every
// frame (the element's `keepChildren` slot), so keys typed meanwhile — Enter included — reach it; then the field takes
// the text and the focus over. Its own file: the field part must not be in the page's module map yet.
import { installFakeShop } from './helpers/fake-shop.js';
import { expectAccessible } from './helpers/axe.js';
import {
  assert,
  deepEqual,
  equal,
  fixture,
  heldChunks,
  holdNextChunk,
  releaseChunks,
  setup,
  sleep,
  waitFor,
} from './helpers/util.js';

await setup();
installFakeShop();

const FIELD_PART = /search-field\.part-[\w-]+\.js$/;

describe('<search-box> upgrade with the focus in its fallback', () => {
  it('the form stays shown and keeps the focus in every frame until the field is here, then the field takes it over', async () => {
    // A tag not defined yet (a prefix of its own): the visitor focuses the page's own field, then the element arrives.
    const container = fixture(
      `<shop-context context="upgrade" culture="en-GB" show-prices><tbx-search-box><form class="search-box" action="/soeg" role="search">
        <label for="fb">Søg</label><input id="fb" name="query" value="pap"><button>Søg</button></form></tbx-search-box></shop-context>`,
    );
    const el = container.querySelector('tbx-search-box');
    const plain = el.querySelector('input[name="query"]');
    plain.focus();
    const lost = [];
    plain.addEventListener('focusout', (event) => lost.push(event.relatedTarget));
    // The field's code arrives late (held by the test server), as on a slow line.
    await holdNextChunk(FIELD_PART);
    const { defineElements } = await import('/.wtr-dist/define.js');
    defineElements({ prefix: 'tbx', tags: ['search-box'] });
    assert(el.shadowRoot, 'upgraded');
    // At once, before any render: the shadow root already shows the light DOM (no moment, and so no frame, in which
    // the fallback is unrendered and the browser drops its focus).
    assert(plain.closest('form').assignedSlot, 'the fallback form is slotted from the upgrade on');
    for (let i = 0; i < 300 && !(await heldChunks()); i += 1) await sleep(10);
    equal(await heldChunks(), 1, 'the field part was asked for (the focus is in the fallback)');
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      assert(plain.getClientRects().length > 0, `the fallback form shows in frame ${frame}`);
      equal(document.activeElement, plain, `the fallback field keeps the focus in frame ${frame}`);
    }
    await releaseChunks();
    const input = await waitFor(() => el.shadowRoot.querySelector('[role="combobox"]'), 'the combobox');
    await waitFor(() => el.shadowRoot.activeElement === input, 'the focus moved into the field');
    equal(input.value, 'pap');
    equal(plain.getClientRects().length, 0, 'the fallback form no longer shows');
    deepEqual(
      lost.map((target) => target === el),
      lost.map(() => true),
      'the focus only ever left the fallback for the element, never for the page',
    );
    await expectAccessible(el);
  });
});
