/**
 * The codes section's modals (issue 12), in the overview modals' frame (ModalForm): 'add codes' (spec §2 modal
 * kind: a count of 1–500, or recipients pasted from a spreadsheet, every line checked before anything is
 * created), deleting the selected codes (only the unused ones; the used ones are kept and counted) and editing an
 * unused code's name and e-mail. What was typed stays when a save fails; the machine closes the modal on success.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Email } from '../../api/schemas/common.ts';
import type { GiftCode } from '../../api/schemas/giftshop.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { MAX_NEW_CODES, removableCodes } from '../../../machines/gift-shop-manager.machine.ts';
import type { CodesSectionProps } from './codes-section.tsx';
import { CODES_TEXTS as C } from './codes-texts.ts';
import { ModalForm } from './management-modals.tsx';
import { parseRecipients, type RecipientProblem } from './recipients.ts';

type ModalsProps = Omit<CodesSectionProps, 'codes'> & { codes: GiftCode[]; selected: string[] };

export function CodesModals(props: ModalsProps): ReactNode {
  const { modal, closed } = props;
  if (closed) return null;
  return (
    <>
      <AddCodesModal {...props} open={modal === 'addcodes'} />
      <RemoveCodesModal {...props} open={modal === 'removecodes'} />
      <EditCodeModal {...props} open={modal === 'editcode'} />
    </>
  );
}

type ModalProps = ModalsProps & { open: boolean };

const frameOf = (props: ModalProps) => ({
  open: props.open,
  saving: props.saving,
  error: props.error,
  onDismiss: props.onDismiss,
});

const LINE_TEXT = { format: C.lineFormat, email: C.lineEmail, empty: C.lineEmpty, name: C.lineName } as const;

/** Form state reset each time the modal opens (also the sending modals', codes-send.tsx). */
export function useFresh<T>(open: boolean, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (open) setValue(initial);
    // Only on opening: what is typed while open stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return [value, setValue];
}

function AddCodesModal(props: ModalProps): ReactNode {
  const { open, codes, onCreate } = props;
  const _ = useTranslate();
  const { i18n } = useLingui();
  const id = useId();
  const [way, setWay] = useFresh<'count' | 'list'>(open, 'count');
  const [count, setCount] = useFresh(open, '');
  const [list, setList] = useFresh(open, '');
  const [tried, setTried] = useFresh(open, false);
  const parsed = parseRecipients(list);
  const countValue = Number(count.trim());
  const countOk = /^\d+$/.test(count.trim()) && countValue >= 1 && countValue <= MAX_NEW_CODES;
  let problem = '';
  if (tried && way === 'count' && !countOk) problem = _(C.countInvalid);
  if (tried && way === 'list') {
    if (parsed.errors.length) problem = _(C.listErrors, { 0: parsed.errors.length });
    else if (!parsed.recipients.length) problem = _(C.listEmpty);
    else if (parsed.recipients.length > MAX_NEW_CODES) problem = _(C.listTooMany);
  }
  const lineErrors = tried && way === 'list' ? parsed.errors : [];
  return (
    <ModalForm
      frame={frameOf(props)}
      part="addcodes-form"
      title={_(codes.length ? C.addMore : C.addFirst)}
      submitText={_(C.create)}
      problem={problem || undefined}
      onSubmit={() => {
        setTried(true);
        if (way === 'count' && countOk) onCreate(countValue, []);
        const { recipients, errors } = parsed;
        if (way === 'list' && !errors.length && recipients.length && recipients.length <= MAX_NEW_CODES)
          onCreate(recipients.length, recipients);
      }}
    >
      <fieldset className="m-choices">
        <legend>{_(C.how)}</legend>
        <label className="m-choice">
          <input type="radio" name={`${id}-way`} checked={way === 'count'} onChange={() => setWay('count')} />
          <span>{_(C.byCount)}</span>
        </label>
        <label className="m-choice">
          <input type="radio" name={`${id}-way`} checked={way === 'list'} onChange={() => setWay('list')} />
          <span>{_(C.byList)}</span>
        </label>
      </fieldset>
      {way === 'count' ? (
        <p className="m-field">
          <label htmlFor={`${id}-count`}>{_(C.count)}</label>
          <input
            id={`${id}-count`}
            className="butik-input m-count"
            part="codes-count"
            inputMode="numeric"
            autoComplete="off"
            value={count}
            aria-invalid={tried && !countOk ? true : undefined}
            onChange={(e) => setCount(e.target.value)}
          />
        </p>
      ) : (
        <div className="m-field">
          <label htmlFor={`${id}-list`}>{_(C.list)}</label>
          <textarea
            id={`${id}-list`}
            className="butik-input m-paste"
            part="codes-list"
            rows={8}
            spellCheck={false}
            value={list}
            aria-invalid={lineErrors.length ? true : undefined}
            aria-describedby={`${id}-hint ${id}-ready`}
            onChange={(e) => setList(e.target.value)}
          />
          <p id={`${id}-hint`} className="m-muted m-hint">
            {_(C.listHint)}
          </p>
          <p id={`${id}-ready`} className="m-hint" aria-live="polite" part="codes-ready">
            {parsed.recipients.length ? _(C.listReady, { 0: i18n.number(parsed.recipients.length) }) : ''}
          </p>
          {lineErrors.length ? (
            <ul className="m-line-errors" part="line-errors">
              {lineErrors.slice(0, 20).map((e) => (
                <li key={e.line}>{_(LINE_TEXT[e.problem as RecipientProblem], { 0: e.line })}</li>
              ))}
              {lineErrors.length > 20 ? <li>…</li> : null}
            </ul>
          ) : null}
        </div>
      )}
    </ModalForm>
  );
}

function RemoveCodesModal(props: ModalProps): ReactNode {
  const { codes, selected, onRemove } = props;
  const _ = useTranslate();
  const removable = removableCodes(codes, selected).length;
  const kept = selected.length - removable;
  return (
    <ModalForm
      frame={frameOf(props)}
      part="removecodes-form"
      title={_(C.removeTitle)}
      submitText={_(C.remove)}
      danger
      problem={removable === 0 && selected.length ? _(C.removeNone) : undefined}
      onSubmit={() => onRemove(selected)}
    >
      {removable ? <p className="m-text">{_(C.removeWill, { 0: removable })}</p> : null}
      {removable && kept ? <p className="m-text">{_(C.removeKeeps, { 0: kept })}</p> : null}
    </ModalForm>
  );
}

function EditCodeModal(props: ModalProps): ReactNode {
  const { open, codes, codeId, onSaveCode } = props;
  const _ = useTranslate();
  const id = useId();
  const code = codes.find((c) => c.id === codeId);
  const [name, setName] = useFresh(open, code?.name ?? '');
  const [email, setEmail] = useFresh(open, code?.email ?? '');
  const [tried, setTried] = useFresh(open, false);
  const emailBad = email.trim() !== '' && !Email.is(email.trim());
  return (
    <ModalForm
      frame={frameOf(props)}
      part="editcode-form"
      title={_(C.editTitle, { 0: code?.id ?? '' })}
      problem={tried && emailBad ? _(C.emailInvalid) : undefined}
      onSubmit={() => {
        setTried(true);
        if (!emailBad) onSaveCode(name, email);
      }}
    >
      {(refused) => (
        <>
          <p className="m-field">
            <label htmlFor={`${id}-name`}>{_(C.recipientName)}</label>
            <input
              id={`${id}-name`}
              className="butik-input"
              part="code-name"
              maxLength={200}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...refused('name')}
            />
          </p>
          <p className="m-field">
            <label htmlFor={`${id}-email`}>{_(C.recipientEmail)}</label>
            <input
              id={`${id}-email`}
              className="butik-input"
              part="code-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...(tried && emailBad ? { 'aria-invalid': true } : refused('email'))}
            />
          </p>
        </>
      )}
    </ModalForm>
  );
}
