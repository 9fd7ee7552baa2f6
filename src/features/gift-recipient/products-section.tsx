/**
 * Products (spec §2, §5, §9): the paged grid of gifts (20 a page), each with a choose toggle, and the footer
 * with the current selection and the finish button (enabled only when exactly `requireddefaultproducts` are
 * chosen). In a one-gift shop choosing another gift swaps the choice (the machine does it).
 */
import { useRef, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ProductCard } from './product-card.tsx';
import { ErrorMessage, ProductImage, Spinner, StepHeading, useFieldId } from './shared.tsx';
import type { GiftRecipientViewModel } from './view-model.ts';

export interface ProductsSectionProps {
  vm: Pick<
    GiftRecipientViewModel,
    | 'products'
    | 'selection'
    | 'loading'
    | 'error'
    | 'toggleProduct'
    | 'setPage'
    | 'confirm'
    | 'retry'
    | 'back'
    | 'canGoBack'
  >;
  /** Opens the information overlay for a product; `opener` gets focus back when it closes. */
  onOpen: (id: string, opener: HTMLElement) => void;
}

export function ProductsSection({ vm, onOpen }: ProductsSectionProps): ReactNode {
  const { t } = useLingui();
  const headingId = useFieldId('products-heading');
  const gridTop = useRef<HTMLDivElement>(null);
  const { products, selection } = vm;
  const required = selection.required;
  const count = selection.count;
  const full = count >= required;
  const busy = vm.loading.redeem;

  // With one gift to choose the machine swaps the choice; with more, a full selection blocks new picks.
  const toggle = (id: string): void => vm.toggleProduct(id);

  const goTo = (page: number): void => {
    vm.setPage(page);
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    gridTop.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  };

  const pages = Array.from({ length: products.pageCount }, (_, i) => i);
  const pageNumber = products.page + 1;
  const pageCount = products.pageCount;
  const total = products.total;

  return (
    <section className="step step--products" aria-labelledby={headingId} aria-busy={vm.loading.products}>
      <div className="products" ref={gridTop}>
        <div className="products__intro">
          <StepHeading id={headingId}>
            <Plural value={required} one="Choose your gift" other="Choose # gifts" />
          </StepHeading>
          {products.total > 0 ? (
            <p className="products__count">
              <Plural value={total} one="# gift to choose from" other="# gifts to choose from" />
            </p>
          ) : null}
        </div>
        <ErrorMessage error={vm.error} onRetry={vm.retry} />
        {vm.loading.products && products.items.length === 0 ? (
          <ul className="grid grid--loading" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="product product--skeleton" />
            ))}
          </ul>
        ) : (
          <ul className="grid" part="grid" aria-label={t`Gifts`}>
            {products.items.map((product) => {
              const chosen = selection.ids.includes(product.id);
              return (
                <ProductCard
                  key={product.id}
                  product={product}
                  chosen={chosen}
                  blocked={!chosen && full && required > 1}
                  busy={busy}
                  onToggle={toggle}
                  onOpen={onOpen}
                />
              );
            })}
          </ul>
        )}
        {pageCount > 1 ? (
          <nav className="pager" aria-label={t`Pages`} part="pager">
            <button
              type="button"
              className="butik-button on-theme pager__step"
              onClick={() => goTo(products.page - 1)}
              disabled={products.page <= 0}
              data-pager="previous"
            >
              <span aria-hidden="true">‹</span> <Trans>Previous</Trans>
            </button>
            <ul className="pager__pages">
              {pages.map((page) => {
                const n = page + 1;
                return (
                  <li key={page}>
                    <button
                      type="button"
                      className="pager__page"
                      onClick={() => goTo(page)}
                      aria-current={page === products.page ? 'page' : undefined}
                      aria-label={t`Page ${n}`}
                      data-pager-page={n}
                    >
                      {n}
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="butik-button on-theme pager__step"
              onClick={() => goTo(products.page + 1)}
              disabled={products.page >= pageCount - 1}
              data-pager="next"
            >
              <Trans>Next</Trans> <span aria-hidden="true">›</span>
            </button>
            <p className="pager__status" aria-live="polite">
              <Trans>
                Page {pageNumber} of {pageCount}
              </Trans>
            </p>
          </nav>
        ) : null}
      </div>
      <SelectionFooter vm={vm} />
    </section>
  );
}

function SelectionFooter({ vm }: { vm: ProductsSectionProps['vm'] }): ReactNode {
  const { t } = useLingui();
  const { selection } = vm;
  const count = selection.count;
  const required = selection.required;
  const remaining = Math.max(0, required - count);
  return (
    <div className="footer" part="footer">
      <div className="footer__inner">
        <div className="footer__selection">
          <p className="footer__count" aria-live="polite" part="selection-count">
            <Trans>
              You have chosen {count} of {required}
            </Trans>
          </p>
          {selection.products.length ? (
            <ul className="footer__chosen" aria-label={t`Your choice`}>
              {selection.products.map((p) => (
                <ChosenChip key={p.id} id={p.id} name={p.name} image={p.image} onRemove={vm.toggleProduct} />
              ))}
            </ul>
          ) : remaining > 0 ? (
            <p className="footer__hint">
              <Plural value={remaining} one="Choose # more gift" other="Choose # more gifts" />
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="butik-button butik-button--primary footer__finish"
          onClick={vm.confirm}
          disabled={!selection.canFinish}
          part="button finish"
        >
          {vm.loading.redeem ? <Spinner /> : null}
          <Trans>Confirm choice</Trans>
        </button>
      </div>
    </div>
  );
}

function ChosenChip({
  id,
  name,
  image,
  onRemove,
}: {
  id: string;
  name: string;
  image: string;
  onRemove: (id: string) => void;
}): ReactNode {
  const { t } = useLingui();
  return (
    <li className="chip">
      <ProductImage className="chip__image" src={image} />
      <span className="chip__name">{name}</span>
      <button type="button" className="chip__remove" onClick={() => onRemove(id)} aria-label={t`Remove ${name}`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
