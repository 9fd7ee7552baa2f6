// The fake shop's account calls, following demo/server/routes/wishlist.ts and customer.ts: wish lists belong to
// the signed-in user (401 for a visitor); customer search and change need a salesperson or supervisor (401 / 403),
// and a salesperson finds and chooses only the customers assigned to them (shop.salespersonCustomers: others are
// not found, and changing to one is 403), a choice counting only while the assignment lasts; changing the customer
// profile needs a signed-in user with a current customer.
import { byId, bySku, findVariant, roundToColli } from './catalogue.js';
import {
  ApiError,
  array,
  badRequest,
  id,
  int,
  object,
  optional,
  queryId,
  queryInt,
  requireRole,
  requireUser,
  string,
  strictObject,
  text,
} from './rules.js';

const json = (body, headers) => ({ status: 200, body, ...(headers ? { headers } : {}) });
const notFound = (message) => new ApiError(404, message);

/** A database row id (serial) like the server's: digits only, 1..2147483647; otherwise 400 naming `field`. */
function numericId(value, field) {
  const n = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (n < 1 || n > 2_147_483_647) throw badRequest(`${field} is not valid: expected a numeric id`, field);
  return String(n);
}

// ---- wish lists ----------------------------------------------------------------------------------------------

/** Wish-list calls: every answer is `{ wishlists }`, lists and items in creation order. */
export function wishlistRoute(shop, method, path, body) {
  requireUser(shop);
  const answer = () => json({ wishlists: structuredClone(shop.wishlists) });
  const own = (listid) => {
    const list = shop.wishlists.find((l) => l.id === listid);
    if (!list) throw notFound('Unknown wish list');
    return list;
  };
  if (method === 'GET' && path === 'wishlist/list') return answer();
  if (method === 'POST' && path === 'wishlist/add') {
    strictObject(body, { label: text(100), productid: string(1, 100), quantity: int(0, 1_000_000) });
    // `productid` is a variant sku, a variant id, a product id or a product sku.
    const variant = findVariant(body.productid);
    const p = variant ? byId(variant.productid) : (byId(body.productid) ?? bySku(body.productid));
    if (!p) throw badRequest(`Unknown product ${body.productid}`, 'productid');
    const quantity = roundToColli(body.quantity, variant?.colli ?? p.colli);
    const label = body.label.trim();
    let list = shop.wishlists.find((l) => l.label === label);
    if (!list) {
      list = { id: String(shop.nextWishId++), label, items: [] };
      shop.wishlists.push(list);
    }
    const variantid = variant?.id ?? null;
    const existing = list.items.find((i) => i.product === p.id && (i.variantid ?? null) === variantid);
    if (existing) existing.quantity = quantity;
    else
      list.items.push({
        id: String(shop.nextWishId++),
        productid: variant ? variant.id : p.id,
        quantity,
        name: p.name,
        image: p.image,
        url: p.url,
        product: p.id,
        variantid,
      });
    return answer();
  }
  if (method === 'POST' && path === 'wishlist/updatelist') {
    strictObject(body, {
      id,
      label: optional(text(100)),
      items: optional(array(object({ id, quantity: int(0, 1_000_000) }), 0, 1000)),
    });
    const list = own(numericId(body.id, 'id'));
    // Every item is checked before the label, and nothing changes unless all is well.
    const updates = (body.items ?? []).map((change, i) => {
      const item = list.items.find((it) => it.id === change.id);
      if (!item) throw badRequest(`Unknown item ${change.id} in this list`, `items.${i}.id`);
      return { item, quantity: change.quantity };
    });
    if (body.label !== undefined) {
      const label = body.label.trim();
      if (shop.wishlists.some((l) => l.label === label && l !== list))
        throw badRequest(`A list named "${label}" already exists`, 'label');
      list.label = label;
    }
    for (const { item, quantity } of updates) {
      // The server rounds to the product's pack size here (not the variant's).
      if (quantity === 0) list.items = list.items.filter((i) => i !== item);
      else item.quantity = roundToColli(quantity, byId(item.product)?.colli ?? 1);
    }
    return answer();
  }
  const m = /^wishlist\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (method === 'DELETE' && m) {
    const [listid, itemid] = [decodeURIComponent(m[1]), m[2] === undefined ? undefined : decodeURIComponent(m[2])];
    if (itemid === undefined) {
      const list = own(numericId(listid, 'id'));
      shop.wishlists = shop.wishlists.filter((l) => l !== list);
      return answer();
    }
    const list = own(numericId(listid, 'listid'));
    const before = list.items.length;
    const wanted = numericId(itemid, 'itemid');
    list.items = list.items.filter((i) => i.id !== wanted);
    if (list.items.length === before) throw notFound('Unknown wish list item');
    return answer();
  }
  return null;
}

// ---- customers -----------------------------------------------------------------------------------------------

/** True when the signed-in user may act for `customerId`: a supervisor always, a salesperson when assigned to it. */
function mayActForCustomer(shop, customerId) {
  if (shop.user?.role === 'supervisor') return true;
  return shop.user?.role === 'salesperson' && shop.salespersonCustomers.includes(customerId);
}

/** The customer the session buys for: the chosen one while the user may act for it, else the signed-in user's own. */
function currentCustomer(shop) {
  if (!shop.user) return null;
  const chosen = shop.customerId && mayActForCustomer(shop, shop.customerId) ? shop.customerId : null;
  const wanted = chosen ?? shop.user.customerId ?? null;
  return shop.customers.find((c) => c.id === wanted) ?? null;
}

const withProfile = (customer, profile) => ({ ...structuredClone(customer), currentprofile: profile });

export function customerRoute(shop, method, path, query) {
  const route = `${method} ${path}`;
  if (route === 'GET customer') {
    const current = currentCustomer(shop);
    return json(current ? withProfile(current, shop.customerProfile) : null);
  }
  if (route === 'GET customer/search') {
    const user = requireRole(shop, 'salesperson', 'supervisor');
    const raw = query.get('query');
    if (raw === null) throw badRequest('query is required', 'query');
    if (raw.length > 200) throw badRequest('query is not valid', 'query');
    const limit = queryInt(query, 'limit', { min: 1, max: 100, fallback: 15 });
    const offset = queryInt(query, 'offset', { min: 0, max: 1_000_000, fallback: 0 });
    const q = raw.trim().toLowerCase();
    // A salesperson finds only the customers assigned to them; a supervisor finds all.
    const found = shop.customers
      .filter((c) => user.role !== 'salesperson' || shop.salespersonCustomers.includes(c.id))
      .filter(
        (c) =>
          !q ||
          c.name.toLowerCase().includes(q) ||
          c.vatno.toLowerCase().includes(q) ||
          c.city.toLowerCase().includes(q) ||
          c.id === raw.trim(),
      )
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return json(
      found.slice(offset, offset + limit).map((c) => withProfile(c, null)),
      { 'X-Total-Count': String(found.length) },
    );
  }
  if (route === 'POST customer/change') {
    requireRole(shop, 'salesperson', 'supervisor');
    const wanted = queryId(query, 'selectedcustomer');
    const row = shop.customers.find((c) => c.id === wanted);
    if (!row) throw badRequest(`Unknown customer ${wanted}`, 'selectedcustomer');
    if (!mayActForCustomer(shop, row.id)) throw new ApiError(403, 'You may not act for this customer');
    shop.customerId = row.id;
    shop.customerProfile = null;
    return json(withProfile(row, null));
  }
  if (route === 'GET customer/changeprofile') {
    requireUser(shop);
    const wanted = queryId(query, 'customerprofile');
    const current = currentCustomer(shop);
    if (!current) throw notFound('No customer for this user');
    if (!current.profiles.some((p) => p.id === wanted))
      throw badRequest(`Unknown customer profile ${wanted}`, 'customerprofile');
    shop.customerProfile = wanted;
    return json(withProfile(current, wanted));
  }
  return null;
}
