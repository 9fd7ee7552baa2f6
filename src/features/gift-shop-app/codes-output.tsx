/**
 * The codes section's output buttons (issue 12): 'Eksportér CSV' (the codes the filter shows, as a file for Danish
 * Excel; codes-export.ts) and 'Udskriv gavebeviser' (a link to the printable sheet, `#/m/{giftshop}/inv/print`).
 * Both work for a closed shop too: they change nothing. The export's code is loaded when the button is pressed.
 */
import { useLingui } from '@lingui/react';
import { useRef, useState, type ReactNode } from 'react';
import type { GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useContentStyles } from '../../internal/content-styles.ts';
import { lazyPart } from '../../ui/lazy-load.ts';
import { PRINT_TEXTS as P } from './codes-print-texts.ts';
import codesOutputCss from './codes-output.css?inline';
import { managementPath } from './management-path.ts';

/** The file's code (codes-export.ts, papaparse behind it), loaded on the first press; a failed load is retried. */
const exporter = lazyPart(() => import('./codes-export.ts'), { chunk: 'codes-export', base: import.meta.url });

type Status = { kind: 'done'; count: number; file: string } | { kind: 'failed' } | null;

export function CodesOutput({ shop, rows }: { shop: GiftShop; rows: readonly GiftCode[] }): ReactNode {
  useContentStyles(codesOutputCss);
  const _ = useTranslate();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  // A second press while the file is made (papaparse may still be loading) makes no second file.
  const running = useRef(false);

  const exportCsv = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setStatus(null);
    try {
      const { exportCodes } = await exporter.load();
      const file = await exportCodes(rows, shop.id, _);
      setStatus({ kind: 'done', count: rows.length, file });
    } catch (error) {
      console.error('codes export failed', error);
      setStatus({ kind: 'failed' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="m-codes-output" part="codes-output">
      <button
        type="button"
        className="butik-button"
        part="export-codes"
        aria-disabled={busy || rows.length === 0 || undefined}
        onClick={() => {
          if (!busy && rows.length) void exportCsv();
        }}
      >
        {_(P.exportCsv)}
      </button>
      <a
        className="butik-button"
        part="print-codes"
        href={`#${managementPath({ section: 'codes', giftshop: shop.id, subsection: 'printcodes' })}`}
      >
        {_(P.print)}
      </a>
      <p
        className={status?.kind === 'failed' ? 'm-codes-output__status m-error' : 'm-codes-output__status'}
        role="status"
        part="export-status"
      >
        {status?.kind === 'done'
          ? _(P.exported, { 0: i18n.number(status.count), 1: status.file })
          : status?.kind === 'failed'
            ? _(P.exportFailed)
            : ''}
      </p>
    </div>
  );
}
