/**
 * Customer calls (spec §7, relative to `/contextapi/{context}/v1/customer`): `GET customer`,
 * `GET customer/search`, `POST customer/change?selectedcustomer=`, `GET customer/changeprofile?customerprofile=`,
 * `POST customer/signup`; sign-up model and result (spec §3).
 */
import { array, boolean, enums, nullable, object, refine, string, type, type Infer } from 'superstruct';
import { EanOrEmpty, Email, Id, limitQuery, offsetQuery, shortString, text } from './common.ts';

/** A customer profile (decision: id and name) a user can switch to with `changeprofile`. */
export const CustomerProfile = type({ id: Id, name: string() });
export type CustomerProfile = Infer<typeof CustomerProfile>;

/**
 * Customer (decision; the spec shows no shape): the company the signed-in user buys for. `profiles` and
 * `currentprofile` back the customer-profiles feature.
 */
export const Customer = type({
  id: Id,
  name: string(),
  address: string(),
  zipcode: string(),
  city: string(),
  vatno: string(),
  eanno: string(),
  email: string(),
  phone: string(),
  profiles: array(CustomerProfile),
  currentprofile: nullable(Id),
});
export type Customer = Infer<typeof Customer>;

/** `GET customer` response: the current customer, `null` for a visitor. */
export const GetCustomerResponse = nullable(Customer);
export type GetCustomerResponse = Infer<typeof GetCustomerResponse>;

/** `GET customer/search?query=&limit=&offset=` query; limit default 15, offset 0 (spec §9). */
export const CustomerSearchQuery = object({
  query: shortString(200),
  limit: limitQuery(15),
  offset: offsetQuery(),
});
export type CustomerSearchQuery = Infer<typeof CustomerSearchQuery>;
/** `GET customer/search` response (decision): the matching customers. */
export const CustomerSearchResponse = array(Customer);
export type CustomerSearchResponse = Infer<typeof CustomerSearchResponse>;

/** `POST customer/change?selectedcustomer=` query (no body): act for that customer. */
export const ChangeCustomerQuery = object({ selectedcustomer: Id });
export type ChangeCustomerQuery = Infer<typeof ChangeCustomerQuery>;
/** `POST customer/change` response (decision): the now current customer. */
export const ChangeCustomerResponse = Customer;

/** `GET customer/changeprofile?customerprofile=` query. */
export const ChangeProfileQuery = object({ customerprofile: Id });
export type ChangeProfileQuery = Infer<typeof ChangeProfileQuery>;
/** `GET customer/changeprofile` response (decision): the customer with `currentprofile` updated. */
export const ChangeProfileResponse = Customer;

/**
 * Sign-up model (spec §3), the `POST customer/signup` body. Required: companyname, address, zipcode, city,
 * vatno, name, phone, email (valid); `eanno` may be empty, otherwise a valid EAN. `phone` is sent without
 * spaces (the form removes them); consent is kept by the form and not sent.
 */
export const SignupModel = object({
  companyname: text(200, 'CompanyName'),
  address: text(200, 'Address'),
  zipcode: text(20, 'Zipcode'),
  city: text(100, 'City'),
  vatno: text(50, 'VatNo'),
  eanno: EanOrEmpty,
  name: text(200, 'Name'),
  phone: refine(
    text(50, 'Phone'),
    'PhoneNoSpaces',
    (value) => !/\s/.test(value) || 'Expected a phone number without spaces',
  ),
  email: Email,
});
export type SignupModel = Infer<typeof SignupModel>;

/** Sign-up errors (spec §3). */
export const SignupError = enums(['None', 'MissingDetails', 'CustomerExists', 'UserExists', 'Critical']);
export type SignupError = Infer<typeof SignupError>;
/** Sign-up result (spec §3), the `POST customer/signup` response. */
export const SignupResult = type({ signupcompleted: boolean(), error: SignupError });
export type SignupResult = Infer<typeof SignupResult>;
