/**
 * ColorField: a labelled colour input (the native colour picker plus a hex text field kept in sync) with a
 * WCAG 2 contrast readout against a given background (src/ui/contrast.ts).
 *
 * - The visible label names the hex field; the picker is named "{label}: colour picker". A hex that is not
 *   `#rgb` / `#rrggbb` marks the field invalid (`aria-invalid`, message linked with `aria-describedby`) and is
 *   not passed on; a valid one is passed on normalised (`#rrggbb`, lower case) as the user types.
 * - The readout: the ratio to 2 decimals (floored, so a failing ratio never reads 4.50) and four verdicts, AA
 *   and AAA for normal and large text, each as a word and an icon (never colour alone). It is a polite live
 *   region, so a screen-reader user hears the new ratio after a change.
 * - The preview draws "Aa" in the colour on the background in an SVG image, so checkers do not take a
 *   deliberately failing sample for a contrast error of the page.
 *
 * Controlled (`value` + `onChange`) or not (`defaultValue`). Styles: `colorFieldCss`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { contrastReport, normaliseHex, type WcagCheck } from './contrast.ts';

export { default as colorFieldCss } from './color-field.css?inline';

export interface ColorFieldProps {
  label: ReactNode;
  /** Plain-text label for the picker's name (default: the label when it is a string). */
  labelText?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (hex: string) => void;
  /** The colour the value is read against (hex). Default white. */
  background?: string;
  /** Form field name of the hex input. */
  name?: string;
  hint?: ReactNode;
}

export function ColorField({
  label,
  labelText,
  value,
  defaultValue = '#000000',
  onChange,
  background = '#ffffff',
  name,
  hint,
}: ColorFieldProps): ReactNode {
  const { t, i18n } = useLingui();
  const id = useId();
  const [ownValue, setOwnValue] = useState(() => normaliseHex(defaultValue) ?? '#000000');
  const committed = value !== undefined ? (normaliseHex(value) ?? '#000000') : ownValue;
  // What the hex field shows while the user types (may be invalid); reset when the committed colour changes.
  const [text, setText] = useState({ for: committed, text: committed });
  const shown = text.for === committed ? text.text : committed;
  const invalid = normaliseHex(shown) === undefined;
  const report = contrastReport(committed, background);
  const bg = normaliseHex(background) ?? '#ffffff';
  const nameText = labelText ?? (typeof label === 'string' ? label : '');

  const commit = (hex: string) => {
    if (value === undefined) setOwnValue(hex);
    onChange?.(hex);
  };
  const onText = (next: string) => {
    const hex = normaliseHex(next);
    const withHash = next.startsWith('#') || next === '' ? next : `#${next}`;
    if (hex) {
      setText({ for: hex, text: withHash });
      if (hex !== committed) commit(hex);
    } else setText({ for: committed, text: withHash });
  };

  const normalText = t({ message: 'Normal text', comment: 'colour contrast readout: body-size text' });
  const largeText = t({ message: 'Large text', comment: 'colour contrast readout: 18pt, or 14pt bold, text' });
  const checks: Array<{ check: WcagCheck; level: string; size: string }> = [
    { check: 'aaNormal', level: 'AA', size: normalText },
    { check: 'aaLarge', level: 'AA', size: largeText },
    { check: 'aaaNormal', level: 'AAA', size: normalText },
    { check: 'aaaLarge', level: 'AAA', size: largeText },
  ];
  const ratio = report
    ? i18n.number(Number(report.display), { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '';
  const pass = t({ message: 'Pass', comment: 'colour contrast readout: the check is met' });
  const fail = t({ message: 'Fail', comment: 'colour contrast readout: the check is not met' });

  return (
    <div className="kit-color" role="group" aria-labelledby={`${id}-label`}>
      <label className="kit-color__label" id={`${id}-label`} htmlFor={`${id}-hex`}>
        {label}
      </label>
      {hint ? (
        <p className="kit-color__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="kit-color__inputs">
        <input
          type="color"
          className="kit-color__swatch"
          value={committed}
          aria-label={t({
            message: `${nameText}: colour picker`,
            comment: 'colour field: name of the native colour picker; {nameText} = the field label',
          })}
          onChange={(event) => onText(event.target.value)}
        />
        <input
          id={`${id}-hex`}
          className="kit-color__hex"
          name={name}
          value={shown}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
          }
          onChange={(event) => onText(event.target.value.trim())}
          onBlur={() => setText({ for: committed, text: committed })}
        />
        <svg
          className="kit-color__preview"
          viewBox="0 0 64 40"
          width="64"
          height="40"
          role="img"
          aria-label={t({ message: 'Preview', comment: 'colour field: sample text in the colour on the background' })}
        >
          <rect width="64" height="40" rx="6" fill={bg} />
          <text
            x="32"
            y="27"
            textAnchor="middle"
            fill={committed}
            fontSize="20"
            fontWeight="700"
            fontFamily="system-ui, sans-serif"
          >
            Aa
          </text>
        </svg>
      </div>
      {invalid ? (
        <p className="kit-color__error" id={`${id}-error`}>
          <Trans comment="colour field: the hex text is not a colour">
            Enter a colour as #rrggbb, for example #1d5c8c.
          </Trans>
        </p>
      ) : null}
      {report ? (
        <div className="kit-color__readout" aria-live="polite">
          <p className="kit-color__ratio">
            <Trans comment="colour contrast readout; {ratio} = e.g. 4.54, {bg} = the background colour">
              Contrast <strong>{ratio}:1</strong> on {bg}
            </Trans>
          </p>
          <ul className="kit-color__checks">
            {checks.map(({ check, level, size }) => (
              <li key={check} className="kit-color__check" data-pass={report.pass[check]} data-check={check}>
                <span aria-hidden="true" className="kit-color__mark">
                  {report.pass[check] ? '✓' : '✕'}
                </span>
                <span className="kit-color__what">
                  {level} · {size}
                </span>
                <span className="kit-color__verdict">{report.pass[check] ? pass : fail}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
