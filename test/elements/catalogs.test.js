/* global describe, it */
// Split catalogs (docs/i18n-catalogs.md): a page downloads, in its language, the texts of the elements on it and
// nothing else. Only the loader is imported here (no test API entry: it would register texts of its own), so every
// locale request this page makes comes from the elements the test mounts.
import { installFakeShop } from './helpers/fake-shop.js';
import { DIST, assert, deepEqual, equal, fixture, waitFor } from './helpers/util.js';

installFakeShop();
await import(`${DIST}/loader.js`);

/** File names of the catalog requests so far, in order (`login-form.da-<hash>.js`). */
const localeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes('/locales/'))
    .map((path) => path.slice(path.lastIndexOf('/') + 1));
const unitOf = (file) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
/** <shop-context> shares its catalog with every entry that has the same texts (the first such entry names it). */
const shopContext =
  /"~?\.\.\/locales\/([^"]+)\.\{locale\}-/.exec(await (await fetch(`${DIST}/elements/shop-context.js`)).text())?.[1] +
  '.da';
const submitText = (root) => root.querySelector('button[type="submit"]')?.textContent ?? null;

describe('split catalogs', () => {
  it('mounting one element loads only its catalog, in the page language, once', async () => {
    equal(localeRequests().length, 0, 'no catalog before any element');
    const container = fixture(
      '<shop-context context="cat-1" culture="da-DK"><login-form id="first"></login-form></shop-context>',
    );
    const first = container.querySelector('#first');
    await waitFor(() => submitText(first) === 'Log ind', 'the Danish "Log ind" of <login-form>');
    // <shop-context>'s one text (the runtime's error message) and <login-form>'s.
    deepEqual(localeRequests().map(unitOf).sort(), [shopContext, 'login-form.da'].sort());

    // A second element of another kind brings its own catalog; a second <login-form> brings none.
    const more = document.createElement('div');
    more.innerHTML = '<password-form></password-form><login-form id="second"></login-form>';
    container.firstElementChild.append(more);
    const second = more.querySelector('#second');
    await waitFor(() => submitText(second) === 'Log ind', 'the second <login-form> in Danish');
    await waitFor(
      () =>
        more.querySelector('password-form')?.shadowRoot?.textContent ||
        more.querySelector('password-form')?.textContent,
      'the password form rendered',
    );
    deepEqual(localeRequests().map(unitOf).sort(), [shopContext, 'login-form.da', 'password-form.da'].sort());
  });

  it('an on-demand part brings its own texts when it is loaded, not before', async () => {
    const before = localeRequests().length;
    const container = fixture(
      '<shop-context context="cat-2" culture="da-DK" login-url="/login"><login-button></login-button></shop-context>',
    );
    const el = container.querySelector('login-button');
    const trigger = await waitFor(() => el.querySelector('button'), 'the login trigger');
    await waitFor(() => el.getAttribute('data-state') === 'closed', 'closed');
    // (The first test's elements may reload their texts as the page's <shop-context> changes: only Danish counts.)
    const danish = () =>
      localeRequests()
        .slice(before)
        .map(unitOf)
        .filter((unit) => unit.endsWith('.da'));
    // The header's catalog came with <shop-context> (the first test).
    assert(localeRequests().map(unitOf).includes(shopContext), 'the header catalog');
    assert(!danish().includes('login-dialog-content.da'), `not the panel's yet: ${danish().join(' ')}`);
    const atStart = danish().length;
    trigger.click();
    // The panel's Danish texts arrive with it: its submit button says 'Log ind', never the English 'Log in'.
    const dialog = await waitFor(() => el.querySelector('dialog[open]'), 'the login dialog');
    await waitFor(() => submitText(dialog) === 'Log ind', `the Danish panel (is ${submitText(dialog)})`);
    deepEqual(danish().slice(atStart), ['login-dialog-content.da'], "the panel's catalog, in the page language, once");
  });
});
