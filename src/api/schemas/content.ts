/**
 * Content calls (spec §7, relative to `/contextapi/{context}/v1/content/`): `GET children/{id}` (navigation),
 * `GET custom`, `POST contactrequest` (multipart), `POST newcustomerrequest`; navigation child and shop
 * variables (spec §3).
 */
import {
  array,
  boolean,
  lazy,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  type,
  type Describe,
  type Infer,
} from 'superstruct';
import { Email, Id, text } from './common.ts';

/** Navigation child (spec §3): link, title, children (recursive; empty list for a leaf). */
export type NavigationChild = { link: string; title: string; children: NavigationChild[] };
export const NavigationChild: Describe<NavigationChild> = type({
  link: string(),
  title: string(),
  children: array(lazy(() => NavigationChild)),
}) as unknown as Describe<NavigationChild>;

/** Path parameter of `GET content/children/{id}`: empty = the root of the navigation tree. */
export const ContentChildrenParams = object({ id: optional(Id) });
export type ContentChildrenParams = Infer<typeof ContentChildrenParams>;
/** `GET content/children/{id}` response: the children of the node. */
export const ContentChildrenResponse = array(NavigationChild);
export type ContentChildrenResponse = Infer<typeof ContentChildrenResponse>;

/**
 * `GET content/custom?keys=a,b` query (decision): the comma-separated keys of the custom content blocks
 * wanted; absent = all.
 */
export const CustomContentQuery = object({ keys: optional(pattern(string(), /^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/)) });
export type CustomContentQuery = Infer<typeof CustomContentQuery>;
/** `GET content/custom` response (decision): custom content blocks as `{ key: html }` (sanitise before rendering). */
export const CustomContentResponse = record(string(), string());
export type CustomContentResponse = Infer<typeof CustomContentResponse>;

/**
 * `POST content/contactrequest` (spec: multipart, "request as JSON plus upload files"). Decision: form field
 * `request` holds this object as a JSON string; form fields `files` (repeatable) hold the uploads (at most 5
 * files, 10 MB each, checked by the server).
 */
export const ContactRequest = object({
  name: text(200, 'Name'),
  email: Email,
  phone: optional(size(string(), 0, 50)),
  company: optional(size(string(), 0, 200)),
  subject: optional(size(string(), 0, 200)),
  message: text(5000, 'Message'),
  productid: optional(Id),
});
export type ContactRequest = Infer<typeof ContactRequest>;
/** Limits for contact-request uploads (enforced by the server, advertised to the form). */
export const CONTACT_UPLOAD_LIMITS = { maxFiles: 5, maxBytesPerFile: 10 * 1024 * 1024 } as const;
/** The MIME types a contact request may attach (decision; the server checks the type the browser sends). */
export const CONTACT_UPLOAD_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
/** `POST content/contactrequest` response: `{ success }`. */
export { SuccessResponse as ContactRequestResponse } from './common.ts';

/** `POST content/newcustomerrequest` request (decision): a request to become a customer (not the self sign-up). */
export const NewCustomerRequest = object({
  companyname: text(200, 'CompanyName'),
  name: text(200, 'Name'),
  email: Email,
  phone: text(50, 'Phone'),
  address: optional(size(string(), 0, 200)),
  zipcode: optional(size(string(), 0, 20)),
  city: optional(size(string(), 0, 100)),
  vatno: optional(size(string(), 0, 50)),
  message: optional(size(string(), 0, 5000)),
});
export type NewCustomerRequest = Infer<typeof NewCustomerRequest>;
/** `POST content/newcustomerrequest` response: `{ success }`. */
export { SuccessResponse as NewCustomerRequestResponse } from './common.ts';

/** Shop variables supplied by the host page (spec §3); `<shop-context>` attributes map onto them. */
export const ShopVariables = type({
  enableWishList: boolean(),
  variantDisplayOptions: type({ productlist: boolean() }),
  enablePurchaseFromLists: boolean(),
  allowPurchase: boolean(),
  enableSecondaryImage: boolean(),
});
export type ShopVariables = Infer<typeof ShopVariables>;
