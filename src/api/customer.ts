/** Customer calls (spec §7): customer, customer/search, customer/change, customer/changeprofile, customer/signup. */
import type { ApiClient, CallOptions } from './client.ts';
import { call, invalidInput } from './call.ts';
import { validate } from './schemas/common.ts';
import {
  ChangeCustomerQuery,
  ChangeProfileQuery,
  Customer,
  CustomerSearchQuery,
  CustomerSearchResponse,
  GetCustomerResponse,
  SignupModel,
  SignupResult,
} from './schemas/customer.ts';

export function createCustomerApi(client: ApiClient) {
  return {
    /** GET customer -> Customer | null (visitor) */
    get: (opts: CallOptions = {}) =>
      call(client, 'customer.get', {
        method: 'GET',
        path: 'customer',
        response: GetCustomerResponse,
        signal: opts.signal,
      }),
    /** GET customer/search?query=&limit=(15)&offset=(0) -> Customer[] */
    search: (query: { query: string; limit?: number; offset?: number }, opts: CallOptions = {}) =>
      call(client, 'customer.search', { schema: CustomerSearchQuery, value: query }, (q) => ({
        method: 'GET',
        path: 'customer/search',
        query: q,
        response: CustomerSearchResponse,
        signal: opts.signal,
      })),
    /** POST customer/change?selectedcustomer= -> Customer */
    change: (selectedcustomer: string, opts: CallOptions = {}) =>
      call(client, 'customer.change', { schema: ChangeCustomerQuery, value: { selectedcustomer } }, (query) => ({
        method: 'POST',
        path: 'customer/change',
        query,
        response: Customer,
        signal: opts.signal,
      })),
    /** GET customer/changeprofile?customerprofile= -> Customer */
    changeProfile: (customerprofile: string, opts: CallOptions = {}) =>
      call(client, 'customer.changeProfile', { schema: ChangeProfileQuery, value: { customerprofile } }, (query) => ({
        method: 'GET',
        path: 'customer/changeprofile',
        stateChanging: true,
        query,
        response: Customer,
        signal: opts.signal,
      })),
    /**
     * POST customer/signup (sign-up model; spaces are removed from `phone` before sending) -> SignupResult.
     * A refused request whose body is itself a sign-up result (the reference server answers MissingDetails with
     * 400) keeps it as the failure's `error`; `orFailure` gives that result, any other failure
     * `{ signupcompleted: false, error: 'Critical' }` (spec §8).
     */
    signup: async (model: SignupModel, opts: CallOptions = {}) => {
      const checked = validate(SignupModel, {
        ...model,
        phone: typeof model.phone === 'string' ? model.phone.replace(/\s+/g, '') : model.phone,
      });
      if (!checked.ok) return invalidInput(client, 'customer.signup', checked.message);
      return call(client, 'customer.signup', {
        method: 'POST',
        path: 'customer/signup',
        body: checked.value,
        response: SignupResult,
        errorBody: SignupResult,
        signal: opts.signal,
      });
    },
  };
}
export type CustomerApi = ReturnType<typeof createCustomerApi>;
