/* global describe, it, afterEach */
// <home-slideshow>: spec §2 home slideshow (editor's child elements as slides, auto-advance with a pause button,
// none under prefers-reduced-motion, keyboard, announced slide numbers); WAI-ARIA APG carousel; WCAG 2.2.2.
import { installFakeShop, mountInShop } from './helpers/fake-shop.js';
import { assert, captureErrors, deepActive, equal, setup, sleep, waitFor } from './helpers/util.js';
import { emulateMedia, sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';

await setup();
installFakeShop();

const SLIDES = ['Kontor', 'Lager', 'Kantine']
  .map(
    (name, i) =>
      `<article class="slide" style="min-height: 200px; background: #0f3557; color: #fff; padding: 24px">` +
      `<h2>${name}</h2><a href="/category/${i}" style="color: #fff">Se ${name.toLowerCase()}</a></article>`,
  )
  .join('');

async function mount(attributes = '', slides = SLIDES, config = 'culture="en-GB"') {
  const { el } = await mountInShop('home-slideshow', `<home-slideshow ${attributes}>${slides}</home-slideshow>`, {
    config,
  });
  await waitFor(() => el.shadowRoot?.querySelector('[part="carousel"]'), 'rendered');
  return el;
}

const $ = (el, selector) => el.shadowRoot.querySelector(selector);
const $$ = (el, selector) => [...el.shadowRoot.querySelectorAll(selector)];
/** The shown slide's number (1-based), from the frame that is not inert. */
const shown = (el) => $$(el, '[part="slide"]').findIndex((s) => !s.inert) + 1;
const said = (el) => $(el, '[aria-live="polite"]').textContent;
const playButton = (el) => $(el, '[part="play"]');

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
});

describe('<home-slideshow>', () => {
  it('the children are the slides: APG carousel roles, slide names, one shown, the others inert', async () => {
    const el = await mount();
    const carousel = $(el, '[part="carousel"]');
    equal(carousel.getAttribute('aria-roledescription'), 'carousel');
    equal(carousel.getAttribute('aria-label'), 'Highlights');
    const frames = $$(el, '[part="slide"]');
    equal(frames.length, 3);
    equal(frames[1].getAttribute('role'), 'group');
    equal(frames[1].getAttribute('aria-roledescription'), 'slide');
    equal(frames[1].getAttribute('aria-label'), '2 of 3');
    equal([...el.children].map((c) => c.getAttribute('slot')).join(), 'slide-0,slide-1,slide-2');
    equal(frames[1].querySelector('slot').assignedElements()[0], el.children[1]);
    equal(shown(el), 1);
    equal(frames.filter((f) => f.inert).length, 2);
    // The editor's markup stays the content, in the light DOM.
    equal(el.children[0].querySelector('h2').textContent, 'Kontor');
    // The rotation control comes first in the tab order (APG).
    equal($(el, 'button'), playButton(el));
    equal(playButton(el).getAttribute('aria-label'), 'Stop automatic slide show');
    equal($$(el, '[part="picker"]').length, 3);
    equal($(el, '[part="picker"][aria-current="true"]').getAttribute('aria-label'), 'Slide 1');
  });

  it('auto-advances every interval, wraps, and announces nothing', async () => {
    const el = await mount('interval="250" label="Tilbud"');
    equal($(el, '[part="carousel"]').getAttribute('aria-label'), 'Tilbud');
    equal(el.getAttribute('data-state'), 'playing');
    await waitFor(() => shown(el) === 2, 'slide 2');
    await waitFor(() => shown(el) === 3, 'slide 3');
    await waitFor(() => shown(el) === 1, 'back to slide 1');
    equal(said(el), '', 'auto-advance is not announced');
  });

  it('the pause button stops it (WCAG 2.2.2) and play starts it again', async () => {
    const el = await mount('interval="250"');
    await waitFor(() => shown(el) === 2, 'slide 2');
    playButton(el).click();
    // Move focus and pointer away so only the button holds it.
    playButton(el).blur();
    await waitFor(() => playButton(el).getAttribute('aria-label') === 'Start automatic slide show', 'play label');
    equal(el.getAttribute('data-state'), 'paused');
    const at = shown(el);
    await sleep(700);
    equal(shown(el), at, 'no advance while paused');
    playButton(el).click();
    playButton(el).blur();
    await waitFor(() => shown(el) !== at, 'advances again after play');
  });

  it('held while focus is inside; goes on when focus leaves', async () => {
    const el = await mount('interval="250"');
    el.children[0].querySelector('a').focus();
    await waitFor(() => el.getAttribute('data-state') === 'paused', 'paused while focused');
    await sleep(600);
    equal(shown(el), 1, 'no advance while focus is inside');
    el.children[0].querySelector('a').blur();
    await waitFor(() => el.getAttribute('data-state') === 'playing', 'playing again');
    await waitFor(() => shown(el) === 2, 'advances after focus left');
  });

  it('prefers-reduced-motion: no auto-advance; play is offered', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount('interval="200"');
    equal(playButton(el).getAttribute('aria-label'), 'Start automatic slide show');
    equal(el.getAttribute('data-state'), 'paused');
    await sleep(600);
    equal(shown(el), 1, 'no auto-advance');
  });

  it('keyboard: arrows, Home and End change slide and announce "Slide N of M" politely', async () => {
    const el = await mount();
    $(el, '[part="next"]').focus();
    await sendKeys({ press: 'ArrowRight' });
    equal(shown(el), 2);
    await waitFor(() => said(el) === 'Slide 2 of 3', 'announced');
    await sendKeys({ press: 'End' });
    equal(shown(el), 3);
    equal(said(el), 'Slide 3 of 3');
    await sendKeys({ press: 'ArrowRight' });
    equal(shown(el), 1, 'wraps to the first');
    await sendKeys({ press: 'ArrowLeft' });
    equal(shown(el), 3, 'wraps to the last');
    await sendKeys({ press: 'Home' });
    equal(shown(el), 1);
    // Enter on the next button (a real button).
    await sendKeys({ press: 'Enter' });
    equal(shown(el), 2);
    equal(deepActive(), $(el, '[part="next"]'), 'focus stays on the button');
    // Keys from a slide's link work too (slotted content).
    el.children[1].querySelector('a').focus();
    await sendKeys({ press: 'ArrowLeft' });
    equal(shown(el), 1);
  });

  it('previous, next and the slide pickers; aria-current follows', async () => {
    const el = await mount();
    $(el, '[part="previous"]').click();
    await waitFor(() => shown(el) === 3, 'previous wraps to the last');
    equal(said(el), 'Slide 3 of 3');
    $$(el, '[part="picker"]')[1].click();
    await waitFor(() => shown(el) === 2, 'picker 2');
    equal($(el, '[part="picker"][aria-current="true"]').getAttribute('aria-label'), 'Slide 2');
    equal(said(el), 'Slide 2 of 3');
    $(el, '[part="next"]').click();
    await waitFor(() => shown(el) === 3, 'next');
    playButton(el).focus();
  });

  it('one slide: no controls; children added later become slides', async () => {
    const el = await mount('', SLIDES.split('</article>')[0] + '</article>');
    equal(el.getAttribute('data-state'), 'single');
    equal($(el, '[part="controls"]'), null);
    el.insertAdjacentHTML('beforeend', '<article class="slide" style="min-height: 200px"><h2>Ny</h2></article>');
    await waitFor(() => $$(el, '[part="slide"]').length === 2, 'a second slide');
    assert($(el, '[part="controls"]'), 'controls now');
    equal(el.children[1].getAttribute('slot'), 'slide-1');
  });

  it('right to left (ar-EG): the next slide comes from the left, ArrowLeft is next and ArrowRight previous, chevrons mirrored', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // no slide transition to wait for
    const el = await mount('interval="0"', SLIDES, 'culture="ar-EG"');
    await waitFor(() => getComputedStyle(el).direction === 'rtl', 'right to left once its Arabic texts are loaded');
    const viewport = $(el, '[part="viewport"]').getBoundingClientRect();
    const inView = (number) => {
      const r = $$(el, '[part="slide"]')[number - 1].getBoundingClientRect();
      return Math.abs(r.left - viewport.left) < 1 && Math.abs(r.right - viewport.right) < 1;
    };
    assert(inView(1), 'slide 1 in view');
    const second = $$(el, '[part="slide"]')[1].getBoundingClientRect();
    assert(second.right <= viewport.left + 1, 'slide 2 waits on the left');
    const previous = $(el, '[part="previous"]');
    const next = $(el, '[part="next"]');
    assert(next.getBoundingClientRect().right <= previous.getBoundingClientRect().left, 'next is left of previous');
    equal(
      getComputedStyle(next.querySelector('svg')).transform,
      'matrix(-1, 0, 0, 1, 0, 0)',
      'next chevron points left',
    );
    equal(getComputedStyle(next).transform, 'none', 'the button itself is not mirrored');
    // The controls stay centred.
    const controls = $(el, '[part="controls"]').getBoundingClientRect();
    assert(Math.abs(controls.left + controls.width / 2 - (viewport.left + viewport.width / 2)) < 1, 'controls centred');
    next.focus();
    await sendKeys({ press: 'ArrowLeft' });
    equal(shown(el), 2, '← next');
    await waitFor(() => inView(2), 'slide 2 in view');
    await sendKeys({ press: 'ArrowRight' });
    equal(shown(el), 1, '→ previous');
    await sendKeys({ press: 'ArrowRight' });
    equal(shown(el), 3, '→ wraps to the last');
    await waitFor(() => inView(3), 'slide 3 in view');
    next.click();
    await waitFor(() => shown(el) === 1 && inView(1), 'next wraps to slide 1');
  });

  it('interval="0": no auto-advance and no pause button', async () => {
    const el = await mount('interval="0"');
    equal(playButton(el), null);
    equal(el.getAttribute('data-state'), 'paused');
    assert($(el, '[part="next"]'), 'the other controls stay');
  });

  it('a bad interval logs one error naming the attribute and means 6000 ms', async () => {
    const errors = captureErrors();
    try {
      const el = await mount('interval="fast"');
      await waitFor(() => errors.calls.some((c) => c.includes('home-slideshow') && c.includes('interval')), 'logged');
      equal(el.interval, 6000);
      equal(shown(el), 1);
    } finally {
      errors.stop();
    }
  });
});
