/** Small pieces the bars and the on-demand parts share (the parts get them through kit.ts). */
import type { ReactNode } from 'react';
import type { CurrentMark } from './nav-tree.ts';

/** `aria-current` of the link to category `id`. */
export const current = (id: string, mark: CurrentMark): 'page' | undefined => (id === mark.id ? 'page' : undefined);

export function ChevronIcon({ className = 'mn-chevron' }: { className?: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
