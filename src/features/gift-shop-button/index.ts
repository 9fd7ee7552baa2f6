export { GiftShopButton, giftShopButtonCss } from './gift-shop-button.tsx';
export type { GiftShopButtonProps, GiftShopButtonVariant } from './gift-shop-button.tsx';
