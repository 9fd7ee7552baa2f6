import { element, type ButikElement } from '../src/internal/define.ts';
import { formsCss } from '../src/ui/forms.ts';
import { alertCss, buttonCss, comboboxCss, spinnerCss } from '../src/ui/index.ts';
import {
  CustomerSwitcher,
  customerSwitcherCss,
  type CustomerSwitcherProps,
} from '../src/features/customer-switcher/index.ts';

/**
 * For salespeople only (`user-role="salesperson"`): the customer acted for, a customer search (combobox) to change
 * it and, with the `customerprofiles` flag, the customer profile. The page reloads after a change unless
 * `butik-customer-change` is cancelled. Host `data-state`: `hidden`, `loading`, `ready`, `changing`, `failed`.
 *
 * Behaviour and decisions: `docs/elements/customer-switcher.md`.
 *
 * @tag customer-switcher
 * @summary For salespeople: show, search and change the customer acted for, and its customer profile.
 * @attr {string} heading - The heading. Default: 'Customer' ('Kunde').
 * @fires butik-customer-change - Cancelable. The customer or profile was changed on the server: `detail` `{ customer, change: 'customer'|'profile', profile }`. `preventDefault()` stops the page reload.
 * @csspart container - The whole element.
 * @csspart title - The heading.
 * @csspart current - The current customer line.
 * @csspart search - The search field (combobox).
 * @csspart popup - The drop-down under the search field (at most 300px high, scrolls).
 * @csspart results - The result list.
 * @csspart option - A result; the highlighted one also has `option-active`.
 * @csspart profile - The customer profile select.
 * @csspart error - A failure message.
 * @csspart retry - Its 'Try again' button.
 */
const customerSwitcher = element<CustomerSwitcherProps>({
  tag: 'customer-switcher',
  component: CustomerSwitcher,
  props: {
    heading: { type: 'string', default: '' },
  },
  styles: [spinnerCss, buttonCss, alertCss, formsCss, comboboxCss, customerSwitcherCss],
});

export default customerSwitcher;

export type CustomerSwitcherElement = ButikElement<CustomerSwitcherProps>;

declare global {
  interface HTMLElementTagNameMap {
    'customer-switcher': CustomerSwitcherElement;
  }
}
