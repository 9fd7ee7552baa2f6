export { ShopContext, shopContextCss } from './shop-context.tsx';
