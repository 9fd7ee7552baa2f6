/**
 * The parts of `<cart-preview>` shown before its panel or page content is loaded: the cart icon, the item count
 * text, the VAT label of the toggle's total and the loading skeleton. The rest (lines, fees and total, the empty
 * and failure states) is in line-parts.tsx, loaded with that content (cart-panel.tsx).
 */
import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

export function VatLabel({ incVat }: { incVat: boolean }): ReactNode {
  return incVat ? (
    <Trans comment="cart: amounts include VAT">incl. VAT</Trans>
  ) : (
    <Trans comment="cart: amounts exclude VAT">excl. VAT</Trans>
  );
}

/** Loading skeleton (hidden from assistive technology; a status text says what is happening). */
export function Skeleton({ rows = 2 }: { rows?: number }): ReactNode {
  return (
    <div className="cp-skeleton" part="skeleton">
      <span className="butik-visually-hidden" role="status">
        <Trans comment="cart preview: the cart is loading">Loading the cart…</Trans>
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <div className="cp-skel-line" aria-hidden="true" key={i}>
          <span className="cp-skel cp-skel--img" />
          <span className="cp-skel-lines">
            <span className="cp-skel cp-skel--text" />
            <span className="cp-skel cp-skel--short" />
          </span>
        </div>
      ))}
    </div>
  );
}

export function ItemCountText({ count }: { count: number }): ReactNode {
  return <Plural value={count} one="# item" other="# items" />;
}

export function CartIcon({ size = 24 }: { size?: number }): ReactNode {
  return (
    <StrokeIcon className="cp-icon" size={size}>
      <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2" />
      <circle cx="10" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </StrokeIcon>
  );
}
