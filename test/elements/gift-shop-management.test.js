/* global describe, it, beforeEach */
// <gift-shop-app>'s management area (#/m…, issue 11) against a fake gift-shop API in this page: every screen
// (signed in as owner, supervisor and salesperson: dashboard, 'Gaveshop oversigt', overview, sections of part 2,
// loading, failed, 403, 'Ukendt gaveshop') and every modal state (create, dates, delivery week, address, theme,
// greeting, close, delete; empty input, a save refused with the field named, a 409, a 500 keeping what was typed).
// The shared hook runs axe-core over the page after every test, so each test ends in the state it checks.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { json, stubApi } from './helpers/api-stub.js';
import { day, giftCode, giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, fixture, openDialog, setup, typeInto, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

// ---- fake API -------------------------------------------------------------------------------------------
const NOW = new Date().toISOString();
const HELP = `Overblikket viser gaveshoppens datoer, levering, tema og hilsen. ${'Læs mere om hvordan modtagerne ser gaveshoppen, og hvad du kan rette, før den åbner. '.repeat(3)}`;

const shop = (id, extra = {}) =>
  giftShop(id, {
    startdate: day(-5),
    enddate: day(20),
    theme: { backgroundcolor: '#0b3d2e', textcolor: '#ffffff', logoimage: null },
    message: 'Tak for i år!',
    emailmessage: 'Du har fået en gave.',
    lastupdate: NOW,
    ownername: 'Erik Ejer',
    codecount: 0,
    usedcodecount: 0,
    ...extra,
  });

const code = (id, shopid, used) =>
  giftCode(
    id,
    shopid,
    used
      ? { name: 'Ida Holm', products: ['10001'], productsinfo: [{ id: '10001', name: 'Termokrus', image: '' }] }
      : {},
  );

const ADDRESSES = [
  { id: 'a1', name: 'Gaveglad ApS', address1: 'Åboulevarden 1', zip: '8000', city: 'Aarhus C', country: 'DK' },
  { id: 'a2', name: 'Gaveglad lager', address1: 'Industrivej 7', zip: '8210', city: 'Aarhus V', country: 'DK' },
];

let db;
function resetDb() {
  db = {
    shops: {
      open: shop('open', { name: 'Julegaven 2026', codecount: 2, usedcodecount: 1 }),
      fresh: shop('fresh', { name: 'Sommerfest', startdate: null, enddate: null, message: '', emailmessage: '' }),
      awaiting: shop('awaiting', { name: 'Påskegaven 2027', startdate: day(30), enddate: day(60) }),
      closed: shop('closed', { name: 'Julegaven 2025', startdate: day(-400), enddate: day(-330), status: 1 }),
      home: shop('home', { name: 'Hjemmelevering', homedeliveryrequested: true }),
      theirs: shop('theirs', { name: 'Lones jul', userid: 'u2', ownername: 'Lone Larsen' }),
    },
    mine: ['open', 'fresh', 'awaiting', 'closed', 'home'],
    codes: { open: [code('JUL-0001', 'open', true), code('JUL-0002', 'open', false)] },
    users: [
      { id: 'u1', name: 'Erik Ejer', email: 'ejer@butik.test', active: true },
      { id: 'u2', name: 'Lone Larsen', email: 'lone@kontorhuset.test', active: true },
      { id: 'u3', name: 'Gammel Bruger', email: 'gammel@butik.test', active: false },
    ],
    requests: [],
    /** [{ path, status, body, times }]: the next calls whose path contains `path` answer `status`. */
    failures: [],
  };
}

function answer(method, path, body) {
  let m;
  if (path === 'giftshop/settings')
    return json(200, {
      defaultconfiguration: { overviewhelptext: HELP, assortmenthelptext: 'Sortiment.', codeshelptext: 'Koder.' },
    });
  if (path === 'giftshop/by-user')
    return json(
      200,
      db.mine.map((id) => db.shops[id]),
    );
  if (path === 'giftshop/supervisor/giftshops') return json(200, Object.values(db.shops));
  if (path === 'giftshop/addresses') return json(200, ADDRESSES);
  if (path === 'giftshop/salesperson/users') return json(200, db.users);
  if (/^giftshop\/salesperson\/users\/change\/.+$/.test(path)) return json(200, { success: true });
  if (method === 'POST' && path === 'giftshop/create') {
    const id = body.name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    db.shops[id] = shop(id, { name: body.name.trim(), startdate: null, enddate: null, message: '', emailmessage: '' });
    db.mine.unshift(id);
    return json(200, db.shops[id]);
  }
  if (method === 'POST' && path === 'giftshop/persist') {
    const stored = db.shops[body.id];
    if (body.lastupdate && body.lastupdate !== stored.lastupdate)
      return json(409, { error: 'stale', field: 'lastupdate' });
    const { id: _id, ...changes } = body;
    db.shops[body.id] = { ...stored, ...changes, lastupdate: new Date(Date.now() + db.requests.length).toISOString() };
    return json(200, db.shops[body.id]);
  }
  if (method === 'POST' && path === 'giftshop/close') {
    db.shops[body.id] = { ...db.shops[body.id], status: 1, state: 'CLOSED' };
    return json(200, db.shops[body.id]);
  }
  if (method === 'POST' && path === 'giftshop/remove') {
    delete db.shops[body.id];
    db.mine = db.mine.filter((id) => id !== body.id);
    return json(200, { success: true });
  }
  if ((m = /^giftshop\/([^/]+)\/codes$/.exec(path))) return json(200, db.codes[decodeURIComponent(m[1])] ?? []);
  if ((m = /^giftshop\/([^/]+)$/.exec(path))) {
    const found = db.shops[decodeURIComponent(m[1])];
    return found ? json(200, found) : json(404, { error: 'Ukendt gaveshop' });
  }
  return json(404, { error: 'not found' });
}

const api = stubApi('mgmt', {
  record: (call) => db.requests.push(call),
  answer(method, path, body) {
    const failure = db.failures.find((f) => f.times > 0 && path.includes(f.path));
    if (!failure) return answer(method, path, body);
    failure.times -= 1;
    return json(failure.status, failure.body ?? { error: 'failed' });
  },
});
/** API answers wait until the returned release() is called. */
const holdResponses = () => api.hold();

// ---- helpers --------------------------------------------------------------------------------------------
let app;
const part = (name) => app.shadowRoot.querySelector(`[part~="${name}"]`);
const text = (name) => part(name)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const dialog = () => app.shadowRoot.querySelector('dialog[open]');
const shortcut = (label) =>
  [...part('shortcuts').querySelectorAll('a, button')].find((el) => el.textContent.trim() === label);
const shortcutLabels = () => [...part('shortcuts').querySelectorAll('a, button')].map((el) => el.textContent.trim());

/** Opens the area at `hash` signed in as `role` ('owner' is a plain signed-in user) and waits for `state`. */
async function open(hash, { role = 'owner', state, signedIn = true } = {}) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const who = signedIn ? `signed-in ${role === 'owner' ? '' : `user-role="${role}"`}` : '';
  const container = fixture(
    `<shop-context context="mgmt" culture="da-DK" ${who}><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  if (state) await waitFor(() => app.dataset.state === state, `data-state ${state} (now ${app.dataset.state})`);
  await rendered();
  return app;
}

async function go(hash, state) {
  location.hash = hash;
  await waitFor(() => app.dataset.state === state, `data-state ${state} after ${hash} (now ${app.dataset.state})`);
  await rendered();
}

/** Clicks the shortcut `label` and waits for its modal, whose form has part `form`. */
const openModal = (label, form) => openDialog(app.shadowRoot, shortcut(label), form, rendered);

const submit = (modal) => modal.querySelector('[part~="modal-submit"], [part~="create-submit"]').click();
const errorText = (modal) => modal.querySelector('.m-field-error').textContent.trim();
const persists = () => db.requests.filter((r) => r.path === 'giftshop/persist');

describe('<gift-shop-app> management area', () => {
  beforeEach(() => resetDb());

  it('signed out: the login form in place, in Danish', async () => {
    await open('#/m', { signedIn: false, state: 'signed-out' });
    assert(text('signed-out').includes('Log ind for at administrere dine gaveshops.'), text('signed-out'));
    await waitFor(() => part('signed-out').querySelector('login-form input[name="username"]'), 'login form');
  });

  it('loading: says so while settings and shops load, then shows the dashboard', async () => {
    const release = holdResponses();
    await open('#/m', { state: 'loading' });
    equal(app.shadowRoot.querySelector('.m-loading')?.textContent, 'Henter gaveshops…');
    release();
    await waitFor(() => app.dataset.state === 'manage-dashboard', 'dashboard after loading');
  });

  it('the owner’s dashboard: every shop with its state, dates and codes; only “Opret gaveshop”', async () => {
    await open('#/m', { state: 'manage-dashboard' });
    const rows = [...part('dashboard').querySelectorAll('tbody tr')];
    equal(rows.length, 5);
    const row = (name) => rows.find((r) => r.textContent.includes(name))?.textContent ?? '';
    assert(row('Julegaven 2026').includes('Åben'), row('Julegaven 2026'));
    assert(row('Påskegaven 2027').includes('Afventer'), row('Påskegaven 2027'));
    assert(row('Julegaven 2025').includes('Lukket'), row('Julegaven 2025'));
    assert(row('Sommerfest').includes('Ingen datoer endnu'), row('Sommerfest'));
    assert(row('Julegaven 2026').includes('1 af 2'), row('Julegaven 2026'));
    deepEqual(shortcutLabels(), ['Opret gaveshop']);
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt'],
    );
    equal(part('help'), null, 'no help text for the dashboard');
  });

  it('an owner without shops is told so', async () => {
    db.mine = [];
    await open('#/m', { state: 'manage-dashboard' });
    assert(text('dashboard').includes('Du har ingen gaveshops endnu.'), text('dashboard'));
  });

  it('loading fails: an alert with “Prøv igen”, which loads again', async () => {
    db.failures.push({ path: 'giftshop/by-user', status: 503, times: 3 });
    await open('#/m', { state: 'failed' });
    const alert = app.shadowRoot.querySelector('[role="alert"]');
    assert(alert.textContent.includes('Gaveshops kunne ikke hentes.'), alert.textContent);
    db.failures = [];
    alert.querySelector('button').click();
    await waitFor(() => app.dataset.state === 'manage-dashboard', 'dashboard after retry');
  });

  it('create: an empty name is refused; a name the server refuses keeps what was typed', async () => {
    await open('#/m', { state: 'manage-dashboard' });
    shortcut('Opret gaveshop').click();
    const modal = await waitFor(() => dialog(), 'create modal');
    await rendered();
    equal(modal.querySelector('h2').textContent, 'Opret ny gaveshop');
    const input = modal.querySelector('[part~="create-name"]');
    await waitFor(() => app.shadowRoot.activeElement === input, 'the name field has focus');
    typeInto(input, '   ');
    submit(modal);
    await waitFor(() => errorText(modal) === 'Skriv et navn til gaveshoppen.', 'name missing');
    equal(db.requests.filter((r) => r.path === 'giftshop/create').length, 0, 'nothing sent');
    db.failures.push({ path: 'giftshop/create', status: 400, times: 1, body: { error: 'bad', field: 'name' } });
    typeInto(input, 'Vintergaven');
    submit(modal);
    await waitFor(() => errorText(modal).startsWith('Serveren godkendte ikke'), `refused (${errorText(modal)})`);
    equal(input.value, 'Vintergaven', 'what was typed stays');
    equal(input.getAttribute('aria-invalid'), 'true');
  });

  it('create: “Videre” makes the shop, closes the modal and opens its overview', async () => {
    await open('#/m', { state: 'manage-dashboard' });
    shortcut('Opret gaveshop').click();
    const modal = await waitFor(() => dialog(), 'create modal');
    typeInto(modal.querySelector('[part~="create-name"]'), '  Vintergaven  ');
    submit(modal);
    await waitFor(() => app.dataset.state === 'manage-overview', 'overview of the new shop');
    equal(location.hash, '#/m/vintergaven');
    deepEqual(db.requests.find((r) => r.path === 'giftshop/create').body, { name: 'Vintergaven' });
    await waitFor(() => !dialog(), 'modal closed');
    assert(text('overview').includes('Vintergaven'), text('overview'));
  });

  it('overview: name, state, dates, delivery, theme, greetings, codes; shortcuts; help with “Vis mere”', async () => {
    db.shops.open.delivery = { date: day(14), address: ADDRESSES[1] };
    await open('#/m/open', { state: 'manage-overview' });
    await waitFor(() => text('overview').includes('1 af 2 gavebeviser brugt'), 'codes at a glance');
    const overview = text('overview');
    for (const want of ['Julegaven 2026', 'Åben', 'Uge ', 'Gaveglad lager', 'Tak for i år!', 'Du har fået en gave.'])
      assert(overview.includes(want), `${want} in ${overview}`);
    equal(getComputedStyle(part('theme-preview')).backgroundColor, 'rgb(11, 61, 46)');
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt', 'Julegaven 2026', 'Overblik'],
    );
    deepEqual(shortcutLabels(), [
      'Overblik',
      'Sortiment',
      'Gavebeviser',
      'Ret datoer',
      'Ret leveringsuge',
      'Ret leveringsadresse',
      'Ret tema',
      'Ret hilsen',
      'Luk gaveshop',
    ]);
    // Help box: 'Om denne sektion', shortened with 'Vis mere' / 'Vis mindre'.
    assert(text('help').startsWith('Om denne sektion'), text('help'));
    const toggle = part('help').querySelector('button');
    equal(toggle.textContent, 'Vis mere');
    equal(toggle.getAttribute('aria-expanded'), 'false');
    toggle.click();
    await waitFor(() => toggle.textContent === 'Vis mindre', 'Vis mindre');
    equal(toggle.getAttribute('aria-expanded'), 'true');
  });

  it('a greeting written as HTML elsewhere shows as its text: paragraphs kept, nothing runs, nothing loads', async () => {
    db.shops.open.message =
      '<p>Glædelig <b>jul</b> &amp; godt nytår</p><p>Hilsen Gaveglad</p><img src="/x.png" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';
    await open('#/m/open', { state: 'manage-overview' });
    const greeting = await waitFor(() => part('greeting'), 'greeting');
    equal(greeting.textContent, 'Glædelig jul & godt nytår\nHilsen Gaveglad');
    equal(greeting.querySelector('*'), null, 'no markup rendered');
    const modal = await openModal('Ret hilsen', 'greeting-form');
    equal(modal.querySelector('[part~="greeting-preview"]').textContent, 'Glædelig jul & godt nytår\nHilsen Gaveglad');
    await new Promise((r) => setTimeout(r, 50));
    equal(window.__pwned, undefined);
  });

  it('a shop without used codes offers “Slet gaveshop”; home delivery hides the address', async () => {
    await open('#/m/home', { state: 'manage-overview' });
    await waitFor(() => shortcut('Slet gaveshop'), 'delete offered');
    assert(!shortcut('Ret leveringsadresse'), 'no address action with home delivery');
    assert(text('overview').includes('Leveres til hver modtager'), text('overview'));
  });

  it('a closed shop shows no edit action', async () => {
    await open('#/m/closed', { state: 'manage-overview' });
    await waitFor(() => text('overview').includes('Julegaven 2025'), 'overview');
    deepEqual(shortcutLabels(), ['Overblik', 'Sortiment', 'Gavebeviser']);
    equal(part('shortcuts').querySelectorAll('button').length, 0);
  });

  it('dates: the range picker, both days required', async () => {
    await open('#/m/fresh', { state: 'manage-overview' });
    const modal = await openModal('Ret datoer', 'dates-form');
    equal(modal.querySelector('h2').textContent, 'Ret datoer');
    // The kit's range picker (loaded with the modal): its label and its button, no range chosen yet.
    await waitFor(
      () =>
        modal.textContent.includes('Åben fra – til') &&
        [...modal.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Vælg datoer'),
      () => `range picker: ${modal.textContent}`,
    );
    submit(modal);
    await waitFor(() => errorText(modal) === 'Vælg både første og sidste dag.', 'both days required');
    equal(persists().length, 0, 'nothing sent');
  });

  it('dates: a shop’s range is shown in the picker and saved with the shop’s lastupdate', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Ret datoer', 'dates-form');
    const { startdate, enddate, lastupdate } = db.shops.open;
    await waitFor(
      () => ![...modal.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Vælg datoer'),
      () => `the range on the picker's button: ${modal.textContent}`,
    );
    submit(modal);
    await waitFor(() => !dialog(), 'saved');
    const sent = persists()[0].body;
    deepEqual([sent.startdate, sent.enddate, sent.lastupdate], [startdate, enddate, lastupdate]);
  });

  it('delivery week: the next weeks with their Monday; the saved week shows on the overview', async () => {
    await open('#/m/fresh', { state: 'manage-overview' });
    const modal = await openModal('Ret leveringsuge', 'week-form');
    const select = modal.querySelector('select');
    assert(select.options.length >= 53, `${select.options.length} options`);
    equal(select.options[0].textContent, 'Ikke valgt endnu');
    assert(/^Uge \d+, \d{4} \(fra /.test(select.options[2].textContent), select.options[2].textContent);
    typeInto(select, select.options[2].value);
    submit(modal);
    await waitFor(() => !dialog(), 'closed after the save');
    equal(persists()[0].body.delivery.date, select.options[2].value);
    assert(/Uge \d+, \d{4}/.test(text('overview')), text('overview'));
  });

  it('delivery address: chosen from the company’s addresses; a 400 on it marks the choice', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Ret leveringsadresse', 'address-form');
    equal(modal.querySelector('legend').textContent, 'Lever til');
    const radios = [...modal.querySelectorAll('input[type="radio"]')];
    equal(radios.length, 2);
    radios[0].click();
    db.failures.push({
      path: 'giftshop/persist',
      status: 400,
      times: 1,
      body: { error: 'bad', field: 'delivery.address' },
    });
    submit(modal);
    await waitFor(
      () => errorText(modal) === 'Serveren godkendte ikke Leveringsadresse.',
      `refused: ${errorText(modal)}`,
    );
    assert(radios[0].checked, 'the choice stays');
    equal(radios[0].getAttribute('aria-invalid'), 'true', 'the refused field is marked');
    equal(radios[0].getAttribute('aria-describedby'), modal.querySelector('.m-field-error').id);
    submit(modal);
    await waitFor(() => !dialog(), 'saved on the second try');
    assert(text('overview').includes('Gaveglad ApS'), text('overview'));
  });

  it('theme: contrast readout warns below 4.5:1; a logo must be http(s); preview follows', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Ret tema', 'theme-form');
    const [background, textColour] = modal.querySelectorAll('input.kit-color__hex');
    typeInto(background, '#f4f4f4');
    typeInto(textColour, '#d0d0d0');
    await waitFor(() => modal.querySelector('.m-warning')?.textContent.includes('4,5:1'), 'low-contrast warning');
    typeInto(textColour, '#0b3d2e');
    await waitFor(() => !modal.querySelector('.m-warning'), 'warning gone');
    equal(getComputedStyle(modal.querySelector('[part~="theme-form-preview"]')).backgroundColor, 'rgb(244, 244, 244)');
    const logo = modal.querySelector('input[type="url"]');
    typeInto(logo, 'javascript:alert(1)');
    await rendered();
    submit(modal);
    await waitFor(
      () => errorText(modal) === 'Adressen på logoet skal begynde med https:// eller http://.',
      `logo refused (${errorText(modal)})`,
    );
    equal(logo.getAttribute('aria-invalid'), 'true');
    equal(persists().length, 0, 'nothing sent');
    typeInto(logo, 'https://example.com/logo.svg');
    await rendered();
    submit(modal);
    await waitFor(() => !dialog(), 'saved');
    deepEqual(persists()[0].body.theme, {
      backgroundcolor: '#f4f4f4',
      textcolor: '#0b3d2e',
      logoimage: 'https://example.com/logo.svg',
    });
  });

  it('greeting: preview as the recipient sees it; a failed save keeps the text and says why', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Ret hilsen', 'greeting-form');
    const [message, email] = modal.querySelectorAll('textarea');
    equal(message.value, 'Tak for i år!');
    typeInto(message, 'Glædelig jul, kære kollega');
    typeInto(email, 'Din julegave venter');
    await waitFor(() => text('greeting-preview') === 'Glædelig jul, kære kollega', 'preview');
    db.failures.push({ path: 'giftshop/persist', status: 500, times: 1 });
    submit(modal);
    await waitFor(() => errorText(modal) === 'Kunne ikke gemmes. Prøv igen.', `failed: ${errorText(modal)}`);
    equal(message.value, 'Glædelig jul, kære kollega', 'what was typed stays');
    equal(email.value, 'Din julegave venter');
    db.failures.push({
      path: 'giftshop/persist',
      status: 400,
      times: 1,
      body: { error: 'bad', field: 'emailmessage' },
    });
    submit(modal);
    await waitFor(() => email.getAttribute('aria-invalid') === 'true', 'the e-mail text is marked');
    equal(message.getAttribute('aria-invalid'), null);
    equal(errorText(modal), 'Serveren godkendte ikke Hilsen i invitationen på e-mail.');
  });

  it('two tabs: a stale save gets 409 and says the shop changed elsewhere; nothing is overwritten', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Ret hilsen', 'greeting-form');
    // Another tab saves first.
    db.shops.open = {
      ...db.shops.open,
      message: 'Fra den anden fane',
      lastupdate: new Date(Date.now() + 5000).toISOString(),
    };
    typeInto(modal.querySelector('textarea'), 'Fra denne fane');
    submit(modal);
    await waitFor(() => errorText(modal).startsWith('Gaveshoppen er blevet ændret et andet sted'), errorText(modal));
    equal(db.shops.open.message, 'Fra den anden fane', 'the other tab’s edit is kept');
    equal(modal.querySelector('textarea').value, 'Fra denne fane', 'and so is what was typed here');
  });

  it('close: asks first; the closed shop hides every edit action', async () => {
    await open('#/m/open', { state: 'manage-overview' });
    const modal = await openModal('Luk gaveshop', 'close-form');
    assert(
      modal.textContent.includes('Det kan ikke fortrydes.') || modal.textContent.includes('kan ikke fortrydes'),
      modal.textContent,
    );
    equal(modal.querySelector('[part~="modal-submit"]').textContent.trim(), 'Luk gaveshoppen');
    submit(modal);
    await waitFor(() => text('state') === 'Lukket', 'closed');
    await waitFor(() => !dialog(), 'modal closed');
    equal(part('shortcuts').querySelectorAll('button').length, 0);
  });

  it('delete: offered without used codes, asks first, then back to the dashboard without it', async () => {
    await open('#/m/fresh', { state: 'manage-overview' });
    const modal = await openModal('Slet gaveshop', 'remove-form');
    equal(modal.querySelector('[part~="modal-submit"]').textContent.trim(), 'Slet gaveshoppen');
    submit(modal);
    await waitFor(() => app.dataset.state === 'manage-dashboard' && location.hash === '#/m', 'dashboard');
    await waitFor(() => !text('dashboard').includes('Sommerfest'), 'gone from the list');
  });

  it('a shop that does not exist says “Ukendt gaveshop”', async () => {
    await open('#/m/findes-ikke', { state: 'manage-overview' });
    await waitFor(() => part('route-error'), 'route error');
    equal(text('route-error'), 'Ukendt gaveshop');
  });

  it('a shop the user may not manage says so and offers nothing of it (its record is public, its codes 403)', async () => {
    db.failures.push({ path: 'giftshop/theirs/codes', status: 403, times: 5 });
    await open('#/m/theirs', { state: 'manage-overview' });
    await waitFor(() => part('route-error'), 'route error');
    equal(text('route-error'), 'Du har ikke adgang til at administrere denne gaveshop.');
    equal(part('overview'), null);
    equal(part('shortcuts').querySelectorAll('button').length, 0, 'no edit action');
    assert(!text('breadcrumb').includes('Lones jul'), text('breadcrumb'));
  });

  it('a shop whose codes cannot be loaded says the shop could not be loaded, with “Prøv igen”', async () => {
    // Three tries of the first load, two of Try again's: its third gets the codes.
    db.failures.push({ path: 'giftshop/open/codes', status: 500, times: 5 });
    await open('#/m/open', { state: 'manage-overview' });
    await waitFor(() => part('route-error'), 'route error');
    equal(part('route-error').getAttribute('role'), 'alert');
    equal(text('route-error'), 'Gaveshoppen kunne ikke hentes.Prøv igen');
    part('route-error').querySelector('button').click();
    await waitFor(() => part('overview') && !part('route-error'), 'the overview after Try again');
    assert(text('overview').includes('Julegaven 2026'), text('overview'));
  });

  it('the supervisor: “Gaveshop oversigt” lists every shop, filters by state and owner, opens another owner’s shop', async () => {
    await open('#/m', { role: 'supervisor', state: 'manage-dashboard' });
    deepEqual(shortcutLabels(), ['Gaveshop oversigt', 'Disponering', 'Opret gaveshop']);
    await go('#/m/giftshops', 'manage-giftshops');
    equal(app.shadowRoot.querySelectorAll('tbody tr').length, 6);
    typeInto(part('filter-state'), 'CLOSED');
    await waitFor(
      () => app.shadowRoot.querySelectorAll('tbody tr').length === 1,
      () =>
        `one closed shop: ${[...app.shadowRoot.querySelectorAll('tbody tr')].map((r) => r.textContent).join(' | ')} ${part('filter-state').value}`,
    );
    typeInto(part('filter-state'), 'all');
    typeInto(
      part('filter-owner'),
      [...part('filter-owner').options].find((o) => o.textContent === 'Lone Larsen').value,
    );
    await waitFor(() => app.shadowRoot.querySelectorAll('tbody tr').length === 1, 'Lone’s shop only');
    assert(text('filter-count').startsWith('Viser 1 af 6'), text('filter-count'));
    app.shadowRoot.querySelector('tbody tr a').click();
    await waitFor(() => app.dataset.state === 'manage-overview' && text('overview').includes('Lones jul'), 'her shop');
    assert(shortcut('Ret tema'), 'the supervisor may edit it');
  });

  it('the supervisor’s “Disponering” is routed (its content: gift-shop-disposition.test.js)', async () => {
    await open('#/m/products', { role: 'supervisor', state: 'manage-products' });
    await waitFor(() => part('disposition'), 'the disposition section');
    equal(part('section-later'), null);
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt', 'Disponering'],
    );
  });

  it('the salesperson: “Valgte bruger” with name and e-mail; the shop list, not Disponering; a failed switch says so', async () => {
    await open('#/m', { role: 'salesperson', state: 'manage-dashboard' });
    deepEqual(shortcutLabels(), ['Gaveshop oversigt', 'Opret gaveshop']);
    const select = await waitFor(() => {
      const el = part('selected-user')?.querySelector('select');
      return el && el.options.length > 1 ? el : null;
    }, 'users');
    const labels = [...select.options].map((o) => o.textContent);
    assert(labels.includes('Lone Larsen (lone@kontorhuset.test)'), labels.join(' | '));
    assert(
      labels.some(
        (l) => l.startsWith('Gammel Bruger (gammel@butik.test)') && l !== 'Gammel Bruger (gammel@butik.test)',
      ),
      labels.join(' | '),
    );
    db.failures.push({ path: 'salesperson/users/change', status: 500, times: 3 });
    typeInto(select, 'u2');
    await waitFor(
      () => text('selected-user').includes('Brugeren kunne ikke skiftes. Prøv igen.'),
      text('selected-user'),
    );
    equal(db.requests.filter((r) => r.path === 'giftshop/salesperson/users/change/u2').length, 1);
  });

  it('the salesperson’s user list fails: says so, the area still works', async () => {
    db.failures.push({ path: 'giftshop/salesperson/users', status: 503, times: 3 });
    await open('#/m', { role: 'salesperson', state: 'manage-dashboard' });
    await waitFor(() => part('selected-user-error'), 'users error');
    assert(text('selected-user-error').includes('Brugerne kunne ikke hentes.'), text('selected-user-error'));
    equal(part('dashboard').querySelectorAll('tbody tr').length, 5);
  });
});
