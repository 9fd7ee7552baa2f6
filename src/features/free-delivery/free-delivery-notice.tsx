/**
 * Free-delivery notice (spec §2 product detail / cart, §3 cart delivery, §9 free-delivery texts).
 *
 * `FreeDeliveryView` is the presentational part (the cart preview renders it inside its panel);
 * `FreeDeliveryNotice` is the element's container reading the page's cart (`useCart().delivery`).
 *
 * - Nothing is rendered while the cart loads, when it failed to load, or when `freedeliverypossible` is false.
 * - `variant="full"`: achieved 'Because you are shopping for at least {0}, your order is delivered free of charge'
 *   ({0} = `displayfreedeliverylimit`); not yet 'Shop for another {0} and you will be delivered free of charge'
 *   ({0} = `displayfreedeliverydiff`).
 * - `variant="compact"`: 'Free delivery achieved' / 'Free delivery at {0}' ({0} = `displayfreedeliverylimit`).
 * - A progress bar (`role="progressbar"`, value = limit − diff of the optional numbers `freedeliverylimit` /
 *   `freedeliverydiff`, max = limit, full when achieved) only when the server sent a positive limit.
 * - Decision (one money format, docs/money-format.md): the amounts are the numbers `freedeliverylimit` /
 *   `freedeliverydiff` formatted with the page's culture in the cart's currency (`currency`, else the page's);
 *   the server's display strings only when a number did not come.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CartDelivery } from '../../api/schemas/cart.ts';
import { useHostState } from '../../internal/element-context.ts';
import { formatMoney, formatMoneyOr } from '../../format/index.ts';
import { roundMoney } from '../../domain/money.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { useCart } from '../cart/use-cart.ts';

export type FreeDeliveryVariant = 'full' | 'compact';

export interface FreeDeliveryNoticeProps {
  variant?: FreeDeliveryVariant;
}

/** The bar's numbers, or null without a usable limit. */
export function deliveryProgress(delivery: CartDelivery): { value: number; max: number } | null {
  const max = delivery.freedeliverylimit;
  if (typeof max !== 'number' || !Number.isFinite(max) || max <= 0) return null;
  if (delivery.freedeliveryobtained) return { value: max, max };
  const diff = delivery.freedeliverydiff;
  if (typeof diff !== 'number' || !Number.isFinite(diff)) return null;
  const value = Math.min(max, Math.max(0, max - diff));
  return { value: roundMoney(value), max };
}

export type FreeDeliveryState = 'hidden' | 'achieved' | 'not-achieved';

export function freeDeliveryState(delivery: CartDelivery | null | undefined): FreeDeliveryState {
  if (!delivery || !delivery.freedeliverypossible) return 'hidden';
  return delivery.freedeliveryobtained ? 'achieved' : 'not-achieved';
}

export function FreeDeliveryView({
  delivery,
  variant = 'full',
  currency,
}: {
  delivery: CartDelivery | null | undefined;
  variant?: FreeDeliveryVariant;
  /** The cart's currency (its lines'); the page's when not given. */
  currency?: string;
}): ReactNode {
  const { t } = useLingui();
  const config = usePageConfig();
  const state = freeDeliveryState(delivery);
  if (!delivery || state === 'hidden') return null;
  const achieved = state === 'achieved';
  const money = { culture: config.culture, currency: currency || config.currency };
  const limit = formatMoneyOr(delivery.freedeliverylimit, delivery.displayfreedeliverylimit, money);
  const diff = formatMoneyOr(delivery.freedeliverydiff, delivery.displayfreedeliverydiff, money);
  const progress = deliveryProgress(delivery);
  const percent = progress ? Math.round((progress.value / progress.max) * 100) : 0;
  let text: ReactNode;
  if (variant === 'compact') {
    text = achieved ? (
      <Trans comment="compact free-delivery notice, free delivery reached (spec §9)">Free delivery achieved</Trans>
    ) : (
      <Trans comment="compact free-delivery notice; {0} = the free-delivery limit, formatted money (spec §9)">
        Free delivery at {String(limit)}
      </Trans>
    );
  } else {
    text = achieved ? (
      <Trans comment="free-delivery notice, reached; {0} = the free-delivery limit, formatted money (spec §9)">
        Because you are shopping for at least {String(limit)}, your order is delivered free of charge
      </Trans>
    ) : (
      <Trans comment="free-delivery notice, not yet reached; {0} = the amount still missing, formatted money (spec §9)">
        Shop for another {String(diff)} and you will be delivered free of charge
      </Trans>
    );
  }
  const valueText = progress
    ? t({
        message: `${formatMoney(progress.value, money)} of ${formatMoney(progress.max, money)}`,
        comment: 'free-delivery progress bar value for screen readers: {0} amount so far, {1} the free-delivery limit',
      })
    : '';
  return (
    <div
      className={`fd fd--${variant} ${achieved ? 'fd--achieved' : 'fd--pending'}`}
      part="delivery-notice"
      data-achieved={achieved ? 'true' : 'false'}
    >
      <p className="fd__text" part="delivery-text">
        <span className="fd__icon" aria-hidden="true">
          {achieved ? <CheckIcon /> : <TruckIcon />}
        </span>
        <span>{text}</span>
      </p>
      {progress && (
        <div
          className="fd__bar"
          part="delivery-bar"
          role="progressbar"
          aria-label={t({
            message: 'Progress towards free delivery',
            comment: 'accessible name of the free-delivery progress bar',
          })}
          aria-valuemin={0}
          aria-valuemax={progress.max}
          aria-valuenow={progress.value}
          aria-valuetext={valueText}
        >
          <span className="fd__fill" part="delivery-bar-fill" style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

function TruckIcon(): ReactNode {
  return (
    <StrokeIcon>
      <path d="M1 4h13v11H1zM14 8h4l3 3v4h-7z" />
      <circle cx="5.5" cy="18" r="2" />
      <circle cx="17.5" cy="18" r="2" />
    </StrokeIcon>
  );
}

function CheckIcon(): ReactNode {
  return (
    <StrokeIcon strokeWidth={2.2}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </StrokeIcon>
  );
}

/** `<free-delivery-notice>`: the page cart's delivery state. data-state: loading | hidden | achieved | not-achieved. */
export function FreeDeliveryNotice({ variant = 'full' }: FreeDeliveryNoticeProps): ReactNode {
  const { status, delivery, cart } = useCart();
  const state = status === 'loading' ? 'loading' : status === 'failed' ? 'hidden' : freeDeliveryState(delivery);
  useHostState(state);
  if (status !== 'ready') return null;
  const currency = cart?.items[0]?.unitprice.currency;
  return (
    <FreeDeliveryView delivery={delivery} variant={variant === 'compact' ? 'compact' : 'full'} currency={currency} />
  );
}
