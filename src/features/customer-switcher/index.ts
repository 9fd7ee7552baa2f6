export {
  CustomerSwitcher,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT,
  type CustomerChangeDetail,
  type CustomerSwitcherProps,
  type CustomerSwitcherState,
} from './customer-switcher.tsx';
export { default as customerSwitcherCss } from './customer-switcher.css?inline';
