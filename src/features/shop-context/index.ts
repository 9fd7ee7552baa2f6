export { ShopContext, shopContextCss } from './shop-context.tsx';
export type { ShopContextProps } from './shop-context.tsx';
export { sendProductView } from './view-event.ts';
