/**
 * `<csv-import>` view: the container runs machines/csv-import.machine.ts, loaded on demand with its effects
 * (csv-import-machine.part.ts: reading the file with the CSV code, csv.ts, and `POST cart/csvimporttocart`, one
 * chunk per request), and hands the last answer to the page cart (`replaceCart`). Until the machine is there the
 * element shows its first state (machines/csv-import.state.ts, src/data/on-demand-actor.ts). The element's JSDoc
 * (elements/csv-import.ts) lists the decisions.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useOnDemandActor } from '../../data/on-demand-actor.ts';
import { useStoreSelector } from '../../data/use-store.ts';
import { useApiClientRef } from '../../internal/api.ts';
import { useHost, useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { useReplaceCartOn } from '../cart/use-cart.ts';
import {
  firstCsvView,
  importProgress,
  importStep,
  rejectedRows,
  type CsvImportError,
  type CsvImportView,
} from '../../../machines/csv-import.state.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { KIT_TEXTS } from '../../ui/texts.ts';
import { TEXTS } from './texts.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { FilePicker, ProgressBar, RejectedTable } from './csv-import-steps.tsx';

/**
 * The CSV code (csv.ts with papaparse, about two thirds of the element's bytes) is an on-demand chunk, requested
 * when a file is picked or dropped (hovering or focusing the picker starts it early): the page loads only the
 * picker. A failed load is `parserUnavailable`: a message with 'Try again', which reads the same file again.
 */
const csvCode = lazyPart(() => import('./csv.ts'), { chunk: 'csv', base: import.meta.url });

/** The element's machine with its effects, loaded once per page (a failed load is requested again on the next try). */
const csvMachine = lazyPart(() => import('./csv-import-machine.part.ts'), {
  chunk: 'csv-import-machine.part',
  base: import.meta.url,
});

export interface CsvImportProps {
  heading?: string;
}

/** `failed`: a chunk of the import failed, or the element's machine could not be loaded for a chosen file. */
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

const selectContext = (s: CsvImportView) => s.context;
const sameProgress = (a: { done: number; total: number }, b: { done: number; total: number }) =>
  a.done === b.done && a.total === b.total;

function CsvImportView({ heading }: CsvImportProps): ReactNode {
  const _ = useTranslate();
  const clientRef = useApiClientRef();

  const { store, send, actor, failed, retry } = useOnDemandActor({
    part: csvMachine,
    create: ({ createCsvImportActor }) => createCsvImportActor({ client: () => clientRef.current, csv: csvCode }),
    first: firstCsvView({}),
    what: 'The CSV import',
    host: useHost(),
  });

  useReplaceCartOn(actor, 'cartChanged');

  const value = useStoreSelector(store, importStep);
  const context = useStoreSelector(store, selectContext);
  const progress = useStoreSelector(store, importProgress, sameProgress);
  const state: CsvImportState = failed ? 'failed' : value === 'idle' && context.error ? 'error' : value;
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
      send({ type: 'FILE', file, name: file.name, size: file.size });
    },
    [send],
  );

  // Focus the next step's main control when a step opens (keyboard users land on the new content).
  const focusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (value === 'preview' || value === 'report' || (value === 'idle' && context.error)) focusRef.current?.focus();
  }, [value, context.error]);
  // The machine could not be loaded for the file chosen: the picker gives way to 'Try again' (which reads that file;
  // another file would wait behind it), and the button takes the focus the picker had.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (failed) sectionRef.current?.querySelector<HTMLElement>('[part="retry"]')?.focus();
  }, [failed]);

  const rejected = useMemo(() => rejectedRows(context), [context]);

  return (
    <section ref={sectionRef} className="panel csv" part="container" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="panel__title csv__title" part="title">
        {heading?.trim() || _(TEXTS.heading)}
      </h2>
      <p className="panel__intro csv__intro">{_(TEXTS.intro)}</p>

      {value === 'idle' && !failed ? (
        <FilePicker id={`${ids}-file`} onFile={chooseFile} onIntent={csvCode.preload} compact={false} />
      ) : null}
      {failed ? (
        <RetryAlert className="csv__error" text={_(KIT_TEXTS.partFailed)} onRetry={retry} retryPart="retry" />
      ) : null}

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
              onClick={() => send({ type: 'IMPORT' })}
            >
              {_(withValues(TEXTS.import, { 0: context.rows.length }))}
            </button>
            <button type="button" className="butik-button" onClick={() => send({ type: 'RESET' })}>
              {_(TEXTS.another)}
            </button>
          </div>
        </div>
      ) : null}

      {value === 'importing' || value === 'failed' ? (
        <div className="csv__step" part="progress">
          <ProgressBar done={progress.done} total={progress.total} />
          {value === 'failed' ? (
            <RetryAlert
              className="csv__error"
              text={_(withValues(TEXTS.chunkFailed, { 0: context.imported }))}
              onRetry={() => send({ type: 'RETRY' })}
              retryText={_(TEXTS.retry)}
            />
          ) : null}
        </div>
      ) : null}

      {value === 'report' ? (
        <div className="csv__step" part="report">
          <ProgressBar done={progress.done} total={progress.total} />
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

      {value === 'report' || value === 'failed' ? (
        <FilePicker id={`${ids}-file`} onFile={chooseFile} onIntent={csvCode.preload} compact />
      ) : null}
    </section>
  );
}

function errorText(error: CsvImportError, imported: number): MessageDescriptor {
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
