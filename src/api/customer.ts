/** Customer calls (spec §7): customer, customer/search, customer/change, customer/changeprofile, customer/signup. */
import type { ApiClient, CallOptions } from './client.ts';
import { call, get, invalidInput, post } from './call.ts';
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
    get: (opts: CallOptions = {}) => call(client, 'customer.get', get('customer', GetCustomerResponse, opts)),
    /** GET customer/search?query=&limit=(15)&offset=(0) -> Customer[] */
    search: (query: { query: string; limit?: number; offset?: number }, opts: CallOptions = {}) =>
      call(client, 'customer.search', { schema: CustomerSearchQuery, value: query }, (q) =>
        get('customer/search', CustomerSearchResponse, opts, { query: q }),
      ),
    /** POST customer/change?selectedcustomer= (no body) -> Customer */
    change: (selectedcustomer: string, opts: CallOptions = {}) =>
      call(client, 'customer.change', { schema: ChangeCustomerQuery, value: { selectedcustomer } }, (query) =>
        post('customer/change', undefined, Customer, opts, { query }),
      ),
    /** GET customer/changeprofile?customerprofile= -> Customer */
    changeProfile: (customerprofile: string, opts: CallOptions = {}) =>
      call(client, 'customer.changeProfile', { schema: ChangeProfileQuery, value: { customerprofile } }, (query) =>
        get('customer/changeprofile', Customer, opts, { stateChanging: true, query }),
      ),
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
      return call(
        client,
        'customer.signup',
        post('customer/signup', checked.value, SignupResult, opts, { errorBody: SignupResult }),
      );
    },
  };
}
export type CustomerApi = ReturnType<typeof createCustomerApi>;
