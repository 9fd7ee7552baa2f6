import type { ReactNode } from 'react';

/**
 * A chevron icon pointing toward the inline start (`start`: previous) or end (`end`: next), decorative (the button
 * around it has the name). Drawn left to right (start = left); right to left the sheet of the element drawing it
 * mirrors it: `.butik-chevron:dir(rtl) { transform: scaleX(-1) }` (slider.css, home-slideshow.css).
 */
export function Chevron({ direction }: { direction: 'start' | 'end' }): ReactNode {
  return (
    <svg className="butik-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'start' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
