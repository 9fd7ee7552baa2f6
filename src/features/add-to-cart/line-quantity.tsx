/**
 * `LineQuantity`: the machine-wired in-cart stepper for views that list cart lines (the cart preview).
 * minus / quantity / plus edit the line with the add-to-cart machine: step colli, each change debounced 500 ms
 * (spec §9), typed quantities rounded up to colli (the rounding is announced), 0 removes the line.
 *
 * Renders inside the caller's element; adopt `lineQuantityCss` in that element's shadow root. Parts: `minus`,
 * `quantity`, `plus`, `notice` (only after a rounding). The cart's failure message is the caller's to show (the
 * cart error `changeFailed` names the line); the stepper shows its own only when its machine could not be loaded.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { normalizeColli } from '../../validation/quantity.ts';
import { withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { lineControlKey, useLineControl } from './use-line-control.ts';
import { InlineAlert, Stepper } from './views.tsx';

export interface LineQuantityProps {
  productid: string;
  variantid?: string | null;
  /** Pack size (default 1). */
  colli?: number | null;
  /** Unit, for the rounding notice. */
  unit?: string | null;
  /** Product name, for the field's label ('Quantity of {name}'). */
  name?: string | null;
}

export function LineQuantity(props: LineQuantityProps): ReactNode {
  const colli = normalizeColli(props.colli);
  const variantid = props.variantid ? props.variantid : null;
  return (
    <LineQuantityControl
      key={lineControlKey({ productid: props.productid, variantid, colli })}
      {...props}
      colli={colli}
      variantid={variantid}
    />
  );
}

function LineQuantityControl({
  productid,
  variantid,
  colli,
  unit,
  name,
}: LineQuantityProps & { colli: number; variantid: string | null }): ReactNode {
  const { i18n } = useLingui();
  const noticeId = useId();
  const control = useLineControl({ productid, variantid, colli });
  const label = name?.trim() ? i18n._(withValues(TEXTS.quantityOf, { 0: name.trim() })) : i18n._(TEXTS.quantity);
  const roundedTo = control.rounded && control.text !== '' ? Number(control.text) : null;
  return (
    <div className="line-quantity">
      <Stepper
        text={control.text}
        label={label}
        onType={control.type}
        onPlus={control.plus}
        onMinus={control.minus}
        describedBy={roundedTo !== null ? noticeId : undefined}
      />
      <span
        id={noticeId}
        className={roundedTo !== null ? 'notice notice--rounded' : 'butik-visually-hidden'}
        part={roundedTo !== null ? 'notice' : undefined}
        role="status"
      >
        {roundedTo !== null
          ? `${i18n._(withValues(TEXTS.packNotice, { 0: colli, 1: unit ?? '' })).trim()}. ${i18n._(withValues(TEXTS.rounded, { 0: roundedTo }))}`
          : ''}
      </span>
      {control.unavailable ? (
        <InlineAlert message={i18n._(TEXTS.changeFailed)} onDismiss={control.dismissError} />
      ) : null}
    </div>
  );
}
