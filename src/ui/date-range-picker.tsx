/**
 * DateRangePicker: a button that opens a calendar (react-day-picker 9, range mode) in a non-modal popover.
 *
 * Load it lazily (`LazyDateRangePicker` in date-range-picker-lazy.tsx): react-day-picker and the date-fns
 * locales are ~14 KB gzip that only the management area needs; this module brings its own CSS and adopts it
 * into the shadow root it renders in, so an element that lists no picker styles can still show it.
 *
 * - Value: ISO calendar dates (`{ from: '2026-03-02', to: '2026-03-15' }`, '' for none), Copenhagen dates:
 *   "today" is today in Europe/Copenhagen, whatever the browser's zone (src/format/date.ts), and dates are
 *   converted with local getters, so no zone shift can move a day.
 * - Danish (`da`) or British English calendar by the active catalog locale; weeks start on Monday with ISO
 *   week numbers in the first column (header "Uge" / "Wk").
 * - The button (`aria-haspopup="dialog"`, `aria-expanded`) shows the chosen range. Opening moves focus into the
 *   calendar grid (react-day-picker's APG date-grid keys: arrows, Page Up/Down months, Home/End week);
 *   the first chosen day starts a range, the second ends it (either order), then the popover closes and focus
 *   returns to the button; Esc closes without change and returns focus; focus leaving the popover or a press
 *   outside closes it. The calendar footer is a polite live region saying what to pick next.
 * - 'Clear' empties the value.
 * - Right to left (the button's computed direction when it opens) the calendar gets `dir="rtl"`: the days run
 *   from the right, the month arrows point the other way and ArrowLeft / ArrowRight follow what is seen.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { da } from 'react-day-picker/locale/da';
import { enGB } from 'react-day-picker/locale/en-GB';
import rdpCss from 'react-day-picker/style.css?inline';
import { copenhagenDay, formatDay } from '../format/calendar-day.ts';
import { sheetFor } from '../internal/styles.ts';
import pickerCss from './date-range-picker.css?inline';
import { isRightToLeft } from './direction.ts';
import { usePressOutside } from './use-press-outside.ts';

export interface IsoDateRange {
  /** `YYYY-MM-DD`, or '' when not chosen. */
  from: string;
  to: string;
}

export interface DateRangePickerProps {
  /** Visible label above the button. */
  label: ReactNode;
  value?: IsoDateRange;
  onChange?: (value: IsoDateRange) => void;
  /** Earliest / latest selectable day (ISO). */
  min?: string;
  max?: string;
  /** Months shown side by side from 720px wide (default 2; one on narrow screens). */
  months?: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → a local Date at midnight of that calendar day (undefined when not an ISO date). */
export function fromIso(iso: string | undefined): Date | undefined {
  const match = iso ? ISO_DATE.exec(iso) : null;
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The calendar day of a Date (its local fields) as `YYYY-MM-DD`. */
export function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in Copenhagen, as a local Date of that calendar day. */
function copenhagenToday(): Date {
  return fromIso(copenhagenDay()) ?? new Date();
}

/** Adopts the picker's sheets into the shadow root (or document) it renders in. */
function useOwnStyles(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    const sheets = [sheetFor(rdpCss), sheetFor(pickerCss)].filter((s) => !root.adoptedStyleSheets.includes(s));
    if (sheets.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  }, [ref]);
}

export function DateRangePicker({ label, value, onChange, min, max, months = 2 }: DateRangePickerProps): ReactNode {
  const { t, i18n } = useLingui();
  const id = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [rtl, setRtl] = useState(false);
  const [ownValue, setOwnValue] = useState<IsoDateRange>({ from: '', to: '' });
  const current = value ?? ownValue;
  const [draft, setDraft] = useState<DateRange | undefined>();
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia('(min-width: 720px)').matches);
  useOwnStyles(wrapRef);

  const danish = i18n.locale === 'da';
  const culture = danish ? 'da-DK' : 'en-GB';
  const format = (iso: string) => formatDay(iso, culture);

  useEffect(() => {
    const query = matchMedia('(min-width: 720px)');
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A press outside closes.
  usePressOutside(
    open,
    () => wrapRef.current,
    () => setOpen(false),
  );

  const commit = (next: IsoDateRange) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  };

  const openPicker = () => {
    const from = fromIso(current.from);
    const to = fromIso(current.to);
    setDraft(from ? { from, to } : undefined);
    setRtl(buttonRef.current ? isRightToLeft(buttonRef.current) : false);
    setOpen(true);
  };

  // Our own range rule: with no start (or a finished range) a day starts a new range; the next day ends it.
  const onSelect = (_range: DateRange | undefined, day: Date) => {
    if (draft?.from && !draft.to) {
      const [from, to] = draft.from <= day ? [draft.from, day] : [day, draft.from];
      setDraft({ from, to });
      commit({ from: toIso(from), to: toIso(to) });
      close(true);
    } else {
      setDraft({ from: day, to: undefined });
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const minDate = fromIso(min);
  const maxDate = fromIso(max);
  const disabled: Matcher[] = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  const start = draft?.from ? format(toIso(draft.from)) : '';
  // One day shows once; a range shows both ends.
  const chosen =
    !current.from || !current.to
      ? ''
      : current.from === current.to
        ? format(current.from)
        : `${format(current.from)} – ${format(current.to)}`;
  const footer =
    start && !draft?.to
      ? t({
          message: `From ${start}: choose the last day.`,
          comment: 'date range picker: first day chosen; {start} = that date',
        })
      : t({ message: 'Choose the first day.', comment: 'date range picker: nothing chosen yet' });

  return (
    <div ref={wrapRef} className="kit-drp" data-open={open || undefined}>
      <span className="kit-drp__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="kit-drp__row">
        <button
          ref={buttonRef}
          type="button"
          className="kit-drp__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-popover`}
          aria-labelledby={`${id}-label ${id}-value`}
          onClick={() => (open ? close(false) : openPicker())}
        >
          <CalendarIcon />
          <span id={`${id}-value`} className={chosen ? 'kit-drp__value' : 'kit-drp__value kit-drp__value--empty'}>
            {chosen || <Trans comment="date range picker button: no range chosen">Choose dates</Trans>}
          </span>
        </button>
        {chosen ? (
          <button type="button" className="kit-drp__clear" onClick={() => commit({ from: '', to: '' })}>
            <Trans comment="date range picker: empty the chosen range">Clear</Trans>
          </button>
        ) : null}
      </div>
      <div
        ref={popoverRef}
        id={`${id}-popover`}
        className="kit-drp__popover"
        role="dialog"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        onKeyDown={onPopoverKeyDown}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !popoverRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
        }}
      >
        {open ? (
          <DayPicker
            mode="range"
            selected={draft}
            onSelect={onSelect}
            locale={danish ? da : enGB}
            dir={rtl ? 'rtl' : undefined}
            weekStartsOn={1}
            ISOWeek
            showWeekNumber
            showOutsideDays
            fixedWeeks
            numberOfMonths={wide ? months : 1}
            defaultMonth={draft?.from ?? copenhagenToday()}
            today={copenhagenToday()}
            disabled={disabled}
            startMonth={minDate}
            endMonth={maxDate}
            autoFocus
            formatters={{
              // '9', not the library's zero-padded '09'
              formatWeekNumber: (week: number) => String(week),
              formatWeekNumberHeader: () =>
                t({ message: 'Wk', comment: 'date range picker: header of the ISO week number column (short)' }),
            }}
            footer={footer}
          />
        ) : null}
      </div>
    </div>
  );
}

export default DateRangePicker;

function CalendarIcon(): ReactNode {
  return (
    <svg className="kit-drp__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2.5 8.5h15M6.5 2v4M13.5 2v4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
