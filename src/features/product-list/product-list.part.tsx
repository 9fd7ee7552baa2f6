/**
 * `<product-list>`'s list, its CSS and (through the build) its texts, loaded when the visitor reaches for the page's
 * fallback toolbar or 'Load more' (index.ts `ProductListShell`; src/ui/until-reached.tsx). The product card comes
 * with it (the `cards` chunk).
 */
import { alertCss, buttonCss, spinnerCss } from '../../ui/index.ts';
import { loadMoreCss } from '../../ui/load-more.tsx';
import { productCardStyles } from '../product-card/index.ts';
import { ProductList } from './product-list.tsx';
import productListCss from './product-list.css?inline';

export const Part = ProductList;
export const partStyles = [spinnerCss, buttonCss, alertCss, loadMoreCss, ...productCardStyles, productListCss];
