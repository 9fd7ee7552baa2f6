/**
 * The printable certificate sheet (`#/m/{giftshop}/inv/print`, issue 12): one card per code in the shop's theme
 * (background, text colour, logo) with the shop's name, the recipient's name, the greeting (as text), the code,
 * the recipient's link and a QR code of it; 8 cards per A4 page (2 × 4) with cut marks. On screen a preview
 * with 'Udskriv' (the browser's print dialog) and the way back; in print only the pages (print-sheet.css).
 *
 * An on-demand chunk of the management area, and the QR library (qr-svg.ts) an on-demand chunk of this one:
 * management.part carries neither. The A4 page box (`@page`) is a document-level rule (a shadow root's `@page`
 * does not apply), adopted by the document while the sheet is shown.
 */
import { useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { safeUrl } from '../../domain/safe-url.ts';
import { plainText } from '../../format/plain-text.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useContentStyles } from '../../internal/content-styles.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { isUsedCode } from '../../../machines/gift-shop-manager.machine.ts';
import { giftLink, pageAddress } from './gift-link.ts';
import { PRINT_TEXTS as P } from './codes-print-texts.ts';
import { managementPath } from './management-path.ts';
import printSheetCss from './print-sheet.css?inline';
import { loadQrEncoder, type QrEncoder, type QrShape } from './qr-svg.ts';

/** Cards on one A4 page: 2 columns × 4 rows. */
export const CARDS_PER_PAGE = 8;

/** The A4 page box, for the document (see the module comment). */
const PAGE_RULE = '@page { size: A4 portrait; margin: 6mm; }';

export interface PrintSheetProps {
  shop: GiftShop;
  codes: GiftCode[] | null;
}

const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });

/**
 * The cards' order: named recipients by name (Danish order), then the codes without a name, each by code; the
 * server's order (last change first) would scatter a printed stack.
 */
export function cardOrder(codes: readonly GiftCode[]): GiftCode[] {
  return [...codes].sort((a, b) => {
    if (!a.name !== !b.name) return a.name ? -1 : 1;
    return collator.compare(a.name ?? '', b.name ?? '') || collator.compare(a.id, b.id);
  });
}

/** `items` in pages of `size`. */
export function paged<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

export default function PrintSheet({ shop, codes }: PrintSheetProps): ReactNode {
  useContentStyles(printSheetCss);
  usePageRule();
  const _ = useTranslate();
  const [onlyUnused, setOnlyUnused] = useState(true);
  const qr = useQrEncoder();
  const toggleId = useId();
  const all = useMemo(() => codes ?? [], [codes]);
  const cards = useMemo(() => cardOrder(onlyUnused ? all.filter((c) => !isUsedCode(c)) : all), [all, onlyUnused]);
  const pages = paged(cards, CARDS_PER_PAGE);
  const page = pageAddress();
  const greeting = useMemo(() => plainText(shop.message ?? '').trim(), [shop.message]);
  const theme: CSSProperties & Record<'--ps-bg' | '--ps-fg', string> = {
    '--ps-bg': shop.theme.backgroundcolor ?? '#ffffff',
    '--ps-fg': shop.theme.textcolor ?? '#1f2328',
  };
  const back = `#${managementPath({ section: 'codes', giftshop: shop.id })}`;

  return (
    <section className="ps-sheet" part="print-sheet">
      <div className="ps-screen">
        <a className="ps-back" href={back} part="print-back">
          <span aria-hidden="true">←</span> {_(P.backToCodes)}
        </a>
        <h3 className="m-section__title">{_(P.printTitle, { 0: shop.name })}</h3>
        {codes === null ? null : all.length === 0 ? (
          <p className="m-empty__title" part="print-empty">
            {_(P.noCodes)}
          </p>
        ) : (
          <>
            <p className="m-muted">{_(P.printIntro)}</p>
            <div className="ps-tools">
              <p className="ps-toggle">
                <input
                  id={toggleId}
                  type="checkbox"
                  part="print-only-unused"
                  checked={onlyUnused}
                  onChange={(e) => setOnlyUnused(e.target.checked)}
                />
                <label htmlFor={toggleId}>{_(P.onlyUnused)}</label>
              </p>
              <p className="ps-count" part="print-count" role="status">
                {_(P.printCount, { cards: cards.length, pages: pages.length })}
              </p>
              <button
                type="button"
                className="butik-button butik-button--primary"
                part="print-button"
                disabled={cards.length === 0 || qr.status !== 'ready'}
                onClick={() => window.print()}
              >
                {_(P.printButton)}
              </button>
            </div>
            {cards.length === 0 ? (
              <p className="m-warning" part="print-none">
                {_(P.allUsed)}
              </p>
            ) : null}
            {qr.status === 'failed' ? <RetryAlert text={_(P.qrFailed)} onRetry={qr.retry} /> : null}
            {qr.status === 'loading' ? (
              <p className="m-loading" role="status">
                {_(P.preparing)}
              </p>
            ) : null}
          </>
        )}
      </div>
      {qr.status === 'ready' && pages.length ? (
        <div className="ps-pages" part="print-pages">
          {pages.map((list, i) => (
            <div
              key={i}
              className="ps-page"
              part="print-page"
              role="group"
              aria-label={_(P.page, { 0: i + 1, 1: pages.length })}
            >
              {list.map((code) => (
                <Card
                  key={code.id}
                  shop={shop}
                  code={code}
                  greeting={greeting}
                  link={giftLink(page, shop.id, code.id)}
                  encode={qr.encode}
                  style={theme}
                />
              ))}
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function Card(props: {
  shop: GiftShop;
  code: GiftCode;
  greeting: string;
  link: string;
  encode: QrEncoder;
  style: CSSProperties;
}): ReactNode {
  const _ = useTranslate();
  const { shop, code, greeting, link, encode, style } = props;
  const shape = useMemo(() => encode(link), [encode, link]);
  return (
    <article className="ps-card" part="print-card" style={style} data-code={code.id}>
      <span className="ps-mark ps-mark--tl" aria-hidden="true" />
      <span className="ps-mark ps-mark--tr" aria-hidden="true" />
      <span className="ps-mark ps-mark--bl" aria-hidden="true" />
      <span className="ps-mark ps-mark--br" aria-hidden="true" />
      <div className="ps-card__inner">
        <p className="ps-card__shop">
          <span className="ps-card__name">{shop.name}</span>
          {safeUrl(shop.theme.logoimage) ? (
            <img className="ps-card__logo" src={safeUrl(shop.theme.logoimage)} alt="" />
          ) : null}
        </p>
        <div className="ps-card__text">
          {code.name ? <p className="ps-card__to">{_(P.cardTo, { 0: code.name })}</p> : null}
          {greeting ? (
            <p className="ps-card__greeting" part="print-greeting">
              {greeting}
            </p>
          ) : null}
          <p className="ps-card__code">
            <span className="ps-card__label">{_(P.cardCode)}</span>
            <span className="ps-card__value" part="print-code">
              {code.id}
            </span>
          </p>
        </div>
        <QrCode shape={shape} label={_(P.cardQr, { 0: link })} />
        <p className="ps-card__link">
          <span className="ps-card__how">{_(P.cardHow)}:</span>{' '}
          <span className="ps-card__url" part="print-link">
            {link}
          </span>
        </p>
      </div>
    </article>
  );
}

function QrCode({ shape, label }: { shape: QrShape; label: string }): ReactNode {
  return (
    <svg
      className="ps-card__qr"
      part="print-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${shape.size} ${shape.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={shape.size} height={shape.size} fill="#fff" />
      <path d={shape.path} fill="#000" />
    </svg>
  );
}

type QrState = { status: 'loading' } | { status: 'ready'; encode: QrEncoder } | { status: 'failed'; retry(): void };

/** The QR encoder, loaded when the sheet is shown (a failed load offers a retry). */
function useQrEncoder(): QrState {
  const [encode, setEncode] = useState<QrEncoder | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadQrEncoder().then(
      (loaded) => {
        if (live) setEncode(() => loaded);
      },
      (error: unknown) => {
        console.error('the QR library could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (encode) return { status: 'ready', encode };
  if (failed) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}

/** Adopts {@link PAGE_RULE} into the document while the sheet is shown. */
function usePageRule(): void {
  useEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PAGE_RULE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, []);
}
