/**
 * Every API schema, shared by the library (src/api) and the reference server (demo/server).
 * See src/api/README.md for the call-by-call table.
 */
export * from './common.ts';
export * from './product.ts';
export * from './giftshop.ts';
export * from './cart.ts';
export * from './freegift.ts';
export * from './search.ts';
export * from './category.ts';
export * from './content.ts';
export * from './customer.ts';
export * from './wishlist.ts';
export * from './translations.ts';
export * from './address.ts';
export * from './event.ts';
export * from './login.ts';
