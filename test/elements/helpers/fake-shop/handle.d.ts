// Types for the contract suite (test/api/fake-shop-contract.test.ts), which drives the fake from Node.

export const XSRF_TOKEN: string;

export interface FakeUser {
  role: 'user' | 'owner' | 'salesperson' | 'supervisor';
  customerId?: string | null;
}

export interface FakeLine {
  productid: string;
  variantid: string | null;
  quantity: number;
  addonparent?: string | null;
}

export class ShopState {
  constructor(context: string);
  context: string;
  lines: FakeLine[];
  user: FakeUser | null;
  saved: FakeLine[];
  wishlists: Array<{ id: string; label: string; items: Array<Record<string, unknown>> }>;
  customerId: string | null;
  customerProfile: string | null;
  /** Ids of the customers assigned to the signed-in salesperson. */
  salespersonCustomers: string[];
}

export interface FakeRequest {
  method?: string;
  path: string;
  query?: URLSearchParams | Record<string, string>;
  body?: unknown;
  headers?: Headers | Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export function handle(shop: ShopState, request: FakeRequest): FakeAnswer;
