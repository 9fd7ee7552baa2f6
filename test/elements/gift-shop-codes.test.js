/* global describe, it, beforeEach */
// <gift-shop-app>'s codes section 'Gavebeviser' (#/m/{giftshop}/inv, issue 12) against a fake gift-shop API in this
// page: the table (columns, invitation states in Danish, chosen gifts by name), the filter, 'N af M har valgt', the
// empty state, the shortcuts per spec §2, 'add codes' (a count; a pasted list checked per line before anything is
// created, then code/persist per recipient), deleting the selected codes (only unused ones sent; the kept counted)
// and editing a code's name and e-mail. The shared hook runs axe-core over the page after every test.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { json, stubApi } from './helpers/api-stub.js';
import { day, giftCode, giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, fixture, openDialog, setup, typeInto, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

// ---- fake API -------------------------------------------------------------------------------------------
const TERMOKRUS = { id: '10001', name: 'Termokrus', image: '' };
const shop = (id, extra = {}) => giftShop(id, { lastupdate: new Date().toISOString(), ...extra });

let db;
let serial;
function resetDb() {
  serial = 0;
  db = {
    shops: {
      open: shop('open', { name: 'Julegaven 2026' }),
      fresh: shop('fresh', { name: 'Sommerfest' }),
      closed: shop('closed', { name: 'Julegaven 2025', startdate: day(-400), enddate: day(-330), status: 1 }),
    },
    codes: {
      open: [
        giftCode('JUL-0001', 'open', {
          name: 'Ida Holm',
          email: 'ida@firma.dk',
          products: ['10001'],
          productsinfo: [TERMOKRUS],
          invitationstate: 'SENT',
        }),
        giftCode('JUL-0002', 'open', { name: 'Bo Berg', email: 'bo@firma.invalid', invitationstate: 'FAILED' }),
        giftCode('JUL-0003', 'open'),
      ],
      fresh: [],
      closed: [giftCode('OLD-0001', 'closed')],
    },
    requests: [],
    failures: [],
  };
}

function answer(method, path, body) {
  let m;
  if (path === 'giftshop/settings')
    return json(200, {
      defaultconfiguration: { overviewhelptext: 'O.', assortmenthelptext: 'S.', codeshelptext: 'Koder.' },
    });
  if (path === 'giftshop/by-user') return json(200, Object.values(db.shops));
  if (method === 'POST' && path === 'giftshop/code/persist') {
    const shopid = Object.keys(db.codes).find((s) => db.codes[s].some((c) => c.id === body.id));
    if (!shopid) return json(404, { error: 'Ukendt kode' });
    db.codes[shopid] = db.codes[shopid].map((c) =>
      c.id === body.id ? { ...c, name: body.name, email: body.email.toLowerCase() } : c,
    );
    return json(
      200,
      db.codes[shopid].find((c) => c.id === body.id),
    );
  }
  if (method === 'POST' && (m = /^giftshop\/([^/]+)\/codes\/create$/.exec(path))) {
    const created = Array.from({ length: body.count }, () =>
      giftCode(`NEW-${String(++serial).padStart(4, '0')}`, m[1]),
    );
    db.codes[m[1]] = [...db.codes[m[1]], ...created];
    return json(200, created);
  }
  if (method === 'POST' && (m = /^giftshop\/([^/]+)\/codes\/remove$/.exec(path))) {
    if (db.codes[m[1]].some((c) => body.codeids.includes(c.id) && c.products.length))
      return json(409, { error: 'Kode allerede brugt' });
    db.codes[m[1]] = db.codes[m[1]].filter((c) => !body.codeids.includes(c.id));
    return json(200, db.codes[m[1]]);
  }
  if ((m = /^giftshop\/([^/]+)\/codes$/.exec(path))) return json(200, db.codes[m[1]] ?? []);
  if ((m = /^giftshop\/([^/]+)$/.exec(path)))
    return db.shops[m[1]] ? json(200, db.shops[m[1]]) : json(404, { error: 'Ukendt gaveshop' });
  return json(404, { error: 'not found' });
}

stubApi('codes', {
  record: (call) => db.requests.push(call),
  answer(method, path, body) {
    const failure = db.failures.find((f) => f.times > 0 && path.includes(f.path));
    if (!failure) return answer(method, path, body);
    failure.times -= 1;
    return json(failure.status, failure.body ?? { error: 'failed' });
  },
});

// ---- helpers --------------------------------------------------------------------------------------------
let app;
const root = () => app.shadowRoot;
const part = (name) => root().querySelector(`[part~="${name}"]`);
const text = (name) => part(name)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const dialog = () => root().querySelector('dialog[open]');
const shortcutLabels = () => [...part('shortcuts').querySelectorAll('a, button')].map((el) => el.textContent.trim());
const shortcut = (label) =>
  [...part('shortcuts').querySelectorAll('a, button')].find((el) => el.textContent.trim() === label);
const rows = () => [...part('codes').querySelectorAll('tbody tr')];
const cells = (row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent.replace(/\s+/g, ' ').trim());
/** The recipient column of a row: [name, e-mail] as shown. */
const recipient = (row) => [...row.querySelectorAll('.m-recipient > span')].map((el) => el.textContent);
const rowOf = (code) => rows().find((r) => r.querySelector('th')?.textContent.includes(code));
const calls = (re) => db.requests.filter((r) => re.test(r.path));

async function open(hash) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const container = fixture(
    `<shop-context context="codes" culture="da-DK" signed-in><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  await waitFor(() => app.dataset.state === 'manage-codes' && part('codes'), `codes section (${app.dataset.state})`);
  await rendered();
}

const openModal = (button, form) => openDialog(root(), button, form, rendered);

const submit = (modal) => modal.querySelector('[part~="modal-submit"]').click();
const problem = (modal) => modal.querySelector('.m-field-error').textContent.trim();

describe("<gift-shop-app> codes section 'Gavebeviser'", () => {
  beforeEach(() => resetDb());

  it('the table: code, name, e-mail, chosen gifts, invitation state in Danish, last change; progress and shortcuts', async () => {
    await open('#/m/open/inv');
    deepEqual([...part('codes').querySelectorAll('thead th')].map((th) => th.textContent.trim()).slice(1), [
      'Kode',
      'Modtager',
      'Valgte gaver',
      'Invitation',
      'Opdateret',
      'Handlinger',
    ]);
    equal(rows().length, 3);
    const [first, second, third] = rows().map(cells);
    assert(first[1].startsWith('JUL-0001'), first[1]);
    deepEqual(recipient(rowOf('JUL-0001')), ['Ida Holm', 'ida@firma.dk']);
    deepEqual(first.slice(3, 5), ['Termokrus', 'Sendt']);
    deepEqual(second.slice(3, 5), ['Ikke valgt endnu', 'Fejlede']);
    deepEqual(third.slice(2, 5), ['–', 'Ikke valgt endnu', 'Ikke sendt']);
    assert(/\d{2}\.\d{2}\.\d{4}/.test(first[5]), `a date in ${first[5]}`);
    equal(rowOf('JUL-0001').querySelector('[part~="edit-code"]'), null, 'a used code cannot be edited');
    equal(rowOf('JUL-0003').querySelector('[part~="edit-code"]').getAttribute('aria-label'), 'Ret JUL-0003');
    equal(text('codes-progress'), '1 af 3 har valgt');
    deepEqual(shortcutLabels(), [
      'Overblik',
      'Sortiment',
      'Gavebeviser',
      'Opret flere gavebeviser',
      'Send gavebeviser',
      'Ret tema',
      'Ret hilsen',
    ]);
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt', 'Julegaven 2026', 'Gavebeviser'],
    );
    // Sortable: by name, ascending (codes without a name last, the kit's rule for empty values).
    [...part('codes').querySelectorAll('thead button')].find((b) => b.textContent.includes('Modtager')).click();
    await waitFor(
      () => JSON.stringify(rows().map((r) => recipient(r)[0] ?? '–')) === JSON.stringify(['Bo Berg', 'Ida Holm', '–']),
      () => `sorted by name: ${rows().map((r) => cells(r)[2])}`,
    );
    equal(part('codes').querySelector('th[aria-sort]').getAttribute('aria-sort'), 'ascending');
  });

  it('the filter: Alle / Har valgt / Har ikke valgt / Invitation fejlede', async () => {
    await open('#/m/open/inv');
    const filter = part('codes-filter');
    deepEqual(
      [...filter.options].map((o) => o.textContent),
      ['Alle', 'Har valgt', 'Har ikke valgt', 'Invitation fejlede'],
    );
    const shown = async (value, codes) => {
      typeInto(filter, value);
      await waitFor(
        () => JSON.stringify(rows().map((r) => r.querySelector('th .m-code').textContent)) === JSON.stringify(codes),
        () => `${value}: ${rows().map((r) => r.querySelector('th').textContent)}`,
      );
    };
    await shown('chosen', ['JUL-0001']);
    await shown('notchosen', ['JUL-0002', 'JUL-0003']);
    await shown('failed', ['JUL-0002']);
    await shown('all', ['JUL-0001', 'JUL-0002', 'JUL-0003']);
    equal(text('codes-progress'), '1 af 3 har valgt', 'the progress counts every code');
  });

  it('no codes: the empty state and “Opret de første gavebeviser”; a count of codes is created', async () => {
    await open('#/m/fresh/inv');
    assert(text('codes-empty').startsWith('Gaveshoppen har ingen gavebeviser endnu.'), text('codes-empty'));
    deepEqual(shortcutLabels().slice(3), ['Opret de første gavebeviser', 'Ret tema', 'Ret hilsen']);
    const modal = await openModal(shortcut('Opret de første gavebeviser'), 'addcodes-form');
    equal(modal.querySelector('h2').textContent, 'Opret de første gavebeviser');
    const count = modal.querySelector('[part~="codes-count"]');
    for (const bad of ['', '0', '501', '2,5']) {
      typeInto(count, bad);
      submit(modal);
      await waitFor(() => problem(modal) === 'Skriv et helt tal fra 1 til 500.', `refused ${bad}`);
    }
    equal(calls(/codes\/create/).length, 0);
    typeInto(count, '4');
    submit(modal);
    await waitFor(() => rows().length === 4, 'four new codes');
    deepEqual(
      calls(/codes\/create/).map((r) => r.body),
      [{ count: 4 }],
    );
    equal(calls(/code\/persist/).length, 0, 'bare codes: nothing to persist');
    equal(text('codes-notice'), '4 gavebeviser er oprettet.');
    equal(text('codes-progress'), '0 af 4 har valgt');
    assert(shortcut('Opret flere gavebeviser'), 'now “Opret flere”');
  });

  it('a pasted list: each wrong line named and nothing created; fixed, one code per recipient with name and e-mail', async () => {
    await open('#/m/fresh/inv');
    const modal = await openModal(part('codes-empty').querySelector('button'), 'addcodes-form');
    modal.querySelectorAll('input[type="radio"]')[1].click();
    const list = await waitFor(() => modal.querySelector('[part~="codes-list"]'), 'the list field');
    typeInto(
      list,
      'Navn\tE-mail\nIda Holm\tida@firma.dk\nBo Berg;bo@firma\n\nEva Ek eva@firma.dk\nKim Kock;kim@firma.dk',
    );
    await waitFor(
      () => text('codes-ready') === '2 modtagere klar',
      () => text('codes-ready'),
    );
    submit(modal);
    await waitFor(
      () => problem(modal) === '2 linjer skal rettes; intet er oprettet.',
      () => problem(modal),
    );
    deepEqual(
      [...modal.querySelectorAll('[part~="line-errors"] li')].map((li) => li.textContent),
      ['Linje 3: e-mailadressen er ikke gyldig', 'Linje 5: adskil navn og e-mail med tabulator eller ;'],
    );
    equal(list.getAttribute('aria-invalid'), 'true');
    equal(calls(/codes\/create/).length, 0, 'nothing created');
    typeInto(list, 'Ida Holm\tida@firma.dk\nBo Berg;bo@firma.dk\nEva Ek;EVA@Firma.dk');
    submit(modal);
    await waitFor(() => rows().length === 3 && !dialog(), 'three codes');
    deepEqual(
      calls(/codes\/create/).map((r) => r.body),
      [{ count: 3 }],
    );
    deepEqual(
      calls(/code\/persist/).map((r) => [r.body.id, r.body.name, r.body.email]),
      [
        ['NEW-0001', 'Ida Holm', 'ida@firma.dk'],
        ['NEW-0002', 'Bo Berg', 'bo@firma.dk'],
        ['NEW-0003', 'Eva Ek', 'eva@firma.dk'],
      ],
    );
    deepEqual(rows().map(recipient), [
      ['Ida Holm', 'ida@firma.dk'],
      ['Bo Berg', 'bo@firma.dk'],
      ['Eva Ek', 'eva@firma.dk'],
    ]);
    equal(text('codes-notice'), '3 gavebeviser er oprettet.');
  });

  it('a recipient whose name and e-mail cannot be stored leaves a bare code, and the notice says so', async () => {
    await open('#/m/fresh/inv');
    db.failures.push({ path: 'code/persist', status: 500, times: 1 });
    const modal = await openModal(shortcut('Opret de første gavebeviser'), 'addcodes-form');
    modal.querySelectorAll('input[type="radio"]')[1].click();
    const list = await waitFor(() => modal.querySelector('[part~="codes-list"]'), 'the list field');
    typeInto(list, 'Ida Holm;ida@firma.dk\nBo Berg;bo@firma.dk');
    submit(modal);
    await waitFor(() => rows().length === 2, 'two codes');
    equal(
      text('codes-notice'),
      '2 gavebeviser er oprettet. Navn og e-mail for 1 modtager kunne ikke gemmes; ret gavebeviset for at tilføje dem.',
    );
  });

  it('deleting the selected codes removes only the unused ones and says how many were kept and why', async () => {
    await open('#/m/open/inv');
    const remove = part('remove-codes');
    equal(remove.disabled, true, 'nothing selected');
    const selectAll = part('codes').querySelector('thead input[type="checkbox"]');
    selectAll.click();
    await waitFor(
      () => remove.textContent === 'Slet valgte (3)',
      () => remove.textContent,
    );
    const modal = await openModal(remove, 'removecodes-form');
    equal(modal.querySelector('h2').textContent, 'Slet gavebeviser');
    const said = [...modal.querySelectorAll('form > p.m-text')].map((p) => p.textContent);
    deepEqual(said, [
      '2 ubrugte gavebeviser slettes. Det kan ikke fortrydes.',
      '1 beholdes, fordi modtageren allerede har valgt gave.',
    ]);
    submit(modal);
    await waitFor(() => rows().length === 1 && !dialog(), 'one code left');
    deepEqual(
      calls(/codes\/remove/).map((r) => r.body),
      [{ codeids: ['JUL-0002', 'JUL-0003'] }],
    );
    equal(text('codes-notice'), '2 gavebeviser er slettet. 1 blev beholdt, fordi modtageren har valgt gave.');
    // The selection empties as the list reloads (under load, a render after the notice).
    await waitFor(
      () => part('remove-codes').textContent === 'Slet valgte (0)',
      () => part('remove-codes').textContent,
    );
  });

  it('only used codes selected: nothing is sent, the modal says why', async () => {
    await open('#/m/open/inv');
    rowOf('JUL-0001').querySelector('input[type="checkbox"]').click();
    await waitFor(() => part('remove-codes').textContent === 'Slet valgte (1)', 'one selected');
    const modal = await openModal(part('remove-codes'), 'removecodes-form');
    equal(problem(modal), 'Alle de valgte gavebeviser er brugt: modtagerne har valgt gaver, så de beholdes.');
    submit(modal);
    await rendered();
    equal(calls(/codes\/remove/).length, 0);
    modal.querySelector('.butik-button--quiet').click();
    await waitFor(() => !dialog(), 'closed');
  });

  it("editing a code's name and e-mail: a bad e-mail is refused, then code/persist and the row follows", async () => {
    await open('#/m/open/inv');
    const modal = await openModal(rowOf('JUL-0002').querySelector('[part~="edit-code"]'), 'editcode-form');
    equal(modal.querySelector('h2').textContent, 'Ret gavebevis JUL-0002');
    const name = modal.querySelector('[part~="code-name"]');
    const email = modal.querySelector('[part~="code-email"]');
    equal(name.value, 'Bo Berg');
    equal(email.value, 'bo@firma.invalid');
    typeInto(email, 'bo@firma');
    submit(modal);
    await waitFor(
      () => problem(modal) === 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.',
      () => problem(modal),
    );
    equal(email.getAttribute('aria-invalid'), 'true');
    equal(calls(/code\/persist/).length, 0);
    typeInto(name, 'Bo Bergmann');
    typeInto(email, 'bo@firma.dk');
    submit(modal);
    await waitFor(() => !dialog() && recipient(rowOf('JUL-0002'))[1] === 'bo@firma.dk', 'row updated');
    deepEqual(
      calls(/code\/persist/).map((r) => r.body),
      [{ id: 'JUL-0002', name: 'Bo Bergmann', email: 'bo@firma.dk' }],
    );
    equal(recipient(rowOf('JUL-0002'))[0], 'Bo Bergmann');
    equal(text('codes-notice'), 'Gavebevis JUL-0002 er gemt.');
  });

  it('a failed save keeps the modal open with what was typed and the reason', async () => {
    await open('#/m/open/inv');
    db.failures.push({ path: 'code/persist', status: 500, times: 1 });
    const modal = await openModal(rowOf('JUL-0003').querySelector('[part~="edit-code"]'), 'editcode-form');
    typeInto(modal.querySelector('[part~="code-name"]'), 'Ny Modtager');
    submit(modal);
    await waitFor(
      () => problem(modal) === 'Kunne ikke gemmes. Prøv igen.',
      () => problem(modal),
    );
    equal(modal.querySelector('[part~="code-name"]').value, 'Ny Modtager');
  });

  it('a closed shop: the codes are shown, nothing can be changed', async () => {
    await open('#/m/closed/inv');
    assert(
      text('codes').includes('Gaveshoppen er afsluttet: dens gavebeviser kan ikke længere ændres.'),
      text('codes'),
    );
    equal(rows().length, 1);
    equal(
      part('codes').querySelectorAll('input[type="checkbox"], [part~="edit-code"], [part~="remove-codes"]').length,
      0,
    );
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser']);
  });
});
