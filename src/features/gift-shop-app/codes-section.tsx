/**
 * The codes section 'Gavebeviser' (`#/m/{giftshop}/inv`, issue 12): the shop's codes in the kit's DataTable (code,
 * recipient, chosen gifts, invitation state, last change; sortable, selectable), a filter, the progress line
 * 'N af M har valgt', what the last change did, and the section's modals (codes-modals.tsx). The machine owns the
 * codes and the rules (which codes may be removed or edited); this view keeps only the filter and the selection.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { GiftCode, GiftShop, InvitationState } from '../../api/schemas/giftshop.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import {
  isUsedCode,
  type CodeRecipient,
  type CodesNotice,
  type ManagerFailure,
  type ManagerModal,
} from '../../../machines/gift-shop-manager.machine.ts';
import { CodesModals } from './codes-modals.tsx';
import { CodesOutput } from './codes-output.tsx';
import { RemindButton, RemindModal, SendCodesModal, SendStatus } from './codes-send.tsx';
import type { InvitationsView } from './invitations-actors.ts';
import { CODES_TEXTS as C } from './codes-texts.ts';

export type CodesFilter = 'all' | 'chosen' | 'notchosen' | 'failed';

const FILTERS: Array<[CodesFilter, MessageDescriptor]> = [
  ['all', C.filterAll],
  ['chosen', C.filterChosen],
  ['notchosen', C.filterNotChosen],
  ['failed', C.filterFailed],
];

const INVITATION_TEXT: Record<InvitationState, MessageDescriptor> = {
  MANUAL: C.inviteMANUAL,
  SENDING: C.inviteSENDING,
  SENT: C.inviteSENT,
  FAILED: C.inviteFAILED,
};

/** The codes the filter lets through. */
export function filterCodes(codes: readonly GiftCode[], filter: CodesFilter): GiftCode[] {
  if (filter === 'chosen') return codes.filter(isUsedCode);
  if (filter === 'notchosen') return codes.filter((c) => !isUsedCode(c));
  if (filter === 'failed') return codes.filter((c) => c.invitationstate === 'FAILED');
  return [...codes];
}

export interface CodesSectionProps {
  shop: GiftShop;
  codes: GiftCode[] | null;
  /** The shop is closed: nothing may change (no selection, no edit). */
  closed: boolean;
  busy: boolean;
  modal: ManagerModal | null;
  codeId: string | null;
  saving: boolean;
  error: ManagerFailure | null;
  notice: CodesNotice | null;
  onOpen(modal: ManagerModal, codeId?: string): void;
  onCreate(count: number, recipients: CodeRecipient[]): void;
  onRemove(ids: string[]): void;
  onSaveCode(name: string, email: string): void;
  onDismiss(): void;
  /** Sending (invitations, cards, reminders; codes-send.tsx): while the shop is open. */
  sending?: InvitationsView | null;
}

export function CodesSection(props: CodesSectionProps): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const { shop, codes, closed, busy, notice, onOpen, sending } = props;
  const [filter, setFilter] = useState<CodesFilter>('all');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const filterId = useId();
  const all = useMemo(() => codes ?? [], [codes]);
  const rows = useMemo(() => filterCodes(all, filter), [all, filter]);
  // Only codes that still exist count as selected (removed ones leave the selection).
  const selected = useMemo(() => new Set(all.filter((c) => picked.has(c.id)).map((c) => c.id)), [all, picked]);
  useEffect(() => {
    if (notice?.kind === 'removed') setPicked(new Set());
  }, [notice]);
  const chosen = all.filter(isUsedCode).length;
  const percent = all.length ? Math.round((chosen / all.length) * 100) : 0;

  const gifts = (c: GiftCode): ReactNode =>
    c.productsinfo.length ? (
      c.productsinfo.map((p) => p.name).join(', ')
    ) : (
      <span className="m-muted">{_(C.notChosen)}</span>
    );
  // The recipient's name and e-mail share a column (the e-mail below, wrapping), so the table fits beside the
  // shortcut list at 1280px; on a phone the code's cell carries them and only the code and its button remain.
  const columns: DataTableColumn<GiftCode>[] = [
    {
      key: 'code',
      header: _(C.colCode),
      rowHeader: true,
      sortValue: (c) => c.id,
      cell: (c) => (
        <>
          <CodeText id={c.id} />
          <span className="m-narrow-only">
            {c.name ? <span className="m-narrow-name">{c.name}</span> : null}
            {c.email ? <span className="m-email">{c.email}</span> : null}
            <span>{gifts(c)}</span>
            <span>
              {_(C.colInvitation)}: {_(INVITATION_TEXT[c.invitationstate])}
            </span>
          </span>
        </>
      ),
    },
    {
      key: 'name',
      header: _(C.colRecipient),
      sortValue: (c) => c.name ?? c.email ?? '',
      cell: (c) =>
        c.name || c.email ? (
          <span className="m-recipient">
            {c.name ? <span>{c.name}</span> : null}
            {c.email ? <span className="m-email">{c.email}</span> : null}
          </span>
        ) : (
          <Dash />
        ),
      hideWhenNarrow: true,
    },
    {
      key: 'gifts',
      header: _(C.colGifts),
      sortValue: (c) => c.productsinfo.map((p) => p.name).join(', '),
      cell: (c) => <span className="m-wrap">{gifts(c)}</span>,
      hideWhenNarrow: true,
    },
    {
      key: 'invitation',
      header: _(C.colInvitation),
      sortValue: (c) => c.invitationstate,
      cell: (c) => (
        <span className={`m-invite m-invite--${c.invitationstate.toLowerCase()}`}>
          {_(INVITATION_TEXT[c.invitationstate])}
        </span>
      ),
      hideWhenNarrow: true,
    },
    {
      key: 'updated',
      header: _(C.colUpdated),
      sortValue: (c) => c.lastupdate,
      cell: (c) => <Moment iso={c.lastupdate} locale={i18n.locale} />,
      hideWhenNarrow: true,
    },
  ];
  if (!closed)
    columns.push({
      key: 'actions',
      header: <span className="butik-visually-hidden">{_(C.colActions)}</span>,
      align: 'end',
      cell: (c) =>
        isUsedCode(c) ? null : (
          <button
            type="button"
            className="butik-button butik-button--quiet m-row-button"
            part="edit-code"
            aria-haspopup="dialog"
            aria-label={_(C.editLabel, { 0: c.id })}
            onClick={() => onOpen('editcode', c.id)}
          >
            {_(C.edit)}
          </button>
        ),
    });

  return (
    <section className="m-section" part="codes" aria-busy={busy || undefined}>
      <div className="m-overview__head">
        <h3 className="m-section__title">{shop.name}</h3>
      </div>
      {closed ? <p className="m-warning">{_(C.closedNote)}</p> : null}
      <Notice notice={notice} />
      {sending && codes?.length ? <SendStatus shop={shop} codes={all} sending={sending} /> : null}
      {codes === null ? null : all.length === 0 ? (
        <div className="m-empty" part="codes-empty">
          <p className="m-empty__title">{_(C.empty)}</p>
          {closed ? null : (
            <>
              <p className="m-muted">{_(C.emptyHint)}</p>
              <button
                type="button"
                className="butik-button butik-button--primary"
                aria-haspopup="dialog"
                onClick={() => onOpen('addcodes')}
              >
                {_(C.addFirst)}
              </button>
            </>
          )}
        </div>
      ) : (
        <>
          <div className="m-progress" part="codes-progress">
            <p>{_(C.progress, { 0: i18n.number(chosen), 1: i18n.number(all.length) })}</p>
            <span className="m-codes__bar" aria-hidden="true">
              <span style={{ inlineSize: `${percent}%` }} />
            </span>
          </div>
          <div className="m-codes-tools">
            <p className="m-field">
              <label htmlFor={filterId}>{_(C.filter)}</label>
              <select
                id={filterId}
                className="butik-input"
                part="codes-filter"
                value={filter}
                onChange={(e) => setFilter(e.target.value as CodesFilter)}
              >
                {FILTERS.map(([value, text]) => (
                  <option key={value} value={value}>
                    {_(text)}
                  </option>
                ))}
              </select>
            </p>
            {sending && !closed ? <RemindButton codes={all} onOpen={onOpen} /> : null}
            {closed ? null : (
              <button
                type="button"
                className="butik-button butik-button--danger"
                part="remove-codes"
                aria-haspopup="dialog"
                disabled={selected.size === 0}
                onClick={() => onOpen('removecodes')}
              >
                {_(C.removeSelected, { 0: i18n.number(selected.size) })}
              </button>
            )}
            {/* Export and print (codes-output.tsx): the rows the filter shows; also for a closed shop. */}
            <CodesOutput shop={shop} rows={rows} />
          </div>
          <div className="m-codes-table">
            <DataTable
              caption={_(C.caption, { 0: shop.name })}
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(c) => c.id}
              rowLabel={(c) => c.id}
              status={busy ? 'loading' : 'ready'}
              emptyMessage={_(C.noMatch)}
              selectable={!closed}
              selected={selected}
              onSelectedChange={setPicked}
              maxHeight="none"
              pageKey={filter}
            />
          </div>
        </>
      )}
      <CodesModals {...props} codes={all} selected={[...selected]} />
      {sending && !closed ? (
        <>
          <SendCodesModal {...props} sending={sending} codes={all} selected={[...selected]} />
          <RemindModal {...props} sending={sending} codes={all} selected={[...selected]} />
        </>
      ) : null}
    </section>
  );
}

function Dash(): ReactNode {
  return <span className="m-muted">–</span>;
}

/** What the last change of the codes did: a polite status (it follows the user's own action). */
function Notice({ notice }: { notice: CodesNotice | null }): ReactNode {
  const _ = useTranslate();
  const parts: string[] = [];
  if (notice?.kind === 'created') {
    parts.push(_(C.created, { 0: notice.count }));
    if (notice.unsaved) parts.push(_(C.unsaved, { 0: notice.unsaved }));
  } else if (notice?.kind === 'removed') {
    parts.push(_(C.removed, { 0: notice.removed }));
    if (notice.kept) parts.push(_(C.kept, { 0: notice.kept }));
  } else if (notice?.kind === 'saved') parts.push(_(C.saved, { 0: notice.id }));
  return (
    <p className={parts.length ? 'm-notice' : 'm-notice m-notice--empty'} role="status" part="codes-notice">
      {parts.join(' ')}
    </p>
  );
}

/** A moment (ISO date-time) as a short date over its time, in Copenhagen (spec §9). */
const moments = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();
function Moment({ iso, locale }: { iso: string; locale: string }): ReactNode {
  let formats = moments.get(locale);
  if (!formats) {
    const zone = { timeZone: 'Europe/Copenhagen' } as const;
    formats = [
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', ...zone }),
      new Intl.DateTimeFormat(locale, { timeStyle: 'short', ...zone }),
    ];
    moments.set(locale, formats);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    <time dateTime={iso} className="m-moment">
      <span>{formats[0].format(date)}</span>
      <span className="m-muted">{formats[1].format(date)}</span>
    </time>
  );
}

/** A code, breakable only after its prefix's dash (a long code then takes two lines, never breaks elsewhere). */
function CodeText({ id }: { id: string }): ReactNode {
  const dash = id.lastIndexOf('-');
  return (
    <span className="m-code">
      {dash < 0 ? (
        id
      ) : (
        <>
          {id.slice(0, dash + 1)}
          <wbr />
          {id.slice(dash + 1)}
        </>
      )}
    </span>
  );
}
