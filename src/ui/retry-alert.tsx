/**
 * The two states of anything that loads: `LoadingLine` (the kit's spinner and a status text, announced politely) and
 * `RetryAlert` (what failed, announced at once, with 'Try again'). Used by lazily loaded parts, the forms' failed
 * sends and the wish-list views, so a failure reads and behaves the same everywhere. Styles: the kit's alert and
 * spinner sheets (the host adopts them) plus the caller's class.
 */
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/translate.ts';
import { Spinner } from './spinner-icon.tsx';
import { KIT_TEXTS } from './texts.ts';

export interface RetryAlertProps {
  /** What failed (already translated). */
  text: string;
  onRetry(): void;
  /** The button's text (default 'Try again'). */
  retryText?: string;
  /** While a retry runs the button is disabled. */
  busy?: boolean;
  className?: string;
  /** `part` of the alert (default `error`) and of its button. */
  part?: string;
  retryPart?: string;
}

export function RetryAlert({
  text,
  onRetry,
  retryText,
  busy,
  className,
  part = 'error',
  retryPart,
}: RetryAlertProps): ReactNode {
  const _ = useTranslate();
  return (
    <div className={className ? `butik-alert ${className}` : 'butik-alert'} role="alert" part={part}>
      <span>{text}</span>
      <button type="button" className="butik-button" part={retryPart} onClick={onRetry} disabled={busy}>
        {retryText ?? _(KIT_TEXTS.retry)}
      </button>
    </div>
  );
}

export function LoadingLine({ text, className }: { text: string; className: string }): ReactNode {
  return (
    <p className={className} role="status">
      <Spinner />
      <span>{text}</span>
    </p>
  );
}
