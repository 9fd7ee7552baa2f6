// The fake shop's catalogue and customers (plain ES module: served raw to the browser, imported by Node in the
// contract suite test/api/fake-shop-contract.test.ts). Ids are strings. The numbers that decide cart totals
// (VAT, fees, limits) are the reference server's (demo/server/routes/cart-model.ts, shared.ts).

export const VAT = 0.25;
export const FREE_DELIVERY_LIMIT = 1500;
export const SHIPPING_FEE = 79;
/** Small-order fee (ex VAT) below SMALL_ORDER_LIMIT, on top of the shipping fee. */
export const SMALL_ORDER_LIMIT = 500;
export const SMALL_ORDER_FEE = 35;
export const FREE_GIFT_LIMIT = 1000;
/** Most of one item a cart line may hold (and the largest quantity a request may carry). */
export const MAX_LINE_QUANTITY = 1_000_000;

/** Danish money text like the server's formatDkk: 1234.5 -> "1.234,50 kr." (no-break space; Intl, as the library). */
export const money = (n) => new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(n);
export const round2 = (n) => Math.round(n * 100) / 100;

/** Rounds a quantity up to a multiple of colli; 0 or less is 0 (the line goes). */
export function roundToColli(quantity, colli) {
  const pack = Number.isInteger(colli) && colli > 0 ? colli : 1;
  return quantity <= 0 ? 0 : Math.ceil(quantity / pack) * pack;
}

function price(ex, { standard = ex, incVat = false } = {}) {
  return {
    currency: 'DKK',
    priceincvat: round2(ex * (1 + VAT)),
    priceexvat: ex,
    standardsalesprice: standard,
    ondiscount: standard > ex,
    discountpercentage: standard > ex ? Math.round((1 - ex / standard) * 100) : 0,
    showpricesincvat: incVat,
    priceexvatasnumeric: ex,
  };
}

/** A small inline picture (no request, so test runs log no 404s). */
const picture = (id) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2563eb"/><text x="200" y="170" font-size="60" text-anchor="middle" fill="#fff">${id}</text></svg>`)}`;

function product(id, name, ex, extra = {}) {
  return {
    id,
    name,
    image: picture(id),
    images: [{ url: picture(id) }],
    imagewidth: 400,
    imageheight: 300,
    badges: [],
    icons: [],
    url: `/product/${id}`,
    unit: 'stk',
    sku: `A${id}`,
    colli: 1,
    hasvariants: false,
    allowpurchase: true,
    showstock: true,
    showprices: true,
    price: ex === null ? null : price(ex),
    bulkdiscounts: [],
    longdescription: `<p>${name}</p>`,
    duties: [],
    stockmessage: null,
    brand: null,
    categoryid: null,
    ...extra,
  };
}

export const PRODUCTS = [
  product('10001', 'Kuglepen blå', 100),
  product('10006', 'Kopipapir A4 (pakke)', 20, { colli: 6, unit: 'pk' }),
  product('10010', 'Hæftemaskine', 80, { price: price(80, { standard: 100 }), badges: ['Tilbud'] }),
  product('10020', 'Kaffebønner 1 kg', 150, {
    bulkdiscounts: [
      { quantity: 10, price: price(135) },
      { quantity: 50, price: price(120) },
    ],
    duties: [{ name: 'Emballageafgift', currency: 'DKK', priceexvat: 2, priceincvat: 2.5, showpricesincvat: false }],
  }),
  product('10030', 'Udgået printer', 1000, { allowpurchase: false }),
  product('10040', 'Specialstol', null),
  product('10050', 'Skjult pris', 55, { showprices: false }),
  product('10060', 'T-shirt', 60, { hasvariants: true }),
  product('10070', 'Skrivebordslampe <b>LED</b>', 400),
  product('10080', 'Whiteboard', 900),
  // For exact fee boundaries (14 × 100 + 99,99 = 1.499,99).
  product('10090', 'Tuschsæt', 99.99),
  // Not purchasable, but one of its variants is: the server's CSV verdict 'invalid'.
  product('10095', 'Udgået jakke', 300, { hasvariants: true, allowpurchase: false }),
  product('10597', 'Gave: Termokrus', 0),
  product('10598', 'Gave: Notesbog', 0),
  product('10599', 'Gave: Paraply', 0),
];

export const VARIANTS = {
  10060: [
    {
      id: '10060-S',
      productid: '10060',
      sku: 'A10060-S',
      allowpurchase: true,
      unit: 'stk',
      colli: 1,
      dimension1code: 'S',
      dimension2code: null,
      dimensioncount: 1,
    },
    {
      id: '10060-M',
      productid: '10060',
      sku: 'A10060-M',
      allowpurchase: false,
      unit: 'stk',
      colli: 1,
      dimension1code: 'M',
      dimension2code: null,
      dimensioncount: 1,
    },
    {
      id: '10060-L',
      productid: '10060',
      sku: 'A10060-L',
      allowpurchase: true,
      unit: 'stk',
      colli: 2,
      dimension1code: 'L',
      dimension2code: null,
      dimensioncount: 1,
    },
  ],
  10095: [
    {
      id: '10095-M',
      productid: '10095',
      sku: 'A10095-M',
      allowpurchase: true,
      unit: 'stk',
      colli: 1,
      dimension1code: 'M',
      dimension2code: null,
      dimensioncount: 1,
    },
  ],
};

export const GIFTS = ['10597', '10598', '10599'];

/**
 * Customers for customer/search (CONTACT): 20 "Firma NN" in Aarhus plus three named ones; C100 has profiles; C300
 * is not assigned to the salesperson (SALESPERSON_CUSTOMERS).
 */
const customer = (id, name, city, profiles = []) => ({
  id,
  name,
  address: 'Vestergade 1',
  zipcode: '8000',
  city,
  vatno: `DK${id.replace(/\D/g, '').padStart(8, '1')}`,
  eanno: '',
  email: `${id.toLowerCase()}@example.test`,
  phone: '+4512345678',
  profiles,
  currentprofile: null,
});
export const CUSTOMERS = [
  customer('C100', 'Kontorhuset A/S', 'København', [
    { id: 'indkob', name: 'Indkøb' },
    { id: 'kantine', name: 'Kantine' },
  ]),
  customer('C101', 'Byggefirmaet Hansen ApS', 'Odense'),
  ...Array.from({ length: 20 }, (_, i) =>
    customer(`C2${String(i).padStart(2, '0')}`, `Firma ${String(i + 1).padStart(2, '0')}`, 'Aarhus'),
  ),
  customer('C300', 'Fremmed Handel A/S', 'Vejle'),
];
/**
 * The customers assigned to the signed-in salesperson (the server's `salesperson_customers`): all but C300, which a
 * salesperson neither finds nor may choose (a supervisor may). ShopState.salespersonCustomers starts as a copy.
 */
export const SALESPERSON_CUSTOMERS = CUSTOMERS.map((c) => c.id).filter((customerId) => customerId !== 'C300');

export const byId = (id) => PRODUCTS.find((p) => p.id === id);
/** Skus match exactly, like the server's look-up. */
export const bySku = (sku) => PRODUCTS.find((p) => p.sku === sku);
export const variantsOf = (p) => VARIANTS[p.id] ?? [];
export const variantOf = (p, variantid) => variantsOf(p).find((v) => v.id === variantid);
/** A variant by its sku or id (wish lists and CSV rows name variants this way). */
export function findVariant(skuOrId, { byIdToo = true } = {}) {
  for (const list of Object.values(VARIANTS)) {
    const found = list.find((v) => v.sku === skuOrId || (byIdToo && v.id === skuOrId));
    if (found) return found;
  }
  return undefined;
}

export function colliOf(p, variantid) {
  return (variantid && variantOf(p, variantid)?.colli) || p.colli;
}

/** The server prices every product; the fake's price-less product is not for sale, like one not purchasable. */
export const productPurchasable = (p) => p.allowpurchase && p.price !== null;

/** Unit price ex VAT at `quantity` (the best bulk tier reached). */
export function unitPrice(p, quantity) {
  let unit = p.price?.priceexvat ?? 0;
  for (const b of p.bulkdiscounts) if (quantity >= b.quantity && b.price.priceexvat < unit) unit = b.price.priceexvat;
  return unit;
}
