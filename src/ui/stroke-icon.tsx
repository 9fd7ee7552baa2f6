/**
 * The kit's line icon: a drawing (24×24 unless `box` says otherwise) in `currentColor` with round caps and joins (its shapes are the children).
 * Decorative (`aria-hidden`, not focusable): the control or text beside it carries the name.
 */
import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** Width and height in CSS pixels; default 20. */
  size?: number;
  /** The viewBox's side in drawing units; default 24. */
  box?: number;
  /** Line width in viewBox units; default 1.8. */
  strokeWidth?: number;
  className?: string;
  /** The shapes (`<path>`, `<circle>`) in the viewBox. */
  children: ReactNode;
}

export function StrokeIcon({
  size = 20,
  box = 24,
  strokeWidth = 1.8,
  className,
  children,
}: StrokeIconProps): ReactNode {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
