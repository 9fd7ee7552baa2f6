/* global describe, it, beforeEach, afterEach */
// <gift-shop-app>'s export and print of the codes (issue 12) against a fake gift-shop API in this page: 'Eksportér
// CSV' (the file's text caught where the download starts: BOM, ';', Danish states, the filter's rows, a second
// press while the first runs), and the printable sheet #/m/{giftshop}/inv/print (cards per page, the theme, the
// greeting as text, a QR code that a decoder reads back as the recipient's link, the print media, a shop without
// codes, the QR library failing to load). The shared hook runs axe-core over the page after every test.
import { emulateMedia } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { decodeQR } from '/node_modules/qr/decode.js';
import { json, stubApi } from './helpers/api-stub.js';
import { day, giftCode, giftShop } from './helpers/gift-shop-records.js';
import { assert, deepEqual, equal, failNextChunk, fixture, setup, waitFor } from './helpers/util.js';

const { rendered } = await setup();
await emulateMedia({ reducedMotion: 'reduce' });

// ---- fake API -------------------------------------------------------------------------------------------
const TERMOKRUS = { id: '10001', name: 'Termokrus', image: '' };
const TAEPPE = { id: '10002', name: 'Tæppe; uld', image: '' };
const GREETING = '<p>Glædelig <b>jul</b> &amp; godt nytår!</p><script>window.hacked = true</script><p>Hilsen Ida</p>';
const shop = (id, extra = {}) => giftShop(id, { lastupdate: new Date().toISOString(), ...extra });

let db;
function resetDb() {
  const many = Array.from({ length: 10 }, (_, i) =>
    giftCode(`MANY-${String(i + 1).padStart(4, '0')}`, 'many', {
      name: i === 0 ? 'Ida Holm' : null,
      ...(i === 9 ? { products: ['10001'], productsinfo: [TERMOKRUS] } : {}),
    }),
  );
  db = {
    shops: {
      open: shop('open', { name: 'Julegaven 2026' }),
      many: shop('many', {
        name: 'Julefrokost',
        message: GREETING,
        theme: { backgroundcolor: '#0f4c3a', textcolor: '#fdf6e3', logoimage: null },
      }),
      empty: shop('empty', { name: 'Sommerfest' }),
      used: shop('used', { name: 'Brugt' }),
      closed: shop('closed', { name: 'Julegaven 2025', startdate: day(-400), enddate: day(-330), status: 1 }),
    },
    codes: {
      open: [
        giftCode('JUL-0001', 'open', {
          name: 'Ida Holm',
          email: 'ida@firma.dk',
          products: ['10001', '10002'],
          productsinfo: [TERMOKRUS, TAEPPE],
          invitationstate: 'SENT',
          lastupdate: '2026-11-27T23:30:00Z',
        }),
        giftCode('JUL-0002', 'open', { name: '=Bo Berg', email: 'bo@firma.invalid', invitationstate: 'FAILED' }),
        giftCode('JUL-0003', 'open', { invitationstate: 'SENDING' }),
      ],
      many,
      empty: [],
      used: [giftCode('USED-0001', 'used', { products: ['10001'], productsinfo: [TERMOKRUS] })],
      closed: [giftCode('OLD-0001', 'closed', { name: 'Åse Ørn' })],
    },
  };
}

stubApi('print', {
  record: () => {},
  answer(method, path) {
    let m;
    if (path === 'giftshop/settings')
      return json(200, {
        defaultconfiguration: { overviewhelptext: 'O.', assortmenthelptext: 'S.', codeshelptext: 'Koder.' },
      });
    if (path === 'giftshop/by-user') return json(200, Object.values(db.shops));
    if ((m = /^giftshop\/([^/]+)\/codes$/.exec(path))) return json(200, db.codes[m[1]] ?? []);
    if ((m = /^giftshop\/([^/]+)$/.exec(path)))
      return db.shops[m[1]] ? json(200, db.shops[m[1]]) : json(404, { error: 'Ukendt gaveshop' });
    return json(404, { error: 'not found' });
  },
});

// ---- helpers --------------------------------------------------------------------------------------------
let app;
const root = () => app.shadowRoot;
const part = (name) => root().querySelector(`[part~="${name}"]`);
const parts = (name) => [...root().querySelectorAll(`[part~="${name}"]`)];
const text = (name) => part(name)?.textContent.replace(/\s+/g, ' ').trim() ?? '';
const pageLink = (shopId, code) => `${location.origin}${location.pathname}#/g/${shopId}/${code}`;

async function open(hash, ready) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  const container = fixture(
    `<shop-context context="print" culture="da-DK" signed-in><gift-shop-app></gift-shop-app></shop-context>`,
  );
  await customElements.whenDefined('gift-shop-app');
  await rendered();
  app = container.querySelector('gift-shop-app');
  await waitFor(() => app.dataset.state === 'manage-codes' && part(ready), `${ready} (${app.dataset.state})`);
  await rendered();
}

/** Catches the next download: the Blob handed to URL.createObjectURL, read as text; and the link's file name. */
function catchDownloads() {
  const files = [];
  const realCreate = URL.createObjectURL;
  const realClick = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob) => {
    files.push({ blob, name: null });
    return 'blob:caught';
  };
  HTMLAnchorElement.prototype.click = function click() {
    if (this.href === 'blob:caught') files[files.length - 1].name = this.download;
    else realClick.call(this);
  };
  return {
    files,
    restore() {
      URL.createObjectURL = realCreate;
      HTMLAnchorElement.prototype.click = realClick;
    },
  };
}

/** A file's text with its byte-order mark kept (Blob.text() drops it). */
const bytesOf = async (blob) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

/** The QR code's SVG drawn on a canvas and read back by the library's decoder. */
async function decodeSvg(svg) {
  const side = 400;
  const markup = new XMLSerializer().serializeToString(svg).replace('<svg', `<svg width="${side}" height="${side}"`);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, side, side);
  const { data } = context.getImageData(0, 0, side, side);
  return decodeQR({ width: side, height: side, data });
}

let downloads;
describe("<gift-shop-app> 'Gavebeviser': export and print", () => {
  beforeEach(() => {
    resetDb();
    downloads = catchDownloads();
  });
  afterEach(() => downloads.restore());

  // First in the file: the export's chunk and the QR library's are loaded once per page (the sheet loads the
  // export's module too, for the links).
  it("the export's code fails to load: 'Filen kunne ikke laves', and the next press makes the file", async () => {
    await failNextChunk(/\/codes-export-/);
    await open('#/m/open/inv', 'export-codes');
    part('export-codes').click();
    await waitFor(() => text('export-status') === 'Filen kunne ikke laves. Prøv igen.', 'the failure');
    equal(downloads.files.length, 0);
    part('export-codes').click();
    await waitFor(() => downloads.files.length === 1, 'the file on the second press');
    assert(text('export-status').startsWith('3 gavebeviser er eksporteret til gavebeviser-open-'));
  });

  // First in the file: the QR library's chunk is loaded once per page.
  it('the QR library fails to load: the sheet says so and loads it again on "Prøv igen"', async () => {
    await failNextChunk(/\/qr-/);
    await open('#/m/many/inv/print', 'print-sheet');
    await waitFor(() => root().querySelector('[role="alert"]'), 'the failure alert');
    assert(root().querySelector('[role="alert"]').textContent.includes('QR-koderne kunne ikke laves'));
    equal(parts('print-card').length, 0);
    equal(part('print-button').disabled, true, 'nothing to print yet');
    root().querySelector('[role="alert"] button').click();
    await waitFor(() => parts('print-card').length === 9, 'cards after the retry');
  });

  it("the codes' toolbar: 'Eksportér CSV' makes the Danish Excel file of the rows the filter shows", async () => {
    await open('#/m/open/inv', 'export-codes');
    equal(part('export-codes').textContent, 'Eksportér CSV');
    equal(part('print-codes').textContent, 'Udskriv gavebeviser');
    equal(part('print-codes').getAttribute('href'), '#/m/open/inv/print');

    part('export-codes').click();
    part('export-codes').click(); // a second press while the first file is made makes no second file
    await waitFor(() => text('export-status').includes('eksporteret'), 'the export status');
    equal(downloads.files.length, 1, 'one file');
    const [file] = downloads.files;
    equal(file.blob.type, 'text/csv;charset=utf-8');
    assert(/^gavebeviser-open-\d{4}-\d{2}-\d{2}\.csv$/.test(file.name), file.name);
    equal(text('export-status'), `3 gavebeviser er eksporteret til ${file.name}.`);
    const csv = await bytesOf(file.blob);
    equal(csv.charCodeAt(0), 0xfeff, 'a byte-order mark first');
    deepEqual(csv.slice(1).split('\r\n'), [
      'Kode;Navn;E-mail;Invitation;Valgte gaver;Opdateret;Link',
      `JUL-0001;Ida Holm;ida@firma.dk;Sendt;"Termokrus, Tæppe; uld";2026-11-28 00:30;${pageLink('open', 'JUL-0001')}`,
      `JUL-0002;"'=Bo Berg";bo@firma.invalid;Fejlede;;${csv.split('\r\n')[2].split(';')[5]};${pageLink('open', 'JUL-0002')}`,
      `JUL-0003;;;Sendes;;${csv.split('\r\n')[3].split(';')[5]};${pageLink('open', 'JUL-0003')}`,
      '',
    ]);

    // Only what the filter shows: 'Invitation fejlede'.
    const filter = part('codes-filter');
    filter.value = 'failed';
    filter.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await waitFor(() => part('codes').querySelectorAll('tbody tr').length === 1, 'the filter');
    part('export-codes').click();
    await waitFor(() => downloads.files.length === 2, 'a second file');
    const lines = (await downloads.files[1].blob.text()).split('\r\n');
    equal(lines.length, 3, `header, one row, end: ${lines}`);
    assert(lines[1].startsWith('JUL-0002;'), lines[1]);
    equal(text('export-status'), `1 gavebeviser er eksporteret til ${downloads.files[1].name}.`);
  });

  it('a closed shop can export and print too', async () => {
    await open('#/m/closed/inv', 'export-codes');
    equal(part('remove-codes'), null, 'nothing may change');
    part('export-codes').click();
    await waitFor(() => downloads.files.length === 1, 'the file');
    assert((await downloads.files[0].blob.text()).includes('OLD-0001;Åse Ørn;;Ikke sendt;;'));
    part('print-codes').click();
    await waitFor(() => parts('print-card').length === 1, 'the sheet');
    equal(location.hash, '#/m/closed/inv/print');
  });

  it('the sheet: 8 cards per A4 page, only unused codes by default, theme, greeting as text, QR of the link', async () => {
    await open('#/m/many/inv/print', 'print-pages');
    deepEqual(
      [...part('breadcrumb').querySelectorAll('li')].map((li) => li.textContent),
      ['Oversigt', 'Julefrokost', 'Gavebeviser', 'Udskriv gavebeviser'],
    );
    equal(root().querySelector('.ps-sheet h3').textContent, 'Udskriv gavebeviser – Julefrokost');
    equal(part('print-back').getAttribute('href'), '#/m/many/inv');
    assert(part('print-back').textContent.includes('Tilbage til gavebeviser'));
    // The shortcuts on the sheet: the sections, and the theme and greeting its cards show.
    deepEqual(
      [...part('shortcuts').querySelectorAll('a, button')].map((el) => el.textContent.trim()),
      ['Overblik', 'Sortiment', 'Gavebeviser', 'Ret tema', 'Ret hilsen'],
    );

    // 9 unused of 10: 2 pages (8 + 1).
    equal(part('print-only-unused').checked, true);
    equal(text('print-count'), '9 kort på 2 sider');
    deepEqual(
      parts('print-page').map((p) => p.querySelectorAll('[part~="print-card"]').length),
      [8, 1],
    );
    deepEqual(
      parts('print-page').map((p) => p.getAttribute('aria-label')),
      ['Side 1 af 2', 'Side 2 af 2'],
    );
    assert(!parts('print-code').some((c) => c.textContent === 'MANY-0010'), 'the used code is left out');
    part('print-only-unused').click();
    await waitFor(() => parts('print-card').length === 10, 'all 10 cards');
    equal(text('print-count'), '10 kort på 2 sider');
    part('print-only-unused').click();
    await waitFor(() => parts('print-card').length === 9, 'back to 9');

    const first = part('print-card');
    equal(first.querySelector('[part~="print-code"]').textContent, 'MANY-0001');
    equal(first.querySelector('.ps-card__to').textContent, 'Til Ida Holm');
    equal(parts('print-card')[1].querySelector('.ps-card__to'), null, 'no name, no line');
    equal(first.querySelector('.ps-card__shop').textContent, 'Julefrokost');
    // The greeting's HTML is shown as its text: no markup, no script.
    const greeting = first.querySelector('[part~="print-greeting"]');
    equal(greeting.textContent, 'Glædelig jul & godt nytår!\nHilsen Ida');
    equal(greeting.children.length, 0);
    equal(window.hacked, undefined);
    // The theme's colours.
    equal(getComputedStyle(first).backgroundColor, 'rgb(15, 76, 58)');
    equal(getComputedStyle(first).color, 'rgb(253, 246, 227)');
    // Cut marks at the four corners.
    equal(first.querySelectorAll('.ps-mark').length, 4);

    // The link and its QR code: the decoder reads the recipient's deep link.
    const link = pageLink('many', 'MANY-0001');
    equal(first.querySelector('[part~="print-link"]').textContent, link);
    const qr = first.querySelector('svg[part~="print-qr"]');
    equal(qr.getAttribute('role'), 'img');
    equal(qr.getAttribute('aria-label'), `QR-kode til ${link}`);
    equal(await decodeSvg(qr), link);
    equal(await decodeSvg(parts('print-qr')[8]), pageLink('many', 'MANY-0009'));

    // 'Udskriv' opens the browser's print dialog.
    const realPrint = window.print;
    let printed = 0;
    window.print = () => (printed += 1);
    try {
      part('print-button').click();
      equal(printed, 1);
    } finally {
      window.print = realPrint;
    }
  });

  it('in print: only the pages, A4 page box, a page break after every 8 cards; the rule leaves with the sheet', async () => {
    await open('#/m/many/inv/print', 'print-pages');
    const pageRule = () =>
      document.adoptedStyleSheets.flatMap((s) => [...s.cssRules]).find((r) => r.cssText.startsWith('@page'));
    assert(/size: a4/i.test(pageRule()?.cssText), `the @page rule is adopted by the document: ${pageRule()?.cssText}`);
    await emulateMedia({ media: 'print' });
    try {
      for (const name of ['back', 'breadcrumb', 'shortcuts', 'help', 'print-back', 'print-button'])
        equal(part(name).checkVisibility(), false, `${name} hidden in print`);
      equal(part('print-card').checkVisibility(), true, 'the cards print');
      const [one, two] = parts('print-page');
      equal(getComputedStyle(one).breakAfter, 'page');
      equal(getComputedStyle(two).breakAfter, 'auto');
      equal(getComputedStyle(part('print-card')).breakInside, 'avoid');
      // 198 mm wide (A4 less the 6 mm margins), 2 × 4 cards.
      assert(Math.abs(one.getBoundingClientRect().width - (198 * 96) / 25.4) < 1, 'the page width');
      equal(getComputedStyle(one).gridTemplateColumns.split(' ').length, 2);
      equal(getComputedStyle(one).gridTemplateRows.split(' ').length, 4);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
    part('print-back').click();
    await waitFor(() => part('codes') && !part('print-sheet'), 'back on the codes page');
    equal(pageRule(), undefined, 'the @page rule is gone');
  });

  it('a shop without codes says so', async () => {
    await open('#/m/empty/inv/print', 'print-empty');
    equal(text('print-empty'), 'Gaveshoppen har ingen gavebeviser at udskrive.');
    equal(part('print-button'), null);
    equal(part('print-pages'), null);
  });

  it('a shop whose codes are all used says how to print them anyway', async () => {
    await open('#/m/used/inv/print', 'print-none');
    equal(text('print-none'), 'Alle gavebeviser er brugt. Fjern fluebenet for at udskrive dem alligevel.');
    equal(part('print-button').disabled, true);
    part('print-only-unused').click();
    await waitFor(() => parts('print-card').length === 1, 'the used code printed on request');
    equal(part('print-button').disabled, false);
  });
});
