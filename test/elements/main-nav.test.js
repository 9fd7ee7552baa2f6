/* global describe, it, afterEach */
// <main-nav>: spec §7 GET productcategories/children/{id}?expandWithChildren=true, §8 navigation fetch errors are
// only logged, §9 navigation dropdown (80 children in 4 columns, 5 sub-items before 'Show more'), breakpoint 960px.
// The fake shop answers the category tree below (each test has its own context, so nothing is cached between them).
import { sendKeys, sendMouse, setViewport } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import {
  assert,
  captureErrors,
  deepActive,
  equal,
  pseudoData,
  requested,
  setup,
  sleep,
  waitFor,
} from './helpers/util.js';

// The page content these tests add around the menu (helpers/pseudo.js).
pseudoData('After', 'Outside');

await setup();
installFakeShop();

const cat = (id, name, parentid, children) => ({
  id,
  name,
  url: `/category/${id}`,
  image: null,
  productcount: 10,
  haschildren: (children?.length ?? 0) > 0,
  parentid,
  ...(children ? { children } : {}),
});
const leaves = (parent, n) =>
  Array.from({ length: n }, (_, i) => cat(`${parent}-${i + 1}`, `${parent} ${i + 1}`, parent));
/** The tree: id -> children with their children. */
const TREE = {
  office: [
    cat('paper', 'Papir', 'office', leaves('paper', 7)),
    cat('pens', 'Kuglepenne', 'office', leaves('pens', 3)),
    cat('folders', 'Mapper', 'office', []),
  ],
  pack: Array.from({ length: 85 }, (_, i) => cat(`box${i + 1}`, `Kasse ${i + 1}`, 'pack', [])),
};
const shallow = (c) => ({ ...c, children: undefined });
const ROOT = [
  cat('office', 'Kontor', null, TREE.office.map(shallow)),
  cat('pack', 'Emballage', null, TREE.pack.map(shallow)),
  cat('gifts', 'Firmagaver', null, []),
];

/** The shop answers the category calls from TREE (and 404 for unknown ids). */
function categories(shop) {
  const answer = shop.answer.bind(shop);
  shop.answer = (method, path, query, body) => {
    const m = /^productcategories\/children\/?(.*)$/.exec(path);
    if (!m) return answer(method, path, query, body);
    const id = decodeURIComponent(m[1]);
    if (!id) return { status: 200, body: { children: ROOT, parent: null } };
    if (!TREE[id]) return { status: 404, body: { error: `Unknown category ${id}` } };
    return { status: 200, body: { children: TREE[id], parent: shallow(ROOT.find((c) => c.id === id)) } };
  };
}

const FALLBACK = '<nav aria-label="Hovedmenu (server)"><ul><li><a href="/category/office">Kontor</a></li></ul></nav>';

/**
 * Mounts the element; `engage` (default): a pointer comes over it, which loads its navigation (the shell shows the
 * fallback and loads nothing before the visitor reaches for it).
 */
async function mount(attrs = '', { tweak, width = 1280, engage = true, fallback = FALLBACK, culture = 'en-GB' } = {}) {
  await setViewport({ width, height: 800 });
  // The pointer away from where the element appears (a pointer already over it counts as reaching for it).
  if (!engage) await sendMouse({ type: 'move', position: [width - 5, 795] });
  const mounted = await mountInShop('main-nav', `<main-nav ${attrs}>${fallback}</main-nav>`, {
    config: `culture="${culture}"`,
    tweak: (shop) => {
      categories(shop);
      tweak?.(shop);
    },
  });
  if (engage) await reachFor(mounted.el);
  return mounted;
}

/** A pointer comes over the element (repeated until its shell listens: it starts listening after its first render). */
const reachFor = (el) =>
  waitFor(
    () => (el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true })), state(el) !== 'idle'),
    'the navigation wanted',
  );

afterEach(() => setViewport({ width: 800, height: 600 }));

const root = (el) => el.shadowRoot;
const $ = (el, selector) => root(el).querySelector(selector);
const $$ = (el, selector) => [...root(el).querySelectorAll(selector)];
const state = (el) => el.getAttribute('data-state');
const waitState = (el, expected) =>
  waitFor(
    () => state(el) === expected,
    () => `data-state ${expected} (is ${state(el)})`,
  );
const top = (el, name) => $$(el, '[part="top"]').find((b) => b.textContent.trim() === name);
const panelOf = (el, button) => root(el).getElementById(button.getAttribute('aria-controls'));
const visible = (node) => !!node && node.getClientRects().length > 0 && getComputedStyle(node).visibility === 'visible';
const calls = (shop, id = '') =>
  shop.requests.filter((r) => r.path.replace(/\/$/, '') === `productcategories/children${id ? `/${id}` : ''}`);
const fallbackLink = (container) => container.querySelector('main-nav > nav a');
const expanded = (button, value, what = `aria-expanded ${value}`) =>
  waitFor(() => button.getAttribute('aria-expanded') === String(value), what);
const center = (node) => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

describe('<main-nav>', () => {
  it('idle: before the visitor reaches for it, the fallback only — no category call, no navigation code; a pointer over it loads both', async () => {
    const { el, shop, container } = await mount('', { engage: false });
    await waitState(el, 'idle');
    await sleep(100);
    assert(visible(fallbackLink(container)), 'the server-rendered link is shown and usable');
    equal(calls(shop).length, 0, 'no category call yet');
    equal(requested(/nav\.part/).length, 0, "the navigation's code is not loaded yet");
    await reachFor(el);
    await waitState(el, 'ready');
    assert(requested(/nav\.part/).length > 0, 'loaded when wanted');
    equal(calls(shop).length, 1);
  });

  it('loading: the light-DOM fallback links show until the tree is here, then the bar replaces them', async () => {
    let release;
    const { el, shop, container } = await mount('', {
      tweak: (s) => {
        release = s.hold('productcategories/children');
      },
    });
    await waitState(el, 'loading');
    // The navigation's code (with its CSS) is here; its tree is held.
    await waitFor(
      () =>
        [...root(el).adoptedStyleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule.cssText.includes('--butik-main-nav-max-width')),
        ),
      "the navigation's CSS",
    );
    assert($(el, 'slot'), 'a slot for the fallback');
    assert(visible(fallbackLink(container)), 'the server-rendered link is shown and usable');
    const before = el.getBoundingClientRect().height;
    release();
    await waitState(el, 'ready');
    equal(calls(shop)[0].query.expandWithChildren, 'true', 'the root with its children, in one call');
    assert(!visible(fallbackLink(container)), 'the fallback is no longer shown');
    equal($(el, 'nav').getAttribute('aria-label'), 'Main navigation');
    equal(
      $$(el, '[part="top"]')
        .map((t) => `${t.localName}:${t.textContent.trim()}`)
        .join(','),
      'button:Kontor,button:Emballage,a:Firmagaver',
      'categories with children are disclosure buttons, the others links',
    );
    equal(top(el, 'Firmagaver').getAttribute('href'), '/category/gifts');
    equal(requested(/nav-menus\.part/).length, 0, "the panels' and drawer's code is not loaded before it is wanted");
    assert(
      Math.abs(el.getBoundingClientRect().height - before) < 30,
      'about the same height (the demo matches it exactly)',
    );
  });

  it('focus on a fallback link loads nothing; a pointer then loads the navigation and the focus moves to the same place', async () => {
    const fallback =
      '<nav aria-label="Hovedmenu (server)"><ul><li><a href="/category/office">Kontor</a></li><li><a href="/category/gifts">Firmagaver</a></li></ul></nav>';
    const { el, container } = await mount('', { engage: false, fallback });
    await waitState(el, 'idle');
    container.querySelector('a[href="/category/gifts"]').focus();
    await sleep(100);
    equal(state(el), 'idle', 'keyboard focus loads nothing: the links work as they are');
    await reachFor(el);
    await waitState(el, 'ready');
    await waitFor(() => deepActive() === top(el, 'Firmagaver'), 'focus on the same link in the navigation');
    container.querySelector('a[href="/category/gifts"]').blur();
  });

  it("phone: the fallback's own Menu button ([data-nav-menu]) loads the navigation and opens the drawer", async () => {
    const fallback = `<nav aria-label="Hovedmenu (server)"><button type="button" data-nav-menu>Menu</button>${FALLBACK}</nav>`;
    const { el, container } = await mount('', { engage: false, width: 390, fallback });
    await waitState(el, 'idle');
    container.querySelector('[data-nav-menu]').click();
    const dialog = await waitFor(() => {
      const d = $(el, 'dialog');
      return d?.open ? d : null;
    }, 'drawer open');
    assert(dialog.contains(deepActive()), 'focus inside the drawer');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 'closed by Escape');
  });

  it('ready with an open panel: See all, children, 5 sub-items then Show more (spec §9); only one panel open', async () => {
    const { el, shop } = await mount();
    await waitState(el, 'ready');
    const office = top(el, 'Kontor');
    await expanded(office, false);
    equal(office.getAttribute('aria-haspopup'), null, 'a disclosure, not a menu button');
    assert(!visible(panelOf(el, office)), 'closed panel hidden');
    office.click();
    await expanded(office, true);
    const panel = panelOf(el, office);
    assert(visible(panel), 'panel shown');
    await waitFor(() => panel.querySelector('[part="all"]'), "the panel's content (an on-demand part)");
    equal(root(el).querySelector('[role="menu"], [role="menuitem"]'), null, 'no menu roles');
    const all = panel.querySelector('[part="all"]');
    equal(all.textContent.trim(), 'See all in Kontor');
    equal(all.getAttribute('href'), '/category/office');
    equal([...panel.querySelectorAll('[part="child"]')].map((a) => a.textContent).join(','), 'Papir,Kuglepenne,Mapper');
    await waitFor(() => panel.querySelectorAll('[part="sub"]').length === 8, 'sub-items loaded: 5 + 3');
    equal(calls(shop, 'office')[0].query.expandWithChildren, 'true');
    const [paper, pens] = panel.querySelectorAll('[part="group"]');
    equal(paper.querySelectorAll('[part="sub"]').length, 5, 'first 5 of 7');
    const more = paper.querySelector('[part="more"]');
    equal(more.textContent.trim(), 'Show more');
    equal(more.getAttribute('href'), '/category/paper');
    equal(more.getAttribute('aria-label'), 'Show more in Papir');
    equal(pens.querySelector('[part="more"]'), null, 'no Show more for 3');
    equal(getComputedStyle(panel.querySelector('[part="columns"]')).columnCount, '4');
    // Only one panel open.
    top(el, 'Emballage').click();
    await expanded(office, false);
    await expanded(top(el, 'Emballage'), true);
    top(el, 'Emballage').click();
    await expanded(top(el, 'Emballage'), false, 'a second press closes');
    office.click(); // left open for the accessibility check
  });

  it('more than 80 children: the panel shows the first 80', async () => {
    const { el } = await mount();
    await waitState(el, 'ready');
    top(el, 'Emballage').click();
    await expanded(top(el, 'Emballage'), true);
    const panel = panelOf(el, top(el, 'Emballage'));
    await waitFor(() => panel.querySelector('[part="group"]'), 'content');
    equal(panel.querySelectorAll('[part="group"]').length, 80);
    equal(panel.querySelector('[part="group"]:last-child [part="child"]').textContent, 'Kasse 80');
  });

  it('keyboard: Enter opens, Tab goes into the panel, Escape closes and returns focus; arrows between items', async () => {
    const { el } = await mount();
    await waitState(el, 'ready');
    const office = top(el, 'Kontor');
    office.focus();
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), top(el, 'Emballage'), '→ next item');
    await sendKeys({ press: 'End' });
    equal(deepActive(), top(el, 'Firmagaver'));
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), office, 'wraps');
    await sendKeys({ press: 'Enter' });
    await expanded(office, true);
    await waitFor(() => panelOf(el, office).querySelector('[part="all"]'), 'content');
    await sendKeys({ press: 'Tab' });
    equal(deepActive().getAttribute('part'), 'all', 'Tab: the panel first link');
    await sendKeys({ press: 'ArrowDown' });
    equal(deepActive().textContent, 'Papir', '↓ next link');
    await sendKeys({ press: 'Escape' });
    await expanded(office, false);
    equal(deepActive(), office, 'focus back on the button');
    await sendKeys({ press: 'ArrowDown' });
    await expanded(office, true, '↓ opens');
    await waitFor(() => deepActive()?.getAttribute('part') === 'all', '↓ focuses the first link');
    // Focus leaving the navigation closes the panel.
    const after = document.createElement('button');
    after.textContent = 'After';
    el.after(after);
    after.focus();
    await expanded(office, false, 'closed when focus leaves');
  });

  it('mouse: hover opens after the intent delay, leaving closes after the grace; a click outside closes', async () => {
    const { el, container } = await mount();
    await waitState(el, 'ready');
    const office = top(el, 'Kontor');
    const [x, y] = center(office);
    await sendMouse({ type: 'move', position: [x, y] });
    await sleep(30);
    equal(office.getAttribute('aria-expanded'), 'false', 'not at once (intent)');
    await waitFor(() => office.getAttribute('aria-expanded') === 'true', 'opened by hover');
    // Into the panel: stays open.
    const panel = panelOf(el, office);
    await sendMouse({ type: 'move', position: center(panel.querySelector('[part="child"]')) });
    await sleep(400);
    await expanded(office, true, 'open while the pointer is in the panel');
    // A click on the button the hover opened keeps it open.
    await sendMouse({ type: 'click', position: [x, y] });
    await sleep(100);
    await expanded(office, true, 'a click pins it, never closes it under the pointer');
    // Away: a pinned panel stays; a click outside closes it.
    await sendMouse({ type: 'move', position: [5, 700] });
    await sleep(400);
    await expanded(office, true, 'pinned');
    const outside = document.createElement('p');
    outside.textContent = 'Outside';
    container.append(outside);
    await sendMouse({ type: 'click', position: center(outside) });
    await expanded(office, false, 'closed by a click outside');
    // Hover open, then leave: closes after the grace period, not at once.
    await sendMouse({ type: 'move', position: [x, y] });
    await waitFor(() => office.getAttribute('aria-expanded') === 'true', 'opened by hover');
    await sendMouse({ type: 'move', position: [5, 700] });
    await sleep(100);
    await expanded(office, true, 'grace');
    await waitFor(() => office.getAttribute('aria-expanded') === 'false', 'closed after the grace');
  });

  it('current: the current category is aria-current="page" and its top-level item highlighted', async () => {
    const { el } = await mount('current="office/paper/paper-3"');
    await waitState(el, 'ready');
    const office = top(el, 'Kontor');
    assert(office.classList.contains('is-current'), 'top-level highlighted');
    office.click();
    const panel = panelOf(el, office);
    await waitFor(() => panel.querySelector('[aria-current="page"]'), 'marked');
    equal(root(el).querySelectorAll('[aria-current="page"]').length, 1);
    equal(panel.querySelector('[aria-current="page"]').textContent, 'paper 3');
  });

  it('a fetch error is only logged: the fallback links stay visible and usable', async () => {
    const errors = captureErrors();
    try {
      const { el, container } = await mount('', {
        tweak: (s) => s.failNext('productcategories/children', { times: 3 }),
      });
      await waitState(el, 'failed');
      assert(visible(fallbackLink(container)), 'the fallback link is shown');
      equal(fallbackLink(container).getAttribute('href'), '/category/office');
      equal($(el, 'nav'), null, 'no navigation of its own, and no error shown');
      await waitFor(
        () => errors.calls.some((c) => c.includes('<main-nav>') && c.includes('could not be loaded')),
        'logged',
      );
    } finally {
      errors.stop();
    }
  });

  it('a bad current attribute logs one error naming the element and attribute, and still renders', async () => {
    const errors = captureErrors();
    try {
      const { el } = await mount('current="a b"');
      await waitState(el, 'ready');
      const bad = errors.calls.filter((c) => c.includes('main-nav') && c.includes('current'));
      equal(bad.length, 1, errors.calls.join('\n'));
      equal(root(el).querySelectorAll('[aria-current]').length, 0);
      equal($$(el, '[part="top"]').length, 3);
    } finally {
      errors.stop();
    }
  });

  it('phone (390px): a Menu button opens the drawer: the tree as nested disclosures, focus inside, Escape returns focus, page scroll locked', async () => {
    const { el, shop } = await mount('current="office/pens"', { width: 390 });
    await waitState(el, 'ready');
    equal($(el, '[part="bar"]'), null, 'no desktop bar');
    const menu = $(el, '[part="menu-button"]');
    equal(menu.textContent.trim(), 'Menu');
    await expanded(menu, false);
    equal(
      $$(el, '[part="quick"] a')
        .map((a) => a.textContent)
        .join(','),
      'Kontor,Emballage,Firmagaver',
    );
    menu.click();
    const dialog = await waitFor(() => {
      const d = $(el, 'dialog');
      return d?.open ? d : null;
    }, 'drawer open');
    await expanded(menu, true);
    equal(dialog.querySelector('h2').textContent, 'Main navigation');
    assert(dialog.contains(deepActive()), 'focus inside the drawer');
    equal(getComputedStyle(document.documentElement).overflowY, 'hidden', 'page scroll locked');
    const box = dialog.getBoundingClientRect();
    await waitFor(() => Math.round(dialog.getBoundingClientRect().left) === 0, 'slid in from the left edge');
    equal(Math.round(box.height), 800, 'full height');
    // The current branch starts open; its sub-items are loaded.
    const toggles = () => [...dialog.querySelectorAll('[part="drawer-toggle"]')];
    const kontor = toggles().find((b) => b.textContent.trim() === 'Kontor');
    await expanded(kontor, true, 'the current branch is open');
    await waitFor(() => toggles().some((b) => b.textContent.trim() === 'Papir'), 'children with sub-items');
    equal(calls(shop, 'office').length, 1);
    const pens = toggles().find((b) => b.textContent.trim() === 'Kuglepenne');
    await expanded(pens, true, 'the current child starts open too');
    equal(dialog.querySelectorAll('[aria-current="page"]').length, 1);
    equal(dialog.querySelector('[aria-current="page"]').textContent.trim(), 'See all in Kuglepenne');
    const papir = toggles().find((b) => b.textContent.trim() === 'Papir');
    equal(papir.getAttribute('aria-expanded'), 'false');
    papir.click();
    await expanded(papir, true);
    const papirPanel = dialog.querySelector(`#${CSS.escape(papir.getAttribute('aria-controls'))}`);
    equal(papirPanel.querySelectorAll('[part="sub"]').length, 5, '5 sub-items');
    equal(papirPanel.querySelector('[part="more"]').getAttribute('href'), '/category/paper');
    const emb = toggles().find((b) => b.textContent.trim() === 'Emballage');
    emb.click();
    await expanded(emb, true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open, 'closed by Escape');
    equal(deepActive(), menu, 'focus back on the Menu button');
    await expanded(menu, false);
    assert(getComputedStyle(document.documentElement).overflowY !== 'hidden', 'scroll unlocked');
    menu.click(); // left open for the accessibility check
    await waitFor(() => dialog.open, 'open again');
  });
  it('right to left (ar-EG): ← → go to the item on the left / right (next / previous), the See all arrow points left', async () => {
    const { el } = await mount('', { culture: 'ar-EG' });
    await waitState(el, 'ready');
    await waitFor(() => getComputedStyle(el).direction === 'rtl', 'right to left once its Arabic texts are loaded');
    const office = top(el, 'Kontor');
    const pack = top(el, 'Emballage');
    assert(pack.getBoundingClientRect().right <= office.getBoundingClientRect().left, 'the second item on the left');
    office.focus();
    await sendKeys({ press: 'ArrowLeft' });
    equal(deepActive(), pack, '← the item on the left: the next one');
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), office, '→ the item on the right: the previous one');
    await sendKeys({ press: 'ArrowRight' });
    equal(deepActive(), top(el, 'Firmagaver'), 'wraps to the last');
    office.focus();
    await sendKeys({ press: 'Enter' });
    await expanded(office, true);
    const all = await waitFor(() => panelOf(el, office).querySelector('[part="all"]'), 'content');
    equal(getComputedStyle(all.querySelector('svg')).transform, 'matrix(-1, 0, 0, 1, 0, 0)', 'the arrow mirrored');
  });

  it('right to left (ar-EG), phone: the drawer opens at the right edge (the inline start)', async () => {
    const { el } = await mount('', { width: 390, culture: 'ar-EG' });
    await waitState(el, 'ready');
    await waitFor(() => getComputedStyle(el).direction === 'rtl', 'right to left once its Arabic texts are loaded');
    $(el, '[part="menu-button"]').click();
    const dialog = await waitFor(() => {
      const d = $(el, 'dialog');
      return d?.open ? d : null;
    }, 'drawer open');
    const edge = document.documentElement.clientWidth;
    await waitFor(
      () => Math.round(dialog.getBoundingClientRect().right) === edge,
      () => `slid in to the right edge ${edge} (right is ${dialog.getBoundingClientRect().right})`,
    );
    assert(dialog.getBoundingClientRect().left > 0, 'not the full width: the page shows on the left');
    equal(getComputedStyle(dialog).direction, 'rtl');
  });
});
