import type { ReactNode } from 'react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

/** A person outline (decorative). */
export function UserIcon(): ReactNode {
  return (
    <StrokeIcon className="butik-lb__icon" strokeWidth={2}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </StrokeIcon>
  );
}
