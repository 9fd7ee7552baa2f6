/**
 * `LazyDateRangePicker`: the DateRangePicker loaded on first render (React.lazy), so react-day-picker and its
 * date-fns locales land in their own chunk and only pages that show a picker download them. Until the chunk is
 * there, a disabled look-alike of the button keeps the layout from shifting.
 */
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import type { DateRangePickerProps } from './date-range-picker.tsx';

export type { DateRangePickerProps, IsoDateRange } from './date-range-picker.tsx';

/** Styles of the placeholder (adopt with the element's styles): the size of the real label and button. */
export const lazyDateRangePickerCss = `
.kit-drp-placeholder { display: inline-grid; gap: calc(var(--butik-spacing, 8px) * 0.5); font-size: inherit; }
.kit-drp-placeholder > span { font-weight: 600; font-size: 0.875em; }
.kit-drp-placeholder > button { min-block-size: 44px; min-inline-size: min(17rem, 100%); padding: 0 calc(var(--butik-spacing, 8px) * 1.5); font: inherit; text-align: start; border: 1px solid var(--butik-color-border, #d0d7de); border-radius: var(--butik-radius, 4px); background: var(--butik-color-background, #ffffff); color: var(--butik-color-muted, #59636e); }
`;

const Picker = lazy(() => import('./date-range-picker.tsx'));

export function LazyDateRangePicker(props: DateRangePickerProps): ReactNode {
  return (
    <Suspense
      fallback={
        <div className="kit-drp-placeholder" aria-busy="true">
          <span>{props.label}</span>
          <button type="button" disabled>
            <Trans comment="date range picker button while the calendar code loads">Choose dates</Trans>
          </button>
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
