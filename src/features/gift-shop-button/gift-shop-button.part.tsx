/**
 * `<gift-shop-button>`'s component and CSS, loaded when the visitor reaches for the page's fallback link
 * (index.ts `GiftShopButtonShell`; src/ui/until-reached.tsx).
 */
import { GiftShopButton, giftShopButtonCss } from './gift-shop-button.tsx';

export const Part = GiftShopButton;
export const partStyles = [giftShopButtonCss];
