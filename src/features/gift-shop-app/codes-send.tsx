/**
 * Sending the codes of 'Gavebeviser' (issue 12): the 'send codes' modal (spec §2: 'Vælg leveringsform' — by e-mail
 * or printed cards — and 'Send gavebeviser'), the reminder confirmation ('Send påmindelse til N modtagere'), the
 * per-row 'Send igen' of a failed invitation and the section's sending lines (cards ordered, what was sent, e-mails
 * on their way, a failed status read). The rules (who may be invited, the reminder selection) are the invitations
 * machine's (machines/gift-shop-invitations.machine.ts); this file only shows them.
 */
import { useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import type { GiftCode, GiftShop } from '../../api/schemas/giftshop.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { isUsedCode, type ManagerModal } from '../../../machines/gift-shop-manager.machine.ts';
import {
  codesWithoutEmail,
  invitableCodes,
  reminderCodes,
  sendingBegun,
} from '../../../machines/gift-shop-invitations.machine.ts';
import type { InvitationsView } from './invitations-actors.ts';
import { INVITATIONS_TEXTS as I } from './invitations-texts.ts';
import { useFresh } from './codes-modals.tsx';
import { ModalForm } from './management-modals.tsx';

export interface CodesSendProps {
  shop: GiftShop;
  codes: GiftCode[];
  selected: string[];
  modal: ManagerModal | null;
  sending: InvitationsView;
  onOpen(modal: ManagerModal): void;
  onDismiss(): void;
}

const frameOf = (props: CodesSendProps, open: boolean) => ({
  open,
  saving: props.sending.busy,
  error: props.sending.error,
  onDismiss: () => {
    props.sending.actor.send({ type: 'CLEAR_ERROR' });
    props.onDismiss();
  },
});

const codeNames = (codes: GiftCode[]): string =>
  codes
    .slice(0, 10)
    .map((c) => (c.name ? `${c.id} (${c.name})` : c.id))
    .join(', ') + (codes.length > 10 ? ', …' : '');

export function SendCodesModal(props: CodesSendProps): ReactNode {
  const { shop, codes, selected, modal, sending } = props;
  const open = modal === 'sendcodes';
  const _ = useTranslate();
  const id = useId();
  const begun = sendingBegun(shop, codes);
  const [way, setWay] = useFresh<'email' | 'cards'>(open, 'email');
  const [message, setMessage] = useFresh(open, '');
  const to = invitableCodes(codes, selected);
  const withoutEmail = codesWithoutEmail(codes, selected);
  const used = selected.length ? codes.filter((c) => selected.includes(c.id) && isUsedCode(c)).length : 0;
  const cards = way === 'cards';
  const problem = !cards && !to.length ? _(I.nothingToSend) : undefined;
  return (
    <ModalForm
      frame={frameOf(props, open)}
      part="sendcodes-form"
      title={_(begun ? I.sendCodes : I.chooseDelivery)}
      submitText={_(cards ? I.requestCards : I.send)}
      problem={problem}
      onSubmit={() => {
        if (sending.busy) return;
        if (cards) sending.actor.send({ type: 'REQUEST_CARDS' });
        else if (to.length) sending.actor.send({ type: 'INVITE', ids: selected, emailmessage: message });
      }}
    >
      <fieldset className="m-choices">
        <legend>{_(I.deliveryHow)}</legend>
        <label className="m-choice">
          <input type="radio" name={`${id}-way`} checked={!cards} onChange={() => setWay('email')} />
          <span>{_(I.byEmail)}</span>
        </label>
        <label className="m-choice">
          <input type="radio" name={`${id}-way`} checked={cards} onChange={() => setWay('cards')} />
          <span>{_(I.byCards)}</span>
        </label>
      </fieldset>
      {cards ? (
        <p className="m-text" part="cards-hint">
          {_(shop.cardsrequested ? I.cardsAlready : I.cardsHint)}
        </p>
      ) : (
        <>
          <p className="m-text" part="send-to">
            {to.length ? _(selected.length ? I.toSelected : I.toUnsent, { 0: to.length }) : null}
          </p>
          {selected.length ? null : <p className="m-muted m-hint">{_(I.selectHint)}</p>}
          {withoutEmail.length ? (
            <p className="m-text" part="send-noemail">
              {_(I.noEmail, { 0: withoutEmail.length, 1: codeNames(withoutEmail) })}
            </p>
          ) : null}
          {used ? <p className="m-text">{_(I.usedSkipped, { 0: used })}</p> : null}
          {to.length ? (
            <div className="m-field">
              <label htmlFor={`${id}-message`}>{_(I.message)}</label>
              <textarea
                id={`${id}-message`}
                className="butik-input"
                part="send-message"
                rows={4}
                maxLength={5000}
                value={message}
                aria-describedby={`${id}-message-hint`}
                onChange={(e) => setMessage(e.target.value)}
              />
              <p id={`${id}-message-hint`} className="m-muted m-hint">
                {_(I.messageHint)}
              </p>
            </div>
          ) : null}
        </>
      )}
    </ModalForm>
  );
}

export function RemindModal(props: CodesSendProps): ReactNode {
  const { codes, modal, sending } = props;
  const open = modal === 'remind';
  const _ = useTranslate();
  const id = useId();
  const count = reminderCodes(codes).length;
  const [message, setMessage] = useFresh(open, _(I.remindMessage));
  return (
    <ModalForm
      frame={frameOf(props, open)}
      part="remind-form"
      title={_(I.remind)}
      submitText={count ? _(I.remindSubmit, { 0: count }) : _(I.remind)}
      problem={count ? undefined : _(I.remindNobody)}
      onSubmit={() => {
        if (!sending.busy && count) sending.actor.send({ type: 'REMIND', emailmessage: message });
      }}
    >
      <p className="m-text">{_(I.remindWho)}</p>
      <div className="m-field">
        <label htmlFor={`${id}-message`}>{_(I.message)}</label>
        <textarea
          id={`${id}-message`}
          className="butik-input"
          part="remind-message"
          rows={4}
          maxLength={5000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
    </ModalForm>
  );
}

/** 'Send påmindelse' beside the filter: opens the confirmation (which says how many). */
export function RemindButton(props: Pick<CodesSendProps, 'codes' | 'onOpen'>): ReactNode {
  const _ = useTranslate();
  const count = reminderCodes(props.codes).length;
  return (
    <button
      type="button"
      className="butik-button"
      part="remind"
      aria-haspopup="dialog"
      disabled={count === 0}
      title={count === 0 ? _(I.remindNobody) : undefined}
      onClick={() => props.onOpen('remind')}
    >
      {_(I.remind)}
    </button>
  );
}

/** The section's sending lines: cards ordered, what the last sending did, e-mails on their way, failures. */
export function SendStatus({ shop, codes, sending }: Pick<CodesSendProps, 'shop' | 'codes' | 'sending'>): ReactNode {
  const _ = useTranslate();
  const { i18n } = useLingui();
  const { notice, pollFailures } = sending;
  const inFlight = codes.filter((c) => c.invitationstate === 'SENDING').length;
  const failed = codes.filter((c) => c.invitationstate === 'FAILED' && !isUsedCode(c));
  // 'Send igen': the failed codes that have an e-mail (corrected with 'Ret' first, or as they are).
  const again = invitableCodes(
    codes,
    failed.map((c) => c.id),
  );
  const said =
    notice?.kind === 'cards'
      ? _(I.cardsDone)
      : notice
        ? _(notice.reminder ? I.reminded : I.invited, { 0: notice.count })
        : '';
  return (
    <div className="m-sending" part="sending">
      {shop.cardsrequested ? (
        <p className="m-cards" part="cards-requested">
          {_(I.cardsRequested)}
        </p>
      ) : null}
      <p className={said ? 'm-notice' : 'm-notice m-notice--empty'} role="status" part="send-notice">
        {said}
      </p>
      <p className="m-muted" role="status" part="sending-now">
        {inFlight ? _(I.sendingNow, { 0: i18n.number(inFlight) }) : ''}
        {inFlight && pollFailures ? ` ${_(I.pollFailed)}` : ''}
      </p>
      {failed.length ? (
        <div className="m-warning m-failed">
          <p className="m-text" part="failed-hint">
            {_(I.failedHint)}
          </p>
          {again.length ? (
            <button
              type="button"
              className="butik-button"
              part="send-again"
              disabled={sending.busy}
              onClick={() => sending.actor.send({ type: 'INVITE', ids: again.map((c) => c.id) })}
            >
              {_(I.sendAgain, { 0: again.length })}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
