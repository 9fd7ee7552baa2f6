/** Texts of `<customer-switcher>` (English source; Danish in locales/da/messages.po). */
import { msg } from '@lingui/core/macro';

export const TEXTS = {
  heading: msg({ message: 'Customer', comment: 'customer-switcher: heading (a salesperson acts for a customer)' }),
  current: msg({ message: 'Acting for', comment: 'customer-switcher: label before the current customer' }),
  none: msg({
    message: 'No customer selected',
    comment: 'customer-switcher: the salesperson acts for no customer yet',
  }),
  currentFailed: msg({
    message: 'The current customer could not be loaded.',
    comment: 'customer-switcher: GET customer failed (not the same as no customer); a Try again button follows',
  }),
  loadingCurrent: msg({
    message: 'Loading the current customer…',
    comment: 'customer-switcher: while GET customer loads',
  }),
  search: msg({ message: 'Change customer', comment: 'customer-switcher: label of the customer search field' }),
  placeholder: msg({
    message: 'Search by name, VAT number, city or customer number',
    comment: 'customer-switcher: placeholder of the search field',
  }),
  results: msg({ message: 'Customers', comment: 'customer-switcher: accessible name of the result list' }),
  searching: msg({ message: 'Searching…', comment: 'customer-switcher: while searching' }),
  noResults: msg({
    message: 'No customers match "{0}"',
    comment: 'customer-switcher: empty search result; {0} = the query',
  }),
  count: msg({
    message:
      '{0, plural, one {# customer found. Use the arrow keys to choose.} other {# customers found. Use the arrow keys to choose.}}',
    comment: 'customer-switcher: announced after a search; {0} = number of results shown (at most 15)',
  }),
  more: msg({
    message: 'Showing the first {0}. Type more to narrow the search.',
    comment: 'customer-switcher: more results than shown; {0} = 15',
  }),
  customerNo: msg({ message: 'Customer no. {0}', comment: 'customer-switcher: customer number in a result; {0} = id' }),
  changing: msg({
    message: 'Changing to {0}…',
    comment: 'customer-switcher: while POST customer/change runs; {0} = customer name',
  }),
  changed: msg({
    message: 'You now act for {0}.',
    comment:
      'customer-switcher: change done (the page did not reload because a listener cancelled it); {0} = customer name',
  }),
  changeFailed: msg({
    message: 'The customer could not be changed. Please try again.',
    comment: 'customer-switcher: POST customer/change failed',
  }),
  profile: msg({
    message: 'Customer profile',
    comment: 'customer-switcher: label of the profile select (feature customerprofiles)',
  }),
  chooseProfile: msg({ message: 'Choose a profile', comment: 'customer-switcher: empty option of the profile select' }),
  profileFailed: msg({
    message: 'The customer profile could not be changed. Please try again.',
    comment: 'customer-switcher: changeprofile failed',
  }),
  profileChanged: msg({
    message: 'Profile changed to {0}.',
    comment: 'customer-switcher: profile change done without reload; {0} = profile name',
  }),
};
