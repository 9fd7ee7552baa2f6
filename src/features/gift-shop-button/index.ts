import { lazyPart } from '../../ui/lazy-load.ts';
import { untilReached, type ElementPart } from '../../ui/until-reached.tsx';
import type { GiftShopButtonProps } from './gift-shop-button.tsx';

export { GiftShopButton, giftShopButtonCss } from './gift-shop-button.tsx';
export type { GiftShopButtonProps, GiftShopButtonVariant } from './gift-shop-button.tsx';

/**
 * The element's shell: the page's fallback link until the visitor reaches for it, then the button
 * (gift-shop-button.part.tsx). Without a fallback the button loads at once.
 */
export const GiftShopButtonShell = untilReached<GiftShopButtonProps>(
  lazyPart<ElementPart<GiftShopButtonProps>>(() => import('./gift-shop-button.part.tsx'), {
    chunk: 'gift-shop-button.part',
    base: import.meta.url,
  }),
  { what: '<gift-shop-button>' },
);
