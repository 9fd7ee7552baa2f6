export { SearchBox, type SearchBoxProps, type SearchBoxState } from './search-box.tsx';
export { searchPageUrl, type SearchNavigateDetail, type SearchOption } from './search-model.ts';
export { default as searchBoxCss } from './search-box.css?inline';
