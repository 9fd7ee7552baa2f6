export { WishLists, type WishListsProps, type WishListsState } from './wish-lists.tsx';
export { default as wishListsCss } from './wish-lists.css?inline';
