/**
 * Writing direction of an element's layout (issue 14: ar, he, fa, ur read right to left). Read from the element
 * itself (its computed `direction`: the host's `dir`, an ancestor's, or the page's CSS), never from the language,
 * so a page that sets `dir` itself is followed too.
 */

/** Whether `el` is laid out right to left. */
export function isRightToLeft(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

/**
 * What a horizontal arrow key means in reading order inside `el`: 1 (toward the inline end: next), -1 (toward the
 * inline start: previous) or 0 (not ArrowLeft / ArrowRight). The keys follow what is seen: ArrowRight goes to the
 * item on the right, which is the next one left to right and the previous one right to left.
 */
export function inlineArrowStep(key: string, el: Element): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const toRight = key === 'ArrowRight';
  return toRight !== isRightToLeft(el) ? 1 : -1;
}
