/**
 * Domain rules shared by the library and the demo server (docs/domain-rules.md). Pure functions only: no
 * DOM, React, fetch, Lingui or storage, so `demo/server` imports them under tsx as they are.
 */
export * from './gift-code.ts';
export * from './shop-state.ts';
export * from './colli.ts';
export * from './ean.ts';
export * from './money.ts';
export * from './safe-url.ts';
