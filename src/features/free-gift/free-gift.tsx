/**
 * `<free-gift>` (spec §3 Free gift, §7 free-gift calls): the current free gift of the page cart. The cart service
 * loads it at start (feature flag `freegifts`) and again after each confirmed cart change; this view shows it
 * and adds / removes the chosen gift through {@link useFreeGiftChoice}.
 *
 * States (mirrored as `data-state`): `hidden` (flag off, no gift possible, or nothing loaded), `loading` (the
 * cart is loading), `progress` (not obtained yet: the amount still missing and a progress bar), `choose`
 * (obtained, none chosen), `chosen` (obtained, one chosen).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { FreeGift } from '../../api/schemas/freegift.ts';
import type { Product } from '../../api/schemas/product.ts';
import { useHostState } from '../../internal/element-context.ts';
import { formatMoneyOr } from '../../format/index.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useCartSelector } from '../cart/use-cart.ts';
import { useFreeGiftChoice, type FreeGiftChoice } from './use-free-gift-choice.ts';

export type FreeGiftProps = Record<string, never>;

export type FreeGiftState = 'hidden' | 'loading' | 'progress' | 'choose' | 'chosen';

/** Share of the threshold reached (0–100, whole), or null without the numeric extras. */
export function progressPercent(gift: Pick<FreeGift, 'freegiftlimit' | 'freegiftdiff'>): number | null {
  const { freegiftlimit: limit, freegiftdiff: diff } = gift;
  if (
    typeof limit !== 'number' ||
    typeof diff !== 'number' ||
    !Number.isFinite(limit) ||
    !Number.isFinite(diff) ||
    limit <= 0
  )
    return null;
  return Math.round(Math.min(100, Math.max(0, ((limit - diff) / limit) * 100)));
}

export function FreeGiftView(): ReactNode {
  const config = usePageConfig();
  if (!config.hasFeature('freegifts')) return <Hidden />;
  return <FreeGiftContainer />;
}

function Hidden(): ReactNode {
  useHostState('hidden');
  return null;
}

function FreeGiftContainer(): ReactNode {
  const gift = useCartSelector((s) => s.context.freeGift);
  const cartLoaded = useCartSelector((s) => s.context.cart !== null || s.status === 'failed');
  const choice = useFreeGiftChoice();
  if (!gift) return cartLoaded ? <Hidden /> : <Loading />;
  if (!gift.freegiftpossible) return <Hidden />;
  if (!gift.freegiftobtained) return <GiftProgress gift={gift} />;
  return <GiftChoice gift={gift} choice={choice} />;
}

function Loading(): ReactNode {
  useHostState('loading');
  return null;
}

function GiftProgress({ gift }: { gift: FreeGift }): ReactNode {
  useHostState('progress');
  const { t } = useLingui();
  const percent = progressPercent(gift);
  // One money format (docs/money-format.md): the numbers formatted for the page; the server's strings without them.
  const config = usePageConfig();
  const currency = useCartSelector((s) => s.context.cart?.items[0]?.unitprice.currency) || config.currency;
  const money = { culture: config.culture, currency };
  const diff = formatMoneyOr(gift.freegiftdiff, gift.displayfreegiftdiff, money);
  const limit = formatMoneyOr(gift.freegiftlimit, gift.displayfreegiftlimit, money);
  return (
    <section className="fg fg--progress" part="panel">
      <p className="fg__message" part="message">
        <span className="fg__icon" aria-hidden="true">
          <GiftIcon />
        </span>
        <span>
          <Trans comment="free gift not obtained yet: {diff} is the amount still missing, e.g. '250,00 kr.'">
            Shop for another {diff} to get a free gift
          </Trans>
        </span>
      </p>
      {percent !== null ? (
        <div
          className="fg__bar"
          part="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t({
            message: 'Progress towards your free gift',
            comment: 'accessible name of the free-gift progress bar',
          })}
        >
          <span className="fg__fill" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {limit ? (
        <p className="fg__limit">
          <Trans comment="free gift threshold, {limit} e.g. '1.000,00 kr.'">Free gift when you shop for {limit}</Trans>
        </p>
      ) : null}
    </section>
  );
}

function GiftChoice({ gift, choice }: { gift: FreeGift; choice: FreeGiftChoice }): ReactNode {
  const selectedId = gift.selectedproductid ?? null;
  const selected = selectedId !== null && gift.products.some((p) => p.id === selectedId) ? selectedId : null;
  useHostState(selected ? 'chosen' : 'choose');
  const headingId = useId();
  const busy = choice.busy !== null;
  // A named group, not a <section> region landmark: a page may hold several <free-gift> elements (all follow
  // the page cart), and landmarks with one and the same name cannot be told apart (axe: landmark-unique).
  return (
    <div className="fg fg--obtained" part="panel" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="fg__title">
        <span className="fg__icon" aria-hidden="true">
          <GiftIcon />
        </span>
        {selected ? (
          <Trans comment="free gift obtained and chosen: heading">Your free gift</Trans>
        ) : (
          <Trans comment="free gift obtained, none chosen yet: heading">Choose your free gift</Trans>
        )}
      </h2>
      <p className="fg__message" part="message">
        {selected ? (
          <Trans comment="free gift chosen: the customer may pick another one">
            The gift is added to your order. You can choose another one.
          </Trans>
        ) : (
          <Trans comment="free gift obtained: invitation to pick one">
            You have earned a free gift. Pick the one you would like.
          </Trans>
        )}
      </p>
      {gift.products.length > 0 ? (
        <ul className="fg__list" part="products" aria-busy={busy}>
          {gift.products.map((product) => (
            <GiftOption key={product.id} product={product} selected={product.id === selected} choice={choice} />
          ))}
        </ul>
      ) : null}
      <div className="fg__actions">
        {gift.removable && selected ? (
          <button
            type="button"
            className="butik-button butik-button--danger"
            part="remove"
            aria-busy={busy || undefined}
            aria-disabled={busy}
            onClick={() => !busy && choice.remove()}
          >
            <Trans comment="button removing the chosen free gift">Remove</Trans>
          </button>
        ) : null}
        <p className="fg__status" role="status">
          {busy ? <Trans comment="free gift: a choice is being saved">Saving your choice…</Trans> : null}
        </p>
      </div>
      {choice.failed ? (
        <p className="fg__error" part="error" role="alert">
          {choice.failed === 'add' ? (
            <Trans comment="free gift: choosing failed">The free gift could not be chosen. Please try again.</Trans>
          ) : (
            <Trans comment="free gift: removing failed">The free gift could not be removed. Please try again.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

function GiftOption({
  product,
  selected,
  choice,
}: {
  product: Product;
  selected: boolean;
  choice: FreeGiftChoice;
}): ReactNode {
  const busy = choice.busy !== null;
  const saving = choice.busy?.kind === 'add' && choice.busy.productid === product.id;
  return (
    <li className="fg__item">
      <button
        type="button"
        className={selected ? 'fg__option fg__option--selected' : 'fg__option'}
        part={selected ? 'product product-selected' : 'product'}
        aria-pressed={selected}
        aria-disabled={busy}
        onClick={() => {
          if (!busy && !selected) choice.add(product.id);
        }}
      >
        <span className="fg__media">
          {product.image ? (
            <img
              className="fg__img"
              src={product.image}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
            />
          ) : null}
        </span>
        <span className="fg__name">{product.name}</span>
        {selected ? (
          <span className="fg__mark">
            <span aria-hidden="true">✓</span>
            <Trans comment="free gift: marks the chosen gift">Chosen</Trans>
          </span>
        ) : saving ? (
          <span className="fg__mark fg__mark--saving" aria-hidden="true">
            …
          </span>
        ) : null}
      </button>
    </li>
  );
}

function GiftIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        fill="currentColor"
        d="M20 7h-2.18A3 3 0 0 0 12 3.76 3 3 0 0 0 6.18 7H4a2 2 0 0 0-2 2v2a1 1 0 0 0 1 1h1v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7h1a1 1 0 0 0 1-1V9a2 2 0 0 0-2-2Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 2-1ZM9 5a1 1 0 0 1 1 1v1H8a1 1 0 1 1 1-2ZM4 9h7v1H4Zm2 3h5v7H6Zm12 7h-5v-7h5Zm2-9h-7V9h7Z"
      />
    </svg>
  );
}
