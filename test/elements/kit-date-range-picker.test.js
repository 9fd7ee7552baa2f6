/* global describe, it */
// The kit's DateRangePicker (src/ui/date-range-picker.tsx) through <test-kit-date-range-picker>, which loads it
// lazily (LazyDateRangePicker): react-day-picker in range mode, Monday first, ISO week numbers, ISO values.
import { $, $$, focused, mountKit, settle, text } from './helpers/kit.js';
import { assert, DIST, equal, nothingRendered, setup, waitFor } from './helpers/util.js';
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();

const mount = async (attrs = '') => {
  const el = await mountKit(`<test-kit-date-range-picker ${attrs}></test-kit-date-range-picker>`, '.kit-drp__button');
  return el;
};
const button = (el) => $(el, '.kit-drp__button');
const popover = (el) => $(el, '[role="dialog"]');
const value = (el) => JSON.parse(text($(el, '#value')));
const isOpen = (el) => button(el).getAttribute('aria-expanded') === 'true' && !popover(el).hidden;

async function key(name) {
  await sendKeys({ press: name });
  await settle();
}

async function open(el) {
  button(el).focus();
  await key('Enter');
  await waitFor(() => isOpen(el) && $(el, '.rdp-day_button'), 'calendar open');
  await waitFor(() => focused(el)?.classList.contains('rdp-day_button'), 'focus on a day');
}

/** ISO 8601 week number of a calendar day (independent of the library). */
function isoWeek(y, m, d) {
  const date = new Date(Date.UTC(y, m - 1, d));
  const day = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(date.getUTCFullYear(), 0, 1));
  return Math.ceil(((date - yearStart) / 86400000 + 1) / 7);
}
const weekday = (iso) => new Date(`${iso}T12:00:00Z`).getUTCDay();

describe('kit DateRangePicker', () => {
  it('react-day-picker is only in the lazily loaded chunk: in no element entry and no chunk the loader maps', async () => {
    nothingRendered('checks built files only');
    const loader = await (await fetch(`${DIST}/loader.js`)).text();
    // The loader's packed map (src/loader/map.ts): `<chunk,deps …>/<deps tag tag …>/…`, in one string literal.
    const packed = [...loader.matchAll(/"(?:[^"\\]|\\.)*"/g)]
      .map(([literal]) => JSON.parse(literal))
      .find((text) => text.includes('/') && text.includes('test-kit-date-range-picker'));
    assert(packed, 'the element map in loader.js');
    const [chunkList, ...groups] = packed.split('/');
    const files = new Set(chunkList.split(' ').map((entry) => `chunks/${entry.split(',')[0]}.js`));
    for (const group of groups) for (const tag of group.split(' ').slice(1)) files.add(`elements/${tag}.js`);
    assert(files.has('elements/test-kit-date-range-picker.js'), 'the picker element is mapped');
    // The library's stylesheet (inlined into the picker) and its day-grid class names.
    const MARKER = '.rdp-day_button';
    const holders = [];
    for (const file of files) {
      if ((await (await fetch(`${DIST}/${file}`)).text()).includes(MARKER)) holders.push(file);
    }
    equal(holders.length, 0, `files the loader maps with react-day-picker: ${holders}`);
    // ...and it is in the chunk the element imports on demand
    // (by the lazy wrapper, in the entry or, when an on-demand part uses the wrapper too, in a chunk it imports)
    const entry = await (await fetch(`${DIST}/elements/test-kit-date-range-picker.js`)).text();
    const sources = [entry];
    for (const [, chunk] of entry.matchAll(/from\s*["'](\.\.\/chunks\/[\w.-]+\.js)["']/g)) {
      sources.push(await (await fetch(`${DIST}/elements/${chunk}`)).text());
    }
    const lazy = sources
      .map((source) => /import\(`?["'`]?(?:\.\.\/chunks\/|\.\/)(date-range-picker-[\w-]+\.js)/.exec(source))
      .find(Boolean);
    assert(lazy, 'the element imports the picker chunk dynamically');
    assert(
      (await (await fetch(`${DIST}/chunks/${lazy[1]}`)).text()).includes(MARKER),
      'react-day-picker in the lazy chunk',
    );
  });

  it('the button opens a labelled popover with the calendar; focus goes to a day; Esc closes and returns focus', async () => {
    const el = await mount();
    equal(button(el).getAttribute('aria-haspopup'), 'dialog');
    equal(button(el).getAttribute('aria-expanded'), 'false');
    equal(text(button(el)), 'Choose dates');
    await open(el);
    equal(popover(el).getAttribute('aria-labelledby'), $(el, '.kit-drp__label').id);
    equal(button(el).getAttribute('aria-controls'), popover(el).id);
    assert($(el, '[role="grid"]'), 'a date grid');
    equal(text($(el, '.rdp-footer')), 'Choose the first day.');
    await key('Escape');
    equal(isOpen(el), false);
    equal(focused(el), button(el), 'focus back on the button');
    equal(value(el).from, '', 'no change');
  });

  it('today is the Copenhagen date', async () => {
    const el = await mount();
    await open(el);
    const copenhagen = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const today = $$(el, '[data-today]').map((td) => td.dataset.day);
    assert(today.includes(copenhagen), `today cell ${today} is ${copenhagen}`);
    equal(focused(el).closest('td').dataset.day, copenhagen, 'nothing chosen: focus starts on today');
  });

  it('Monday is the first column and every week starts with its ISO week number', async () => {
    const el = await mount('from="2026-03-10" to="2026-03-12"');
    await open(el);
    const grid = $(el, '[role="grid"]');
    const headers = [...grid.querySelectorAll('thead th')];
    equal(text(headers[0]), 'Wk', 'week-number column first');
    equal(headers[1].getAttribute('aria-label'), 'Monday');
    equal(headers[7].getAttribute('aria-label'), 'Sunday');
    const weeks = [...grid.querySelectorAll('tbody tr')];
    assert(weeks.length >= 5, 'weeks shown');
    for (const week of weeks) {
      const days = [...week.querySelectorAll('td[data-day]')].map((td) => td.dataset.day);
      equal(days.length, 7);
      equal(weekday(days[0]), 1, `${days[0]} is a Monday`);
      const [y, m, d] = days[0].split('-').map(Number);
      equal(text(week.querySelector('th')), String(isoWeek(y, m, d)), `week number of ${days[0]}`);
    }
    // March 2026: the first row is 23 Feb – 1 Mar, ISO week 9
    equal(weeks[0].querySelector('td[data-day]').dataset.day, '2026-02-23');
    equal(text(weeks[0].querySelector('th')), '9');
  });

  it('keyboard range: Enter on the start, arrows, Enter on the end -> ISO strings, closed, focus on the button', async () => {
    const el = await mount('from="2026-03-10" to="2026-03-12"');
    equal(text(button(el)), '10 Mar 2026 – 12 Mar 2026');
    await open(el);
    equal(focused(el).closest('td').dataset.day, '2026-03-10', 'focus on the chosen start');
    await key('Enter');
    equal(text($(el, '.rdp-footer')), 'From 10 Mar 2026: choose the last day.');
    equal(isOpen(el), true);
    await key('ArrowDown');
    await key('ArrowRight');
    equal(focused(el).closest('td').dataset.day, '2026-03-18');
    await key('Enter');
    equal(JSON.stringify(value(el)), JSON.stringify({ from: '2026-03-10', to: '2026-03-18' }));
    equal(isOpen(el), false);
    equal(focused(el), button(el));
    equal(text(button(el)), '10 Mar 2026 – 18 Mar 2026');
  });

  it('the end may come first: the range is ordered; PageDown moves a month', async () => {
    const el = await mount('from="2026-03-10" to="2026-03-12"');
    await open(el);
    await key('PageDown'); // 10 April
    await key('Enter');
    await key('PageUp'); // 10 March
    await key('ArrowLeft'); // 9 March
    await key('Enter');
    equal(JSON.stringify(value(el)), JSON.stringify({ from: '2026-03-09', to: '2026-04-10' }));
  });

  it('right to left (an author\'s dir="rtl"): the calendar runs from the right, ArrowLeft is the next day', async () => {
    const el = await mount('dir="rtl" from="2026-03-10" to="2026-03-12"');
    await open(el);
    equal($(el, '.rdp-root').getAttribute('dir'), 'rtl');
    const cell = (day) => $(el, `td[data-day="${day}"]`).getBoundingClientRect();
    assert(cell('2026-03-11').right <= cell('2026-03-10').left, 'the 11th is left of the 10th');
    equal(focused(el).closest('td').dataset.day, '2026-03-10');
    await key('ArrowLeft');
    equal(focused(el).closest('td').dataset.day, '2026-03-11', '← the day on the left: the next one');
    await key('ArrowRight');
    await key('ArrowRight');
    equal(focused(el).closest('td').dataset.day, '2026-03-09', '→ the day on the right: the previous one');
    // The previous-month button is on the right, its chevron pointing right.
    const previous = $(el, '.rdp-button_previous').getBoundingClientRect();
    assert(previous.left >= $(el, '.rdp-button_next').getBoundingClientRect().right, 'previous month on the right');
  });

  it('Clear empties the value', async () => {
    const el = await mount('from="2026-03-10" to="2026-03-12"');
    $(el, '.kit-drp__clear').click();
    await settle();
    equal(JSON.stringify(value(el)), JSON.stringify({ from: '', to: '' }));
    equal(text(button(el)), 'Choose dates');
  });

  it('Danish: week header Uge, mandag first, Danish dates', async () => {
    const el = await mount('from="2026-03-10" to="2026-03-12" culture="da-DK"');
    await waitFor(() => text(button(el)).includes('mar.'), `Danish dates (is "${text(button(el))}")`);
    equal(text(button(el)), '10. mar. 2026 – 12. mar. 2026');
    await open(el);
    const headers = [...$(el, '[role="grid"]').querySelectorAll('thead th')];
    equal(text(headers[0]), 'Uge');
    equal(headers[1].getAttribute('aria-label'), 'mandag');
    equal(text($(el, '.rdp-footer')), 'Vælg den første dag.');
  });
});
