/**
 * The overview's modals (spec §2 modal kinds: edit dates, delivery week, delivery address, theme, greeting) and the
 * two confirmations (close, delete). Each is the kit's Dialog around a form: what was typed stays when a save fails
 * and the reason is shown (the machine keeps `saveError`); the machine closes the modal when the save succeeds.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { DeliveryAddress, GiftShop, PersistGiftShopRequest } from '../../api/schemas/giftshop.ts';
import { addDays, copenhagenDay, formatDay, isoWeekOf, mondayOf } from '../../format/calendar-day.ts';
import { plainText } from '../../format/plain-text.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { ColorField } from '../../ui/color-field.tsx';
import { contrastReport } from '../../ui/contrast.ts';
import { LazyDateRangePicker } from '../../ui/date-range-picker-lazy.tsx';
import { LazyDialog as Dialog } from '../../ui/lazy-dialog.tsx';
import type { ManagerFailure, ManagerModal } from '../../../machines/gift-shop-manager.machine.ts';
import { failureText } from './management-screens.tsx';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';

type Changes = Omit<PersistGiftShopRequest, 'id'>;

export interface ShopModalsProps {
  modal: ManagerModal | null;
  shop: GiftShop | null;
  addresses: DeliveryAddress[] | null;
  saving: boolean;
  error: ManagerFailure | null;
  culture: string;
  onSave(changes: Changes): void;
  onCloseShop(): void;
  onRemoveShop(): void;
  onDismiss(): void;
}

const MESSAGE_MAX = 5000;
const URL = /^https?:\/\/\S+$/i;

/** The modal of the current shop that is open, if any. */
export function ShopModals(props: ShopModalsProps): ReactNode {
  const { modal, shop } = props;
  if (!shop) return null;
  return (
    <>
      <DatesModal {...props} shop={shop} open={modal === 'dates'} />
      <WeekModal {...props} shop={shop} open={modal === 'deliverydate'} />
      <AddressModal {...props} shop={shop} open={modal === 'address'} />
      <ThemeModal {...props} shop={shop} open={modal === 'theme'} />
      <GreetingModal {...props} shop={shop} open={modal === 'message'} />
      <ConfirmModal {...props} open={modal === 'close'} kind="close" />
      <ConfirmModal {...props} open={modal === 'remove'} kind="remove" />
    </>
  );
}

type ModalProps = ShopModalsProps & { shop: GiftShop; open: boolean };

/** Props that mark a control as the one a save's 400 named (any of `fields`), described by the form's message. */
type Refused = (...fields: string[]) => { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The frame every modal shares: title, form, the reason a save failed, Cancel and the primary button. */
export function ModalForm(props: {
  /** What every modal passes on as it is: whether it is open, the save in flight, its failure, how to dismiss. */
  frame: Pick<ShopModalsProps, 'saving' | 'error' | 'onDismiss'> & { open: boolean };
  title: string;
  problem?: string;
  /** The primary button's text (default 'Gem'). */
  submitText?: string;
  danger?: boolean;
  onSubmit(): void;
  /** The form's controls; as a function it gets `refused(...fields)` to mark the control a 400 named. */
  children: ReactNode | ((refused: Refused) => ReactNode);
  part: string;
}): ReactNode {
  const _ = useTranslate();
  const errorId = useId();
  const { frame, title, problem, danger, onSubmit, children, part } = props;
  const { open, saving, error, onDismiss } = frame;
  const submitText = props.submitText ?? _(T.save);
  // A 400 names the field the server refused: the message names it with its label in this form.
  const refusedField = error?.kind === 'invalid' && error.field ? error.field.replace(/^.*\./, '') : undefined;
  const refused = error?.kind === 'invalid' && error.field ? fieldLabel(_, error.field) : undefined;
  const refusedBy: Refused = (...fields) =>
    refusedField && fields.includes(refusedField) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const reason =
    problem ||
    (error
      ? error.kind === 'invalid'
        ? refused
          ? _(T.invalid, { 0: refused })
          : _(T.saveFailed)
        : failureText(_, error)
      : '');
  return (
    <Dialog open={open} onClose={onDismiss} title={title} dismissible={!saving}>
      <form
        className="m-form"
        part={part}
        noValidate
        aria-describedby={errorId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {typeof children === 'function' ? children(refusedBy) : children}
        <p id={errorId} className="m-field-error" role={reason ? 'alert' : undefined}>
          {reason}
        </p>
        <div className="m-form__actions">
          <button type="button" className="butik-button butik-button--quiet" onClick={onDismiss} disabled={saving}>
            {_(T.cancel)}
          </button>
          <BusyButton
            type="submit"
            className={`butik-button ${danger ? 'butik-button--danger-solid' : 'butik-button--primary'}`}
            busy={saving}
            part="modal-submit"
          >
            {submitText}
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The label of a gift-shop field a 400 named (`theme.logoimage`, `enddate`, …), as the modals show it. */
function fieldLabel(_: ReturnType<typeof useTranslate>, field: string): string | undefined {
  const key = field.replace(/^.*\./, '');
  const labels: Record<string, string> = {
    startdate: _(T.dates),
    enddate: _(T.dates),
    date: _(T.deliveryWeek),
    address: _(T.address),
    backgroundcolor: _(T.background),
    textcolor: _(T.textColour),
    logoimage: _(T.logo),
    message: _(T.message),
    emailmessage: _(T.emailMessage),
    name: _(T.createName),
  };
  return labels[key] ?? labels[field.split('.')[1] ?? ''];
}

/** Form state that starts from the shop each time the modal opens (and stays while it is open). */
function useDraft<T>(open: boolean, initial: () => T): [T, (value: T) => void] {
  const [draft, setDraft] = useState<T>(initial);
  useEffect(() => {
    if (open) setDraft(initial());
    // `initial` reads the shop as it is when the modal opens; later renders must not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return [draft, setDraft];
}

function DatesModal(props: ModalProps): ReactNode {
  const { open, shop, onSave } = props;
  const _ = useTranslate();
  const [range, setRange] = useDraft(open, () => ({ from: shop.startdate ?? '', to: shop.enddate ?? '' }));
  const [tried, setTried] = useState(false);
  const missing = tried && (!range.from || !range.to);
  return (
    <ModalForm
      frame={props}
      part="dates-form"
      title={_(T.editDates)}
      problem={missing ? _(T.datesMissing) : undefined}
      onSubmit={() => {
        setTried(true);
        // The picker keeps the end on or after the start; both days are needed.
        if (range.from && range.to) onSave({ startdate: range.from, enddate: range.to });
      }}
    >
      <LazyDateRangePicker label={_(T.dates)} value={range} onChange={setRange} />
    </ModalForm>
  );
}

function WeekModal(props: ModalProps): ReactNode {
  const { open, shop, culture, onSave } = props;
  const _ = useTranslate();
  const id = useId();
  const [monday, setMonday] = useDraft(open, () => (shop.delivery.date ? (mondayOf(shop.delivery.date) ?? '') : ''));
  // The next 52 ISO weeks from this one (and the chosen one, if it is earlier).
  const first = mondayOf(copenhagenDay()) ?? copenhagenDay();
  const weeks = Array.from({ length: 52 }, (_x, i) => addDays(first, i * 7)!);
  if (monday && !weeks.includes(monday)) weeks.unshift(monday);
  return (
    <ModalForm
      frame={props}
      part="week-form"
      title={_(T.editDeliveryWeek)}
      onSubmit={() => onSave({ delivery: { date: monday || null, address: pickAddress(shop.delivery.address) } })}
    >
      {(refused) => (
        <>
          <label htmlFor={id}>{_(T.deliveryWeek)}</label>
          <select
            id={id}
            className="butik-input"
            value={monday}
            onChange={(e) => setMonday(e.target.value)}
            {...refused('date')}
          >
            <option value="">{_(T.notSet)}</option>
            {weeks.map((day) => {
              const week = isoWeekOf(day)!;
              return (
                <option key={day} value={day}>
                  {_(T.weekOption, { 0: week.week, 1: week.year, 2: formatDay(day, culture) })}
                </option>
              );
            })}
          </select>
        </>
      )}
    </ModalForm>
  );
}

/** The address fields a persist accepts (the list may carry more). */
function pickAddress(address: DeliveryAddress | null | undefined): NonNullable<Changes['delivery']>['address'] {
  if (!address) return null;
  const { id, name, address1, address2, zip, city, country } = address;
  return { id, name, address1, address2: address2 ?? null, zip, city, country: country ?? null };
}

function AddressModal(props: ModalProps): ReactNode {
  const { open, shop, addresses, onSave } = props;
  const _ = useTranslate();
  const name = useId();
  const [chosen, setChosen] = useDraft(open, () => shop.delivery.address?.id ?? '');
  const list = addresses ?? [];
  return (
    <ModalForm
      frame={props}
      part="address-form"
      title={_(T.editAddress)}
      onSubmit={() => {
        const address = list.find((a) => a.id === chosen);
        if (address) onSave({ delivery: { date: shop.delivery.date, address: pickAddress(address) } });
      }}
    >
      {(refused) => (
        <fieldset className="m-choices">
          <legend>{_(T.chooseAddress)}</legend>
          {list.length === 0 ? <p className="m-muted">{_(T.noAddresses)}</p> : null}
          {list.map((a) => (
            <label key={a.id} className="m-choice">
              <input
                type="radio"
                name={name}
                value={a.id}
                checked={chosen === a.id}
                onChange={() => setChosen(a.id)}
                {...refused('address')}
              />
              <span>
                <strong>{a.name}</strong>
                <br />
                {[a.address1, a.address2, `${a.zip} ${a.city}`].filter(Boolean).join(', ')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </ModalForm>
  );
}

function ThemeModal(props: ModalProps): ReactNode {
  const { open, shop, onSave } = props;
  const _ = useTranslate();
  const logoId = useId();
  const [theme, setTheme] = useDraft(open, () => ({
    backgroundcolor: shop.theme.backgroundcolor ?? '#1d5c8c',
    textcolor: shop.theme.textcolor ?? '#ffffff',
    logoimage: shop.theme.logoimage ?? '',
  }));
  const logo = theme.logoimage.trim();
  const badLogo = logo !== '' && !URL.test(logo);
  const report = contrastReport(theme.textcolor, theme.backgroundcolor);
  const low = report !== undefined && report.ratio < 4.5;
  return (
    <ModalForm
      frame={props}
      part="theme-form"
      title={_(T.editTheme)}
      problem={badLogo ? _(T.logoInvalid) : undefined}
      onSubmit={() => {
        if (badLogo) return;
        onSave({
          theme: { backgroundcolor: theme.backgroundcolor, textcolor: theme.textcolor, logoimage: logo || null },
        });
      }}
    >
      {(refused) => (
        <>
          <ColorField
            label={_(T.background)}
            value={theme.backgroundcolor}
            onChange={(hex) => setTheme({ ...theme, backgroundcolor: hex })}
          />
          <ColorField
            label={_(T.textColour)}
            value={theme.textcolor}
            background={theme.backgroundcolor}
            onChange={(hex) => setTheme({ ...theme, textcolor: hex })}
          />
          {low ? (
            <p className="m-warning" role="status">
              {_(T.lowContrast, { 0: report.display })}
            </p>
          ) : null}
          <label htmlFor={logoId}>{_(T.logo)}</label>
          <input
            id={logoId}
            className="butik-input"
            type="url"
            inputMode="url"
            value={theme.logoimage}
            {...refused('logoimage')}
            aria-invalid={badLogo || refused('logoimage')['aria-invalid'] || undefined}
            onChange={(e) => setTheme({ ...theme, logoimage: e.target.value })}
          />
          <p className="m-sub">{_(T.preview)}</p>
          <div
            className="m-theme"
            part="theme-form-preview"
            style={{ background: theme.backgroundcolor, color: theme.textcolor }}
          >
            {logo && !badLogo ? <img src={logo} alt="" className="m-theme__logo" /> : null}
            <strong>{shop.name}</strong>
          </div>
        </>
      )}
    </ModalForm>
  );
}

function GreetingModal(props: ModalProps): ReactNode {
  const { open, shop, onSave } = props;
  const _ = useTranslate();
  const messageId = useId();
  const emailId = useId();
  const [texts, setTexts] = useDraft(open, () => ({ message: shop.message, emailmessage: shop.emailmessage }));
  const tooLong = texts.message.length > MESSAGE_MAX || texts.emailmessage.length > MESSAGE_MAX;
  const { backgroundcolor, textcolor } = shop.theme;
  return (
    <ModalForm
      frame={props}
      part="greeting-form"
      title={_(T.editGreeting)}
      problem={tooLong ? _(T.tooLong, { 0: MESSAGE_MAX }) : undefined}
      onSubmit={() => {
        if (!tooLong) onSave({ message: texts.message, emailmessage: texts.emailmessage });
      }}
    >
      {(refused) => (
        <>
          <label htmlFor={messageId}>{_(T.message)}</label>
          <textarea
            id={messageId}
            className="butik-input m-textarea"
            rows={5}
            value={texts.message}
            onChange={(e) => setTexts({ ...texts, message: e.target.value })}
            {...refused('message')}
          />
          <label htmlFor={emailId}>{_(T.emailMessage)}</label>
          <textarea
            id={emailId}
            className="butik-input m-textarea"
            rows={3}
            value={texts.emailmessage}
            onChange={(e) => setTexts({ ...texts, emailmessage: e.target.value })}
            {...refused('emailmessage')}
          />
          <p className="m-sub">{_(T.preview)}</p>
          <div
            className="m-theme m-theme--text"
            part="greeting-preview"
            style={{ background: backgroundcolor ?? undefined, color: textcolor ?? undefined }}
          >
            <p className="m-text">{plainText(texts.message).trim() || shop.name}</p>
          </div>
        </>
      )}
    </ModalForm>
  );
}

function ConfirmModal(props: ShopModalsProps & { open: boolean; kind: 'close' | 'remove' }): ReactNode {
  const _ = useTranslate();
  const { kind, onCloseShop, onRemoveShop } = props;
  return (
    <ModalForm
      frame={props}
      part={`${kind}-form`}
      title={_(kind === 'close' ? T.closeShop : T.removeShop)}
      danger
      submitText={_(kind === 'close' ? T.closeNow : T.removeNow)}
      onSubmit={kind === 'close' ? onCloseShop : onRemoveShop}
    >
      <p>{_(kind === 'close' ? T.closeConfirm : T.removeConfirm)}</p>
    </ModalForm>
  );
}
