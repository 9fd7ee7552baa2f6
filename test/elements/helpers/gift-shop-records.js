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

/** A small inline picture (no request), `fill` its colour. */
export const svgImage = (fill = '#336') =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`)}`;

/** A gift (a Product of the shop's assortment, no prices shown) 'Gave {id}' with every field the schema requires. */
export function giftProduct(id, extra = {}) {
  return {
    id,
    name: `Gave ${id}`,
    image: svgImage(),
    images: [],
    imagewidth: 400,
    imageheight: 300,
    badges: [],
    icons: [],
    url: `/p/${id}`,
    unit: 'stk',
    sku: `SKU-${id}`,
    colli: 1,
    hasvariants: false,
    allowpurchase: false,
    showstock: false,
    showprices: false,
    price: null,
    bulkdiscounts: [],
    longdescription: `<p>Beskrivelse af gave ${id}</p>`,
    duties: [],
    stockmessage: null,
    ...extra,
  };
}
