/**
 * The kit's round × button (Dialog's close, Toast's dismiss): `butik-close` plus the caller's own class, an ×
 * icon of `iconSize` px, and its sheet (close-button.css) adopted into the root it renders in. The caller gives
 * the label (`aria-label`) and `onClick`.
 */
import { useLayoutEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { adoptKitStyles } from './adopt-styles.ts';
import closeButtonCss from './close-button.css?inline';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** Width and height of the × in px. */
  iconSize: number;
  /** The `part` name, for host styling through the shadow root. */
  part?: string | undefined;
}

export function CloseButton({ iconSize, className, ...rest }: CloseButtonProps): ReactNode {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptKitStyles(ref.current, closeButtonCss);
  }, []);
  return (
    <button ref={ref} type="button" className={className ? `butik-close ${className}` : 'butik-close'} {...rest}>
      <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
