/**
 * Parts of an element loaded when the user opens them (issue 10, "load modal and panel contents when they open";
 * docs/performance.md "Loaded on open"): a panel's or dialog's content, a parser needed once a file is chosen.
 * The element's own chunk keeps what is shown at first (the trigger, a count); the part is a dynamic import, so
 * the build puts it in an on-demand chunk that a page loads only when the part is wanted.
 *
 * - `lazyPart(() => import('./x.tsx'), { chunk: 'x', base: import.meta.url })`: the part, loaded once per page.
 *   A failed load is forgotten and the next attempt requests the chunk again. A browser may keep a failed module
 *   in its module map and fail every later `import()` of that URL without a request (the HTML standard did until
 *   whatwg/html#10327; the headless Chromium of the element tests still does), so a retry imports the chunk's
 *   file with `?retry=<n>` (as the loader does for element entries): `chunks/<chunk>-<build>.js`, the build's
 *   naming (src/loader/chunks.ts), next to the importing chunk (`base`, whose name ends in the same build hash).
 *   Unbuilt (Vitest) `base` is a source file: a retry then calls the importer again.
 *   `preload()` on hover or focus of the trigger starts the load a moment earlier.
 * - `useLazyPart(part, wanted)`: starts the load once `wanted` is true and follows it: `loading`, `ready` (with the
 *   module), `failed` (with `retry`). A failed load is logged and never thrown: the element stays usable.
 * - `usePartOpener(part, what)`: for a button that opens a part (a dialog): counts the presses (each new count
 *   opens it), loads the part on the first, and preloads it when a pointer or focus reaches the button.
 * - `<LazyFallback>`: what the part's place shows meanwhile: the kit's spinner with a status text, or the kit's
 *   alert with 'Try again'. It adopts those two sheets itself, so an element need not list them.
 * Like LazyDateRangePicker (date-range-picker-lazy.tsx), minus React.lazy: Suspense offers no retry after a failure.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { adoptKitStyles } from './adopt-styles.ts';
import alertCss from './alert.css?inline';
import spinnerCss from './spinner.css?inline';
import { KIT_TEXTS } from './texts.ts';
import { LoadingLine, RetryAlert } from './retry-alert.tsx';
import type { LazyPart } from './lazy-load.ts';

/** The loading line: spinner and text side by side, in the muted colour. */
const lazyCss = `.kit-lazy__loading { display: flex; align-items: center; gap: calc(var(--butik-spacing, 8px) * 0.75); margin: 0; color: var(--butik-color-muted, #59636e); }`;

export { lazyPart, retryUrl, type LazyPart, type LazyPartOptions } from './lazy-load.ts';

export type LazyState<T> =
  { status: 'idle' | 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry(): void };

/** Loads `part` once `wanted` is (or was) true; `what` names it in the console when the load fails. */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean, what: string): LazyState<T> {
  const [module, setModule] = useState<T | undefined>(part.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || module !== undefined) return;
    let live = true;
    setFailed(false);
    part.load().then(
      (loaded) => {
        if (live) setModule(() => loaded);
      },
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted, module, attempt, what]);
  if (module !== undefined) return { status: 'ready', module };
  if (failed) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: wanted ? 'loading' : 'idle' };
}

export interface PartOpener<T> {
  /** How often the button was pressed (0: never): each new count opens the part. */
  opens: number;
  state: LazyState<T>;
  /** For the button: a press opens (and on the first, loads); a pointer over it or focus on it preloads. */
  buttonProps: { onClick(): void; onPointerEnter(): void; onFocus(): void };
}

export function usePartOpener<T>(part: LazyPart<T>, what: string): PartOpener<T> {
  const [opens, setOpens] = useState(0);
  const state = useLazyPart(part, opens > 0, what);
  const buttonProps = { onClick: () => setOpens((n) => n + 1), onPointerEnter: part.preload, onFocus: part.preload };
  return { opens, state, buttonProps };
}

export interface LazyFallbackProps {
  state: LazyState<unknown>;
  /** Class of the wrapper (the place's own spacing). */
  className?: string;
  /** `part` names of the failure message and its button, for an element that documents them. */
  errorPart?: string;
  retryPart?: string;
}

/** The part's place while it loads (spinner + status text) or after it failed (alert + 'Try again'). */
export function LazyFallback({ state, className, errorPart, retryPart }: LazyFallbackProps): ReactNode {
  const _ = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    adoptKitStyles(ref.current, spinnerCss);
    adoptKitStyles(ref.current, alertCss);
    adoptKitStyles(ref.current, lazyCss);
  }, []);
  if (state.status === 'ready') return null;
  return (
    <div ref={ref} className={['kit-lazy', className ?? ''].filter(Boolean).join(' ')} data-lazy={state.status}>
      {state.status === 'failed' ? (
        <RetryAlert text={_(KIT_TEXTS.partFailed)} onRetry={state.retry} part={errorPart} retryPart={retryPart} />
      ) : (
        <LoadingLine className="kit-lazy__loading" text={_(KIT_TEXTS.partLoading)} />
      )}
    </div>
  );
}
