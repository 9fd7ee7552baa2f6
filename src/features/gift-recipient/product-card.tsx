/**
 * One gift in the products grid: image, name, 'Læs mere' (opens the information overlay) and the choose
 * control — a real toggle (`<button aria-pressed>`).
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Product } from '../../api/schemas/product.ts';
import { ProductImage, VisuallyHidden } from './shared.tsx';

export interface ProductCardProps {
  product: Product;
  chosen: boolean;
  /** The selection is full and this gift is not in it (choosing it is not possible until one is removed). */
  blocked: boolean;
  busy: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string, opener: HTMLElement) => void;
}

export function ProductCard({ product, chosen, blocked, busy, onToggle, onOpen }: ProductCardProps): ReactNode {
  return (
    <li
      className={`product${chosen ? ' product--chosen' : ''}${blocked ? ' product--blocked' : ''}`}
      part={chosen ? 'product product-chosen' : 'product'}
    >
      {/* Mouse convenience: the image opens the overlay too (keyboard and screen readers use 'Læs mere'). */}
      <div
        className="product__media"
        onClick={(e) => {
          const opener = e.currentTarget.parentElement?.querySelector<HTMLElement>('[data-product-opener]');
          onOpen(product.id, opener ?? e.currentTarget);
        }}
      >
        <ProductImage className="product__image" src={product.image} />
        {product.badges.length ? (
          <span className="product__badges">
            {product.badges.slice(0, 2).map((badge) => (
              <span key={badge} className="badge">
                {badge}
              </span>
            ))}
          </span>
        ) : null}
        {chosen ? (
          <span className="product__check" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
        ) : null}
      </div>
      <div className="product__body">
        <h3 className="product__name">{product.name}</h3>
        <div className="product__actions">
          <button
            type="button"
            className="butik-button butik-button--link product__more"
            onClick={(e) => onOpen(product.id, e.currentTarget)}
            aria-haspopup="dialog"
            data-product-opener={product.id}
          >
            <Trans>Read more</Trans>
            <VisuallyHidden> {product.name}</VisuallyHidden>
          </button>
          <ChooseToggle
            className="butik-button toggle"
            id={product.id}
            name={product.name}
            chosen={chosen}
            unavailable={blocked || busy}
            onToggle={onToggle}
            data-product-toggle={product.id}
            part="choose"
          />
        </div>
      </div>
    </li>
  );
}

export interface ChooseToggleProps {
  className: string;
  /** The product's id (passed to `onToggle`) and the name that completes 'Choose' for screen readers. */
  id: string;
  name: string;
  chosen: boolean;
  /** Blocked (the selection is full) or busy: the toggle stays focusable and pressed as it is, but does nothing. */
  unavailable: boolean;
  onToggle: (id: string) => void;
  /** Hooks for the flow's focus handling and styling (`data-product-toggle`, `part`), set after the rest. */
  [attribute: `data-${string}`]: string;
  part?: string;
}

/** The 'Choose' toggle of a gift (`aria-pressed`), on its card and in its information overlay. */
export function ChooseToggle({
  className,
  id,
  name,
  chosen,
  unavailable,
  onToggle,
  ...attributes
}: ChooseToggleProps): ReactNode {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={chosen}
      aria-disabled={unavailable ? true : undefined}
      onClick={() => {
        if (!unavailable) onToggle(id);
      }}
      {...attributes}
    >
      <svg className="toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {chosen ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      <Trans>Choose</Trans>
      <VisuallyHidden> {name}</VisuallyHidden>
    </button>
  );
}
