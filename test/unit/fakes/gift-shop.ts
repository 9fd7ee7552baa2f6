/**
 * A gift-shop record (spec §3) for tests: an open shop with no dates of note, no products and an empty theme.
 * Tests pass what matters to them as overrides.
 */
import type { GiftShop } from '../../../src/api/schemas/giftshop.ts';

export function giftShopRecord(overrides: Partial<GiftShop> = {}): GiftShop {
  return {
    id: 'shop',
    name: 'Shop',
    customerid: 'c',
    userid: 'u',
    startdate: null,
    enddate: null,
    delivery: { date: null, address: null },
    wrappingrequested: false,
    homedeliveryrequested: false,
    requireddefaultproducts: 1,
    defaultproducts: [],
    defaultproductsinfo: [],
    products: [],
    theme: { backgroundcolor: null, textcolor: null, logoimage: null },
    message: '',
    emailmessage: '',
    cardsrequested: false,
    status: 0,
    state: 'OPEN',
    ...overrides,
  };
}
