/**
 * Small building blocks shared by the sections of the recipient flow: the guide disclosure, the shop's logo,
 * the form steps' frame, error messages, a spinner, sanitised HTML and product images.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from './texts.ts';
import { sanitizeHtml } from './sanitize.ts';
import type { GiftRecipientError, GiftShopView } from './view-model.ts';

/** 'Sådan gør du': a short help disclosure (spec §2: the guide link, shown in login and info only). */
export function GuideDisclosure({ required }: { required: number }): ReactNode {
  return (
    <details className="guide" part="guide">
      <summary>
        <span className="guide__icon" aria-hidden="true">
          ?
        </span>
        <Trans>How it works</Trans>
      </summary>
      <ol className="guide__steps">
        <li>
          <Trans>Enter the code from your gift certificate or open your personal gift link.</Trans>
        </li>
        <li>
          <Trans>Write your first and last name so we know who the gift is for. Your e-mail is optional.</Trans>
        </li>
        <li>
          {required > 1 ? (
            <Trans>Choose {required} gifts and confirm your choice.</Trans>
          ) : (
            <Trans>Choose your gift and confirm your choice.</Trans>
          )}
        </li>
        <li>
          <Trans>Save your gift link if you want to finish later; it works until you confirm.</Trans>
        </li>
      </ol>
    </details>
  );
}

/** The shop's logo above a section (nothing when the theme has none). */
export function ShopLogo({ shop }: { shop: GiftShopView | null }): ReactNode {
  const src = shop?.theme.logoimage;
  if (!src) return null;
  return (
    <div className="brand">
      <img className="brand__logo" part="logo" src={src} alt={shop.name} decoding="async" />
    </div>
  );
}

/** The shop's name above a form's heading when the shop has no logo (the logo names it otherwise). */
function ShopEyebrow({ shop }: { shop: GiftShopView | null }): ReactNode {
  return shop && !shop.theme.logoimage ? <p className="eyebrow">{shop.name}</p> : null;
}

/** A step's heading: the flow moves focus to it (`data-step-heading`) when the step changes. */
export function StepHeading({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return (
    <h2 id={id} className="step__heading" tabIndex={-1} data-step-heading>
      {children}
    </h2>
  );
}

/**
 * The frame of a form step (login, info): the shop's logo, then a narrow card with the shop's name (when it has
 * no logo), the step's heading and the step's content.
 */
export function FormStep({
  step,
  shop,
  headingId,
  heading,
  busy,
  children,
}: {
  step: 'login' | 'info';
  shop: GiftShopView | null;
  headingId: string;
  heading: ReactNode;
  busy: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={`step step--${step}`} aria-labelledby={headingId} aria-busy={busy}>
      <ShopLogo shop={shop} />
      <div className="card card--narrow" part="card">
        <ShopEyebrow shop={shop} />
        <StepHeading id={headingId}>{heading}</StepHeading>
        {children}
      </div>
    </section>
  );
}

/** An error's message descriptor with its values. */
function describe(error: GiftRecipientError): MessageDescriptor {
  const [descriptor, values] = errorText(error);
  return values ? { ...descriptor, values } : descriptor;
}

/** An error of the flow as an alert, with the way on ('Prøv igen' for retryable errors). */
export function ErrorMessage({
  error,
  id,
  onRetry,
}: {
  error: GiftRecipientError | null;
  id?: string;
  onRetry?: () => void;
}): ReactNode {
  const { i18n } = useLingui();
  // A 429 wait counts down every second: its first text is announced once (an alert holding it only until the first
  // tick; emptying it announces nothing), and the ticking text is no live region (read where it stands).
  const [announced, setAnnounced] = useState<string | null>(null);
  const described = error ? describe(error) : null;
  const text = described ? i18n._(described) : '';
  const waiting = error?.kind === 'tooManyAttempts';
  if (waiting && announced === null) setAnnounced(text);
  else if (!waiting && announced !== null) setAnnounced(null);
  if (!error) return null;
  const retryable = error.kind === 'network' || error.kind === 'productsUnavailable' || error.kind === 'redeemFailed';
  return (
    <div className="error" role={waiting ? undefined : 'alert'} id={id} part="error-message">
      {waiting ? (
        <span className="butik-visually-hidden" role="alert">
          {text === (announced ?? text) ? text : ''}
        </span>
      ) : null}
      <span className="error__icon" aria-hidden="true">
        !
      </span>
      <span className="error__text" aria-hidden={waiting && text === (announced ?? text) ? true : undefined}>
        {text}
      </span>
      {retryable && onRetry ? (
        <button type="button" className="butik-button butik-button--link" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}

export function Spinner(): ReactNode {
  return <span className="spinner" aria-hidden="true" />;
}

/** Sanitised server HTML (DOMPurify). */
/** A step's 'Continue' (primary, a spinner while `busy`): submits its form, or runs `onClick` when given. */
export function ContinueButton({
  busy,
  disabled = busy,
  block = false,
  onClick,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  block?: boolean;
  onClick?: () => void;
  /** The label (default 'Continue'). */
  children?: ReactNode;
}): ReactNode {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={`butik-button butik-button--primary${block ? ' butik-button--block' : ''}`}
      onClick={onClick}
      disabled={disabled}
      part="button continue"
    >
      {busy ? <Spinner /> : null}
      {children ?? <Trans>Continue</Trans>}
    </button>
  );
}

/** The link at the foot of a step that leaves for another code. */
export function LeaveButton({ onLeave, children }: { onLeave: () => void; children: ReactNode }): ReactNode {
  return (
    <p className="leave">
      <button type="button" className="butik-button butik-button--link" onClick={onLeave} part="leave">
        {children}
      </button>
    </p>
  );
}

/**
 * The shop's or a product's own HTML (a welcome message, a description), sanitised. It is written in its own
 * language, whatever the flow's: `dir="auto"` takes its direction from its first letters (a Danish description in an
 * Arabic flow runs left to right, full stops and bullets where Danish puts them; an Arabic one in a Danish flow runs
 * right to left).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }): ReactNode {
  // One sanitised value per text: React compares it by identity and would set innerHTML again on every render.
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.toString() === '') return null;
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** A product image with a neutral placeholder when the URL is missing. */
export function ProductImage({
  src,
  alt = '',
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}): ReactNode {
  if (!src) return <span className={`${className ?? ''} image-placeholder`} aria-hidden="true" />;
  return <img className={className} src={src} alt={alt} loading="lazy" decoding="async" />;
}

/** Visually hidden text for assistive technology. */
export function VisuallyHidden({ children }: { children: ReactNode }): ReactNode {
  return <span className="butik-visually-hidden">{children}</span>;
}

/** A stable id for aria relations inside one section. */
export function useFieldId(name: string): string {
  return `${name}-${useId().replace(/:/g, '')}`;
}

/** The first name of "first and last name" (greetings use it); '' for an empty name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
