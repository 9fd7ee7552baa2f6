/**
 * `<bulk-order>` view: the container runs machines/bulk-order.machine.ts, loaded on demand with its effects
 * (bulk-order-machine.part.ts: the item lookup and one `POST cart/addorupdatecartfromlist`), and hands its answer to
 * the page cart (`replaceCart`, which fires `butik-cart-change` on the element). Until the machine is there the
 * form shows its first state (machines/bulk-order.state.ts) and keeps the rows typed (src/data/on-demand-actor.ts).
 * The element's JSDoc (elements/bulk-order.ts) lists the decisions.
 */
import type { MessageDescriptor } from '@lingui/core';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useOnDemandActor } from '../../data/on-demand-actor.ts';
import { useStoreSelector } from '../../data/use-store.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useReplaceCartOn } from '../cart/use-cart.ts';
import {
  BULK_MAX_ROWS,
  checkRows,
  earlyBulkView,
  firstBulkView,
  isChecking,
  isSubmitting,
  type BulkError,
  type BulkOrderView,
  type BulkRow,
  type BulkVerdict,
} from '../../../machines/bulk-order.state.ts';
import { isMultiLinePaste, parsePaste } from './paste.ts';
import { useTranslate, withValues, type Translate } from '../../i18n/translate.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { KIT_TEXTS } from '../../ui/texts.ts';
import { TEXTS } from './texts.ts';
import { Spinner } from '../../ui/spinner-icon.tsx';

/** The form's machine with its effects, loaded once per page (a failed load is requested again on the next try). */
const bulkMachine = lazyPart(() => import('./bulk-order-machine.part.ts'), {
  chunk: 'bulk-order-machine.part',
  base: import.meta.url,
});

export interface BulkOrderProps {
  heading?: string;
  rows?: number;
}

export type BulkOrderState = 'hidden' | 'editing' | 'checking' | 'adding' | 'added' | 'error' | 'failed';

export function BulkOrder(props: BulkOrderProps): ReactNode {
  const config = usePageConfig();
  if (!config.purchaseAllowed) return <Hidden />;
  return <BulkOrderForm {...props} />;
}

function Hidden(): ReactNode {
  useHostState('hidden');
  return null;
}

const selectRows = (s: BulkOrderView) => s.context.rows;
const selectLookups = (s: BulkOrderView) => s.context.lookups;
const selectRejected = (s: BulkOrderView) => s.context.rejected;
const selectError = (s: BulkOrderView) => s.context.error;
const selectAdded = (s: BulkOrderView) => s.context.lastAdded;
const selectTruncated = (s: BulkOrderView) => s.context.truncated;

function BulkOrderForm({ heading, rows: initialRows = 3 }: BulkOrderProps): ReactNode {
  const _ = useTranslate();
  const clientRef = useApiClientRef();

  const { store, send, actor, failed, retry } = useOnDemandActor({
    part: bulkMachine,
    create: ({ createBulkOrderActor }) => createBulkOrderActor({ rows: initialRows, client: () => clientRef.current }),
    first: firstBulkView({ rows: initialRows }),
    early: earlyBulkView,
    what: 'The bulk order form',
    host: useHost(),
  });

  useReplaceCartOn(actor, 'added');

  const rows = useStoreSelector(store, selectRows);
  const lookups = useStoreSelector(store, selectLookups);
  const rejected = useStoreSelector(store, selectRejected);
  const error = useStoreSelector(store, selectError);
  const lastAdded = useStoreSelector(store, selectAdded);
  const truncated = useStoreSelector(store, selectTruncated);
  const checking = useStoreSelector(store, isChecking);
  const busy = useStoreSelector(store, isSubmitting);
  const verdicts = useMemo(() => checkRows({ rows, lookups, rejected }), [rows, lookups, rejected]);
  const filled = verdicts.filter((v) => v.verdict.kind !== 'empty');
  const judged = filled.length > 0 && filled.every((v) => v.verdict.kind !== 'pending');
  const validCount = filled.filter((v) => v.verdict.kind === 'ok' || v.verdict.kind === 'rounded').length;

  const state: BulkOrderState = failed
    ? 'failed'
    : busy
      ? 'adding'
      : checking
        ? 'checking'
        : error
          ? 'error'
          : lastAdded > 0
            ? 'added'
            : 'editing';
  useHostState(state);

  const ids = useId();
  const [pasteText, setPasteText] = useState('');
  const focusKey = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After "Add row", focus the new row's item field.
  useEffect(() => {
    if (focusKey.current === null) return;
    const field = formRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"] .bulk__item`);
    focusKey.current = null;
    field?.focus();
  }, [rows]);

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      send({ type: 'SUBMIT' });
    },
    [send],
  );

  const addRow = useCallback(() => {
    const next = store.getSnapshot().context.nextKey;
    send({ type: 'ADD_ROW' });
    if (store.getSnapshot().context.rows.some((r) => r.key === next)) focusKey.current = next;
  }, [store, send]);

  const takePaste = useCallback(() => {
    const lines = parsePaste(pasteText);
    if (lines.length === 0) return;
    send({ type: 'PASTE', lines });
    setPasteText('');
  }, [send, pasteText]);

  const onFieldPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      const text = event.clipboardData.getData('text/plain');
      if (!isMultiLinePaste(text)) return;
      event.preventDefault();
      const lines = parsePaste(text);
      if (lines.length > 0) send({ type: 'PASTE', lines });
    },
    [send],
  );

  const titleId = `${ids}-title`;
  return (
    <section className="panel bulk" part="container" aria-labelledby={titleId} aria-busy={busy || checking}>
      <h2 id={titleId} className="panel__title bulk__title" part="title">
        {heading?.trim() || _(TEXTS.heading)}
      </h2>
      <p className="panel__intro bulk__intro">{_(TEXTS.intro)}</p>
      <form ref={formRef} className="bulk__form" noValidate onSubmit={onSubmit}>
        <div className="bulk__head" aria-hidden="true">
          <span>{_(TEXTS.itemHeader)}</span>
          <span>{_(TEXTS.quantityHeader)}</span>
          <span />
        </div>
        <ol className="bulk__rows" part="rows">
          {verdicts.map(({ row, verdict }, index) => (
            <Row
              key={row.key}
              row={row}
              verdict={verdict}
              number={index + 1}
              idBase={`${ids}-${row.key}`}
              disabled={busy}
              onItem={(item) => send({ type: 'EDIT', key: row.key, item })}
              onQuantity={(quantity) => send({ type: 'EDIT', key: row.key, quantity })}
              onCheck={() => send({ type: 'CHECK' })}
              onRemove={() => send({ type: 'REMOVE_ROW', key: row.key })}
              onPaste={onFieldPaste}
            />
          ))}
        </ol>
        <div className="bulk__actions">
          <button
            type="button"
            className="butik-button"
            onClick={addRow}
            disabled={busy || rows.length >= BULK_MAX_ROWS}
          >
            <span aria-hidden="true">+ </span>
            {_(TEXTS.addRow)}
          </button>
          <button
            type="submit"
            className="butik-button butik-button--primary bulk__submit"
            part="submit"
            aria-disabled={busy}
            aria-busy={busy}
          >
            {busy ? <Spinner /> : null}
            {busy ? _(TEXTS.adding) : _(TEXTS.addToCart)}
          </button>
        </div>
        <div className="bulk__status" role="status" aria-live="polite">
          {checking && !busy ? _(TEXTS.checking) : null}
          {!checking && !busy && lastAdded === 0 && judged ? (
            <span>{_(withValues(TEXTS.summary, { 0: validCount, 1: filled.length }))}</span>
          ) : null}
          {lastAdded > 0 ? <span className="bulk__success">{_(withValues(TEXTS.added, { 0: lastAdded }))}</span> : null}
          {truncated ? <span>{_(withValues(TEXTS.truncated, { 0: BULK_MAX_ROWS }))}</span> : null}
        </div>
        {error ? (
          <div className="butik-alert" part="error" role="alert">
            <span>{_(ERROR_TEXTS[error])}</span>
            {error === 'lookupFailed' ? (
              <button type="button" className="butik-button" onClick={() => send({ type: 'CHECK' })}>
                {_(TEXTS.retry)}
              </button>
            ) : null}
            <button
              type="button"
              className="butik-button butik-button--icon bulk__dismiss"
              aria-label={_(TEXTS.dismiss)}
              onClick={() => send({ type: 'DISMISS' })}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
        {failed ? <RetryAlert text={_(KIT_TEXTS.partFailed)} onRetry={retry} /> : null}
      </form>
      <details className="bulk__paste" part="paste">
        <summary>{_(TEXTS.pasteSummary)}</summary>
        <label className="bulk__paste-label" htmlFor={`${ids}-paste`}>
          {_(TEXTS.pasteLabel)}
        </label>
        <textarea
          id={`${ids}-paste`}
          className="bulk__paste-box"
          rows={5}
          value={pasteText}
          disabled={busy}
          spellCheck={false}
          placeholder={'A10001;12\nA10006\t6'}
          onChange={(e) => setPasteText(e.target.value)}
        />
        <button type="button" className="butik-button" onClick={takePaste} disabled={busy || pasteText.trim() === ''}>
          {_(TEXTS.pasteButton)}
        </button>
      </details>
    </section>
  );
}

interface RowProps {
  row: BulkRow;
  verdict: BulkVerdict;
  number: number;
  idBase: string;
  disabled: boolean;
  onItem(item: string): void;
  onQuantity(quantity: string): void;
  onCheck(): void;
  onRemove(): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>): void;
}

function Row({
  row,
  verdict,
  number,
  idBase,
  disabled,
  onItem,
  onQuantity,
  onCheck,
  onRemove,
  onPaste,
}: RowProps): ReactNode {
  const _ = useTranslate();
  const message = verdictMessage(verdict, row, _);
  const messageId = `${idBase}-msg`;
  const rejected = verdict.kind === 'rejected' ? verdict.field : null;
  const itemInvalid =
    verdict.kind === 'unknown' ||
    verdict.kind === 'notPurchasable' ||
    verdict.kind === 'hasVariants' ||
    verdict.kind === 'missingItem' ||
    rejected === 'item';
  const quantityInvalid = verdict.kind === 'noQuantity' || rejected === 'quantity';
  const tone =
    itemInvalid || quantityInvalid
      ? 'error'
      : verdict.kind === 'rounded'
        ? 'notice'
        : verdict.kind === 'ok'
          ? 'ok'
          : 'none';
  // What the row's two fields share: described by the row's message, checked when either is left.
  const cell = {
    type: 'text',
    'aria-describedby': message ? messageId : undefined,
    autoComplete: 'off',
    disabled,
    onBlur: onCheck,
  } satisfies InputHTMLAttributes<HTMLInputElement>;
  return (
    <li className={`bulk__row bulk__row--${tone}`} data-row={row.key} data-verdict={verdict.kind} part="row">
      <input
        className="bulk__item"
        {...cell}
        value={row.item}
        aria-label={_(withValues(TEXTS.itemLabel, { 0: number }))}
        aria-invalid={itemInvalid || undefined}
        spellCheck={false}
        onChange={(e) => onItem(e.target.value)}
        onPaste={onPaste}
      />
      <input
        className="bulk__qty"
        {...cell}
        inputMode="numeric"
        value={row.quantity}
        aria-label={_(withValues(TEXTS.quantityLabel, { 0: number }))}
        aria-invalid={quantityInvalid || undefined}
        onChange={(e) => onQuantity(e.target.value)}
      />
      <button
        type="button"
        className="butik-button butik-button--icon bulk__remove"
        aria-label={_(withValues(TEXTS.removeLabel, { 0: number }))}
        disabled={disabled}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      {message ? (
        <p id={messageId} className="bulk__message" part="message">
          {message}
        </p>
      ) : null}
    </li>
  );
}

const ERROR_TEXTS = {
  lookupFailed: TEXTS.lookupFailed,
  addFailed: TEXTS.addFailed,
  lineRejected: TEXTS.lineRejected,
  nothingToAdd: TEXTS.nothingToAdd,
} as const satisfies Record<BulkError, MessageDescriptor>;

function verdictMessage(verdict: BulkVerdict, row: BulkRow, _: Translate): string | null {
  switch (verdict.kind) {
    case 'unknown':
      return _(withValues(TEXTS.unknown, { 0: row.item.trim() }));
    case 'notPurchasable':
      return _(withValues(TEXTS.notPurchasable, { 0: verdict.product.name }));
    case 'hasVariants':
      return _(withValues(TEXTS.hasVariants, { 0: verdict.product.name }));
    case 'noQuantity':
      return _(withValues(TEXTS.noQuantity, { 0: verdict.product.name }));
    case 'missingItem':
      return _(TEXTS.missingItem);
    case 'rejected':
      return _(
        withValues(verdict.field === 'quantity' ? TEXTS.rejectedQuantity : TEXTS.rejectedItem, {
          0: verdict.product.name,
        }),
      );
    case 'rounded':
      return `${verdict.product.name}: ${_(withValues(TEXTS.packNotice, { 0: verdict.product.colli, 1: verdict.product.unit }))}. ${_(
        withValues(TEXTS.willRound, { 0: verdict.quantity }),
      )}`;
    case 'ok':
      return verdict.product.name;
    default:
      return null;
  }
}
