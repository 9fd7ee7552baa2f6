// Wish-list records (wishlist/* routes, as the server answers them) for the element tests that put them in the
// fake shop (shop.wishlists): <wish-lists>, <save-for-later> and their fault-matrix rows.

/** An item of a list: product `productid` (no variant, no image) with its name and quantity. */
export const wishListItem = (id, productid, quantity, name) => ({
  id,
  productid,
  quantity,
  name,
  image: null,
  url: `/product/${productid}`,
  product: productid,
  variantid: null,
});

/** 'Kontor' (id 1: a pen ×2 and a pack of copy paper ×6, colli 6) and an empty 'Lager' (id 2). */
export const WISH_LISTS = [
  {
    id: '1',
    label: 'Kontor',
    items: [wishListItem('11', '10001', 2, 'Kuglepen blå'), wishListItem('12', '10006', 6, 'Kopipapir A4 (pakke)')],
  },
  { id: '2', label: 'Lager', items: [] },
];

/** A mountInShop `tweak`: the fake shop gets a copy of `lists` (new lists numbered from 100), then `tweak(shop)`. */
export const withLists =
  (tweak, lists = WISH_LISTS) =>
  (shop) => {
    shop.wishlists = structuredClone(lists);
    shop.nextWishId = 100;
    tweak?.(shop);
  };
