/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
/**
 * The endpoint matrix's vocabulary (see matrix.test.ts): who calls, how a call is described, what a row
 * checks, the fixtures the rows share (filled by the test file's beforeAll and by earlier happy paths),
 * and small builders for calls.
 */
import type { Struct } from 'superstruct';

export type Who = 'anon' | 'fresh-anon' | 'kunde' | 'ejer' | 'saelger' | 'supervisor' | 'fresh-kunde';

export interface Call {
  as: Who;
  method: string;
  /** Relative to /contextapi/demo/v1/ unless it starts with '/'. */
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: BodyInit; contentType?: string };
}

export interface Row {
  name: string;
  happy: () => Call & { schema?: Struct<any, any>; check?: (body: any) => void };
  /** 400 naming `field`. */
  bad?: Array<() => Call & { field: string }>;
  /** 403: signed in but the wrong role, or another owner's / salesperson's record. */
  forbidden?: Array<() => Call>;
  /** 401 without sign-in. */
  anonymous?: () => Call;
  /** State-changing: 403 without the XSRF header. */
  xsrf?: () => Call;
}

/** Ids the rows share: filled by beforeAll and by earlier rows' happy paths. */
export const fx = {
  shop: '', // ejer's matrix shop
  shop2: '', // ejer's second shop (closed and removed by the last rows)
  kundeShop: '',
  assortment: [] as string[],
  codes: [] as string[],
  product: '', // purchasable, no variants
  ejerId: '',
  kundeId: '',
  saelgerId: '',
  wishlist: '',
  wishitem: '',
};

export const enc = encodeURIComponent;
export const G = 'giftshop';
export const get = (as: Who, path: string): Call => ({ as, method: 'GET', path });
export const post = (as: Who, path: string, json?: unknown): Call => ({
  as,
  method: 'POST',
  path,
  ...(json !== undefined ? { json } : {}),
});
export const del = (as: Who, path: string): Call => ({ as, method: 'DELETE', path });
export const login = (as: Who, form: Record<string, string>, query = ''): Call => ({
  as,
  method: 'POST',
  path: `/login${query}`,
  form: { output: 'json', ...form },
});

export function contact(request: Record<string, string>): Call {
  const form = new FormData();
  form.set('request', JSON.stringify(request));
  return { as: 'anon', method: 'POST', path: 'content/contactrequest', raw: { body: form } };
}

export function signup(tag: string) {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '1');
  return {
    companyname: `Matrix ${tag} ApS`,
    address: 'Vej 1',
    zipcode: '8000',
    city: 'Aarhus C',
    vatno: `DK${n}`,
    eanno: '',
    name: 'Mette Matrix',
    phone: '+4512345670',
    email: `${tag}-${n}@matrix.test`,
  };
}
