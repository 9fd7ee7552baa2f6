/**
 * `<home-slideshow>` (spec §2 home slideshow; WAI-ARIA APG carousel pattern, WCAG 2.2.2 pause, stop, hide).
 *
 * - Slides are the element's light-DOM child elements, as the CMS editor wrote them (image, heading, link…): each
 *   child gets `slot="slide-N"` and is shown in its own slide frame (`role="group"`, `aria-roledescription="slide"`,
 *   `aria-label="N of M"`); children added or removed later are picked up. The editor's markup stays the content
 *   (page CSS styles it; the element only arranges, moves and hides the frames).
 * - Auto-advance every `interval` ms (default {@link SLIDESHOW_DEFAULT_INTERVAL_MS}; 0 = never) with a visible
 *   pause / play button first in the tab order. Never under `prefers-reduced-motion: reduce` (the button then
 *   starts as play, so the visitor can still choose it). Held while the pointer is over the slideshow or focus is
 *   inside it; it goes on when both leave (a press of pause stops it until play).
 * - Previous / next buttons, slide pickers (one button per slide, `aria-current` on the shown one), and the keys
 *   ArrowLeft / ArrowRight / Home / End while focus is inside. Hidden slides are `inert`.
 * - Right to left (the host's computed direction) the slides run leftwards: next comes in from the left, the
 *   chevrons are mirrored and ArrowLeft is next, ArrowRight previous (the keys follow what is seen).
 * - 'Slide N of M' is said in a polite live region after a visitor's action only, never on auto-advance.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useHost, useHostState, useUntilRenderedSlotGone } from '../../internal/element-context.ts';
import { Chevron } from '../../ui/chevron-icon.tsx';
import { inlineArrowStep } from '../../ui/direction.ts';

export const SLIDESHOW_DEFAULT_INTERVAL_MS = 6000;

export interface HomeSlideshowProps {
  interval?: number;
  label?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The element's slides: its child elements, each given its own named slot. */
function useSlides(host: HTMLElement): number {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    const assign = () => {
      const slides = [...host.children];
      slides.forEach((slide, i) => {
        if (slide.getAttribute('slot') !== `slide-${i}`) slide.setAttribute('slot', `slide-${i}`);
      });
      setCount(slides.length);
    };
    assign();
    const observer = new MutationObserver(assign);
    observer.observe(host, { childList: true });
    return () => observer.disconnect();
  }, [host]);
  return count;
}

/** True while the pointer is over the host or focus is inside it. */
function useHeld(host: HTMLElement): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    // Focus moving inside the shadow root has its relatedTarget retargeted to the host: still inside.
    const focusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (!(to instanceof Node && host.contains(to))) setFocused(false);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('focusin', focusIn);
    host.addEventListener('focusout', focusOut);
    return () => {
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('focusin', focusIn);
      host.removeEventListener('focusout', focusOut);
    };
  }, [host]);
  return hovered || focused;
}

export function HomeSlideshow({ interval = SLIDESHOW_DEFAULT_INTERVAL_MS, label }: HomeSlideshowProps): ReactNode {
  const host = useHost();
  const { t } = useLingui();
  useUntilRenderedSlotGone();
  const count = useSlides(host);
  const held = useHeld(host);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !matchMedia(REDUCED_MOTION).matches);
  const [said, setSaid] = useState('');
  const current = count ? Math.min(index, count - 1) : 0;
  const rotating = playing && interval > 0 && count > 1;
  useHostState(count > 1 ? (rotating && !held ? 'playing' : 'paused') : 'single');

  // Reduced motion switched on while the page is open: stop.
  useEffect(() => {
    const query = matchMedia(REDUCED_MOTION);
    const change = () => {
      if (query.matches) setPlaying(false);
    };
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);

  // Auto-advance: each slide gets a full interval; nothing is announced.
  useEffect(() => {
    if (!rotating || held) return;
    const timer = setTimeout(() => {
      setIndex((i) => (i + 1) % count);
      setSaid('');
    }, interval);
    return () => clearTimeout(timer);
  }, [rotating, held, interval, count, current]);

  /** A visitor's move to slide `to` (wrapping), announced. */
  const go = useCallback(
    (to: number) => {
      if (count < 1) return;
      const next = ((to % count) + count) % count;
      const number = next + 1;
      setIndex(next);
      setSaid(
        t({
          message: `Slide ${number} of ${count}`,
          comment: 'home slideshow: announced after the visitor changes slide; {number} of {count}',
        }),
      );
    },
    [count, t],
  );

  // Keys while focus is anywhere inside (slotted links included: a native listener sees them).
  const keyState = useRef({ current, go, count });
  keyState.current = { current, go, count };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.composedPath()[0];
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (target instanceof HTMLElement && target.matches('input, textarea, select, [contenteditable]')) return;
      const s = keyState.current;
      const step = inlineArrowStep(event.key, host);
      const to =
        step !== 0 ? s.current + step : event.key === 'Home' ? 0 : event.key === 'End' ? s.count - 1 : undefined;
      if (to === undefined || s.count < 2) return;
      event.preventDefault();
      s.go(to);
    };
    host.addEventListener('keydown', onKey);
    return () => host.removeEventListener('keydown', onKey);
  }, [host]);

  const name = label?.trim() || t({ message: 'Highlights', comment: 'home slideshow: default accessible name' });
  const slides = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <section
      className="ss"
      part="carousel"
      aria-roledescription={t({ message: 'carousel', comment: 'home slideshow: aria-roledescription (APG carousel)' })}
      aria-label={name}
    >
      {count > 1 && (
        <div className="ss-controls" part="controls">
          {interval > 0 && (
            <button
              type="button"
              className="ss-button ss-button--play"
              part="play"
              aria-label={
                playing
                  ? t({ message: 'Stop automatic slide show', comment: 'home slideshow: pause button (WCAG 2.2.2)' })
                  : t({ message: 'Start automatic slide show', comment: 'home slideshow: play button' })
              }
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          )}
          <button
            type="button"
            className="ss-button"
            part="previous"
            aria-label={t({ message: 'Previous slide', comment: 'home slideshow: previous button' })}
            onClick={() => go(current - 1)}
          >
            <Chevron direction="start" />
          </button>
          <div className="ss-pickers" part="pickers">
            {slides.map((number) => (
              <button
                key={number}
                type="button"
                className="ss-picker"
                part="picker"
                aria-label={t({
                  message: `Slide ${number}`,
                  comment: 'home slideshow: slide picker (one dot per slide)',
                })}
                aria-current={number === current + 1 ? 'true' : undefined}
                onClick={() => go(number - 1)}
              />
            ))}
          </div>
          <button
            type="button"
            className="ss-button"
            part="next"
            aria-label={t({ message: 'Next slide', comment: 'home slideshow: next button' })}
            onClick={() => go(current + 1)}
          >
            <Chevron direction="end" />
          </button>
        </div>
      )}
      <div className="ss-viewport" part="viewport">
        <div className="ss-track" style={{ '--ss-index': current } as CSSProperties}>
          {slides.map((number) => (
            <div
              key={number}
              className="ss-slide"
              part="slide"
              role="group"
              aria-roledescription={t({
                message: 'slide',
                comment: 'home slideshow: aria-roledescription of one slide',
              })}
              aria-label={t({ message: `${number} of ${count}`, comment: 'home slideshow: name of a slide' })}
              inert={number !== current + 1}
              data-current={number === current + 1 || undefined}
            >
              <slot name={`slide-${number - 1}`} />
            </div>
          ))}
        </div>
      </div>
      <div className="ss-status" aria-live="polite" aria-atomic="true">
        {said}
      </div>
    </section>
  );
}

function PauseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
    </svg>
  );
}
