/**
 * Slider: a horizontal row of items (product cards…), generic over the item (spec §2 product slider, §9 resize
 * debounce 200 ms).
 *
 * - Items per row from the slider's own width ({@link itemsPerRow}): 5 by default, 4 / 3 / 2 / 1 below
 *   1200 / 900 / 600 / 400 px. Measured at once on mount, then by a ResizeObserver debounced
 *   {@link SLIDER_RESIZE_DEBOUNCE_MS}; the count is the CSS variable `--kit-slider-per-row` and `data-per-row`.
 * - The row is a native horizontal scroller with CSS scroll snap (swipe and trackpads scroll natively).
 * - Previous / next buttons scroll one row's worth of items toward the inline start / end (right to left, next
 *   scrolls leftwards, where Chromium's `scrollLeft` goes negative); each is disabled at its end (read from the
 *   scroll position after every scroll). Their chevrons are mirrored right to left.
 * - Items: `renderItem` returns each `<li>` (sized and snapped by the kit).
 * - Keyboard: the list is one tab stop group; ArrowLeft / ArrowRight move focus to the item on the left / right
 *   (previous / next left to right, next / previous right to left; its first focusable element) and scroll it
 *   into view; Home / End to the first / last item.
 *
 * Styles: `sliderCss` plus the Button sheet. Tokens: `--butik-slider-gap` (16px).
 */
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { Chevron } from './chevron-icon.tsx';
import { inlineArrowStep, isRightToLeft } from './direction.ts';

export { default as sliderCss } from './slider.css?inline';

/** Resizes wait this long for more resizes before the count is recomputed (spec §9). */
export const SLIDER_RESIZE_DEBOUNCE_MS = 200;

/** Items per row for a slider `width` px wide: 5, or 4 / 3 / 2 / 1 below 1200 / 900 / 600 / 400 px. */
export function itemsPerRow(width: number): number {
  if (width < 400) return 1;
  if (width < 600) return 2;
  if (width < 900) return 3;
  if (width < 1200) return 4;
  return 5;
}

export interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** One item of the list: an `<li>` (the list is a `<ul>`; e.g. the shared product card). */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible names of the list and the two buttons. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Shown before the buttons on the slider's top row (the section heading). */
  header?: ReactNode;
  /** `part` names: the list (`list`), the buttons (`previous`, `next`). */
  parts?: { list?: string; previous?: string; next?: string };
}

/** Tab stops of an item (its first one gets focus on the arrow keys). */
const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input', 'select', 'textarea', '[tabindex]']
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ');

export function Slider<T>({
  items,
  itemKey,
  renderItem,
  label,
  previousLabel,
  nextLabel,
  header,
  parts = {},
}: SliderProps<T>): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [perRow, setPerRow] = useState(5);
  const [ends, setEnds] = useState({ start: true, end: true });

  const readEnds = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    const left = Math.abs(list.scrollLeft);
    const next = { start: left <= 1, end: left >= max - 1 };
    setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  // Width -> items per row: at once on mount (no flash of the wrong count), then debounced.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setPerRow(itemsPerRow(root.getBoundingClientRect().width));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setPerRow(itemsPerRow(root.getBoundingClientRect().width));
        readEnds();
      }, SLIDER_RESIZE_DEBOUNCE_MS);
    });
    observer.observe(root);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [readEnds]);

  useLayoutEffect(readEnds, [readEnds, perRow, items.length]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    list.addEventListener('scroll', readEnds, { passive: true });
    return () => list.removeEventListener('scroll', readEnds);
  }, [readEnds]);

  const itemsOf = (): HTMLElement[] => [...(listRef.current?.children ?? [])] as HTMLElement[];

  /** Scrolls by one row of items toward the inline start (direction -1) or end (1): leftwards for 1 right to left. */
  const page = (direction: number) => {
    const list = listRef.current;
    const first = itemsOf()[0];
    if (!list || !first) return;
    const step = list.clientWidth + parseFloat(getComputedStyle(list).columnGap || '0');
    const sign = isRightToLeft(list) ? -1 : 1;
    list.scrollBy({ left: sign * direction * step, behavior: scrollBehavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // The arrow keys stay with fields (a card's quantity, inside the card's <add-to-cart>: the path's first node is
    // the field itself, where `target` is the nested element's host) and with modified presses.
    const origin = event.nativeEvent.composedPath()[0];
    if (origin instanceof Element && origin.matches('input, textarea, select, [contenteditable]')) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const all = itemsOf();
    const current = all.findIndex((li) => li.contains(event.target as Node));
    if (current < 0) return;
    const step = inlineArrowStep(event.key, event.currentTarget);
    const target = step !== 0 ? current + step : event.key === 'Home' ? 0 : event.key === 'End' ? all.length - 1 : -1;
    const item = all[target];
    if (!item) return;
    event.preventDefault();
    const focusable = item.querySelector<HTMLElement>(FOCUSABLE) ?? item;
    focusable.focus({ preventScroll: true });
    item.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() });
  };

  return (
    <div
      ref={rootRef}
      className="kit-slider"
      data-per-row={perRow}
      style={{ '--kit-slider-per-row': perRow } as CSSProperties}
    >
      <div className="kit-slider__head">
        {header}
        <div className="kit-slider__nav">
          <button
            type="button"
            className="butik-button butik-button--icon kit-slider__button kit-slider__button--previous"
            part={parts.previous}
            aria-label={previousLabel}
            disabled={ends.start}
            onClick={() => page(-1)}
          >
            <Chevron direction="start" />
          </button>
          <button
            type="button"
            className="butik-button butik-button--icon kit-slider__button kit-slider__button--next"
            part={parts.next}
            aria-label={nextLabel}
            disabled={ends.end}
            onClick={() => page(1)}
          >
            <Chevron direction="end" />
          </button>
        </div>
      </div>
      {/* The items hold links: they are the tab stops (axe: a scroller must be reachable by keyboard). */}
      <ul ref={listRef} className="kit-slider__list" part={parts.list} aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <Fragment key={itemKey(item)}>{renderItem(item, i)}</Fragment>
        ))}
      </ul>
    </div>
  );
}

function scrollBehavior(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
