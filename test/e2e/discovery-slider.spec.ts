/**
 * Discovery journeys of issue 13 (slider, slideshow, view events), desktop and phone, against the demo:
 * - the home page's popular products `<product-slider>` shows 5 / 4 / 3 / 2 / 1 cards at page widths
 *   1280 / 1000 / 700 / 500 / 360 px. The slider counts by its own width (below 1200 / 900 / 600 / 400 px):
 *   in the demo it is the page container's content box, at most 1248 − 2 × 24 = 1200 px, i.e. the viewport minus
 *   the scroll bar and the gutters (24 px from 600 px, 16 px below): 1200 / ~937 / ~637 / ~453 / ~313 px;
 * - the server-rendered row inside it is the fallback (the slider's code loads when it comes near the viewport): the page
 *   does not shift when the slider takes over;
 * - the `<home-slideshow>` pauses (button, hover, focus), is driven by keys with 'Slide N af 3' announced, and does
 *   not auto-advance under reduced motion;
 * - a product page sends one `POST event/view { type: 'product', id }` per page view (flag `eventtracking`).
 * Screenshots: test-results/screens/<project>-discovery-<step>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectClean, needsElements, rendered, screenshot, watchProblems } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const slider = (page: Page) => page.locator('product-slider.popular-slider');
const slideshow = (page: Page) => page.locator('home-slideshow');

/** Cards of the slider fully inside its scroller. */
async function visibleCards(page: Page): Promise<number> {
  return slider(page).evaluate((el) => {
    const list = el.shadowRoot!.querySelector('[part="list"]')!.getBoundingClientRect();
    return [...el.shadowRoot!.querySelectorAll('[part="card"]')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.width > 0 && r.left >= list.left - 1 && r.right <= list.right + 1;
    }).length;
  });
}

/** The shown slide's number (1-based). */
const shownSlide = (page: Page) =>
  slideshow(page).evaluate(
    (el) => [...el.shadowRoot!.querySelectorAll('[part="slide"]')].findIndex((s) => !(s as HTMLElement).inert) + 1,
  );

test.beforeEach(() => needsElements('product-slider', 'home-slideshow'));

test('the popular products slider shows 5 / 4 / 3 / 2 / 1 cards at 1280 / 1000 / 700 / 500 / 360 px', async ({
  page,
}, testInfo) => {
  const problems = watchProblems(page);
  const partRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/product-slider\.part-[\w-]+\.js/.test(request.url())) partRequests.push(request.url());
  });
  await page.goto('/');
  await rendered(slider(page));
  // Below the fold its code waits (src/ui/until-reached.tsx): the server's row shows; it loads when scrolled near.
  await page.waitForLoadState('networkidle');
  expect(partRequests, "the slider's code before it is in view").toEqual([]);
  await expect(slider(page)).toHaveAttribute('data-state', 'waiting');
  await slider(page).scrollIntoViewIfNeeded();
  await expect(slider(page)).toHaveAttribute('data-state', 'ready');
  expect(partRequests).toHaveLength(1);
  await expect(slider(page).locator('[part="card"]')).toHaveCount(10);
  for (const [width, count] of [
    [1280, 5],
    [1000, 4],
    [700, 3],
    [500, 2],
    [360, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(
        () => slider(page).evaluate((el) => el.shadowRoot!.querySelector('.kit-slider')!.getAttribute('data-per-row')),
        {
          message: `items per row at ${width}px`,
        },
      )
      .toBe(String(count));
    await expect.poll(() => visibleCards(page), { message: `cards visible at ${width}px` }).toBe(count);
  }
  await page.setViewportSize(testInfo.project.use.viewport!);
  // Next scrolls one row, previous comes back; both disabled at their ends.
  const next = slider(page).locator('[part="next"]');
  const previous = slider(page).locator('[part="previous"]');
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();
  await slider(page).locator('[part="section"]').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'discovery-slider-next');
  await previous.click();
  await expect(previous).toBeDisabled();
  // Keyboard: the arrow keys move between the cards.
  await slider(page).locator('[part="name"]').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider(page).locator('[part="name"]').nth(1)).toBeFocused();
  await expectAccessible(page, 'home with slider and slideshow');
  await expectClean(page, problems);
});

test('the home page does not shift while the slideshow and the slider take over', async ({ page }, testInfo) => {
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number[] }).__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await rendered(slider(page));
  await rendered(slideshow(page));
  await slider(page).scrollIntoViewIfNeeded();
  await expect(slider(page)).toHaveAttribute('data-state', 'ready');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );
  testInfo.annotations.push({ type: 'cls', description: cls.toFixed(4) });
  expect(cls, 'cumulative layout shift of the home page').toBeLessThan(0.05);
  await screenshot(page, testInfo, 'discovery-home');
});

test('the slideshow pauses (button, hover, focus), keys change slide and announce it', async ({ page }, testInfo) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await rendered(slideshow(page));
  const show = slideshow(page);
  const play = show.locator('[part="play"]');
  await expect(show).toHaveAttribute('data-state', 'playing');
  await expect(play).toHaveAccessibleName('Stop automatisk visning');
  // Hover holds it.
  await show.hover();
  if (!testInfo.project.use.hasTouch) await expect(show).toHaveAttribute('data-state', 'paused');
  // The pause button stops it until play.
  await play.click();
  await expect(play).toHaveAccessibleName('Start automatisk visning');
  await page.mouse.move(0, 0);
  await page.locator('h2').last().focus();
  await expect(show).toHaveAttribute('data-state', 'paused');
  // Keys: next slide, announced politely in Danish.
  await show.locator('[part="next"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => shownSlide(page)).toBe(2);
  await expect(show.locator('[aria-live="polite"]')).toHaveText('Slide 2 af 3');
  await page.waitForTimeout(700); // the slide's 600 ms movement, for the picture
  await screenshot(page, testInfo, 'discovery-slideshow-2');
  await page.keyboard.press('End');
  await expect.poll(() => shownSlide(page)).toBe(3);
  await page.waitForTimeout(700);
  await screenshot(page, testInfo, 'discovery-slideshow-3');
  await expectAccessible(page, 'slideshow on slide 3');
  await expectClean(page, problems);
});

test('a failed slider call leaves the server-rendered row, usable, and shows no error', async ({ page }, testInfo) => {
  await page.route('**/contextapi/butik/v1/simpleproductquery', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  await page.goto('/');
  await rendered(slideshow(page));
  await slider(page).scrollIntoViewIfNeeded();
  await expect(slider(page)).toHaveAttribute('data-state', 'failed');
  const fallback = slider(page).locator(':scope > .product-grid .card');
  await expect(fallback.first()).toBeVisible();
  await expect(slider(page).locator('[role="alert"]')).toHaveCount(0);
  await expect(slider(page).locator(':scope > [slot="actions"]')).toBeHidden();
  await slider(page).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'discovery-slider-failed');
  await fallback.first().locator('.card__title a').click();
  await expect(page).toHaveURL(/\/product\//);
});

test('no auto-advance under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await rendered(slideshow(page));
  await expect(slideshow(page)).toHaveAttribute('data-state', 'paused');
  await expect(slideshow(page).locator('[part="play"]')).toHaveAccessibleName('Start automatisk visning');
});

test('a product page sends one view event per page view; the home page none', async ({ page }) => {
  const views: { url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/event/view')) {
      views.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
    }
  });
  await page.goto('/');
  await rendered(slider(page));
  await page.waitForLoadState('networkidle');
  expect(views, 'no view event on the home page').toEqual([]);
  await page.goto('/product/10001');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]).toEqual({ url: '/contextapi/butik/v1/event/view', body: { type: 'product', id: '10001' } });
  await page.waitForTimeout(500);
  expect(views, 'one per page view').toHaveLength(1);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => views.length, { message: 'a new page view: one more' }).toBe(2);
});
