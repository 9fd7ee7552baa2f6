/* global describe, it, beforeEach, afterEach */
// <gift-shop-app>'s codes section 'Gavebeviser' (#/m/{giftshop}/inv, issue 12): sending. The §2 shortcut rule
// ('Vælg leveringsform' before any sending, 'Send gavebeviser' after), invitations by e-mail (who gets one, codes
// without e-mail named, the message), the rows turning 'Sendes' and then 'Sendt' / 'Fejlede' as the fake
// sent-status answers change, the polling stopping when settled and pausing while the page is hidden, 'Send igen',
// printed cards (cardsrequested shown), the reminder ('Send påmindelse til N modtagere') and 4xx/5xx failures.
// The shared hook runs axe-core over the page after every test; `axe()` checks the states in between.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { json, stubApi } from './helpers/api-stub.js';
import { axeViolations, describeViolations } from './helpers/axe.js';
import { giftCode, giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, fixture, openDialog, setup, typeInto, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

const TERMOKRUS = { id: '10001', name: 'Termokrus', image: '' };
const shop = (id, extra = {}) => giftShop(id, { lastupdate: new Date().toISOString(), ...extra });

let db;
function resetDb() {
  db = {
    shops: { new: shop('new', { name: 'Sommerfest' }), open: shop('open', { name: 'Julegaven 2026' }) },
    codes: {
      new: [
        giftCode('SOM-0001', 'new', { name: 'Ida Holm', email: 'ida@firma.dk' }),
        giftCode('SOM-0002', 'new', { name: 'Bo Berg', email: 'bo@firma.invalid' }),
        giftCode('SOM-0003', 'new', { name: 'Eva Ek' }),
      ],
      open: [
        giftCode('JUL-0001', 'open', {
          name: 'Kim Kock',
          email: 'kim@firma.dk',
          products: ['10001'],
          productsinfo: [TERMOKRUS],
          invitationstate: 'SENT',
        }),
        giftCode('JUL-0002', 'open', { name: 'Sara Sø', email: 'sara@firma.dk', invitationstate: 'SENT' }),
        giftCode('JUL-0003', 'open', { name: 'Ole Ek', email: 'ole@firma.invalid', invitationstate: 'FAILED' }),
        giftCode('JUL-0004', 'open', { name: 'Uden Mail' }),
      ],
    },
    /** How many sent-status answers a SENDING code stays SENDING before it settles. */
    settleAfter: 1,
    asked: {},
    requests: [],
    failures: [],
  };
}

function answer(method, path, body) {
  let m;
  if (path === 'giftshop/settings')
    return json(200, {
      defaultconfiguration: { overviewhelptext: 'O.', assortmenthelptext: 'S.', codeshelptext: 'K.' },
    });
  if (path === 'giftshop/by-user') return json(200, Object.values(db.shops));
  if (method === 'POST' && path === 'giftshop/code/persist') {
    const shopid = Object.keys(db.codes).find((s) => db.codes[s].some((c) => c.id === body.id));
    db.codes[shopid] = db.codes[shopid].map((c) =>
      c.id === body.id ? { ...c, name: body.name, email: body.email.toLowerCase() } : c,
    );
    return json(
      200,
      db.codes[shopid].find((c) => c.id === body.id),
    );
  }
  if (method === 'POST' && (m = /^giftshop\/([^/]+)\/codes\/invite$/.exec(path))) {
    const invited = [];
    db.codes[m[1]] = db.codes[m[1]].map((c) => {
      if (!body.codeids.includes(c.id)) return c;
      const next = { ...c, invitationstate: c.email ? 'SENDING' : 'FAILED' };
      db.asked[c.id] = 0;
      invited.push(next);
      return next;
    });
    return json(200, invited);
  }
  if ((m = /^giftshop\/([^/]+)\/codes\/sent-status$/.exec(path))) {
    db.codes[m[1]] = db.codes[m[1]].map((c) => {
      if (c.invitationstate !== 'SENDING') return c;
      db.asked[c.id] = (db.asked[c.id] ?? 0) + 1;
      if (db.asked[c.id] <= db.settleAfter) return c;
      return { ...c, invitationstate: c.email.endsWith('.invalid') ? 'FAILED' : 'SENT' };
    });
    return json(
      200,
      db.codes[m[1]].map((c) => ({ id: c.id, invitationstate: c.invitationstate })),
    );
  }
  if ((m = /^giftshop\/([^/]+)\/request-cards$/.exec(path))) {
    db.shops[m[1]] = { ...db.shops[m[1]], cardsrequested: true, lastupdate: new Date().toISOString() };
    return json(200, { success: true });
  }
  if ((m = /^giftshop\/([^/]+)\/codes$/.exec(path))) return json(200, db.codes[m[1]] ?? []);
  if ((m = /^giftshop\/([^/]+)$/.exec(path)))
    return db.shops[m[1]] ? json(200, db.shops[m[1]]) : json(404, { error: 'Ukendt gaveshop' });
  return json(404, { error: 'not found' });
}

const api = stubApi('invitations', {
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
const rowOf = (code) => rows().find((r) => r.querySelector('th')?.textContent.includes(code));
const stateOf = (code) => rowOf(code)?.querySelector('.m-invite')?.textContent;
const calls = (re) => db.requests.filter((r) => re.test(r.path));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const submit = (modal) => modal.querySelector('[part~="modal-submit"]').click();
const problem = (modal) => modal.querySelector('.m-field-error').textContent.trim();

async function open(hash) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const container = fixture(
    `<shop-context context="invitations" culture="da-DK" signed-in><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  await waitFor(() => app.dataset.state === 'manage-codes' && part('codes'), `codes section (${app.dataset.state})`);
  await rendered();
}

const openModal = (button, form) => openDialog(root(), button, form, rendered);

/** Selects a row by its checkbox. */
function pick(code) {
  rowOf(code).querySelector('input[type="checkbox"]').click();
}

/** axe-core over the element in the state it is in now (the shared hook checks the end state too). */
async function axe(label) {
  const violations = await axeViolations(app);
  equal(violations.length, 0, `axe (${label}): ${describeViolations(violations)}`);
}

/** Makes the page hidden or visible, as the browser does when the tab is switched. */
function setVisibility(state) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe("<gift-shop-app> 'Gavebeviser': sending", () => {
  beforeEach(() => resetDb());
  afterEach(() => {
    api.releaseAll();
    delete document.visibilityState;
  });

  it("'Vælg leveringsform' before any sending; e-mails to the unsent, 'Sendes', then 'Sendt' and 'Fejlede'", async () => {
    await open('#/m/new/inv');
    deepEqual(shortcutLabels().slice(3), ['Opret flere gavebeviser', 'Vælg leveringsform', 'Ret tema', 'Ret hilsen']);
    equal(calls(/sent-status/).length, 0, 'nothing SENDING: no polling');
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    equal(modal.querySelector('h2').textContent, 'Vælg leveringsform');
    equal(
      modal.querySelector('[part~="send-to"]').textContent,
      'Alle gavebeviser, der ikke er sendt endnu, får en e-mail: 2 modtagere.',
    );
    equal(
      modal.querySelector('[part~="send-noemail"]').textContent,
      '1 har ingen e-mailadresse og sendes ikke: SOM-0003 (Eva Ek).',
    );
    await axe('send codes modal');
    typeInto(modal.querySelector('[part~="send-message"]'), 'Glædelig jul!');
    submit(modal);
    await waitFor(() => !dialog(), 'the modal closes');
    deepEqual(
      calls(/codes\/invite/).map((r) => r.body),
      [{ codeids: ['SOM-0001', 'SOM-0002'], emailmessage: 'Glædelig jul!' }],
    );
    equal(stateOf('SOM-0001'), 'Sendes');
    equal(stateOf('SOM-0002'), 'Sendes');
    equal(stateOf('SOM-0003'), 'Ikke sendt');
    equal(text('send-notice'), '2 gavebeviser sendes på e-mail.');
    equal(text('sending-now'), '2 e-mails er på vej …');
    assert(shortcut('Send gavebeviser'), "now 'Send gavebeviser'");
    await axe('rows sending');
    // The first answer still says SENDING (1s), the next settles them (2s later).
    await waitFor(() => stateOf('SOM-0001') === 'Sendt', 'SENT after polling', 6000);
    equal(stateOf('SOM-0002'), 'Fejlede');
    equal(calls(/sent-status/).length, 2);
    assert(text('failed-hint').startsWith('E-mailen kunne ikke leveres.'), text('failed-hint'));
    equal(text('send-again'), 'Send igen til 1 modtager');
    await axe('sent and failed');
    await sleep(2500);
    equal(calls(/sent-status/).length, 2, 'settled: the polling stopped');
  });

  it("a corrected failed code is sent again with 'Send igen' (once, even on a double click)", async () => {
    await open('#/m/open/inv');
    const edit = await openModal(rowOf('JUL-0003').querySelector('[part~="edit-code"]'), 'editcode-form');
    typeInto(edit.querySelector('[part~="code-email"]'), 'ole@firma.dk');
    submit(edit);
    await waitFor(() => !dialog() && rowOf('JUL-0003').textContent.includes('ole@firma.dk'), 'corrected');
    const release = api.hold();
    const again = part('send-again');
    equal(again.textContent, 'Send igen til 1 modtager');
    again.click();
    again.click();
    await sleep(50);
    release();
    await waitFor(() => stateOf('JUL-0003') === 'Sendes', 'sending');
    deepEqual(
      calls(/codes\/invite/).map((r) => r.body),
      [{ codeids: ['JUL-0003'] }],
    );
    await waitFor(() => stateOf('JUL-0003') === 'Sendt', 'sent', 6000);
  });

  it("'Send gavebeviser' with a selection sends to the selected that may get one, never a used code", async () => {
    await open('#/m/open/inv');
    assert(shortcut('Send gavebeviser'), 'a code left MANUAL: Send gavebeviser');
    pick('JUL-0001');
    pick('JUL-0002');
    pick('JUL-0004');
    await rendered();
    const modal = await openModal(shortcut('Send gavebeviser'), 'sendcodes-form');
    equal(modal.querySelector('h2').textContent, 'Send gavebeviser');
    equal(
      modal.querySelector('[part~="send-to"]').textContent,
      'Det valgte gavebevis, der kan sendes, får en e-mail: 1 modtager.',
    );
    assert(modal.textContent.includes('1 valgt modtager har allerede valgt og får ingen e-mail.'), modal.textContent);
    assert(modal.textContent.includes('JUL-0004 (Uden Mail)'), 'the code without e-mail is named');
    // A double click on 'Send' sends once.
    const release = api.hold();
    submit(modal);
    submit(modal);
    await sleep(50);
    release();
    await waitFor(() => !dialog(), 'closed');
    deepEqual(
      calls(/codes\/invite/).map((r) => r.body.codeids),
      [['JUL-0002']],
    );
  });

  it('printed cards: request-cards, then the shop as it is now; the page says cards are ordered', async () => {
    await open('#/m/new/inv');
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    modal.querySelectorAll('input[type="radio"]')[1].click();
    await waitFor(() => modal.querySelector('[part~="cards-hint"]'), 'the cards choice');
    equal(modal.querySelector('[part~="modal-submit"]').textContent.trim(), 'Bestil trykte kort');
    await axe('cards choice');
    submit(modal);
    await waitFor(() => !dialog(), 'closed');
    equal(calls(/request-cards/).length, 1);
    equal(text('cards-requested'), 'Der er bestilt trykte kort til gaveshoppens gavebeviser.');
    equal(text('send-notice'), 'De trykte kort er bestilt.');
    assert(shortcut('Send gavebeviser'), "cards requested: 'Send gavebeviser'");
    const again = await openModal(shortcut('Send gavebeviser'), 'sendcodes-form');
    again.querySelectorAll('input[type="radio"]')[1].click();
    await waitFor(() => again.querySelector('[part~="cards-hint"]')?.textContent.includes('allerede'), 'already');
  });

  it('failures: invite 409 and 500 keep the modal with a reason; request-cards 500 too', async () => {
    await open('#/m/new/inv');
    db.failures.push({ path: 'codes/invite', status: 409, times: 1 }, { path: 'codes/invite', status: 500, times: 1 });
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    submit(modal);
    await waitFor(() => problem(modal) !== '', 'a reason (409)');
    const first = problem(modal);
    assert(dialog(), 'the modal stays open');
    submit(modal);
    await waitFor(() => problem(modal) !== '' && calls(/codes\/invite/).length === 2, 'a reason (500)');
    equal(stateOf('SOM-0001'), 'Ikke sendt');
    assert(first.length > 5, first);
    await axe('invite failed');
    db.failures.push({ path: 'request-cards', status: 500, times: 1 });
    modal.querySelectorAll('input[type="radio"]')[1].click();
    await rendered();
    submit(modal);
    await waitFor(() => calls(/request-cards/).length === 1 && problem(modal) !== '', 'cards failed');
    equal(part('cards-requested'), null);
  });

  it('sent-status failing keeps polling with a note, and settles when it answers', async () => {
    await open('#/m/new/inv');
    // The client retries a GET twice: three failures make one failed ask.
    db.failures.push({ path: 'sent-status', status: 503, times: 3 });
    db.settleAfter = 0;
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    submit(modal);
    await waitFor(() => calls(/sent-status/).length === 1, 'first ask (fails)', 3000);
    await waitFor(
      () => text('sending-now').includes('Afsendelsesstatus kunne ikke hentes lige nu. Vi prøver igen.'),
      'the note',
      5000,
    );
    await waitFor(() => stateOf('SOM-0001') === 'Sendt', 'settled after the next ask', 8000);
    equal(calls(/sent-status/).length, 4, 'one failed ask (three tries), then one that answered');
    equal(stateOf('SOM-0002'), 'Fejlede');
    equal(text('sending-now'), '');
  });

  it('no polling while the page is hidden; it resumes when the page is visible again', async () => {
    await open('#/m/new/inv');
    db.settleAfter = 0;
    setVisibility('hidden');
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    submit(modal);
    await waitFor(() => !dialog(), 'closed');
    await sleep(2200);
    equal(calls(/sent-status/).length, 0, 'hidden: no asking');
    equal(stateOf('SOM-0001'), 'Sendes');
    setVisibility('visible');
    await waitFor(() => stateOf('SOM-0001') === 'Sendt', 'visible: asked and settled', 4000);
    equal(calls(/sent-status/).length, 1);
  });

  it("'Send påmindelse' goes to those who have not chosen and have an e-mail, and says how many", async () => {
    await open('#/m/open/inv');
    const modal = await openModal(part('remind'), 'remind-form');
    equal(modal.querySelector('h2').textContent, 'Send påmindelse');
    equal(modal.querySelector('[part~="modal-submit"]').textContent.trim(), 'Send påmindelse til 2 modtagere');
    equal(modal.querySelector('[part~="remind-message"]').value, 'Husk at vælge din gave – gaveshoppen lukker snart.');
    await axe('reminder modal');
    submit(modal);
    await waitFor(() => !dialog(), 'closed');
    deepEqual(
      calls(/codes\/invite/).map((r) => r.body),
      [{ codeids: ['JUL-0002', 'JUL-0003'], emailmessage: 'Husk at vælge din gave – gaveshoppen lukker snart.' }],
    );
    equal(text('send-notice'), 'Der sendes en påmindelse til 2 modtagere.');
  });

  it('leaving the section stops the polling', async () => {
    await open('#/m/new/inv');
    db.settleAfter = 100;
    const modal = await openModal(shortcut('Vælg leveringsform'), 'sendcodes-form');
    submit(modal);
    await waitFor(() => calls(/sent-status/).length === 1, 'polling', 3000);
    location.hash = '#/m/new';
    await waitFor(() => app.dataset.state === 'manage-overview', 'overview');
    const asked = calls(/sent-status/).length;
    await sleep(3500);
    equal(calls(/sent-status/).length, asked, 'no asking outside the section');
  });
});
