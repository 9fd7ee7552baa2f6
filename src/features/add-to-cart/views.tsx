/**
 * Presentational parts of the add-to-cart control (no cart, no machine): the new-item form (quantity + add
 * button), the in-cart stepper (minus / quantity / plus), the pack notice and the failure message.
 */
import { useLingui } from '@lingui/react/macro';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

interface QuantityFieldProps {
  text: string;
  label: string;
  describedBy?: string | undefined;
  onType(text: string): void;
  onPlus?: () => void;
  onMinus?: () => void;
  className: string;
  readOnly?: boolean;
}

/** The quantity input: numeric keyboard on phones; the machine keeps the digits only (the field is controlled). */
function QuantityField({
  text,
  label,
  describedBy,
  onType,
  onPlus,
  onMinus,
  className,
  readOnly = false,
}: QuantityFieldProps): ReactNode {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' && onPlus) {
      event.preventDefault();
      onPlus();
    } else if (event.key === 'ArrowDown' && onMinus) {
      event.preventDefault();
      onMinus();
    }
  };
  return (
    <input
      className={className}
      part="quantity"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      enterKeyHint="done"
      maxLength={7}
      aria-label={label}
      aria-describedby={describedBy}
      value={text}
      readOnly={readOnly}
      onChange={(event) => onType(event.currentTarget.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** What the new-item form and the stepper pass on to their quantity field. */
export type QuantityBinding = Pick<QuantityFieldProps, 'text' | 'label' | 'describedBy' | 'onType'>;

export interface NewItemFormProps extends QuantityBinding {
  buttonText: string;
  busy: boolean;
  onAdd(): void;
}

/** Not in the cart: quantity field and the add button ('Buy now'). Enter in the field adds too. */
export function NewItemForm({ buttonText, busy, onAdd, ...field }: NewItemFormProps): ReactNode {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onAdd();
  };
  return (
    <form className="row" onSubmit={onSubmit} noValidate>
      <QuantityField className="qty qty--new" {...field} readOnly={busy} />
      <button
        type="submit"
        className="butik-button butik-button--primary buy"
        part="button"
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
      >
        {busy ? <Spinner /> : null}
        <span className="buy__text">{buttonText}</span>
      </button>
    </form>
  );
}

export interface StepperProps extends QuantityBinding {
  onPlus(): void;
  onMinus(): void;
}

/** One of the stepper's kit icon buttons, named by `label` (the quantity's description still applies). */
function StepButton({
  step,
  label,
  describedBy,
  path,
  onClick,
}: {
  step: 'minus' | 'plus';
  label: string;
  describedBy?: string | undefined;
  path: string;
  onClick(): void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`butik-button butik-button--icon step step--${step}`}
      part={step}
      aria-label={label}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** In the cart: minus / quantity / plus (each change debounced by the machine; 0 removes the line). */
export function Stepper(field: StepperProps): ReactNode {
  const { label, describedBy, onPlus, onMinus } = field;
  const { i18n } = useLingui();
  return (
    <div className="stepper" role="group" aria-label={label}>
      <StepButton
        step="minus"
        label={i18n._(TEXTS.decrease)}
        describedBy={describedBy}
        path="M3 8h10"
        onClick={onMinus}
      />
      <QuantityField className="qty qty--line" {...field} />
      <StepButton
        step="plus"
        label={i18n._(TEXTS.increase)}
        describedBy={describedBy}
        path="M3 8h10M8 3v10"
        onClick={onPlus}
      />
    </div>
  );
}

export interface PackNoticeProps {
  id?: string;
  colli: number;
  unit: string;
  /** The quantity was rounded up to this (shown and announced), or null. */
  roundedTo: number | null;
}

/**
 * 'Sold in packages of {0} {1}' (colli > 1) and, after an add or commit was rounded up, 'The quantity was rounded
 * up to {0}.' A polite live region, so the rounding is announced.
 */
export function PackNotice({ id, colli, unit, roundedTo }: PackNoticeProps): ReactNode {
  const { i18n } = useLingui();
  return (
    <p id={id} className={roundedTo !== null ? 'notice notice--rounded' : 'notice'} part="notice" role="status">
      <span>{i18n._(withValues(TEXTS.packNotice, { 0: colli, 1: unit })).trim()}</span>
      {roundedTo !== null ? (
        <strong className="notice__rounded"> {i18n._(withValues(TEXTS.rounded, { 0: roundedTo }))}</strong>
      ) : null}
    </p>
  );
}

export interface InlineAlertProps {
  message: string;
  onDismiss?: (() => void) | undefined;
  action?: { label: string; onClick(): void } | undefined;
}

/** An error shown in the control (`role="alert"`), with a dismiss (×) and/or an action button. */
export function InlineAlert({ message, onDismiss, action }: InlineAlertProps): ReactNode {
  const { i18n } = useLingui();
  const textId = useId();
  return (
    <div className="alert" part="alert" role="alert">
      <svg className="alert__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11.2v.3" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      <span id={textId} className="alert__text">
        {message}
      </span>
      {action ? (
        <button type="button" className="butik-button butik-button--link alert__action" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          className="butik-button butik-button--icon alert__dismiss"
          aria-label={i18n._(TEXTS.dismiss)}
          aria-describedby={textId}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/** Screen-reader-only live text (e.g. 'Adding to the cart…'). The region stays mounted so changes are announced. */
export function LiveText({ text }: { text: string }): ReactNode {
  return (
    <span className="butik-visually-hidden" role="status">
      {text}
    </span>
  );
}
