import { element, type ButikElement } from '../src/internal/define.ts';
import { CheckoutInput, checkoutInputCss, type CheckoutInputProps } from '../src/features/checkout-input/index.ts';

/**
 * The checkout text input that shows the first validation error below the field (spec §2; rules and messages of
 * spec §5 from src/validation). Rendered in the LIGHT DOM, so its `<input name="…">` is a real control of the
 * host page's `<form>` and a normal form post carries the value (no hidden mirror needed).
 *
 * - `rules`: `|`-separated, run in order, the FIRST failure is shown: `required`, `email` (`email:multiple`),
 *   `ean`, `max:N`, `min:N`, `length:N`, `digits:N`, `numeric`, `integer`, `alpha`, `alpha_num`, `alpha_dash`,
 *   `alpha_spaces`, `min_value:N`, `max_value:N`, `between:A,B`, `phone`. Messages are the generic ones
 *   ('The {field} field is required' / '{field} skal udfyldes'; `phone` uses the default '{field} is not
 *   valid.'); `{field}` is the label. Every rule but `required` passes an empty value. An unknown rule logs one
 *   console error and is ignored.
 * - The error appears below the field (`aria-describedby`, `aria-invalid="true"`) when the field loses focus and
 *   when the form is submitted; once shown it follows the typing (it disappears as soon as the value is valid).
 * - Submitting the host form with an invalid field is blocked and the first invalid field gets focus: the error
 *   is the input's custom validity, so a validating form does not submit (the browser's bubble is replaced by
 *   the message below the field); a `novalidate` form's `submit` is cancelled by a capturing listener before the
 *   page's own handlers run. A form `reset` restores the `value` attribute.
 * - `required` adds `aria-required` and the placeholder's ' *' suffix (`requiredPlaceholder`).
 * - `type="email"` also checks `email` when the rules do not; it renders a text field with the e-mail keyboard
 *   (`inputmode="email"`) so the browser's stricter own check (which refuses `søren@blåbær.dk`) never blocks a
 *   valid address without a visible message. `type="tel"` renders `type="tel"`.
 * - Changing the `value` attribute sets the field (and hides the error until the next blur). The `value`
 *   property is that attribute; the current text is the inner input's value (and the form data).
 *
 * Styling (light DOM, no parts): classes `.butik-ci` (wrapper, `.butik-ci--invalid` while an error shows),
 * `.butik-ci__label`, `.butik-ci__input`, `.butik-ci__error`; theme tokens as every element.
 * The host mirrors `data-state`: `pristine` (invalid but not shown yet), `valid` or `invalid` (error shown).
 *
 * @tag checkout-input
 * @summary Checkout text field that shows the first validation error below it and takes part in the page's form.
 * @attr {string} name - The form field name (posted with the form).
 * @attr {string} label - The visible label, also `{field}` in the messages. Default: the name.
 * @attr {"text"|"email"|"tel"} type - Kind of field. A bad value logs an error and means `text`. Default: `text`.
 * @attr {string} value - The initial value.
 * @attr {string} rules - Validation rules, e.g. `required|email|max:35`.
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
