/** Valid sample records for the API tests (they must pass the response schemas). */
import type { Cart, FreeGift, GiftCode, GiftShop, Product, Customer, Variant } from '../../../src/api/schemas/index.ts';

export const price = {
  currency: 'DKK',
  priceincvat: 125,
  priceexvat: 100,
  standardsalesprice: 100,
  ondiscount: false,
  discountpercentage: 0,
  showpricesincvat: true,
  priceexvatasnumeric: 100,
};

export const product: Product = {
  id: '10001',
  name: 'Kuglepen blå',
  image: '/images/10001.png',
  images: [{ url: '/images/10001.png' }, { url: '/images/10001-2.png' }],
  imagewidth: 400,
  imageheight: 300,
  badges: ['Nyhed'],
  icons: [{ url: '/icons/eco.svg', title: 'Miljø' }],
  url: '/product/10001',
  unit: 'stk',
  sku: 'KP-10001',
  colli: 10,
  hasvariants: false,
  allowpurchase: true,
  showstock: true,
  showprices: true,
  price,
  bulkdiscounts: [{ quantity: 100, price: { ...price, priceincvat: 112.5, priceexvat: 90, priceexvatasnumeric: 90 } }],
  longdescription: '<p>En god pen</p>',
  duties: [{ name: 'Miljøafgift', currency: 'DKK', priceincvat: 1.25, priceexvat: 1, showpricesincvat: true }],
  stockmessage: {
    icon: 'check',
    color: '#2e7d32',
    message: 'På lager',
    restockmessage: '',
    instock: 250,
    deliverymessage: 'Levering 1-2 dage',
    showdeliverymessageonlists: true,
  },
};

export const giftShop: GiftShop = {
  id: 'jul-2026',
  name: 'Jul 2026',
  customerid: 'c1',
  userid: 'u2',
  startdate: '2026-11-01',
  enddate: '2026-12-31',
  delivery: {
    date: '2026-12-01',
    address: { id: 'a1', name: 'Hovedkontor', address1: 'Vestergade 1', zip: '8000', city: 'Aarhus C' },
  },
  wrappingrequested: false,
  homedeliveryrequested: false,
  requireddefaultproducts: 1,
  defaultproducts: ['10001'],
  defaultproductsinfo: [{ id: '10001', name: 'Kuglepen blå', image: '/images/10001.png' }],
  products: ['10001', '10002'],
  theme: { backgroundcolor: '#ffffff', textcolor: '#222222', logoimage: null },
  message: 'Glædelig jul',
  emailmessage: 'Vælg din gave',
  cardsrequested: false,
  status: 0,
  state: 'OPEN',
};

export const giftCode: GiftCode = {
  id: 'JUL26-0001',
  shopid: 'jul-2026',
  name: null,
  email: null,
  products: [],
  productsinfo: [],
  cardrequested: false,
  invitationstate: 'MANUAL',
  createdate: '2026-11-01T08:00:00.000Z',
  lastupdate: '2026-11-01T08:00:00.000Z',
};

export const delivery = {
  freedeliverypossible: true,
  freedeliveryobtained: false,
  displayfreedeliverylimit: 'kr. 1.000,00',
  displayfreedeliverydiff: 'kr. 875,00',
};

export const cart: Cart = {
  items: [
    {
      productid: '10001',
      variantid: null,
      quantity: 10,
      unitprice: { price: 100, vatrate: 0.25, currency: 'DKK', discountamount: 0 },
      name: 'Kuglepen blå',
    },
  ],
  fees: [{ name: 'Ekspeditionsgebyr', price: 25, displayprice: 'kr. 31,25' }],
  displaytotalprice: 'kr. 1.281,25',
  itemcount: 10,
  delivery,
};

export const freeGift: FreeGift = {
  products: [product],
  removable: true,
  freegiftpossible: true,
  freegiftobtained: false,
  displayfreegiftlimit: 'kr. 2.000,00',
  displayfreegiftdiff: 'kr. 700,00',
  selectedproductid: null,
};

export const customer: Customer = {
  id: 'c1',
  name: 'Firma A/S',
  address: 'Vestergade 1',
  zipcode: '8000',
  city: 'Aarhus C',
  vatno: 'DK12345678',
  eanno: '5790000000005',
  email: 'kunde@butik.test',
  phone: '+4512345678',
  profiles: [{ id: 'p1', name: 'Indkøb' }],
  currentprofile: 'p1',
};

export const variant: Variant = {
  id: '10001-M',
  productid: '10001',
  sku: 'KP-10001-M',
  allowpurchase: true,
  unit: 'stk',
  colli: 1,
  dimension1code: 'M',
  dimension2code: null,
  dimensioncount: 1,
};

export const wishlists = {
  wishlists: [
    {
      id: 'w1',
      label: 'Favoritter',
      items: [{ id: 'i1', productid: '10001', quantity: 10, name: 'Kuglepen blå', image: null, url: null }],
    },
  ],
};

export const magic = {
  productcount: 1,
  categorycount: 0,
  cmscount: 0,
  products: [{ url: '/product/10001', image: null, title: 'Kuglepen blå' }],
  categories: [],
  cmspages: [],
};

export const category = {
  id: '1',
  name: 'Kontor',
  url: '/category/1',
  image: null,
  productcount: 12,
  haschildren: true,
  parentid: null,
};
