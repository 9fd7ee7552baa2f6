/** The kit's busy spinner: decorative (`aria-hidden`); say what is busy in text or `aria-busy` beside it. */
import type { ReactNode } from 'react';

export interface SpinnerProps {
  /** `light` on a dark or brand-coloured surface, `muted` beside a field; default: the text colour. */
  variant?: 'light' | 'muted';
  className?: string;
}

export function Spinner({ variant, className }: SpinnerProps): ReactNode {
  const classes = ['butik-spinner', variant ? `butik-spinner--${variant}` : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <span className={classes} aria-hidden="true" />;
}
