/**
 * A button for an action that runs a while (a save, an add to the cart): while `busy` it says so (`aria-busy`),
 * shows the kit's spinner before its text, and ignores clicks, yet stays focusable (`aria-disabled`, not
 * `disabled`, so focus is not lost mid-action). The form kit's SubmitButton and the features' save / add buttons.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner-icon.tsx';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  busy: boolean;
  type?: 'button' | 'submit';
  /** `part` (shadow DOM styling hook). */
  part?: string;
  /** Show the spinner while busy (default true). */
  spinner?: boolean;
}

export function BusyButton({
  busy,
  type = 'button',
  spinner = true,
  onClick,
  children,
  ...rest
}: BusyButtonProps): ReactNode {
  return (
    <button
      {...rest}
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && spinner ? <Spinner /> : null}
      {children}
    </button>
  );
}
