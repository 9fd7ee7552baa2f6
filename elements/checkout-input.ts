import { element, type ButikElement } from '../src/internal/define.ts';
import { CheckoutInput, checkoutInputCss, type CheckoutInputProps } from '../src/features/checkout-input/index.ts';

/**
 * A checkout text field that shows the first failing rule's message below it. Rendered in the light DOM, so its
 * `<input name>` is a real control of the host page's `<form>`; an invalid field blocks that form's submit.
 * Styling (no parts): classes `.butik-ci` (`.butik-ci--invalid`), `.butik-ci__label`, `.butik-ci__input`, `.butik-ci__error`.
 * Host `data-state`: `pristine`, `valid`, `invalid`.
 *
 * Behaviour and decisions: `docs/elements/checkout-input.md`.
 *
 * @tag checkout-input
 * @summary Checkout text field that shows the first validation error below it and takes part in the page's form.
 * @attr {string} name - The form field name (posted with the form).
 * @attr {string} label - The visible label, also `{field}` in the messages. Default: the name.
 * @attr {"text"|"email"|"tel"} type - Kind of field. A bad value logs an error and means `text`. Default: `text`.
 * @attr {string} value - The initial value.
 * @attr {string} rules - Validation rules, `|`-separated, run in order (the first failure shows), e.g. `required|email|max:35`: `required`, `email` (`email:multiple`), `ean`, `max:N`, `min:N`, `length:N`, `digits:N`, `numeric`, `integer`, `alpha`, `alpha_num`, `alpha_dash`, `alpha_spaces`, `min_value:N`, `max_value:N`, `between:A,B`, `phone`. An unknown rule logs an error and is ignored.
 * @attr {string} autocomplete - The input's autocomplete token (e.g. `email`, `organization`, `postal-code`).
 * @attr {string} placeholder - Placeholder; a required field's gets ' *' appended.
 * @fires butik-input-change - The value was committed (change: blur or Enter): `detail` `{ name, value, valid }`.
 */
const checkoutInput = element<CheckoutInputProps>({
  tag: 'checkout-input',
  component: CheckoutInput,
  shadow: false,
  props: {
    name: { type: 'string', default: '' },
    label: { type: 'string', default: '' },
    type: { type: 'enum', values: ['text', 'email', 'tel'], default: 'text' },
    value: { type: 'string', default: '' },
    rules: { type: 'string', default: '' },
    autocomplete: { type: 'string', default: '' },
    placeholder: { type: 'string', default: '' },
  },
  styles: [checkoutInputCss],
});

export default checkoutInput;

export type CheckoutInputElement = ButikElement<CheckoutInputProps>;

declare global {
  interface HTMLElementTagNameMap {
    'checkout-input': CheckoutInputElement;
  }
}
