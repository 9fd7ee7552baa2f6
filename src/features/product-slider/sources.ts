/** The slider's sources and default count: the element's attribute definitions read them without its code. */
export const PRODUCT_SLIDER_DEFAULT_LIMIT = 10;
export const PRODUCT_SLIDER_SOURCES = ['popular', 'related'] as const;
export type ProductSliderSource = (typeof PRODUCT_SLIDER_SOURCES)[number];
