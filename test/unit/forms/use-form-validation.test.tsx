// @vitest-environment happy-dom
/**
 * The shared form validation (src/ui/forms.ts): rule lists and validator functions, errors shown after blur
 * or validateAll(), aria wiring, ' *' placeholders, focus on the first invalid field in document order, the
 * error summary and reset.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, createElement, type FormEvent, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary, Field, summaryErrors, useFormValidation, type FormValidation } from '../../../src/ui/forms.ts';
import { validateEan, validateTrue } from '../../../src/validation/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

type Name = 'company' | 'email' | 'ean' | 'consent';
let form!: FormValidation<Name>;
let submitted = 0;

function TestForm({ order = 'normal' }: { order?: 'normal' | 'reversed' }): ReactNode {
  form = useFormValidation<Name>({
    company: { label: 'Company', rules: 'required|max:10' },
    email: { label: 'E-mail', rules: 'required|email' },
    ean: { label: 'EAN', rules: [validateEan] },
    consent: { label: 'Consent', rules: [validateTrue], initial: false, required: true },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll()) {
      form.focusFirstInvalid();
      return;
    }
    submitted += 1;
  };
  const fields = [
    <Field key="company" form={form} name="company" autoComplete="organization" placeholder="Company name" />,
    <Field key="email" form={form} name="email" type="email" autoComplete="email" placeholder="E-mail" />,
  ];
  return createElement(
    'form',
    { noValidate: true, onSubmit },
    <ErrorSummary errors={summaryErrors(form)} />,
    ...(order === 'reversed' ? fields.reverse() : fields),
    <Field form={form} name="ean" placeholder="EAN" />,
    <Field form={form} name="consent" type="checkbox" labelContent={<span>I accept the terms</span>} />,
    <button type="submit">Send</button>,
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  submitted = 0;
});

function mount(order: 'normal' | 'reversed' = 'normal') {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <TestForm order={order} />
      </I18nProvider>,
    ),
  );
  return host;
}

const input = (name: string) => host!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (name: string) => host!.querySelector(`#${CSS.escape(input(name).id)}-error`)!;

function type(name: string, value: string) {
  const el = input(name);
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function blur(name: string) {
  act(() => {
    input(name).focus();
    input(name).blur();
  });
}
function submit() {
  act(() => host!.querySelector('form')!.requestSubmit());
}

describe('useFormValidation + Field', () => {
  it('labels, required placeholders with " *", aria-required; no error shown before blur', () => {
    mount();
    const company = input('company');
    expect(host!.querySelector(`label[for="${company.id}"]`)!.textContent).toBe('Company');
    expect(company.placeholder).toBe('Company name *');
    expect(company.getAttribute('autocomplete')).toBe('organization');
    expect(company.getAttribute('aria-required')).toBe('true');
    expect(input('ean').placeholder).toBe('EAN');
    expect(input('ean').hasAttribute('aria-required')).toBe(false);
    expect(input('email').type).toBe('text');
    expect(input('email').inputMode).toBe('email');
    expect(input('consent').getAttribute('aria-required')).toBe('true');
    expect(form.isValid).toBe(false);
    expect(form.errors.company).toBe('The Company field is required');
    expect(company.hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf('company').textContent).toBe('');
    expect(errorOf('company').getAttribute('aria-live')).toBe('polite');
  });

  it('blur shows the first error of the rule list; it follows the typing and disappears when valid', () => {
    mount();
    blur('company');
    expect(input('company').getAttribute('aria-invalid')).toBe('true');
    expect(input('company').getAttribute('aria-describedby')).toBe(errorOf('company').id);
    expect(errorOf('company').textContent).toBe('The Company field is required');
    type('company', 'A very long company');
    expect(errorOf('company').textContent).toBe('The Company field may not be greater than 10 characters');
    type('company', 'Butik');
    expect(errorOf('company').textContent).toBe('');
    expect(input('company').hasAttribute('aria-invalid')).toBe(false);
    expect(form.values.company).toBe('Butik');
  });

  it('validator functions: EAN checked only when non-empty; consent must be ticked', () => {
    mount();
    expect(form.errors.ean).toBeUndefined();
    type('ean', '5790000000013');
    blur('ean');
    expect(errorOf('ean').textContent).toBe('The EAN field format is invalid');
    type('ean', '5790000000012');
    expect(errorOf('ean').textContent).toBe('');
    expect(form.errors.consent).toBe('The Consent field is required');
    act(() => input('consent').click());
    expect(form.values.consent).toBe(true);
    expect(form.errors.consent).toBeUndefined();
  });

  it('submit: every error shown, role=alert summary, focus on the first invalid field in DOM order', () => {
    mount();
    type('company', 'Butik');
    submit();
    expect(submitted).toBe(0);
    expect(document.activeElement).toBe(input('email'));
    const summary = host!.querySelector('[role="alert"]')!;
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'The E-mail field is required',
      'The Consent field is required',
    ]);
    expect(summary.querySelector('a')!.getAttribute('href')).toBe(`#${input('email').id}`);
    expect(errorOf('consent').textContent).toBe('The Consent field is required');
    expect(input('consent').getAttribute('aria-describedby')).toBe(errorOf('consent').id);
  });

  it('focus follows document order, not the order of the field specs', () => {
    mount('reversed');
    submit();
    expect(document.activeElement).toBe(input('email'));
  });

  it('a valid form submits; the summary disappears; reset clears values and shown errors', () => {
    mount();
    submit();
    type('company', 'Butik');
    type('email', 'søren@blåbær.dk');
    act(() => input('consent').click());
    expect(host!.querySelector('[role="alert"]')).toBeNull();
    submit();
    expect(submitted).toBe(1);
    act(() => form.reset());
    expect(input('company').value).toBe('');
    expect(input('consent').checked).toBe(false);
    expect(form.touched).toEqual({});
    expect(errorOf('company').textContent).toBe('');
  });

  it('focusFirstInvalid() is false when the form is valid', () => {
    mount();
    type('company', 'Butik');
    type('email', 'a@b.dk');
    act(() => input('consent').click());
    let result = true;
    act(() => {
      result = form.focusFirstInvalid();
    });
    expect(result).toBe(false);
  });
});
