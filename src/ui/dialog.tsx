/**
 * The kit's modal Dialog (WAI-ARIA APG dialog pattern) on a native `<dialog>` opened with `showModal()`: the page
 * behind is inert and Tab stays inside (the browser does both), it is labelled by its title, focus moves in on
 * open and back to the opener on close, Esc closes, the page does not scroll while it is open. Works in shadow
 * roots and in light DOM (it adopts its own CSS into the root it renders in). Decisions: docs/ui-dialog.md.
 *
 * Controlled: the owner says `open`; every way of closing (×, Esc, a backdrop click, a `<form method="dialog">`)
 * calls `onClose(reason)` and the owner sets `open` to false, so the owner's state and the dialog never disagree.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type RefObject } from 'react';
import { adoptKitStyles } from './adopt-styles.ts';
import { CloseButton } from './close-button.tsx';
import dialogCss from './dialog.css?inline';
import { listen } from './listen.ts';
import { lockPageScroll } from './scroll-lock.ts';

/**
 * `default`: 600px wide, the viewport minus 12px each side on phones (spec §9 login modals).
 * `large`: 90vw × 90vh (spec §9 gift modal).
 * `wide`: up to 1000px wide, as tall as its content up to 90vh, the full screen below 640px (spec §2, §9 product
 * information overlay).
 */
export type DialogSize = 'default' | 'large' | 'wide';

/** Why the dialog asks to close. `native`: it closed itself (a `<form method="dialog">`, the browser). */
export type DialogCloseReason = 'close-button' | 'escape' | 'backdrop' | 'native';

export interface DialogProps extends Omit<
  HTMLAttributes<HTMLDialogElement>,
  'title' | 'onClose' | 'onCancel' | 'children'
> {
  open: boolean;
  onClose(reason: DialogCloseReason): void;
  /** The visible title: an `<h2>` in the dialog's header next to the × button; the dialog is labelled by it. */
  title?: ReactNode;
  /** Without `title`: the id of the content's own heading. The content then owns the whole box (no padding) and × floats top right. */
  labelledBy?: string;
  /** Id(s) of the text describing the dialog (`aria-describedby`). */
  describedBy?: string;
  size?: DialogSize;
  /** Receives focus on open. Default: the first focusable element, which is the × button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Receives focus on close. Default: the element that had focus when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the × button. Default: 'Close'. */
  closeLabel?: string;
  /** A click on the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** false while the dialog must stay open (a change in flight): Esc, × and the backdrop do nothing. Default true. */
  dismissible?: boolean;
  titleClassName?: string;
  closeClassName?: string;
  /** `part` of the × button (shadow DOM styling hook). */
  closePart?: string;
  children?: ReactNode;
}

const FOCUSABLE = [
  'button:not([disabled])',
  'a[href]',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The first focusable element of the dialog that is rendered (not inside a closed nested dialog). */
function firstFocusable(dialog: HTMLDialogElement): HTMLElement | null {
  for (const candidate of dialog.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const nested = candidate.parentElement?.closest('dialog');
    if (nested !== dialog && nested && !nested.open) continue;
    if (candidate.getClientRects().length > 0) return candidate;
  }
  return null;
}

/** The focused element, through shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function inside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const rect = dialog.getBoundingClientRect();
  return (
    event.clientX >= rect.left &&
    event.clientX <= rect.right &&
    event.clientY >= rect.top &&
    event.clientY <= rect.bottom
  );
}

export function Dialog(props: DialogProps): ReactNode {
  const {
    open,
    onClose,
    title,
    labelledBy,
    describedBy,
    size = 'default',
    initialFocus,
    returnFocus,
    closeLabel,
    closeOnBackdrop = true,
    dismissible = true,
    titleClassName,
    closeClassName,
    closePart,
    className,
    children,
    ...rest
  } = props;
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  // The listeners below are attached once and read the latest props from here.
  const latest = useRef({ open, onClose, dismissible, closeOnBackdrop, initialFocus, returnFocus });
  latest.current = { open, onClose, dismissible, closeOnBackdrop, initialFocus, returnFocus };

  useLayoutEffect(() => {
    if (ref.current) adoptKitStyles(ref.current, dialogCss);
  }, []);

  // Opening and closing follow `open`: the cleanup of an open run closes (also when the owner unmounts).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const opener = deepActiveElement();
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Not connected yet, or already open non-modally: show it anyway rather than not at all.
        dialog.setAttribute('open', '');
      }
    }
    const unlock = lockPageScroll();
    const target = latest.current.initialFocus?.current ?? firstFocusable(dialog);
    (target ?? dialog).focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const back = latest.current.returnFocus?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    let pressedInside = false;
    const requestClose = (reason: DialogCloseReason): void => {
      if (latest.current.open && latest.current.dismissible) latest.current.onClose(reason);
    };
    // Esc: the owner closes (through `open`), so its state follows; the browser must not close on its own.
    const onCancel = (event: Event): void => {
      event.preventDefault();
      requestClose('escape');
    };
    // Closed without us (form method=dialog, or Chrome closing after a cancel it did not let us prevent).
    const onNativeClose = (): void => {
      // The close event is queued: the close of an earlier run can arrive after the owner reopened the dialog
      // (a quick reopen). It is stale then — the dialog is open again — and must not close the new run.
      if (!latest.current.open || dialog.open) return;
      if (latest.current.dismissible) latest.current.onClose('native');
      else if (dialog.isConnected) dialog.showModal();
    };
    // A press that starts in the content and ends on the backdrop (selecting text) is not a backdrop click.
    const onPointerDown = (event: PointerEvent): void => {
      pressedInside = event.target !== dialog || inside(dialog, event);
    };
    const onClick = (event: MouseEvent): void => {
      const fromInside = pressedInside;
      pressedInside = false;
      if (event.target !== dialog || fromInside || inside(dialog, event) || !latest.current.closeOnBackdrop) return;
      requestClose('backdrop');
    };
    return listen(dialog, { cancel: onCancel, close: onNativeClose, pointerdown: onPointerDown, click: onClick });
  }, []);

  const closeButton = (
    <CloseButton
      iconSize={20}
      className={[
        'butik-dialog__close',
        title === undefined ? 'butik-dialog__close--floating' : '',
        closeClassName ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      part={closePart}
      aria-label={closeLabel ?? t({ message: 'Close', comment: 'the × button of a dialog' })}
      aria-disabled={dismissible ? undefined : true}
      onClick={() => {
        if (latest.current.dismissible) onClose('close-button');
      }}
    />
  );

  return (
    <dialog
      ref={ref}
      className={[
        'butik-dialog',
        `butik-dialog--${size}`,
        title === undefined ? 'butik-dialog--bare' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={title === undefined ? labelledBy : titleId}
      aria-describedby={describedBy}
      {...rest}
    >
      <div className="butik-dialog__inner">
        {title === undefined ? (
          closeButton
        ) : (
          <div className="butik-dialog__head">
            <h2 id={titleId} className={['butik-dialog__title', titleClassName ?? ''].filter(Boolean).join(' ')}>
              {title}
            </h2>
            {closeButton}
          </div>
        )}
        {children}
      </div>
    </dialog>
  );
}
