export { GiftShopApp, giftShopAppCss, FLOW_EVENTS } from './gift-shop-app.tsx';
export * from './routes.ts';
