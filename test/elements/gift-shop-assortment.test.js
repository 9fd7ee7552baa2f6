/* global describe, it, beforeEach */
// <gift-shop-app>'s 'Sortiment' section (#/m/{giftshop}/ass, issue 12) against a fake gift-shop and catalogue API
// in this page: the assortment page (products, count, required gifts per recipient, default gifts marked),
// 'Ret sortiment' (search, add, remove, finish), 'Vælg standardgaver' (choose, finish to the codes) and a closed
// shop. The shared hook runs axe-core over the page after every test, so each test ends in the state it checks.
import { json, stubApi } from './helpers/api-stub.js';
import { day, giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, fixture, setup, typeInto, waitFor } from './helpers/util.js';

const { rendered } = await setup();

// ---- fake API -------------------------------------------------------------------------------------------
const NAMES = ['Termokrus', 'Kaffebønner', 'Plaid', 'Tekande', 'Skærebræt', 'Vinglas', 'Notesbog', 'Paraply'];
const IMAGE = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/%3E';
const product = (i) => ({
  id: String(10001 + i),
  name: NAMES[i],
  image: IMAGE,
  images: [],
  badges: [],
  icons: [],
  url: `/product/${10001 + i}`,
  unit: 'stk',
  sku: `P${i}`,
  colli: 1,
  hasvariants: false,
  allowpurchase: true,
  showstock: false,
  showprices: false,
  price: null,
  bulkdiscounts: [],
  longdescription: '',
  duties: [],
  stockmessage: null,
});
const CATALOGUE = NAMES.map((_n, i) => product(i));
const byId = (id) => CATALOGUE.find((p) => p.id === id);
/** The stub's brand facet: every other product is Stelton's. */
const brandOf = (p) => (CATALOGUE.indexOf(p) % 2 ? 'stelton' : 'rosendahl');

let db;
function resetDb() {
  db = {
    shops: {
      jul: giftShop('jul', {
        name: 'Julegaven 2026',
        products: ['10001', '10002', '10003'],
        defaultproducts: ['10002'],
        defaultproductsinfo: [{ id: '10002', name: 'Kaffebønner', image: IMAGE }],
        requireddefaultproducts: 1,
        lastupdate: new Date().toISOString(),
        codecount: 0,
      }),
      lukket: giftShop('lukket', {
        name: 'Julegaven 2025',
        startdate: day(-400),
        enddate: day(-330),
        status: 1,
        products: ['10001'],
      }),
    },
    requests: [],
  };
}

function answer(method, path, body) {
  let m;
  if (path === 'giftshop/settings')
    return json(200, {
      defaultconfiguration: { overviewhelptext: 'O', assortmenthelptext: 'Vælg gaverne.', codeshelptext: 'K' },
    });
  if (path === 'giftshop/by-user') return json(200, Object.values(db.shops));
  if (method === 'POST' && path === 'giftshop/productinfo') return json(200, body.map(byId).filter(Boolean));
  if (method === 'POST' && path === 'facetsearch') {
    const brand = body.preselections?.find((p) => p.path === 'brand')?.values[0];
    const found = CATALOGUE.filter((p) => p.name.toLowerCase().includes((body.query ?? '').toLowerCase()));
    const hits = found.filter((p) => !brand || brandOf(p) === brand);
    const brands = ['rosendahl', 'stelton'].map((value) => ({
      value,
      label: value[0].toUpperCase() + value.slice(1),
      count: found.filter((p) => brandOf(p) === value).length,
      selected: value === brand,
    }));
    return json(200, {
      products: hits.slice(body.offset, body.offset + body.count),
      total: hits.length,
      facets: [
        { name: 'category', values: [] },
        { name: 'brand', values: brands },
      ],
    });
  }
  if (method === 'POST' && path === 'giftshop/persist') {
    const { id, ...changes } = body;
    db.shops[id] = { ...db.shops[id], ...changes, lastupdate: new Date(Date.now() + db.requests.length).toISOString() };
    return json(200, db.shops[id]);
  }
  if (method === 'POST' && (m = /^giftshop\/([^/]+)\/default-assortment$/.exec(path))) {
    const id = m[1];
    const info = body.defaultproducts.map((p) => ({ id: p, name: byId(p).name, image: IMAGE }));
    db.shops[id] = { ...db.shops[id], defaultproducts: body.defaultproducts, defaultproductsinfo: info };
    return json(200, db.shops[id]);
  }
  if (/^giftshop\/[^/]+\/codes$/.test(path)) return json(200, []);
  if ((m = /^giftshop\/([^/]+)$/.exec(path))) return json(200, db.shops[m[1]]);
  return json(404, { error: 'not found' });
}

stubApi('assort', { record: (call) => db.requests.push(call), answer });

// ---- helpers --------------------------------------------------------------------------------------------
let app;
const part = (name) => app.shadowRoot.querySelector(`[part~="${name}"]`);
const text = (name) => part(name)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const shortcutLabels = () => [...part('shortcuts').querySelectorAll('a, button')].map((el) => el.textContent.trim());
const shortcut = (label) =>
  [...part('shortcuts').querySelectorAll('a, button')].find((el) => el.textContent.trim() === label);
const crumbs = () =>
  [...part('breadcrumb').querySelectorAll('li')].map((li) => [li.textContent, li.querySelector('a')?.hash ?? null]);
const names = (el) => [...el.querySelectorAll('.m-ass__name')].map((n) => n.textContent);
const calls = (path) => db.requests.filter((r) => r.path === path);

async function open(hash) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const container = fixture(
    `<shop-context context="assort" culture="da-DK" signed-in><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  await waitFor(() => app.dataset.state === 'manage-assortment', `assortment (now ${app.dataset.state})`);
  await rendered();
}

describe('<gift-shop-app> Sortiment', () => {
  beforeEach(() => resetDb());

  it('the assortment page: products with image and name, the count, the default gift marked, the shortcuts', async () => {
    await open('#/m/jul/ass');
    await waitFor(() => part('assortment-grid'), 'the product grid');
    deepEqual(names(part('assortment-grid')), ['Termokrus', 'Kaffebønner', 'Plaid']);
    equal(text('assortment-count'), '3 produkter i sortimentet');
    const marked = [...part('assortment-grid').querySelectorAll('.m-ass__card--marked')];
    deepEqual(
      marked.map((li) => li.textContent),
      ['KaffebønnerStandardgave'],
    );
    assert(text('assortment').includes('1 af 1 standardgaver valgt'), text('assortment'));
    // Only the products whose details the shop record lacks are asked for.
    deepEqual(
      calls('giftshop/productinfo').map((r) => r.body),
      [['10001', '10003']],
    );
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser', 'Vælg standardgaver', 'Ret sortiment']);
    deepEqual(crumbs(), [
      ['Oversigt', '#/m'],
      ['Julegaven 2026', '#/m/jul'],
      ['Sortiment', null],
    ]);
  });

  it('the required number of gifts per recipient: 1..products, saved with persist', async () => {
    await open('#/m/jul/ass');
    const input = await waitFor(() => part('assortment')?.querySelector('input[type="number"]'), 'field');
    equal(app.shadowRoot.querySelector(`label[for="${input.id}"]`).textContent, 'Gaver pr. modtager');
    typeInto(input, '4');
    part('assortment').querySelector('button[type="submit"]').click();
    await rendered();
    equal(input.getAttribute('aria-invalid'), 'true');
    equal(calls('giftshop/persist').length, 0);
    typeInto(input, '2');
    part('assortment').querySelector('button[type="submit"]').click();
    await waitFor(() => text('assortment').includes('Gemt.'), 'saved');
    deepEqual(calls('giftshop/persist')[0].body, {
      id: 'jul',
      requireddefaultproducts: 2,
      defaultproducts: ['10002'],
      lastupdate: calls('giftshop/persist')[0].body.lastupdate,
    });
    assert(text('assortment').includes('1 af 2 standardgaver valgt'), text('assortment'));
  });

  it("'Ret sortiment': search, add and remove; the count follows; 'Afslut og vælg standardgaver' saves products", async () => {
    db.shops.jul.requireddefaultproducts = 2;
    await open('#/m/jul/ass/edit');
    await waitFor(() => part('assortment-search'), 'the search');
    deepEqual(crumbs(), [
      ['Oversigt', '#/m'],
      ['Julegaven 2026', '#/m/jul'],
      ['Sortiment', '#/m/jul/ass'],
      ['Ret sortiment', null],
    ]);
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser', 'Afslut', 'Afslut og vælg standardgaver']);
    // The whole catalogue first (20 a page), then a search.
    await waitFor(() => part('search-hits').children.length === 8, 'the catalogue');
    const search = part('assortment-search').querySelector('input[type="search"]');
    equal(app.shadowRoot.querySelector(`label[for="${search.id}"]`).textContent, 'Søg i kataloget');
    typeInto(search, 'te');
    part('assortment-search').querySelector('button[type="submit"]').click();
    await waitFor(
      () => text('assortment-search').includes('3 produkter fundet'),
      () => 'three hits: ' + text('assortment-search') + JSON.stringify(calls('facetsearch').map((r) => r.body)),
    );
    deepEqual(names(part('search-hits')), ['Termokrus', 'Tekande', 'Notesbog']);
    const add = [...part('search-hits').querySelectorAll('button')].find((b) => b.textContent === '+Tilføj Tekande');
    add.click();
    await rendered();
    equal(text('assortment-count'), '4 produkter i sortimentet');
    const removeTermokrus = [...part('assortment-chosen').querySelectorAll('button')].find(
      (b) => b.textContent === '×Fjern Termokrus',
    );
    removeTermokrus.click();
    await rendered();
    equal(text('assortment-count'), '3 produkter i sortimentet');
    deepEqual(names(part('assortment-chosen')), ['Kaffebønner', 'Plaid', 'Tekande']);
    equal(calls('giftshop/persist').length, 0, 'nothing saved before finishing');
    shortcut('Afslut og vælg standardgaver').click();
    await waitFor(() => location.hash === '#/m/jul/ass/defaults', `defaults next (${location.hash})`);
    deepEqual(calls('giftshop/persist')[0].body.products, ['10002', '10003', '10004']);
    deepEqual(calls('giftshop/persist')[0].body.defaultproducts, ['10002']);
    await waitFor(() => part('choose-defaults'), 'choosing defaults');
    deepEqual(names(part('choose-defaults')), ['Kaffebønner', 'Plaid', 'Tekande']);
  });

  it("'Ret sortiment': the brand facet narrows the search (a brand preselection), 'Alle mærker' widens it again", async () => {
    await open('#/m/jul/ass/edit');
    await waitFor(() => part('search-hits')?.children.length === 8, 'the catalogue');
    const select = [...part('assortment-search').querySelectorAll('select')].find(
      (el) => app.shadowRoot.querySelector(`label[for="${el.id}"]`)?.textContent === 'Mærke',
    );
    assert(select, 'a brand filter labelled Mærke');
    deepEqual(
      [...select.options].map((o) => o.textContent),
      ['Alle mærker', 'Rosendahl (4)', 'Stelton (4)'],
    );
    typeInto(select, 'stelton');
    const stelton = CATALOGUE.filter((p) => brandOf(p) === 'stelton').map((p) => p.name);
    await waitFor(
      () => JSON.stringify(names(part('search-hits'))) === JSON.stringify(stelton),
      () => `Stelton's products: ${names(part('search-hits'))}`,
    );
    const last = calls('facetsearch').at(-1).body;
    deepEqual(last.preselections, [{ path: 'brand', values: ['stelton'] }]);
    deepEqual(last.fields, ['category', 'brand']);
    typeInto(select, '');
    await waitFor(() => part('search-hits').children.length === 8, 'the whole catalogue again');
    // (The unfiltered first page may come from the page's query store: no request is asserted for it.)
    equal(select.value, '');
  });

  it("'Vælg standardgaver': exactly the required number; 'Afslut og gå til gavebeviser' saves them", async () => {
    db.shops.jul.requireddefaultproducts = 2;
    await open('#/m/jul/ass/defaults');
    await waitFor(() => part('choose-defaults'), 'choosing defaults');
    equal(text('defaults-count'), '1 af 2 standardgaver valgt');
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser', 'Afslut']);
    const toggle = (name) => part('choose-defaults').querySelector(`button[aria-label="Standardgave: ${name}"]`);
    equal(toggle('Kaffebønner').getAttribute('aria-pressed'), 'true');
    toggle('Plaid').click();
    await rendered();
    toggle('Termokrus').click();
    await rendered();
    equal(text('defaults-count'), '2 af 2 standardgaver valgt');
    equal(toggle('Termokrus').getAttribute('aria-pressed'), 'false', 'a third is refused');
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser', 'Afslut', 'Afslut og gå til gavebeviser']);
    shortcut('Afslut og gå til gavebeviser').click();
    await waitFor(() => location.hash === '#/m/jul/inv', `codes next (${location.hash})`);
    deepEqual(calls('giftshop/jul/default-assortment')[0].body, { defaultproducts: ['10002', '10003'] });
    await waitFor(() => app.dataset.state === 'manage-codes', 'the codes section');
  });

  it('a closed shop: the assortment only, no required-number form and no actions', async () => {
    await open('#/m/lukket/ass');
    await waitFor(() => part('assortment-grid'), 'the product grid');
    deepEqual(names(part('assortment-grid')), ['Termokrus']);
    equal(part('assortment').querySelector('input'), null);
    assert(text('assortment').includes('Gaver pr. modtager: 1'), text('assortment'));
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser']);
  });
});
