/* global describe, it */
// Registration under a prefix (pages where a default tag name is taken) and the bundler entry.
import { DIST, assert, captureErrors, deepEqual, equal, fixture, nothingRendered, waitFor } from './helpers/util.js';

const { rendered, define, widgetSpec, nestSpec } = await import(`${DIST}/fixtures/api.js`);

describe('prefix registration', () => {
  it('a taken default tag logs one error while defineElements({ prefix }) registers <prefix-tag> with a fresh class', async () => {
    customElements.define('shop-context', class ForeignShopContext extends HTMLElement {});
    const errors = captureErrors();
    let defined;
    try {
      await import(`${DIST}/index.js`); // import 'butik-elements': defines the default tags
      const { defineElements } = await import(`${DIST}/define.js`);
      defined = defineElements({ prefix: 'acme' });
      equal(defineElements({ prefix: 'acme' }).length, defined.length, 'idempotent');
    } finally {
      errors.stop();
    }
    const { elementSpecs } = await import(`${DIST}/define.js`);
    deepEqual(
      defined,
      [...elementSpecs.keys()].map((tag) => `acme-${tag}`),
      'every library element under the prefix',
    );
    assert(defined.includes('acme-shop-context'), 'acme-shop-context');
    equal(errors.calls.length, 1, JSON.stringify(errors.calls));
    assert(errors.calls[0].includes('<shop-context>') && errors.calls[0].includes("prefix: 'acme'"), errors.calls[0]);
    assert(customElements.get('acme-shop-context') !== customElements.get('shop-context'), 'separate constructors');

    equal(define(widgetSpec, { prefix: 'acme' }) !== undefined, true);
    define(nestSpec, { prefix: 'acme' });
    const container = fixture(
      '<acme-shop-context context="acme-ctx"><acme-test-nest></acme-test-nest></acme-shop-context>',
    );
    await rendered();
    const nest = container.querySelector('acme-test-nest');
    const inner = await waitFor(() => nest.shadowRoot?.querySelector('acme-test-widget'), 'prefixed inner element');
    const config = await waitFor(() => inner.shadowRoot?.querySelector('#config')?.textContent, 'inner render');
    equal(JSON.parse(config).context, 'acme-ctx', 'prefixed shop-context provides the configuration');
  });

  it('rejects an invalid prefix with a clear error', async () => {
    nothingRendered('registration errors only (console)');
    const { defineElements } = await import(`${DIST}/define.js`);
    const errors = captureErrors();
    try {
      deepEqual(defineElements({ prefix: 'Bad Prefix' }), []);
      deepEqual(defineElements({ tags: ['no-such-element'] }), []);
    } finally {
      errors.stop();
    }
    equal(errors.calls.length, 2, JSON.stringify(errors.calls));
    assert(errors.calls[0].includes('prefix "Bad Prefix"'), errors.calls[0]);
    assert(errors.calls[1].includes('unknown element "no-such-element"'), errors.calls[1]);
  });
});
