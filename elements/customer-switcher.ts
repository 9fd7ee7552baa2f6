import { element, type ButikElement } from '../src/internal/define.ts';
import { formsCss } from '../src/ui/forms.ts';
import { buttonCss, comboboxCss, spinnerCss } from '../src/ui/index.ts';
import { CustomerSwitcher, customerSwitcherCss, type CustomerSwitcherProps } from '../src/features/customer-switcher/index.ts';

/**
 * Customer switcher for salespeople (spec §6 "Salesperson", §7 customer calls). Rendered only when the page
 * config's `user-role` is `salesperson`; for every other role nothing (`data-state="hidden"`, nothing fetched).
 *
 * - Shows the current customer from `GET customer`: 'Acting for {name} (Customer no. {id})', or 'No customer
 *   selected' (the answer `null`, or a failed call).
 * - 'Change customer': a combobox (`role="combobox"`, `aria-autocomplete="list"`, `aria-activedescendant`).
 *   Typing searches `GET customer/search?query=…&limit=15&offset=0` 250 ms after the last keystroke (spec §9
 *   search debounce); a newer query aborts the older request; an empty query searches nothing. The result list
 *   (`role="listbox"`, at most 300px high) shows name, customer number, city and VAT number; 'Showing the first
 *   15. Type more to narrow the search.' when the limit is reached; 'No customers match "{query}"' when empty
 *   (a failed search answers an empty list, spec §8, and looks the same). The count is announced.
 *   Keys: ArrowDown / ArrowUp move (and open the list), Home / End, Enter picks, Escape closes the list (a second
 *   Escape clears the field). A click picks too.
 * - Picking posts `POST customer/change?selectedcustomer={id}`. On success `butik-customer-change` fires
 *   (cancelable); unless a listener calls `preventDefault()` the page reloads (prices, cart and assortment are
 *   the customer's). When cancelled the element shows 'You now act for {name}.' and the new customer. On failure:
 *   'The customer could not be changed. Please try again.' with 'Try again'.
 * - With the feature flag `customerprofiles` and a current customer that has profiles (`profiles` of
 *   `GET customer`): a 'Customer profile' select (selected = `currentprofile`; 'Choose a profile' while none is
 *   chosen). Choosing calls `GET customer/changeprofile?customerprofile={id}` (with the XSRF header: it changes
 *   state) and then fires the same cancelable event with `change: 'profile'`, then reloads.
 *
 * Decisions: only `salesperson` (as the issue says; the server also lets a supervisor search, not offered
 * here); one event for both changes (`detail.change` tells which) so a host page has one place to save state
 * before the reload. The host mirrors `data-state`: `hidden`, `loading`, `ready`, `changing` or `failed`.
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
  styles: [spinnerCss, buttonCss, formsCss, comboboxCss, customerSwitcherCss],
});

export default customerSwitcher;

export type CustomerSwitcherElement = ButikElement<CustomerSwitcherProps>;

declare global {
  interface HTMLElementTagNameMap {
    'customer-switcher': CustomerSwitcherElement;
  }
}
