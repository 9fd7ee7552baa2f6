/* global describe, it, beforeEach, afterEach */
// <gift-shop-app>'s supervisor section 'Disponering' (#/m/products, issue 12) against a fake gift-shop API in this
// page: the table (product with image, name and numbers; shops, default gifts, chosen, to order), sorting, the
// filters ('Find produkt', 'Vis'), the totals of what is shown, 'Eksportér CSV' (the file's text intercepted: BOM,
// ';', CRLF, the shown rows in the shown order, formula cells escaped), loading, empty, error with retry, and the
// refusal for anyone but a supervisor. The shared hook runs axe-core over the page after every test.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { json, stubApi } from './helpers/api-stub.js';
import { giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, fixture, setup, typeInto, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

// ---- fake API -------------------------------------------------------------------------------------------
const IMG =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3"/></svg>');
const item = (productid, name, shops, defaultpicks, chosen, extra = {}) => ({
  productid,
  name,
  sku: `SKU${productid}`,
  image: IMG,
  shops,
  defaultpicks,
  chosen,
  toorder: defaultpicks + chosen,
  ...extra,
});
/** As the server sends them: most to order first. */
const PRODUCTS = [
  item('10001', 'Termokrus', 3, 40, 12),
  item('10002', 'Æbleskivepande', 2, 0, 9),
  item('10003', 'Kaffekrus', 1, 5, 0),
  item('10004', '=Kokkekniv', 1, 0, 0),
];

let db;
function resetDb() {
  db = { products: PRODUCTS, requests: [], failures: [], gate: null };
}

function answer(method, path) {
  if (path === 'giftshop/settings')
    return json(200, { defaultconfiguration: { overviewhelptext: '', assortmenthelptext: '', codeshelptext: '' } });
  if (path === 'giftshop/by-user') return json(200, [giftShop('egen', { name: 'Egen gaveshop' })]);
  if (path === 'giftshop/supervisor/products') return json(200, db.products);
  return json(404, { error: 'not found' });
}

stubApi('dispo', {
  record: (call) => db.requests.push(call),
  async answer(method, path, body) {
    // The list's answer may be held (the area's own calls are not).
    if (path === 'giftshop/supervisor/products' && db.gate) await db.gate;
    const failure = db.failures.find((f) => f.times > 0 && path.includes(f.path));
    if (!failure) return answer(method, path, body);
    failure.times -= 1;
    return json(failure.status, failure.body ?? { error: 'failed' });
  },
});

// ---- downloads: the file's blob and name are kept, nothing is saved --------------------------------------
let downloads = [];
const realCreateObjectURL = URL.createObjectURL;
const realClick = HTMLAnchorElement.prototype.click;
const blobs = new Map();
let breakDownloads = false;
URL.createObjectURL = (blob) => {
  if (breakDownloads) throw new Error('no object URLs here');
  const url = realCreateObjectURL(blob);
  blobs.set(url, blob);
  return url;
};
HTMLAnchorElement.prototype.click = function click() {
  if (this.hasAttribute('download')) downloads.push({ name: this.download, blob: blobs.get(this.href) });
  else realClick.call(this);
};

// ---- helpers --------------------------------------------------------------------------------------------
let app;
let shown = null;
const root = () => app.shadowRoot;
const part = (name) => root().querySelector(`[part~="${name}"]`);
const text = (name) => part(name)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const rows = () => [...(part('disposition')?.querySelectorAll('tbody tr') ?? [])];
const cells = (row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent.replace(/\s+/g, ' ').trim());
const names = () => rows().map((r) => r.querySelector('.m-dispo__name')?.textContent ?? '');
const totals = () =>
  [...part('disposition-totals').querySelectorAll('dl > div')].map((d) => [
    d.querySelector('dt').textContent,
    d.querySelector('dd').textContent,
  ]);
const productCalls = () => db.requests.filter((r) => r.path === 'giftshop/supervisor/products');
const header = (label) =>
  [...part('disposition').querySelectorAll('thead button')].find((b) => b.textContent.includes(label));

async function open({ role = 'supervisor', until = () => rows().length > 0, what = 'the table' } = {}) {
  // A test that opens the page again drops the first one (one page's landmarks at a time).
  if (shown?.isConnected) shown.remove();
  history.replaceState(null, '', `${location.pathname}${location.search}#/m/products`);
  const who = role === 'owner' ? '' : `user-role="${role}"`;
  const container = fixture(
    `<shop-context context="dispo" culture="da-DK" signed-in ${who}><gift-shop-app></gift-shop-app></shop-context>`,
  );
  shown = container;
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  await waitFor(() => app.dataset.state === 'manage-products', `manage-products (${app.dataset.state})`);
  await waitFor(until, what);
  await rendered();
}

const sameList = (a, b) => JSON.stringify(a) === JSON.stringify(b);

describe("<gift-shop-app> supervisor section 'Disponering'", () => {
  beforeEach(() => {
    resetDb();
    downloads = [];
    breakDownloads = false;
  });
  afterEach(() => db.release?.());

  it('the table: product with image, name and numbers; shops, default gifts, chosen, to order; totals', async () => {
    await open();
    equal(root().querySelector('.m-dispo .m-section__title').textContent, 'Disponering');
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt', 'Disponering'],
    );
    equal(part('shortcuts').querySelector('[aria-current="page"]').textContent, 'Disponering');
    deepEqual(
      [...part('disposition').querySelectorAll('thead th')].map((th) => th.textContent.trim()),
      ['Produkt', 'Gaveshops', 'Standardgaver', 'Valgt', 'Skal bestilles'],
    );
    deepEqual(names(), ['Termokrus', 'Æbleskivepande', 'Kaffekrus', '=Kokkekniv'], 'most to order first');
    const first = rows()[0];
    equal(first.querySelector('.m-dispo__numbers').textContent, 'Varenr. SKU10001 · id 10001');
    equal(first.querySelector('img').getAttribute('src'), IMG);
    equal(first.querySelector('img').getAttribute('alt'), '', 'the name says it: the image is decoration');
    deepEqual(cells(first).slice(1), ['3', '40', '12', '52']);
    equal(part('disposition').querySelector('th[aria-sort]').getAttribute('aria-sort'), 'descending');
    deepEqual(totals(), [
      ['Produkter', '4'],
      ['Valgt', '21'],
      ['Standardgaver', '45'],
      ['Skal bestilles', '66'],
    ]);
    equal(text('filter-count'), 'Viser 4 af 4 produkter');
    assert(text('disposition').includes('Skal bestilles = valgt + standardgaver.'), 'the numbers are explained');
    equal(productCalls().length, 1);
  });

  it('sorts by each column: names the Danish way (Æ after K and T), numbers both ways', async () => {
    await open();
    header('Produkt').click();
    await waitFor(
      () => sameList(names(), ['=Kokkekniv', 'Kaffekrus', 'Termokrus', 'Æbleskivepande']),
      () => `by name: ${names()}`,
    );
    equal(part('disposition').querySelector('th[aria-sort]').getAttribute('aria-sort'), 'ascending');
    header('Valgt').click();
    await waitFor(
      () => names()[3] === 'Termokrus',
      () => `by chosen, ascending: ${names()}`,
    );
    header('Valgt').click();
    await waitFor(
      () => sameList(names().slice(0, 2), ['Termokrus', 'Æbleskivepande']),
      () => `by chosen, descending: ${names()}`,
    );
    header('Standardgaver').click();
    await waitFor(
      () => names()[3] === 'Termokrus',
      () => `by default gifts: ${names()}`,
    );
    equal(productCalls().length, 1, 'sorting asks the server nothing');
  });

  it('filters by name, item number or id and by “Vis”; the totals and the count follow; “Nulstil filtre”', async () => {
    await open();
    deepEqual(
      [...part('filter-show').options].map((o) => o.textContent),
      ['Alle produkter', 'Kun produkter, der skal bestilles', 'Kun produkter med valg'],
    );
    equal(part('filter-text').placeholder, 'Navn, varenummer eller id');
    typeInto(part('filter-text'), 'KRUS');
    await waitFor(
      () => sameList(names(), ['Termokrus', 'Kaffekrus']),
      () => `krus: ${names()}`,
    );
    equal(text('filter-count'), 'Viser 2 af 4 produkter');
    deepEqual(totals(), [
      ['Produkter', '2'],
      ['Valgt', '12'],
      ['Standardgaver', '45'],
      ['Skal bestilles', '57'],
    ]);
    typeInto(part('filter-show'), 'chosen');
    await waitFor(
      () => sameList(names(), ['Termokrus']),
      () => `krus, chosen: ${names()}`,
    );
    typeInto(part('filter-text'), 'sku10002');
    await waitFor(
      () => sameList(names(), ['Æbleskivepande']),
      () => `by item number: ${names()}`,
    );
    typeInto(part('filter-text'), '10004');
    await waitFor(() => rows().length === 1 && text('disposition').includes('Ingen produkter passer til filtrene.'));
    equal(part('disposition-export').disabled, true, 'nothing to export');
    typeInto(part('filter-text'), '');
    typeInto(part('filter-show'), 'toorder');
    await waitFor(
      () => sameList(names(), ['Termokrus', 'Æbleskivepande', 'Kaffekrus']),
      () => `to order: ${names()}`,
    );
    part('filter-reset').click();
    await waitFor(() => rows().length === 4, 'all again');
    equal(part('filter-text').value, '');
    equal(part('filter-show').value, 'all');
    equal(part('filter-reset'), null);
  });

  it('“Eksportér CSV”: the shown rows in the shown order for Danish Excel (BOM, “;”, CRLF, formulas escaped)', async () => {
    await open();
    header('Produkt').click();
    typeInto(part('filter-show'), 'toorder');
    await waitFor(
      () => sameList(names(), ['Kaffekrus', 'Termokrus', 'Æbleskivepande']),
      () => `sorted and filtered: ${names()}`,
    );
    part('disposition-export').click();
    await waitFor(() => downloads.length === 1 && text('disposition-export-status') !== '', 'the download');
    const [{ name, blob }] = downloads;
    assert(/^disponering-\d{4}-\d{2}-\d{2}\.csv$/.test(name), name);
    equal(blob.type, 'text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
    const content = new TextDecoder().decode(bytes.slice(3));
    deepEqual(content.split('\r\n'), [
      'Varenr.;Produkt-id;Produkt;Gaveshops;Standardgaver;Valgt;Skal bestilles',
      'SKU10003;10003;Kaffekrus;1;5;0;5',
      'SKU10001;10001;Termokrus;3;40;12;52',
      'SKU10002;10002;Æbleskivepande;2;0;9;9',
      '',
    ]);
    equal(text('disposition-export-status'), `3 produkter eksporteret til ${name}.`);
    // Every product, a name Excel would run as a formula kept as text.
    typeInto(part('filter-show'), 'all');
    await waitFor(() => rows().length === 4, 'all');
    part('disposition-export').click();
    await waitFor(() => downloads.length === 2, 'the second download');
    const all = new TextDecoder().decode(new Uint8Array(await downloads[1].blob.arrayBuffer()));
    assert(all.includes(`SKU10004;10004;"'=Kokkekniv";1;0;0;0\r\n`), all);
  });

  it('an export that cannot be made says so; the next one works', async () => {
    await open();
    breakDownloads = true;
    part('disposition-export').click();
    await waitFor(() => text('disposition-export-status') === 'Filen kunne ikke laves. Prøv igen.', 'failed export');
    equal(part('disposition-export-status').getAttribute('role'), 'status');
    breakDownloads = false;
    part('disposition-export').click();
    await waitFor(() => downloads.length === 1, 'the download');
    await waitFor(() => text('disposition-export-status').startsWith('4 produkter eksporteret til '), 'done');
  });

  it('a product the catalogue no longer has keeps its id; no products at all: the empty state', async () => {
    db.products = [item('99999', '', 1, 0, 2, { sku: '', image: '' })];
    await open();
    equal(names()[0], 'Produkt 99999 (findes ikke længere i kataloget)');
    equal(rows()[0].querySelector('.m-dispo__numbers').textContent, 'Varenr. – · id 99999');
    equal(rows()[0].querySelector('img'), null);
    resetDb();
    db.products = [];
    await open({ until: () => part('disposition-empty'), what: 'the empty state' });
    equal(text('disposition-empty'), 'Ingen produkter i åbne gaveshops.');
    equal(part('disposition-export'), null);
    equal(part('disposition-totals'), null);
  });

  it('loading, then a failure with “Prøv igen”; the retry loads the list', async () => {
    db.gate = new Promise((resolve) => (db.release = resolve));
    await open({ until: () => part('disposition-loading'), what: 'loading' });
    equal(text('disposition-loading'), 'Henter produkter…');
    equal(part('disposition-loading').getAttribute('role'), 'status');
    db.failures.push({ path: 'giftshop/supervisor/products', status: 500, times: 10 });
    db.release();
    await waitFor(() => part('disposition-error'), 'the error', 15000);
    equal(part('disposition-error').getAttribute('role'), 'alert');
    assert(text('disposition-error').startsWith('Produkterne kunne ikke hentes.'), text('disposition-error'));
    const calls = productCalls().length;
    db.failures = [];
    part('disposition-retry').click();
    await waitFor(() => rows().length === 4, 'the list after the retry');
    assert(productCalls().length > calls, 'asked again');
    equal(part('disposition-error'), null);
  });

  it('anyone but a supervisor is refused without asking; a server refusal says the same', async () => {
    const refused = 'Kun supervisorer kan se Disponering.';
    for (const role of ['owner', 'salesperson']) {
      await open({ role, until: () => part('route-error'), what: `${role} refused` });
      equal(text('route-error'), refused, role);
      equal(part('disposition'), null);
      assert(![...part('shortcuts').querySelectorAll('a')].some((a) => a.textContent === 'Disponering'), role);
    }
    equal(productCalls().length, 0, 'no request for a refused user');
    db.failures.push({ path: 'giftshop/supervisor/products', status: 403, times: 1, body: { error: 'Nej' } });
    await open({ until: () => part('route-error'), what: 'server refusal' });
    equal(text('route-error'), refused);
    equal(part('disposition-retry'), null, 'no retry for a refusal');
  });
});
