export { SaveForLater, type SaveForLaterProps, type SaveForLaterState } from './save-for-later.tsx';
export { default as saveForLaterCss } from './save-for-later.css?inline';
