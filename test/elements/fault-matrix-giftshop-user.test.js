/* global describe */
// Fault matrix, gift-shop management (the organiser's actions): <gift-shop-app>'s management area (#/m…) × every
// call an action makes (create, save, close and delete a shop; the assortment; codes: add, edit, delete, send, order
// cards; the salesperson's user switch) × the six faults (helpers/faults.js), against helpers/gift-shop-fault-api.js.
// Every cell has its own area and database, the six of a row at once on the same route (the page's one location
// hash); a recovery that changes the route waits until all six have checked their failure (`meeting`). Rows:
// helpers/fault-rows.js (group 'giftshop-user'); runner: helpers/fault-matrix.js; table: docs/fault-matrix.md.
import { matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import {
  fill,
  inArea,
  installGiftShopApi,
  meeting,
  mountArea,
  openModal,
  partIn,
  textOf,
  waitArea,
} from './helpers/gift-shop-fault-api.js';
import { assert, deepEqual, equal, setup, typeInto, waitFor } from './helpers/util.js';

installGiftShopApi();
const { rendered } = await setup();

const SAVE_FAILED = 'Could not be saved. Try again.';

/** A fresh area at `hash`, waited for `state`, then `prepare(ctx)` (open a modal, type, choose). */
const fresh = (hash, state, prepare, options = {}) => ({
  fresh: true,
  parallel: true,
  async mount() {
    const ctx = await mountArea(hash, options);
    await waitArea(ctx.el, state);
    await prepare(ctx);
    return ctx;
  },
});

/** Clicks the shortcut `action-{name}` and waits for the modal whose form has part `form`. */
async function openShortcut(el, name, form) {
  (await waitFor(() => partIn(el, `action-${name}`), `shortcut ${name}`)).click();
  const modal = await waitFor(
    () => openModal(el)?.querySelector(`[part~="${form}"]`) && openModal(el),
    `modal ${form}`,
  );
  await rendered(); // the modal's effects start its form when it opens
  return modal;
}
const submit = (el) => openModal(el).querySelector('[part~="modal-submit"], [part~="create-submit"]').click();
/** The modal is still open and says why the save failed (an alert; the create modal's line is polite). */
async function modalFailed(el, role = 'alert') {
  const error = () => openModal(el)?.querySelector('.m-field-error');
  await waitFor(
    () => textOf(error()) === SAVE_FAILED,
    () => `the modal's failure (${textOf(error())})`,
  );
  equal(error().getAttribute('role'), role);
}
/** The area's main column says why the save failed (an alert). */
const mainFailed = (el) =>
  waitFor(
    () => textOf(inArea(el, 'main [role="alert"]')) === SAVE_FAILED,
    () => `an alert '${SAVE_FAILED}' (main: ${textOf(inArea(el, 'main')).slice(0, 200)})`,
  );
const closed = (el) => waitFor(() => !openModal(el), 'the modal closed');
const noticeIs = (el, name, text) =>
  waitFor(
    () => textOf(partIn(el, name)) === text,
    () => `${name} '${text}' (is '${textOf(partIn(el, name))}')`,
  );

/** A modal row: `open(ctx)` opens it and fills it; act saves; the modal says the failure; `done(ctx)` after retry. */
const modalRow = (hash, state, open, kept, done, options) => ({
  ...fresh(hash, state, open, options),
  act: ({ el }) => submit(el),
  failed: ({ el }) => modalFailed(el),
  kept,
  async recover(ctx) {
    submit(ctx.el);
    await closed(ctx.el);
    await done(ctx);
  },
});

const createMeet = meeting();
const removeMeet = meeting();
const finishMeet = meeting();

const GREETING = 'Glædelig jul fra os alle';

const drivers = {
  'gift-shop-app / giftshop.create': {
    ...fresh('#/m', 'manage-dashboard', async ({ el }) => {
      partIn(el, 'create').click();
      const input = await waitFor(() => openModal(el)?.querySelector('[part~="create-name"]'), 'create modal');
      await fill(input, 'Vintergaven');
    }),
    act: ({ el }) => submit(el),
    failed: ({ el }) => modalFailed(el, null),
    kept({ el, db }) {
      equal(openModal(el).querySelector('[part~="create-name"]').value, 'Vintergaven');
      equal(db.shops.vintergaven, undefined, 'nothing created');
    },
    async recover({ el, db }) {
      await createMeet(); // success opens the new shop: the hash changes for all six
      submit(el);
      await waitFor(
        () => location.hash === '#/m/vintergaven' && textOf(partIn(el, 'overview')).includes('Vintergaven'),
        () => `the new shop's summary (${location.hash}: ${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
      equal(db.shops.vintergaven.name, 'Vintergaven');
    },
  },

  'gift-shop-app / giftshop.persist': modalRow(
    '#/m/s1',
    'manage-overview',
    async ({ el }) => {
      const modal = await openShortcut(el, 'message', 'greeting-form');
      await fill(modal.querySelector('textarea'), GREETING);
    },
    ({ el, db }) => {
      equal(openModal(el).querySelector('textarea').value, GREETING, 'the typed greeting kept');
      equal(db.shops.s1.message, 'Tak for i år!', 'nothing saved');
    },
    async ({ el, db }) => {
      await waitFor(() => textOf(partIn(el, 'greeting')) === GREETING, 'the summary shows the greeting');
      equal(db.shops.s1.message, GREETING);
    },
  ),

  'gift-shop-app / giftshop.persist (required gifts)': {
    ...fresh('#/m/s1/ass', 'manage-assortment', async ({ el }) => {
      const input = await waitFor(() => partIn(el, 'assortment')?.querySelector('input[type="number"]'), 'the form');
      await fill(input, '2');
    }),
    act: ({ el }) => partIn(el, 'assortment').querySelector('button[type="submit"]').click(),
    failed: ({ el }) => mainFailed(el),
    kept({ el, db }) {
      equal(partIn(el, 'assortment').querySelector('input[type="number"]').value, '2', 'the typed number kept');
      equal(db.shops.s1.requireddefaultproducts, 1, 'nothing saved');
    },
    async recover({ el, db }) {
      partIn(el, 'assortment').querySelector('button[type="submit"]').click();
      await waitFor(() => textOf(inArea(el, '.m-ass__saved')) === 'Saved.', "'Saved.'");
      equal(db.shops.s1.requireddefaultproducts, 2);
    },
  },

  'gift-shop-app / giftshop.close': modalRow(
    '#/m/s1',
    'manage-overview',
    ({ el }) => openShortcut(el, 'close', 'close-form'),
    ({ el, db }) => {
      equal(db.shops.s1.status, 0, 'still open');
      equal(partIn(el, 'state-closed'), null);
    },
    async ({ el, db }) => {
      await waitFor(() => partIn(el, 'overview')?.querySelector('[part~="state-closed"]'), "state 'Closed'");
      equal(db.shops.s1.status, 1);
    },
  ),

  'gift-shop-app / giftshop.remove': {
    ...fresh('#/m/s2', 'manage-overview', ({ el }) => openShortcut(el, 'remove', 'remove-form')),
    act: ({ el }) => submit(el),
    failed: ({ el }) => modalFailed(el),
    kept({ db }) {
      assert(db.shops.s2, 'nothing deleted');
    },
    async recover({ el, db }) {
      await removeMeet(); // success shows the dashboard: the hash changes for all six
      submit(el);
      await waitFor(
        () => location.hash === '#/m' && el.dataset.state === 'manage-dashboard',
        () => `the dashboard (${location.hash}, ${el.dataset.state})`,
      );
      await waitFor(() => partIn(el, 'dashboard')?.querySelectorAll('tbody tr').length === 1, 'one shop left');
      equal(db.shops.s2, undefined);
    },
  },

  'gift-shop-app / giftshop.setDefaultAssortment': {
    ...fresh('#/m/s1/ass/defaults', 'manage-assortment', async ({ el }) => {
      const pick = await waitFor(() => inArea(el, '[aria-label="Default gift: Kaffebønner"]'), 'the products');
      pick.click();
      await waitFor(() => pick.getAttribute('aria-pressed') === 'true', 'picked');
    }),
    act: async ({ el }) => (await waitFor(() => partIn(el, 'action-finish'), "'Finish'")).click(),
    failed: ({ el }) => mainFailed(el),
    kept({ el, db }) {
      const pressed = [...inArea(el, '[part~="choose-defaults"]').querySelectorAll('[aria-pressed="true"]')];
      deepEqual(
        pressed.map((b) => b.getAttribute('aria-label')),
        ['Default gift: Kaffebønner'],
        'the pick kept',
      );
      deepEqual(db.shops.s1.defaultproducts, ['10001'], 'nothing saved');
    },
    async recover({ el, db }) {
      await finishMeet(); // success returns to 'Assortment': the hash changes for all six
      partIn(el, 'action-finish').click();
      await waitFor(
        () => location.hash === '#/m/s1/ass' && partIn(el, 'assortment-grid'),
        () => `'Assortment' (${location.hash}: ${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
      deepEqual(db.shops.s1.defaultproducts, ['10002']);
      const marked = partIn(el, 'assortment-grid').querySelector('.m-ass__card--marked');
      assert(textOf(marked).includes('Kaffebønner'), textOf(marked));
    },
  },

  'gift-shop-app / product.facetSearch': {
    ...fresh('#/m/s1/ass/edit', 'manage-assortment', async ({ el }) => {
      const search = await waitFor(() => partIn(el, 'assortment-search'), "'Edit assortment'");
      await waitFor(() => textOf(search).includes('3 products found'), 'the first hits');
      await fill(search.querySelector('input[type="search"]'), 'Kaffe');
    }),
    act: ({ el }) => partIn(el, 'assortment-search').querySelector('button[type="submit"]').click(),
    async failed({ el }) {
      const status = () => partIn(el, 'assortment-search').querySelector('[role="status"]');
      await waitFor(
        () => textOf(status()) === 'The search failed.',
        () => `the failure (${textOf(status())})`,
      );
    },
    kept({ el }) {
      equal(partIn(el, 'assortment-search').querySelector('input[type="search"]').value, 'Kaffe', 'the query kept');
    },
    async recover({ el }) {
      partIn(el, 'assortment-search').querySelector('button[type="submit"]').click();
      await waitFor(
        () =>
          textOf(partIn(el, 'search-hits')).includes('Kaffebønner') &&
          textOf(partIn(el, 'assortment-search')).includes('1 product found'),
        () => `the hit (${textOf(partIn(el, 'assortment-search'))})`,
      );
    },
  },

  'gift-shop-app / giftshop.createCodes': modalRow(
    '#/m/s1/inv',
    'manage-codes',
    async ({ el }) => {
      const modal = await openShortcut(el, 'addcodes', 'addcodes-form');
      await fill(modal.querySelector('[part~="codes-count"]'), '5');
    },
    ({ el, db }) => {
      equal(openModal(el).querySelector('[part~="codes-count"]').value, '5', 'the count kept');
      equal(db.codes.s1.length, 3, 'nothing created');
    },
    async ({ el, db }) => {
      await noticeIs(el, 'codes-notice', '5 gift certificates created.');
      equal(db.codes.s1.length, 8);
    },
  ),

  'gift-shop-app / giftshop.persistCode': modalRow(
    '#/m/s1/inv',
    'manage-codes',
    async ({ el }) => {
      (await waitFor(() => inArea(el, '[part~="edit-code"][aria-label*="JUL-0003"]'), "the code's Edit")).click();
      const modal = await waitFor(() => openModal(el)?.querySelector('[part~="code-name"]') && openModal(el), 'modal');
      await fill(modal.querySelector('[part~="code-name"]'), 'Bo Lund');
      await fill(modal.querySelector('[part~="code-email"]'), 'bo@kontorhuset.test');
    },
    ({ el, db }) => {
      equal(openModal(el).querySelector('[part~="code-name"]').value, 'Bo Lund');
      equal(openModal(el).querySelector('[part~="code-email"]').value, 'bo@kontorhuset.test');
      equal(db.codes.s1[2].name, null, 'nothing saved');
    },
    async ({ el, db }) => {
      await noticeIs(el, 'codes-notice', 'Gift certificate JUL-0003 saved.');
      equal(db.codes.s1[2].email, 'bo@kontorhuset.test');
    },
  ),

  'gift-shop-app / giftshop.removeCodes': modalRow(
    '#/m/s1/inv',
    'manage-codes',
    async ({ el }) => {
      const box = await waitFor(() => inArea(el, 'input[type="checkbox"][aria-label*="JUL-0003"]'), 'the row');
      box.click();
      (await waitFor(() => inArea(el, '[part~="remove-codes"]:not([disabled])'), 'Delete selected')).click();
      await waitFor(() => openModal(el)?.querySelector('[part~="removecodes-form"]'), 'the confirmation');
    },
    ({ el, db }) => {
      assert(inArea(el, 'input[type="checkbox"][aria-label*="JUL-0003"]').checked, 'still selected');
      equal(db.codes.s1.length, 3, 'nothing deleted');
    },
    async ({ el, db }) => {
      await noticeIs(el, 'codes-notice', '1 gift certificate deleted.');
      deepEqual(
        db.codes.s1.map((c) => c.id),
        ['JUL-0001', 'JUL-0002'],
      );
    },
  ),

  'gift-shop-app / giftshop.inviteCodes': modalRow(
    '#/m/s1/inv',
    'manage-codes',
    async ({ el }) => {
      const modal = await openShortcut(el, 'sendcodes', 'sendcodes-form');
      await fill(modal.querySelector('[part~="send-message"]'), 'Vælg din julegave');
    },
    ({ el, db }) => {
      equal(openModal(el).querySelector('[part~="send-message"]').value, 'Vælg din julegave', 'the message kept');
      equal(db.codes.s1[1].invitationstate, 'MANUAL', 'nothing sent');
    },
    async ({ el, db }) => {
      await noticeIs(el, 'send-notice', '1 gift certificate is being sent by e-mail.');
      assert(
        db.requests.some((r) => r.path === 'giftshop/s1/codes/invite' && r.body.emailmessage === 'Vælg din julegave'),
      );
    },
  ),

  'gift-shop-app / giftshop.requestCards': modalRow(
    '#/m/s1/inv',
    'manage-codes',
    async ({ el }) => {
      const modal = await openShortcut(el, 'sendcodes', 'sendcodes-form');
      const cards = [...modal.querySelectorAll('label')].find((l) => textOf(l) === 'As printed cards');
      cards.querySelector('input').click();
      await waitFor(() => modal.querySelector('[part~="cards-hint"]'), 'printed cards chosen');
    },
    ({ el, db }) => {
      assert(openModal(el).querySelector('[part~="cards-hint"]'), "'As printed cards' still chosen");
      equal(db.shops.s1.cardsrequested, false, 'nothing ordered');
    },
    async ({ el }) => {
      await noticeIs(el, 'send-notice', 'Printed cards are ordered.');
      assert(partIn(el, 'cards-requested'), 'cards requested shown');
    },
  ),

  'gift-shop-app / giftshop.changeSalespersonUser': {
    ...fresh('#/m', 'manage-dashboard', () => {}, { role: 'salesperson' }),
    async act({ el }) {
      const select = await waitFor(() => partIn(el, 'selected-user')?.querySelector('select:not([disabled])'), 'users');
      typeInto(select, 'u2');
    },
    async failed({ el }) {
      const error = () => partIn(el, 'selected-user')?.querySelector('[role="alert"]');
      await waitFor(
        () => textOf(error()) === 'The user could not be switched. Try again.',
        () => `the failure (${textOf(partIn(el, 'selected-user'))})`,
      );
    },
    async kept({ el }) {
      const select = await waitFor(() => partIn(el, 'selected-user').querySelector('select:not([disabled])'), 'usable');
      equal(select.value, 'u1', 'the user still acted for');
    },
    async recover({ el, db }) {
      // A switch that succeeds reloads the page (the test page too): its answer is held, so the area stays at
      // 'Switching user…' until the client's timeout ends it.
      db.hold = /^giftshop\/salesperson\/users\/change\//;
      typeInto(partIn(el, 'selected-user').querySelector('select'), 'u2');
      await waitFor(
        () => textOf(partIn(el, 'selected-user')).includes('Switching user…'),
        () => `switching (${textOf(partIn(el, 'selected-user'))})`,
      );
      equal(db.requests.at(-1).path, 'giftshop/salesperson/users/change/u2');
      await waitFor(() => textOf(partIn(el, 'selected-user')).includes('could not be switched'), 'held, timed out');
      db.hold = null;
    },
  },
};

describe('fault matrix: gift shop management, the organiser’s actions', () => {
  matrix(rowsOf('giftshop-user'), drivers);
});
