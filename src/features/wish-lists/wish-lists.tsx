/**
 * `<wish-lists>` view: the signed-in user's wish lists with their items (use-wish-lists.ts talks to the API).
 * The element's JSDoc (elements/wish-lists.ts) lists the decisions.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { WishList } from '../../api/schemas/wishlist.ts';
import { useHostState } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { ruleMessage } from '../../validation/messages.ts';
import { WISH_LIST_TEXTS } from '../../wish-list/texts.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { useWishLists, type WishListsHandle } from './use-wish-lists.ts';
import { ItemView } from './wish-list-item.tsx';
import { BusyButton } from '../../ui/busy-button.tsx';
import { LoadingLine, RetryAlert } from '../../ui/retry-alert.tsx';

export interface WishListsProps {
  heading?: string;
}

export type WishListsState = 'visitor' | 'loading' | 'failed' | 'empty' | 'ready';

export function WishLists({ heading }: WishListsProps): ReactNode {
  const config = usePageConfig();
  const _ = useTranslate();
  const title = heading?.trim() || _(TEXTS.heading);
  if (!config.signedIn) return <Visitor title={title} loginUrl={config.loginUrl} />;
  return <SignedIn title={title} canBuy={config.enablePurchaseFromLists && config.allowPurchase} />;
}

function Visitor({ title, loginUrl }: { title: string; loginUrl: string }): ReactNode {
  const _ = useTranslate();
  useHostState('visitor');
  return (
    <section className="panel" part="container">
      <h2 className="panel__title" part="title">
        {title}
      </h2>
      <p className="panel__intro">{_(WISH_LIST_TEXTS.needLogin)}</p>
      {loginUrl ? (
        <a className="butik-button butik-button--primary wl-login" href={loginUrl}>
          {_(WISH_LIST_TEXTS.login)}
        </a>
      ) : null}
    </section>
  );
}

function SignedIn({ title, canBuy }: { title: string; canBuy: boolean }): ReactNode {
  const _ = useTranslate();
  const handle = useWishLists();
  const { status, lists, notice, error } = handle;
  const state: WishListsState = status === 'ready' ? (lists.length === 0 ? 'empty' : 'ready') : status;
  useHostState(state);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After a list is deleted its section (and the focused button) is gone: focus the heading.
  useEffect(() => {
    if (notice?.kind === 'deleted') headingRef.current?.focus();
  }, [notice]);

  let noticeText = '';
  if (notice?.kind === 'renamed') noticeText = _(TEXTS.renamed);
  else if (notice?.kind === 'deleted') noticeText = _(withValues(TEXTS.deleted, { 0: notice.label }));
  else if (notice?.kind === 'removed') noticeText = _(withValues(TEXTS.removed, { 0: notice.name }));
  else if (notice?.kind === 'quantityChanged')
    noticeText = notice.rounded
      ? `${_(TEXTS.quantityChanged)} ${_(withValues(TEXTS.rounded, { 0: notice.quantity }))}`
      : _(TEXTS.quantityChanged);
  else if (notice?.kind === 'addedToCart') noticeText = _(TEXTS.addedToCart);
  const errorText =
    error === 'renameFailed'
      ? _(TEXTS.renameClash)
      : error === 'cartFailed'
        ? _(TEXTS.cartFailed)
        : error
          ? _(TEXTS.changeFailed)
          : '';

  return (
    <section className="panel" part="container" aria-busy={status === 'loading'}>
      <h2 className="panel__title" part="title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {status === 'loading' ? (
        <LoadingLine className="wl-loading" text={_(TEXTS.loading)} />
      ) : status === 'failed' ? (
        <RetryAlert text={_(TEXTS.loadFailed)} onRetry={handle.reload} />
      ) : lists.length === 0 ? (
        <p className="panel__intro">{_(TEXTS.none)}</p>
      ) : (
        <div className="wl-lists">
          {lists.map((list) => (
            <ListView key={list.id} list={list} handle={handle} canBuy={canBuy} />
          ))}
        </div>
      )}
      <p className="wl-status" role="status" part="status">
        {noticeText}
      </p>
      {errorText ? (
        <div className="butik-alert" role="alert" part="error">
          <span>{errorText}</span>
          <button
            type="button"
            className="butik-button butik-button--icon wl-dismiss"
            aria-label={_(TEXTS.dismiss)}
            onClick={handle.dismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

type ListMode = 'view' | 'rename' | 'confirm';

function ListView({ list, handle, canBuy }: { list: WishList; handle: WishListsHandle; canBuy: boolean }): ReactNode {
  const _ = useTranslate();
  const id = useId();
  const [mode, setMode] = useState<ListMode>('view');
  const [name, setName] = useState(list.label);
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const busy = handle.busy.has(`list:${list.id}`);
  const buying = handle.busy.has(`cart:list:${list.id}`);
  const previousMode = useRef<ListMode>('view');

  useEffect(() => {
    const was = previousMode.current;
    previousMode.current = mode;
    if (mode === 'rename') nameRef.current?.focus();
    else if (mode === 'confirm') confirmRef.current?.focus();
    else if (was === 'rename') renameButtonRef.current?.focus();
    else if (was === 'confirm') deleteButtonRef.current?.focus();
  }, [mode]);

  const nameLabel = _(TEXTS.nameField);
  const submitRename = async (event: FormEvent) => {
    event.preventDefault();
    const label = name.trim();
    if (!label) {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    if (label === list.label) {
      setMode('view');
      return;
    }
    if (await handle.rename(list, label)) setMode('view');
  };

  const headingId = `${id}-heading`;
  return (
    <section className="wl-list" part="list" data-list-id={list.id} aria-labelledby={headingId}>
      <header className="wl-list__head">
        <h3 id={headingId} className="wl-list__title" part="list-title">
          {list.label}
          <span className="wl-list__count">{_(withValues(TEXTS.itemCount, { 0: list.items.length }))}</span>
        </h3>
        {mode === 'view' ? (
          <div className="wl-list__actions">
            <button
              type="button"
              className="butik-button"
              part="rename"
              ref={renameButtonRef}
              onClick={() => {
                setName(list.label);
                setNameMissing(false);
                setMode('rename');
              }}
            >
              {_(TEXTS.rename)}
            </button>
            <button
              type="button"
              className="butik-button butik-button--danger"
              part="delete"
              ref={deleteButtonRef}
              onClick={() => setMode('confirm')}
            >
              {_(TEXTS.deleteList)}
            </button>
            {canBuy && list.items.some((i) => i.quantity > 0) ? (
              <BusyButton
                className="butik-button butik-button--primary"
                part="add-list"
                busy={buying}
                onClick={() => void handle.addToCart(`list:${list.id}`, list.items)}
              >
                {_(TEXTS.addListToCart)}
              </BusyButton>
            ) : null}
          </div>
        ) : null}
      </header>
      {mode === 'rename' ? (
        <form
          className="wl-rename"
          part="rename-form"
          onSubmit={(e) => void submitRename(e)}
          noValidate
          aria-busy={busy}
        >
          <label htmlFor={`${id}-name`}>{_(withValues(TEXTS.renameLabel, { 0: list.label }))}</label>
          <div className="wl-row">
            <input
              ref={nameRef}
              id={`${id}-name`}
              className="butik-input"
              type="text"
              maxLength={100}
              autoComplete="off"
              required
              aria-required="true"
              aria-invalid={nameMissing}
              aria-describedby={nameMissing ? `${id}-name-error` : undefined}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setNameMissing(false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setMode('view');
              }}
            />
            <button type="submit" className="butik-button butik-button--primary" aria-disabled={busy}>
              {_(TEXTS.save)}
            </button>
            <CancelButton onCancel={() => setMode('view')} />
          </div>
          {nameMissing ? (
            <p id={`${id}-name-error`} className="wl-field-error" role="alert">
              {_(ruleMessage('required', { field: nameLabel }))}
            </p>
          ) : null}
        </form>
      ) : null}
      {mode === 'confirm' ? (
        <div className="wl-confirm" part="confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{_(withValues(TEXTS.confirmDelete, { 0: list.label }))}</p>
          <div className="wl-row">
            <button
              type="button"
              ref={confirmRef}
              className="butik-button butik-button--danger-solid"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void handle.removeList(list).then((ok) => !ok && setMode('view'));
              }}
            >
              {_(TEXTS.confirmDeleteButton)}
            </button>
            <CancelButton onCancel={() => setMode('view')} />
          </div>
        </div>
      ) : null}
      {list.items.length === 0 ? (
        <p className="wl-list__empty">{_(TEXTS.emptyList)}</p>
      ) : (
        <ul className="wl-items">
          {list.items.map((item) => (
            <ItemView key={item.id} list={list} item={item} handle={handle} canBuy={canBuy} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Cancel' of the rename form and of the delete confirmation: back to the list as it was. */
function CancelButton({ onCancel }: { onCancel(): void }): ReactNode {
  const _ = useTranslate();
  return (
    <button type="button" className="butik-button" onClick={onCancel}>
      {_(TEXTS.cancel)}
    </button>
  );
}
