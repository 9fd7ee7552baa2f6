/**
 * LoadMore (spec §2 product detail: 'Displaying X of Y', a progress bar and 'Load more').
 *
 * - The text 'Displaying {shown} of {total}' names the progress bar (`role="progressbar"`, value = shown,
 *   max = total, `aria-labelledby` the text) and is a polite live region, so the new count is announced after a
 *   load.
 * - 'Load more' calls `onLoadMore`; while `loading` it stays focusable with `aria-disabled` and a spinner (a
 *   second press is ignored). When everything is shown the button goes away and focus, if it was on the
 *   button, moves to the text (focusable with tabindex -1) instead of falling to the page.
 *
 * Styles: `loadMoreCss` plus the Button and Spinner sheets. Tokens: `--butik-load-more-bar-height` (6px),
 * `--butik-load-more-bar-color` (the primary colour).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Spinner } from './spinner-icon.tsx';

export { default as loadMoreCss } from './load-more.css?inline';

export interface LoadMoreProps {
  /** How many items are shown. */
  shown: number;
  /** How many there are in all. */
  total: number;
  onLoadMore: () => void;
  /** A load is running. */
  loading?: boolean;
  /** The button's `name`: a waiting element's fallback control with the same key hands its focus to it (until-reached.tsx). */
  name?: string;
}

export function LoadMore({ shown, total, onLoadMore, loading = false, name }: LoadMoreProps): ReactNode {
  const { i18n } = useLingui();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);
  const max = Math.max(0, total);
  const value = Math.min(Math.max(0, shown), max);
  const more = value < max;
  const displayed = i18n.number(value);
  const all = i18n.number(max);
  const percent = max === 0 ? 100 : (value / max) * 100;

  // The button disappears once all is shown: keep focus inside the control (on the text) rather than the body.
  useEffect(() => {
    if (!more && hadFocus.current) textRef.current?.focus();
    hadFocus.current = false;
  }, [more]);

  return (
    <div className="kit-lm" data-complete={!more || undefined}>
      <p ref={textRef} className="kit-lm__text" id={`${id}-text`} aria-live="polite" tabIndex={-1}>
        <Trans comment="load-more control (spec §2); {displayed} of {all} items shown">
          Displaying {displayed} of {all}
        </Trans>
      </p>
      <div
        className="kit-lm__bar"
        role="progressbar"
        aria-labelledby={`${id}-text`}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
      >
        <div className="kit-lm__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {more ? (
        <button
          ref={buttonRef}
          type="button"
          name={name}
          className="butik-button kit-lm__button"
          aria-disabled={loading || undefined}
          onFocus={() => (hadFocus.current = true)}
          onBlur={() => (hadFocus.current = false)}
          onClick={() => {
            if (!loading) onLoadMore();
          }}
        >
          {loading ? <Spinner /> : null}
          <Trans comment="load-more control (spec §2): shows the next items">Load more</Trans>
        </button>
      ) : null}
    </div>
  );
}
