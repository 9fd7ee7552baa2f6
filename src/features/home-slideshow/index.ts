export { HomeSlideshow, SLIDESHOW_DEFAULT_INTERVAL_MS } from './home-slideshow.tsx';
export type { HomeSlideshowProps } from './home-slideshow.tsx';
export { default as homeSlideshowCss } from './home-slideshow.css?inline';
