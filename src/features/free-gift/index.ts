export { FreeGiftView, progressPercent, type FreeGiftProps, type FreeGiftState } from './free-gift.tsx';
export { useFreeGiftChoice, type FreeGiftChoice, type FreeGiftBusy } from './use-free-gift-choice.ts';
export { default as freeGiftCss } from './free-gift.css?inline';
