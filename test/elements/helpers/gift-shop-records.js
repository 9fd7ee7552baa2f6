// Gift-shop records (spec §3) for the gift-shop element tests' own API stubs: an open shop and an unused code with
// every field the schemas require; tests pass what matters to them as `extra`.

/** The calendar day `offset` days from today (UTC), `YYYY-MM-DD`. */
export const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const NOW = new Date().toISOString();

/** An open gift shop 'Gaveshop {id}' (started 10 days ago, ends in 30), no products, a dark red theme. */
export function giftShop(id, extra = {}) {
  return {
    id,
    name: `Gaveshop ${id}`,
    customerid: 'c1',
    userid: 'u1',
    startdate: day(-10),
    enddate: day(30),
    delivery: { date: null, address: null },
    wrappingrequested: false,
    homedeliveryrequested: false,
    requireddefaultproducts: 1,
    defaultproducts: [],
    defaultproductsinfo: [],
    products: [],
    theme: { backgroundcolor: '#7a1020', textcolor: '#ffffff', logoimage: null },
    message: '',
    emailmessage: '',
    cardsrequested: false,
    status: 0,
    state: 'OPEN',
    ...extra,
  };
}

/** An unused code of `shopid`, created now. */
export function giftCode(id, shopid, extra = {}) {
  return {
    id,
    shopid,
    name: null,
    email: null,
    products: [],
    productsinfo: [],
    cardrequested: false,
    invitationstate: 'MANUAL',
    createdate: NOW,
    lastupdate: NOW,
    ...extra,
  };
}
