/**
 * The steps' pieces of `<csv-import>` (csv-import.tsx): the file picker / drop zone, the progress bar and the table
 * of rejected lines.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CsvRejection } from '../../../machines/csv-import.state.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';

export function FilePicker({
  id,
  onFile,
  onIntent,
  compact,
}: {
  id: string;
  onFile(file: File | undefined | null): void;
  /** A file is about to be picked or dropped (pointer, focus, drag): the CSV code is loaded then. */
  onIntent(): void;
  compact: boolean;
}): ReactNode {
  const _ = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;
  const onIntentRef = useRef(onIntent);
  onIntentRef.current = onIntent;

  // Native listeners (not React's delegated ones): a file chosen or dropped right after the element appeared
  // must never be missed (see elements/README.md on deferred listeners). A layout effect: in place before the
  // element's data-state says "idle" (the view's own layout effect, which runs after its children's).
  useLayoutEffect(() => {
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
    const onEnter = () => onIntentRef.current();
    input.addEventListener('change', onChange);
    // About to pick or drop a file: start loading the CSV code.
    for (const type of ['pointerenter', 'focusin', 'dragenter']) zone.addEventListener(type, onEnter);
    zone.addEventListener('dragover', onDragOver);
    zone.addEventListener('dragleave', onDragLeave);
    zone.addEventListener('drop', onDrop);
    return () => {
      input.removeEventListener('change', onChange);
      for (const type of ['pointerenter', 'focusin', 'dragenter']) zone.removeEventListener(type, onEnter);
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

/** The import's progress: the bar with its accessible name, and 'Importing N of M' beside it. */
export function ProgressBar({ done, total }: { done: number; total: number }): ReactNode {
  const _ = useTranslate();
  const label = _(TEXTS.progressLabel);
  const text = _(withValues(TEXTS.importing, { 0: done, 1: total }));
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

export function RejectedTable({ rows, id }: { rows: CsvRejection[]; id: string }): ReactNode {
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
