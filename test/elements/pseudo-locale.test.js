/* global describe, it */
// The pseudo-locale run (docs/i18n-catalogs.md): the test server marks every catalog text (helpers/pseudo-catalogs.mjs)
// and the shared hook fails a test whose page shows a text that came through no catalog (helpers/pseudo.js). These
// tests show both halves can fail: the catalogs really come marked, and a text written into an element outside
// the catalogs is found (then removed, so the hook itself passes).
import { installFakeShop } from './helpers/fake-shop.js';
import { OPEN, CLOSE, rawText, untranslatedTexts } from './helpers/pseudo.js';
import { DIST, assert, deepEqual, equal, fixture, waitFor } from './helpers/util.js';

installFakeShop();
await import(`${DIST}/loader.js`);

async function mountLoginForm(context) {
  const container = fixture(
    `<shop-context context="${context}" culture="da-DK"><login-form></login-form></shop-context>`,
  );
  const form = container.querySelector('login-form');
  const submit = await waitFor(() => form.querySelector('button[type="submit"]'), 'the login form');
  await waitFor(() => submit.textContent === 'Log ind', 'the Danish submit button');
  return { form, submit };
}

describe('pseudo-locale run', () => {
  it('catalog texts reach the page marked, and tests read them without the markers', async () => {
    const { form, submit } = await mountLoginForm('pseudo-1');
    equal(submit.textContent, 'Log ind', 'the test sees the Danish text');
    equal(submit.innerText, 'Log ind');
    assert(rawText(submit).includes(OPEN) && rawText(submit).includes(CLOSE), 'the page has the marked text');
    deepEqual(untranslatedTexts(form), [], 'nothing untranslated in the login form');

    // The catalog file as the test server serves it: each literal text marked, placeholders and '#' left alone.
    const file = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .find((path) => /\/locales\/login-form\.da-[\w-]+\.js$/.test(path));
    assert(file, 'the login form catalog was loaded');
    const { messages } = await import(file);
    const strings = Object.values(messages).flatMap((message) => (Array.isArray(message) ? message : [message]));
    const literals = strings.filter((piece) => typeof piece === 'string');
    assert(literals.length > 5, 'the catalog has texts');
    for (const literal of literals) {
      assert(literal === '#' || (literal.startsWith(OPEN) && literal.endsWith(CLOSE)), `marked: ${literal}`);
    }
    const placeholders = strings.filter((piece) => Array.isArray(piece));
    for (const [name] of placeholders) assert(!name.includes(OPEN), `placeholder name unmarked: ${name}`);
  });

  it('finds text and an accessible name that came through no catalog, and lets data through', async () => {
    const { form } = await mountLoginForm('pseudo-2');
    const stray = document.createElement('p');
    stray.append(document.createTextNode('Glemt noget?'));
    const icon = document.createElement('button');
    icon.setAttribute('aria-label', 'Close');
    icon.append(document.createTextNode('×'));
    form.append(stray, icon);

    const found = untranslatedTexts(form);
    equal(found.length, 2, `two untranslated texts: ${found.join('; ')}`);
    assert(found[0].includes('"Glemt noget?"') && found[0].includes('(Glemt, noget)'), found[0]);
    assert(found[1].includes('aria-label of <button>') && found[1].includes('(Close)'), found[1]);

    // Words the page got as data (here: a response body it read) are not UI text.
    await new Response(JSON.stringify({ name: 'Glemt noget? Kuglepen' })).json();
    stray.firstChild.data = 'Kuglepen';
    deepEqual(
      untranslatedTexts(form).map((text) => text.slice(0, 9)),
      ['"Close" ('],
      'data passes, the hard-coded label does not',
    );
    stray.remove();
    icon.remove();
    deepEqual(untranslatedTexts(form), [], 'clean again');
  });
});
