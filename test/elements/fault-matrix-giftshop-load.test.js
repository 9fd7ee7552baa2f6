/* global describe */
// Fault matrix, gift-shop management (background loads): <gift-shop-app>'s management area (#/m…) × every call it
// makes on its own while a route loads (settings, shops, the supervisor's list, a shop, its codes and addresses,
// product details, the sent status it polls, the salesperson's users, 'Disponering') × the six faults
// (helpers/faults.js), against helpers/gift-shop-fault-api.js. The six cells of a row share the page's one location
// hash: they open the same route. Rows: helpers/fault-rows.js (group 'giftshop-load'); runner:
// helpers/fault-matrix.js; table: docs/fault-matrix.md. The organiser's actions: fault-matrix-giftshop-user.test.js.
import { matrix } from './helpers/fault-matrix.js';
import { rowsOf } from './helpers/fault-rows.js';
import {
  buttonIn,
  inArea,
  installGiftShopApi,
  meeting,
  mountArea,
  openModal,
  partIn,
  textOf,
  waitArea,
} from './helpers/gift-shop-fault-api.js';
import { assert, equal, waitFor } from './helpers/util.js';

installGiftShopApi();

/** The alert in the area's main column, with its 'Try again'. */
async function mainAlert(el, text) {
  const alert = await waitFor(
    () => inArea(el, 'main [role="alert"]'),
    () => `an alert (main shows "${textOf(inArea(el, 'main')).slice(0, 200)}")`,
  );
  assert(textOf(alert).startsWith(text), textOf(alert));
  assert(buttonIn(alert, 'Try again'), 'Try again offered');
  return alert;
}
const tryAgain = async (el) => buttonIn(await mainAlert(el, ''), 'Try again').click();
const dashboardRows = (el) => [...(partIn(el, 'dashboard')?.querySelectorAll('tbody tr') ?? [])];
const shortcuts = (el) => [...partIn(el, 'shortcuts').querySelectorAll('a, button')].map(textOf);

/** A load row: the area opened at `hash` with the fault on from the start. */
const at = (hash, options = {}) => ({
  mount: (tweak) => mountArea(hash, { ...options, tweak }),
});

/** The first load (settings and shops together): the whole area's failure, and Try again. */
const firstLoad = {
  ...at('#/m'),
  async failed({ el }) {
    await waitArea(el, 'failed');
    await mainAlert(el, 'The gift shops could not be loaded.');
  },
  async recover({ el }) {
    await tryAgain(el);
    await waitArea(el, 'manage-dashboard');
    await waitFor(() => dashboardRows(el).length === 2, 'the two shops listed');
  },
};

/** The addresses row's cells meet before the route changes (one hash for the six). */
const addressesMeet = meeting();
let addressesLeader = true;

const drivers = {
  'gift-shop-app / giftshop.getSettings': firstLoad,
  'gift-shop-app / giftshop.getByUser': firstLoad,

  'gift-shop-app / giftshop.getSupervisorGiftShops': {
    ...at('#/m/giftshops', { role: 'supervisor' }),
    async failed({ el }) {
      await waitArea(el, 'manage-giftshops');
      await mainAlert(el, 'The gift shops could not be loaded.');
    },
    async recover({ el }) {
      await tryAgain(el);
      await waitFor(
        () => inArea(el, 'main tbody')?.querySelectorAll('tr').length === 3 && !inArea(el, 'main [role="alert"]'),
        () => `every shop listed (${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
    },
  },

  'gift-shop-app / giftshop.get': {
    ...at('#/m/x9', { role: 'supervisor' }),
    async failed({ el }) {
      await waitArea(el, 'manage-overview');
      await mainAlert(el, 'The gift shop could not be loaded.');
    },
    async recover({ el }) {
      await tryAgain(el);
      await waitFor(() => textOf(partIn(el, 'overview')).includes('Lones jul'), "the shop's summary");
    },
  },

  'gift-shop-app / giftshop.getCodes': {
    ...at('#/m/s1'),
    async failed({ el }) {
      await waitArea(el, 'manage-overview');
      await mainAlert(el, 'The gift shop could not be loaded.');
      assert(!shortcuts(el).includes('Edit dates'), 'no shop actions without its data');
    },
    async recover({ el }) {
      await tryAgain(el);
      await waitFor(
        () => textOf(partIn(el, 'overview')).includes('1 of 3 gift certificates used'),
        () => `the summary with its codes (${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
      assert(shortcuts(el).includes('Edit dates'), shortcuts(el).join(' | '));
    },
  },

  'gift-shop-app / giftshop.getAddresses': {
    ...at('#/m/s1'),
    async failed({ el, db }) {
      await waitArea(el, 'manage-overview');
      await waitFor(() => textOf(partIn(el, 'overview')).includes('Julegaven 2026'), 'the summary');
      equal(inArea(el, 'main [role="alert"]'), null, 'no message');
      assert(partIn(el, 'action-dates'), 'the shop actions offered');
      equal(partIn(el, 'action-address'), null, "no 'Edit delivery address' without addresses to choose");
      equal(db.requests.filter((r) => r.path === 'giftshop/addresses').length, 0, 'no address answered');
    },
    async recover({ el, db }) {
      // The six leave the summary and come back together (the route is the page's hash).
      await addressesMeet();
      if (addressesLeader) {
        addressesLeader = false;
        location.hash = '#/m';
        await waitFor(() => el.dataset.state === 'manage-dashboard', 'the dashboard');
        location.hash = '#/m/s1';
      }
      await waitFor(
        () => el.dataset.state === 'manage-overview' && db.requests.some((r) => r.path === 'giftshop/addresses'),
        'the summary again, its addresses loaded',
      );
      (await waitFor(() => partIn(el, 'action-address'), "'Edit delivery address'")).click();
      await waitFor(
        () => textOf(openModal(el)).includes('Gaveglad ApS'),
        () => `the address listed (${textOf(openModal(el))})`,
      );
    },
  },

  'gift-shop-app / giftshop.getProductInfo': {
    ...at('#/m/s1/ass'),
    async failed({ el }) {
      await waitArea(el, 'manage-assortment');
      await mainAlert(el, 'The products could not be loaded.');
    },
    async recover({ el }) {
      await tryAgain(el);
      await waitFor(
        () => textOf(partIn(el, 'assortment-grid')).includes('Uldplaid'),
        () => `the products with their names (${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
    },
  },

  'gift-shop-app / giftshop.getSentStatus': {
    ...at('#/m/s1/inv', { sending: true }),
    async failed({ el }) {
      await waitArea(el, 'manage-codes');
      await waitFor(
        () =>
          textOf(partIn(el, 'sending-now')) ===
          '1 e-mail is on its way… The sending status could not be read right now. We keep trying.',
        () => `the polling failure said (${textOf(partIn(el, 'sending-now'))})`,
        8000,
      );
    },
    async recover({ el, db }) {
      await waitFor(() => textOf(partIn(el, 'sending-now')) === '', 'no e-mail on its way', 8000);
      equal(db.codes.s1[1].invitationstate, 'SENT');
      const row = [...inArea(el, 'main tbody').querySelectorAll('tr')].find((tr) => textOf(tr).includes('JUL-0002'));
      assert(textOf(row).includes('Sent'), textOf(row));
    },
  },

  'gift-shop-app / giftshop.getSalespersonUsers': {
    ...at('#/m', { role: 'salesperson' }),
    async failed({ el }) {
      const alert = await waitFor(() => partIn(el, 'selected-user-error'), 'the users failure');
      assert(textOf(alert).startsWith('The users could not be loaded.'), textOf(alert));
      assert(buttonIn(alert, 'Try again'), 'Try again offered');
      equal(alert.getAttribute('role'), 'alert');
      equal(dashboardRows(el).length, 2, 'the dashboard works');
    },
    async recover({ el }) {
      buttonIn(partIn(el, 'selected-user-error'), 'Try again').click();
      const select = await waitFor(() => partIn(el, 'selected-user')?.querySelector('select:not([disabled])'), 'users');
      const labels = [...select.options].map(textOf);
      assert(labels.includes('Lone Larsen (lone@kontorhuset.test)'), labels.join(' | '));
      equal(select.value, 'u1', 'the user acted for');
    },
  },

  'gift-shop-app / giftshop.getSupervisorProducts': {
    ...at('#/m/products', { role: 'supervisor' }),
    async failed({ el }) {
      const alert = await waitFor(() => partIn(el, 'disposition-error'), "'Disponering' failure", 8000);
      assert(textOf(alert).startsWith('The products could not be loaded.'), textOf(alert));
      assert(buttonIn(alert, 'Try again'), 'Try again offered');
    },
    async recover({ el }) {
      partIn(el, 'disposition-retry').click();
      await waitFor(
        () => textOf(partIn(el, 'disposition')).includes('Termokrus'),
        () => `the products to order (${textOf(inArea(el, 'main')).slice(0, 200)})`,
      );
    },
  },
};

describe('fault matrix: gift shop management, background loads', () => {
  matrix(rowsOf('giftshop-load'), drivers);
});
