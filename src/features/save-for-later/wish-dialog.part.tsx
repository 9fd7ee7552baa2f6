/**
 * The wish list dialog of `<save-for-later>` (loaded on demand when the button is first pressed or reached for):
 * the kit's Dialog wired to machines/wish-list-dialog.machine.ts with the page's API client (GET wishlist/list,
 * POST wishlist/add). docs/elements/save-for-later.md has the decisions.
 */
import { useActorRef, useSelector } from '@xstate/react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { fromPromise } from 'xstate';
import { createWishListApi } from '../../api/wishlist.ts';
import { unwrap } from '../../api/result.ts';
import type { AddWishListItemRequest, WishList } from '../../api/schemas/wishlist.ts';
import { useQueryStore } from '../../data/index.ts';
import { useApiClient } from '../../internal/api.ts';
import { useButikEvent } from '../../internal/element-context.ts';
import { usePageConfig } from '../../internal/page-config.ts';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import { ruleMessage } from '../../validation/messages.ts';
import {
  savedQuantity,
  wishListDialogMachine,
  type WishListDialogActor,
  type WishListDialogSnapshot,
} from '../../../machines/wish-list-dialog.machine.ts';
import { WISH_LIST_CHANGE } from '../../wish-list/events.ts';
import { WISH_LISTS_KEY } from '../../wish-list/query.ts';
import { WISH_LIST_TEXTS } from '../../wish-list/texts.ts';
import { useTranslate, withValues } from '../../i18n/translate.ts';
import { TEXTS } from './texts.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useContentStyles } from '../../internal/content-styles.ts';
import inputCss from '../../ui/input.css?inline';
import dialogCss from './wish-dialog.css?inline';
import { LoadingLine, RetryAlert } from '../../ui/retry-alert.tsx';
import type { SaveForLaterState } from './save-for-later.tsx';

const stateOf = (s: WishListDialogSnapshot): SaveForLaterState => {
  if (s.matches('ready')) return s.context.saved ? 'saved' : 'ready';
  return s.value as SaveForLaterState;
};

export interface WishDialogProps {
  productid: string;
  colli: number | undefined;
  /** How often the button was pressed: each new count opens the dialog. */
  opens: number;
  /** The dialog's state, for the host's `data-state` (the element's button owns the host). */
  onState(state: SaveForLaterState): void;
}

/** The wish list dialog and its machine (the button's on-demand part). */
export default function WishDialog({ productid, colli, opens, onState }: WishDialogProps): ReactNode {
  useContentStyles(inputCss, dialogCss);
  const _ = useTranslate();
  const config = usePageConfig();
  const client = useApiClient();
  const clientRef = useRef(client);
  clientRef.current = client;
  const fire = useButikEvent();
  const queries = useQueryStore();

  const machine = useMemo(
    () =>
      wishListDialogMachine.provide({
        actors: {
          loadLists: fromPromise<WishList[]>(async ({ signal }) => {
            return unwrap(await createWishListApi(clientRef.current).list({ signal }), 'wishlist.list').wishlists;
          }),
          addItem: fromPromise<WishList[], AddWishListItemRequest>(async ({ input, signal }) => {
            return unwrap(await createWishListApi(clientRef.current).addItem(input, { signal }), 'wishlist.addItem')
              .wishlists;
          }),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { productid, colli, signedIn: config.signedIn } });
  useEffect(() => {
    actor.send({ type: 'SIGNED_IN', signedIn: config.signedIn });
  }, [actor, config.signedIn]);
  useEffect(() => {
    const sub = actor.on('saved', (e) => {
      // The page's wish lists (a <wish-lists> on the page shows the saved item at once).
      queries.set(WISH_LISTS_KEY, e.lists);
      fire(WISH_LIST_CHANGE, { wishlists: e.lists, change: { action: 'add', ...e.request } });
    });
    return () => sub.unsubscribe();
  }, [actor, fire, queries]);

  const state = useSelector(actor, stateOf);
  const context = useSelector(actor, (s) => s.context);
  useEffect(() => onState(state), [onState, state]);
  // Each press of the button opens the dialog (the first one loaded this part).
  useEffect(() => {
    if (opens > 0) actor.send({ type: 'OPEN' });
  }, [actor, opens]);

  const open = state !== 'closed' && state !== 'hidden';

  return (
    <Dialog
      open={open}
      onClose={() => actor.send({ type: 'CLOSE' })}
      title={_(TEXTS.title)}
      className="wish-dialog"
      part="dialog"
      closeClassName="wish-dialog__close"
      closeLabel={_(TEXTS.close)}
    >
      {state === 'closed' ? null : state === 'visitor' ? (
        <div className="wish-dialog__visitor" part="login">
          <p>{_(WISH_LIST_TEXTS.needLogin)}</p>
          {config.loginUrl ? (
            <a className="butik-button butik-button--primary" href={config.loginUrl}>
              {_(WISH_LIST_TEXTS.login)}
            </a>
          ) : null}
        </div>
      ) : state === 'loading' ? (
        <LoadingLine className="wish-dialog__loading" text={_(TEXTS.loading)} />
      ) : state === 'failed' ? (
        <RetryAlert text={_(TEXTS.loadFailed)} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <SaveForm actor={actor} context={context} saving={state === 'saving'} />
      )}
    </Dialog>
  );
}

function SaveForm({
  actor,
  context,
  saving,
}: {
  actor: WishListDialogActor;
  context: WishListDialogSnapshot['context'];
  saving: boolean;
}): ReactNode {
  const _ = useTranslate();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const { lists, createNew, label, name, quantityText, colli, error, saved, sentQuantity } = context;
  const willSave = savedQuantity(context);
  const rounding = !saved && willSave !== null && quantityText !== '' && willSave !== Number(quantityText);
  const nameLabel = _(TEXTS.nameLabel);

  // Focus follows a validation error (the first invalid field).
  useEffect(() => {
    if (error === 'nameRequired') nameRef.current?.focus();
    else if (error === 'quantityRequired') quantityRef.current?.focus();
  }, [error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) actor.send({ type: 'SAVE' });
  };
  const notice = [
    colli > 1 ? _(withValues(TEXTS.packNotice, { 0: colli })) : '',
    rounding ? _(withValues(WISH_LIST_TEXTS.willRound, { 0: willSave })) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="wish-form" part="form" onSubmit={onSubmit} noValidate aria-busy={saving}>
      <fieldset className="wish-form__lists" part="lists">
        <legend>{_(TEXTS.listLegend)}</legend>
        {lists.map((list) => (
          <label key={list.id} className="wish-choice">
            <input
              type="radio"
              name={`${id}-list`}
              value={list.label}
              checked={!createNew && label === list.label}
              onChange={() => actor.send({ type: 'SELECT', label: list.label })}
              disabled={saving}
            />
            <span className="wish-choice__label">{list.label}</span>
            <span className="wish-choice__count">{_(withValues(TEXTS.itemCount, { 0: list.items.length }))}</span>
          </label>
        ))}
        <label className="wish-choice">
          <input
            type="radio"
            name={`${id}-list`}
            value=""
            checked={createNew}
            onChange={() => actor.send({ type: 'CREATE_NEW' })}
            disabled={saving}
          />
          <span className="wish-choice__label">{_(TEXTS.createNew)}</span>
        </label>
      </fieldset>
      {createNew ? (
        <WishField
          id={`${id}-name`}
          label={`${nameLabel} *`}
          inputRef={nameRef}
          part="name"
          maxLength={100}
          required
          aria-required="true"
          invalid={error === 'nameRequired'}
          aria-describedby={error === 'nameRequired' ? `${id}-name-error` : undefined}
          value={name}
          onText={(text) => actor.send({ type: 'NAME', text })}
          disabled={saving}
          message={
            error === 'nameRequired' ? (
              <p id={`${id}-name-error`} className="wish-field__error" role="alert">
                {_(ruleMessage('required', { field: nameLabel }))}
              </p>
            ) : null
          }
        />
      ) : null}
      <WishField
        id={`${id}-quantity`}
        label={_(TEXTS.quantityLabel)}
        inputRef={quantityRef}
        className="wish-field__quantity"
        part="quantity"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={7}
        invalid={error === 'quantityRequired'}
        aria-describedby={`${id}-quantity-notice`}
        value={quantityText}
        onText={(text) => actor.send({ type: 'QUANTITY', text })}
        disabled={saving}
        message={
          <p
            id={`${id}-quantity-notice`}
            className={error === 'quantityRequired' ? 'wish-field__error' : 'wish-field__notice'}
            part="notice"
            aria-live="polite"
          >
            {error === 'quantityRequired' ? _(TEXTS.quantityRequired) : notice}
          </p>
        }
      />
      <div className="wish-form__actions">
        <BusyButton type="submit" className="butik-button butik-button--primary" part="save" busy={saving}>
          {saving ? _(TEXTS.saving) : _(TEXTS.save)}
        </BusyButton>
      </div>
      <div role="status" className="wish-form__status" part="status">
        {saved ? (
          <p className="wish-success">
            <strong>{_(TEXTS.saved)}</strong>
            <span>{_(withValues(TEXTS.savedTo, { 0: label, 1: sentQuantity ?? 0 }))}</span>
          </p>
        ) : null}
      </div>
      {error === 'saveFailed' ? (
        <p className="butik-alert" role="alert" part="error">
          {_(TEXTS.saveFailed)}
        </p>
      ) : null}
    </form>
  );
}

interface WishFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** Each change of the text (the machine keeps the value). */
  onText(text: string): void;
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  /** What shows under the input: its error, or its notice. */
  message?: ReactNode;
}

/** A labelled text field of the dialog: the kit's plain input (src/ui/input.css). */
function WishField({ id, label, value, onText, inputRef, invalid, message, className, ...input }: WishFieldProps) {
  return (
    <div className="wish-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={className ? `butik-input ${className}` : 'butik-input'}
        type="text"
        autoComplete="off"
        aria-invalid={invalid}
        value={value}
        onChange={(e) => onText(e.currentTarget.value)}
        {...input}
      />
      {message}
    </div>
  );
}
