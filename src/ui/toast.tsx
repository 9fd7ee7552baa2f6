/**
 * The kit's Toast: short notices in a polite live region that go away by themselves after 5000 ms (spec §9
 * "Notification timeout 5000 ms"), or with their dismiss button. While the pointer is over the notices or focus is
 * inside them the time stands still (WCAG 2.2.1), and it runs on with what was left when both leave.
 *
 *   const toasts = useToasts();
 *   toasts.show(t`Saved`);                        // from any handler or effect of the feature
 *   return <>…<ToastRegion toasts={toasts} /></>; // once, anywhere in the feature's tree
 *
 * The region renders where the feature renders it (its shadow root, or the light DOM) and adopts its own CSS.
 * A modal dialog makes everything outside it inert: a feature showing notices while its dialog is open renders
 * the region inside the dialog. Decisions: docs/ui-dialog.md.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { adoptKitStyles } from './adopt-styles.ts';
import { CloseButton } from './close-button.tsx';
import { listen } from './listen.ts';
import toastCss from './toast.css?inline';

/** Spec §9: notification timeout. */
export const TOAST_TIMEOUT_MS = 5000;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: ReactNode;
  tone: ToastTone;
}

export interface Toasts {
  readonly items: readonly ToastItem[];
  /** Shows a notice; returns its id (for `dismiss`). */
  show(message: ReactNode, options?: { tone?: ToastTone }): number;
  dismiss(id: number): void;
}

/** The time source of the timers (tests pass a manual clock; no wall-clock waits). */
export interface ToastClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: ToastClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

let nextId = 1;

/** The notices of one feature, and the functions to show and dismiss them (stable between renders). */
export function useToasts(): Toasts {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  const show = useCallback((message: ReactNode, options: { tone?: ToastTone } = {}) => {
    const id = nextId++;
    setItems((current) => [...current, { id, message, tone: options.tone ?? 'info' }]);
    return id;
  }, []);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  return useMemo(() => ({ items, show, dismiss }), [items, show, dismiss]);
}

export interface ToastRegionProps {
  toasts: Toasts;
  /** How long a notice stays (ms of not being paused). Default {@link TOAST_TIMEOUT_MS}. */
  timeout?: number;
  clock?: ToastClock;
  /** `part` of the region (shadow DOM styling hook). */
  part?: string;
}

/** The live region with the notices. Always rendered (empty too): a live region must exist before it changes. */
export function ToastRegion({
  toasts,
  timeout = TOAST_TIMEOUT_MS,
  clock = browserClock,
  part,
}: ToastRegionProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useLayoutEffect(() => {
    if (ref.current) adoptKitStyles(ref.current, toastCss);
  }, []);

  // Native listeners: they work before React's (deferred) root listeners are attached.
  useEffect(() => {
    const region = ref.current;
    if (!region) return undefined;
    const enter = (): void => setHovered(true);
    const leave = (): void => setHovered(false);
    const focusIn = (): void => setFocused(true);
    const focusOut = (event: FocusEvent): void => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) setFocused(false);
    };
    return listen(region, { pointerenter: enter, pointerleave: leave, focusin: focusIn, focusout: focusOut });
  }, []);

  // The last notice went away while focus or the pointer was on it: nothing is left to pause.
  const empty = toasts.items.length === 0;
  useEffect(() => {
    if (!empty) return;
    setHovered(false);
    setFocused(false);
  }, [empty]);

  return (
    <div
      ref={ref}
      className="butik-toasts"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      part={part}
      data-paused={hovered || focused ? '' : undefined}
    >
      {toasts.items.map((item) => (
        <Toast
          key={item.id}
          item={item}
          paused={hovered || focused}
          timeout={timeout}
          clock={clock}
          onDismiss={toasts.dismiss}
        />
      ))}
    </div>
  );
}

interface ToastProps {
  item: ToastItem;
  paused: boolean;
  timeout: number;
  clock: ToastClock;
  onDismiss(id: number): void;
}

function Toast({ item, paused, timeout, clock, onDismiss }: ToastProps): ReactNode {
  const { t } = useLingui();
  const remaining = useRef(timeout);

  // Runs while not paused; a pause keeps what was left of the time.
  useEffect(() => {
    if (paused) return undefined;
    const started = clock.now();
    const handle = clock.setTimeout(() => onDismiss(item.id), Math.max(0, remaining.current));
    return () => {
      clock.clearTimeout(handle);
      remaining.current -= clock.now() - started;
    };
  }, [paused, clock, item.id, onDismiss]);

  return (
    <div className="butik-toast" data-tone={item.tone}>
      <p className="butik-toast__message">{item.message}</p>
      <CloseButton
        iconSize={16}
        className="butik-toast__dismiss"
        aria-label={t({ message: 'Dismiss', comment: 'the × button of a notice (toast)' })}
        onClick={() => onDismiss(item.id)}
      />
    </div>
  );
}
