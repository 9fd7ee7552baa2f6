/**
 * `<csv-import>` view: the container wires machines/csv-import.machine.ts to the file (read + decode + parse,
 * csv.ts), to `POST cart/csvimporttocart` (one chunk per request) and to the page cart (`replaceCart` with the
 * last answer). The element's JSDoc (elements/csv-import.ts) lists the decisions.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { createCartApi } from '../../api/cart.ts';
import { unwrap } from '../../api/result.ts';
import { useApiClient } from '../../internal/api.ts';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useReplaceCartOn } from '../cart/use-cart.ts';
import {
  CsvParserUnavailable,
  csvImportMachine,
  importProgress,
  rejectedRows,
  type CsvChunkResult,
  type CsvImportRow,
  type CsvImportSnapshot,
  type CsvParseResult,
  type CsvRejection,
} from '../../../machines/csv-import.machine.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { KIT_TEXTS } from '../../ui/texts.ts';
import { TEXTS } from './texts.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';

/**
 * The CSV code (csv.ts with papaparse, about two thirds of the element's bytes) is an on-demand chunk, requested
 * when a file is picked or dropped (hovering or focusing the picker starts it early): the page loads only the
 * picker. A failed load is `parserUnavailable`: a message with 'Try again', which reads the same file again.
 */
const csvCode = lazyPart(() => import('./csv.ts'), { chunk: 'csv', base: import.meta.url });

export interface CsvImportProps {
  heading?: string;
}

export type CsvImportState = 'hidden' | 'idle' | 'reading' | 'preview' | 'importing' | 'report' | 'failed' | 'error';

/** Rows shown in the preview table (the rest is counted). */
const PREVIEW_ROWS = 100;

export function CsvImport(props: CsvImportProps): ReactNode {
  const config = usePageConfig();
  if (!config.hasFeature('csvimport') || !config.purchaseAllowed) return <Hidden />;
  return <CsvImportView {...props} />;
}

function Hidden(): ReactNode {
  useHostState('hidden');
  return null;
}

async function readCsvFile(file: unknown): Promise<CsvParseResult> {
  if (!(file instanceof Blob)) throw new Error('not a file');
  const { decodeCsvBytes, parseCsv } = await csvCode.load().catch((error: unknown) => {
    console.error('<csv-import> could not load its CSV parser', error);
    throw new CsvParserUnavailable('the CSV parser could not be loaded', { cause: error });
  });
  const parsed = parseCsv(decodeCsvBytes(await file.arrayBuffer()));
  return { rows: parsed.rows, rejected: parsed.rejected };
}

const selectValue = (s: CsvImportSnapshot) =>
  typeof s.value === 'string' ? s.value : (Object.keys(s.value)[0] ?? 'idle');
const selectContext = (s: CsvImportSnapshot) => s.context;

function CsvImportView({ heading }: CsvImportProps): ReactNode {
  const _ = useTranslate();
  const client = useApiClient();
  const clientRef = useRef(client);
  clientRef.current = client;

  const machine = useMemo(
    () =>
      csvImportMachine.provide({
        actors: {
          readFile: fromPromise<CsvParseResult, { file: unknown }>(({ input }) => readCsvFile(input.file)),
          importChunk: fromPromise<CsvChunkResult, { rows: CsvImportRow[] }>(async ({ input, signal }) => {
            return unwrap(
              // Loaded by the time rows exist (readFile loaded it).
              await createCartApi(clientRef.current).csvImport(
                { csv: (await csvCode.load()).chunkCsv(input.rows) },
                { signal },
              ),
              'cart.csvImport',
            );
          }),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: {} });

  useReplaceCartOn(actor, 'cartChanged');

  const value = useSelector(actor, selectValue);
  const context = useSelector(actor, selectContext);
  const progress = useSelector(actor, importProgress, (a, b) => a.done === b.done && a.total === b.total);
  const state: CsvImportState = value === 'idle' && context.error ? 'error' : (value as CsvImportState);
  useHostState(state);

  const ids = useId();
  const titleId = `${ids}-title`;
  const busy = value === 'reading' || value === 'importing';

  // The last file chosen: 'Try again' after parserUnavailable reads it again.
  const lastFile = useRef<File | null>(null);
  const chooseFile = useCallback(
    (file: File | undefined | null) => {
      if (!file) return;
      lastFile.current = file;
      actor.send({ type: 'FILE', file, name: file.name, size: file.size });
    },
    [actor],
  );

  // Focus the next step's main control when a step opens (keyboard users land on the new content).
  const focusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (value === 'preview' || value === 'report' || (value === 'idle' && context.error)) focusRef.current?.focus();
  }, [value, context.error]);

  const rejected = useMemo(() => rejectedRows(context), [context]);

  return (
    <section className="panel csv" part="container" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="panel__title csv__title" part="title">
        {heading?.trim() || _(TEXTS.heading)}
      </h2>
      <p className="panel__intro csv__intro">{_(TEXTS.intro)}</p>

      {value === 'idle' ? <FilePicker id={`${ids}-file`} onFile={chooseFile} compact={false} /> : null}

      {value === 'reading' ? (
        <p className="csv__status" role="status">
          {_(withValues(TEXTS.reading, { 0: context.fileName }))}
        </p>
      ) : null}

      {value === 'idle' && context.error ? (
        <div
          className="butik-alert csv__error"
          part="error"
          role="alert"
          tabIndex={-1}
          ref={(el) => void (focusRef.current = el)}
        >
          {context.error === 'parserUnavailable' ? (
            <>
              <span>{_(errorText(context.error, context.imported))}</span>
              <button type="button" className="butik-button" part="retry" onClick={() => chooseFile(lastFile.current)}>
                {_(KIT_TEXTS.retry)}
              </button>
            </>
          ) : (
            _(errorText(context.error, context.imported))
          )}
        </div>
      ) : null}
      {value === 'idle' && context.error === 'noRows' && rejected.length > 0 ? (
        <RejectedTable rows={rejected} id={`${ids}-rej`} />
      ) : null}

      {value === 'preview' ? (
        <div className="csv__step" part="preview">
          <p className="csv__summary" tabIndex={-1} ref={(el) => void (focusRef.current = el)}>
            {_(withValues(TEXTS.ready, { 0: context.fileName, 1: context.rows.length }))}
          </p>
          <div className="csv__table-wrap">
            <table className="csv__table" part="preview-table">
              <caption>{_(TEXTS.previewCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="csv__num">
                    {_(TEXTS.line)}
                  </th>
                  <th scope="col">{_(TEXTS.item)}</th>
                  <th scope="col" className="csv__num">
                    {_(TEXTS.quantity)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {context.rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.line}>
                    <td className="csv__num">{row.line}</td>
                    <td>{row.item}</td>
                    <td className="csv__num">{row.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {context.rows.length > PREVIEW_ROWS ? (
            <p className="csv__more">{_(withValues(TEXTS.more, { 0: context.rows.length - PREVIEW_ROWS }))}</p>
          ) : null}
          {rejected.length > 0 ? <RejectedTable rows={rejected} id={`${ids}-rej`} /> : null}
          <div className="csv__actions">
            <button
              type="button"
              className="butik-button butik-button--primary"
              part="import"
              onClick={() => actor.send({ type: 'IMPORT' })}
            >
              {_(withValues(TEXTS.import, { 0: context.rows.length }))}
            </button>
            <button type="button" className="butik-button" onClick={() => actor.send({ type: 'RESET' })}>
              {_(TEXTS.another)}
            </button>
          </div>
        </div>
      ) : null}

      {value === 'importing' || value === 'failed' ? (
        <div className="csv__step" part="progress">
          <ProgressBar
            done={progress.done}
            total={progress.total}
            label={_(TEXTS.progressLabel)}
            text={_(withValues(TEXTS.importing, { 0: progress.done, 1: progress.total }))}
          />
          {value === 'failed' ? (
            <RetryAlert
              className="csv__error"
              text={_(withValues(TEXTS.chunkFailed, { 0: context.imported }))}
              onRetry={() => actor.send({ type: 'RETRY' })}
              retryText={_(TEXTS.retry)}
            />
          ) : null}
        </div>
      ) : null}

      {value === 'report' ? (
        <div className="csv__step" part="report">
          <ProgressBar
            done={progress.done}
            total={progress.total}
            label={_(TEXTS.progressLabel)}
            text={_(withValues(TEXTS.importing, { 0: progress.done, 1: progress.total }))}
          />
          <p
            className="csv__summary csv__summary--done"
            role="status"
            tabIndex={-1}
            ref={(el) => void (focusRef.current = el)}
          >
            {_(withValues(TEXTS.imported, { 0: context.imported }))}
          </p>
          {rejected.length > 0 ? <RejectedTable rows={rejected} id={`${ids}-rej`} /> : null}
        </div>
      ) : null}

      {value === 'report' || value === 'failed' ? <FilePicker id={`${ids}-file`} onFile={chooseFile} compact /> : null}
    </section>
  );
}

function errorText(error: NonNullable<CsvImportSnapshot['context']['error']>, imported: number): MessageDescriptor {
  switch (error) {
    case 'tooLarge':
      return TEXTS.tooLarge;
    case 'empty':
      return TEXTS.empty;
    case 'noRows':
      return TEXTS.noRows;
    case 'readFailed':
      return TEXTS.readFailed;
    case 'parserUnavailable':
      return KIT_TEXTS.partFailed;
    default:
      return withValues(TEXTS.chunkFailed, { 0: imported });
  }
}

function FilePicker({
  id,
  onFile,
  compact,
}: {
  id: string;
  onFile(file: File | undefined | null): void;
  compact: boolean;
}): ReactNode {
  const _ = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;

  // Native listeners (not React's delegated ones): a file chosen or dropped right after the element appeared
  // must never be missed (see elements/README.md on deferred listeners).
  useEffect(() => {
    const input = inputRef.current;
    const zone = zoneRef.current;
    if (!input || !zone) return undefined;
    const onChange = () => {
      onFileRef.current(input.files?.[0]);
      input.value = '';
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    };
    const onDragLeave = () => setOver(false);
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      onFileRef.current(event.dataTransfer?.files?.[0]);
    };
    input.addEventListener('change', onChange);
    // About to pick or drop a file: start loading the CSV code.
    for (const type of ['pointerenter', 'focusin', 'dragenter']) zone.addEventListener(type, csvCode.preload);
    zone.addEventListener('dragover', onDragOver);
    zone.addEventListener('dragleave', onDragLeave);
    zone.addEventListener('drop', onDrop);
    return () => {
      input.removeEventListener('change', onChange);
      for (const type of ['pointerenter', 'focusin', 'dragenter']) zone.removeEventListener(type, csvCode.preload);
      zone.removeEventListener('dragover', onDragOver);
      zone.removeEventListener('dragleave', onDragLeave);
      zone.removeEventListener('drop', onDrop);
    };
  }, []);

  return (
    <div
      ref={zoneRef}
      className={`csv__drop${over ? ' csv__drop--over' : ''}${compact ? ' csv__drop--compact' : ''}`}
      part="dropzone"
    >
      <input
        ref={inputRef}
        id={id}
        className="butik-visually-hidden csv__file"
        type="file"
        accept=".csv,text/csv"
        part="file"
      />
      <label htmlFor={id} className="butik-button butik-button--primary csv__choose">
        {compact ? _(TEXTS.another) : _(TEXTS.choose)}
      </label>
      <span className="csv__drop-text">{_(TEXTS.drop)}</span>
    </div>
  );
}

function ProgressBar({
  done,
  total,
  label,
  text,
}: {
  done: number;
  total: number;
  label: string;
  text: string;
}): ReactNode {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="csv__progress">
      <div
        className="csv__bar"
        part="bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="csv__bar-fill" part="bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="csv__progress-text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

function RejectedTable({ rows, id }: { rows: CsvRejection[]; id: string }): ReactNode {
  const _ = useTranslate();
  return (
    <div className="csv__table-wrap">
      <table className="csv__table csv__table--rejected" part="rejected-table">
        <caption id={id}>{_(withValues(TEXTS.rejectedCaption, { 0: rows.length }))}</caption>
        <thead>
          <tr>
            <th scope="col" className="csv__num">
              {_(TEXTS.line)}
            </th>
            <th scope="col">{_(TEXTS.value)}</th>
            <th scope="col">{_(TEXTS.reason)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td className="csv__num">{row.line}</td>
              <td>
                <code>{row.value}</code>
              </td>
              <td>{_(reasonText(row))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The text of a rejected row: ours for local reasons and for the server's reason codes, else the server's message. */
function reasonText(row: CsvRejection): MessageDescriptor {
  if (row.reason === 'missingItem') return TEXTS.missingItem;
  if (row.reason !== 'server') return TEXTS.badQuantity;
  switch (row.code) {
    case 'unknown':
      return TEXTS.unknownItem;
    case 'notpurchasable':
      return TEXTS.notPurchasable;
    case 'variantrequired':
      return TEXTS.variantRequired;
    case 'quantity':
      return TEXTS.badQuantity;
    default:
      return { id: row.message, message: row.message };
  }
}
