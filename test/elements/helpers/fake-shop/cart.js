// The fake shop's cart, following demo/server/routes/cart.ts and cart-model.ts: every change is checked in full
// before anything is written (a bad item writes nothing), quantities are rounded up to the pack size (colli),
// 0 removes a line together with its add-ons, a line holds at most MAX_LINE_QUANTITY, and the cart carries the
// server's fees ('Fragt' under FREE_DELIVERY_LIMIT, 'Småordregebyr' under SMALL_ORDER_LIMIT, ex VAT).
import {
  FREE_DELIVERY_LIMIT,
  MAX_LINE_QUANTITY,
  SHIPPING_FEE,
  SMALL_ORDER_FEE,
  SMALL_ORDER_LIMIT,
  VAT,
  byId,
  bySku,
  colliOf,
  findVariant,
  money,
  productPurchasable,
  round2,
  roundToColli,
  unitPrice,
  variantOf,
  variantsOf,
} from './catalogue.js';
import { badRequest } from './rules.js';

/** Lines are `{ productid, variantid, quantity }` plus `addonparent` on add-on lines (the key is productid + variantid). */
const sameLine = (l, productid, variantid) =>
  l.productid === productid && (l.variantid ?? null) === (variantid ?? null);

export function deliveryJson(subtotal, hasItems) {
  return {
    freedeliverypossible: true,
    freedeliveryobtained: hasItems && subtotal >= FREE_DELIVERY_LIMIT,
    displayfreedeliverylimit: money(FREE_DELIVERY_LIMIT),
    displayfreedeliverydiff: money(Math.max(0, FREE_DELIVERY_LIMIT - subtotal)),
    freedeliverylimit: FREE_DELIVERY_LIMIT,
    freedeliverydiff: round2(Math.max(0, FREE_DELIVERY_LIMIT - subtotal)),
  };
}

/** The priced items of `lines` (products that left the catalogue are skipped, like the server does). */
export function pricedItems(lines) {
  const items = [];
  for (const l of lines) {
    const p = byId(l.productid);
    if (!p) continue;
    const unit = unitPrice(p, l.quantity);
    const line = round2(unit * l.quantity);
    const variant = l.variantid ? variantOf(p, l.variantid) : undefined;
    items.push({
      productid: p.id,
      variantid: l.variantid ?? null,
      quantity: l.quantity,
      unitprice: {
        price: round2(unit),
        vatrate: VAT,
        currency: 'DKK',
        discountamount: round2(Math.max(0, (p.price?.standardsalesprice ?? unit) - unit)),
      },
      name: p.name,
      image: p.image,
      url: p.url,
      sku: variant?.sku ?? p.sku,
      unit: variant?.unit ?? p.unit,
      colli: colliOf(p, l.variantid),
      displaylineprice: money(line),
      lineprice: line,
      addonparent: l.addonparent ?? null,
    });
  }
  return items;
}

export const subtotalOf = (items) => round2(items.reduce((sum, i) => sum + i.lineprice, 0));

/** The full cart answer; `delivery` is the shop's (tests may override shop.delivery). */
export function cartJson(shop) {
  const items = pricedItems(shop.lines);
  const subtotal = subtotalOf(items);
  const fees = [];
  if (items.length && subtotal < FREE_DELIVERY_LIMIT)
    fees.push({ name: 'Fragt', price: SHIPPING_FEE, displayprice: money(SHIPPING_FEE) });
  if (items.length && subtotal < SMALL_ORDER_LIMIT)
    fees.push({ name: 'Småordregebyr', price: SMALL_ORDER_FEE, displayprice: money(SMALL_ORDER_FEE) });
  const totalexvat = round2(subtotal + fees.reduce((s, f) => s + f.price, 0));
  const vat = round2(totalexvat * VAT);
  const totalincvat = round2(totalexvat + vat);
  return {
    items,
    fees,
    displaytotalprice: money(totalincvat),
    itemcount: items.reduce((s, i) => s + i.quantity, 0),
    delivery: shop.delivery(),
    subtotalexvat: subtotal,
    totalexvat,
    vat,
    totalincvat,
    displaysubtotalexvat: money(subtotal),
    displayvat: money(vat),
    displaytotalexvat: money(totalexvat),
  };
}

/** Checks one change against the catalogue (server: resolveLine); 400 naming the field with `prefix`. */
function resolveLine(change, p, prefix) {
  if (!p) throw badRequest(`Unknown product ${change.productid}`, `${prefix}productid`);
  const variantid = change.variantid || null;
  if (variantid) {
    const variant = variantOf(p, variantid);
    if (!variant) throw badRequest(`Unknown variant ${variantid} of product ${p.id}`, `${prefix}variantid`);
    if (!variant.allowpurchase && change.quantity > 0)
      throw badRequest(`Variant ${variantid} cannot be purchased`, `${prefix}variantid`);
  } else if (p.hasvariants && variantsOf(p).length > 0 && change.quantity > 0) {
    throw badRequest(`Product ${p.id} has variants: variantid is required`, `${prefix}variantid`);
  }
  if (!productPurchasable(p) && change.quantity > 0)
    throw badRequest(`Product ${p.id} cannot be purchased`, `${prefix}productid`);
  return { variantid, colli: colliOf(p, variantid) };
}

/**
 * Applies changes all-or-nothing. mode 'set': quantity is the line's new quantity (0 removes it and its add-ons);
 * 'add': quantity is added to the line. `prefix(i)` names the i-th change's fields in errors.
 */
export function applyChanges(shop, changes, mode, prefix) {
  const resolved = changes.map((ch, i) => {
    const line = resolveLine(ch, byId(ch.productid), prefix(i));
    const addons = (ch.addonproductids ?? []).map((addonId, k) => {
      const addon = byId(addonId);
      if (!addon) throw badRequest(`Unknown add-on product ${addonId}`, `${prefix(i)}addonproductids.${k}`);
      if (!productPurchasable(addon))
        throw badRequest(`Add-on ${addonId} cannot be purchased`, `${prefix(i)}addonproductids.${k}`);
      return addon;
    });
    return { ch, index: i, ...line, addons };
  });
  let lines = shop.lines.map((l) => ({ ...l }));
  const upsert = (productid, variantid, quantity, addonparent) => {
    const existing = lines.find((l) => sameLine(l, productid, variantid));
    if (existing) {
      existing.quantity = quantity;
      if (addonparent !== undefined) existing.addonparent = addonparent;
    } else {
      lines.push({ productid, variantid, quantity, ...(addonparent !== undefined ? { addonparent } : {}) });
    }
  };
  for (const { ch, index, variantid, colli, addons } of resolved) {
    const existing = lines.find((l) => sameLine(l, ch.productid, variantid));
    const wanted = mode === 'add' ? (existing?.quantity ?? 0) + ch.quantity : ch.quantity;
    if (wanted > MAX_LINE_QUANTITY) {
      throw badRequest(
        `At most ${MAX_LINE_QUANTITY} of one item in the cart (the line would hold ${wanted})`,
        `${prefix(index)}quantity`,
      );
    }
    const quantity = roundToColli(wanted, colli);
    if (quantity <= 0) {
      // Add-ons go with their parent.
      lines = lines.filter((l) => !sameLine(l, ch.productid, variantid) && l.addonparent !== ch.productid);
      continue;
    }
    upsert(ch.productid, variantid, quantity);
    for (const addon of addons) upsert(addon.id, null, roundToColli(quantity, addon.colli), ch.productid);
  }
  shop.lines = lines;
}

// ---- CSV import (server: parseCsv and the csvimporttocart route) --------------------------------------------

export const MAX_CSV_ROWS = 1000;

/** Parses `id-or-sku;quantity` lines (separator ';', tab or ','; quotes allowed; a header line skipped). */
export function parseCsv(text) {
  const rows = [];
  const errors = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, index) => {
      const value = raw.trim();
      if (!value) return;
      const line = index + 1;
      const sep = value.includes(';') ? ';' : value.includes('\t') ? '\t' : ',';
      const cells = value.split(sep).map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
      const [identifier = '', qty = ''] = cells;
      // A header line ("Varenummer;Antal"): only the first line, with no digit in the item column.
      if (rows.length === 0 && errors.length === 0 && !/^\d+$/.test(qty) && !/\d/.test(identifier)) return;
      if (!identifier) return void errors.push({ line, value, message: 'Missing item number', code: 'quantity' });
      if (!/^\d+$/.test(qty) || Number(qty) < 1 || Number(qty) > 1_000_000) {
        return void errors.push({ line, value, message: `Invalid quantity "${qty}"`, code: 'quantity' });
      }
      rows.push({ line, value, identifier, quantity: Number(qty) });
    });
  return { rows, errors };
}

/** Imports a CSV text: identifies rows by product id, product sku or variant sku; one verdict code per bad row. */
export function csvImport(shop, text) {
  const { rows, errors } = parseCsv(text);
  if (rows.length > MAX_CSV_ROWS) throw badRequest(`At most ${MAX_CSV_ROWS} lines per import`, 'file');
  const changes = [];
  const changeLines = [];
  for (const row of rows) {
    let p = byId(row.identifier) ?? bySku(row.identifier);
    let variantid = null;
    if (!p) {
      const v = findVariant(row.identifier, { byIdToo: false });
      if (v) {
        p = byId(v.productid);
        variantid = v.id;
      }
    }
    if (!p) {
      errors.push({ line: row.line, value: row.value, message: `Unknown item ${row.identifier}`, code: 'unknown' });
      continue;
    }
    try {
      resolveLine({ productid: p.id, variantid, quantity: row.quantity }, p, '');
    } catch (err) {
      const code = variantid
        ? variantOf(p, variantid)?.allowpurchase === false
          ? 'notpurchasable'
          : 'invalid'
        : variantsOf(p).length > 0
          ? 'variantrequired'
          : !productPurchasable(p)
            ? 'notpurchasable'
            : 'invalid';
      errors.push({ line: row.line, value: row.value, message: err.message, code });
      continue;
    }
    changes.push({ productid: p.id, variantid, quantity: row.quantity });
    changeLines.push(row.line);
  }
  if (changes.length > 0) applyChanges(shop, changes, 'add', (i) => `csv.line${changeLines[i] ?? i + 1}.`);
  errors.sort((a, b) => a.line - b.line);
  return { cart: cartJson(shop), imported: changes.length, errors };
}

// ---- the saved (retention) cart of a signed-in user ----------------------------------------------------------

export function retentionJson(shop) {
  if (!shop.user) return { items: [] };
  return {
    items: pricedItems(shop.saved).map((item) => ({
      imageurl: item.image ?? '',
      quantity: item.quantity,
      name: item.name,
      productid: item.productid,
      variantid: item.variantid,
      addonparent: item.addonparent,
      lineprice: item.lineprice,
      displaylineprice: item.displaylineprice,
    })),
  };
}

/** cart/change: the saved cart replaces the current one (or is merged into it); then it is gone. */
export function takeSavedCart(shop, merge) {
  if (shop.saved.length === 0) return;
  let lines = merge ? shop.lines.map((l) => ({ ...l })) : [];
  for (const s of shop.saved) {
    const p = byId(s.productid);
    if (!p) continue;
    const variantid = s.variantid ?? null;
    const colli = colliOf(p, variantid);
    const existing = lines.find((l) => sameLine(l, s.productid, variantid));
    if (existing) existing.quantity = Math.ceil((existing.quantity + s.quantity) / colli) * colli;
    else
      lines = [
        ...lines,
        {
          productid: s.productid,
          variantid,
          quantity: roundToColli(s.quantity, colli),
          ...(s.addonparent ? { addonparent: s.addonparent } : {}),
        },
      ];
  }
  shop.lines = lines;
  shop.saved = [];
}
