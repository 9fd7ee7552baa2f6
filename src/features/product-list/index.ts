export { ProductList, type ProductListProps } from './product-list.tsx';
export { default as productListCss } from './product-list.css?inline';
