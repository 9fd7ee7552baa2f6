import { element, type ButikElement } from '../src/internal/define.ts';
import {
  HomeSlideshow,
  homeSlideshowCss,
  SLIDESHOW_DEFAULT_INTERVAL_MS,
  type HomeSlideshowProps,
} from '../src/features/home-slideshow/index.ts';

/**
 * A slideshow of the editor's slides: each child element is one slide (its markup and the page's CSS are the
 * content). Auto-advance with a pause / play button (none under prefers-reduced-motion; held while hovered or
 * focused), previous / next, slide pickers, arrow keys, 'Slide N of M' announced after the visitor's actions.
 * Host `data-state`: `playing`, `paused`, `single` (one slide or none: no controls).
 * Before the element is defined, show only the first child: `home-slideshow:not(:defined) > :not(:first-child) { display: none; }`.
 *
 * Behaviour and decisions: `docs/elements/home-slideshow.md`.
 *
 * @tag home-slideshow
 * @summary The home page's slideshow of editor-written slides (APG carousel, pause button).
 * @attr {number} interval - Milliseconds each slide shows while playing; 0 = no auto-advance (and no pause button). A bad value logs an error and means 6000. Default: 6000.
 * @attr {string} label - Accessible name of the slideshow. Default: 'Highlights' (Danish 'Højdepunkter').
 * @slot - The slides: one child element each (each is given `slot="slide-N"`).
 * @csspart carousel - The whole slideshow.
 * @csspart viewport - The visible area.
 * @csspart slide - One slide's frame.
 * @csspart controls - The control bar.
 * @csspart play - The pause / play button.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart pickers - The slide pickers.
 * @csspart picker - One slide picker (`aria-current="true"` on the shown slide's).
 * @cssprop --butik-slideshow-radius - Corner radius. Default: 12px.
 * @cssprop --butik-slideshow-duration - Duration of the slide movement. Default: 600ms (none under reduced motion).
 */
const homeSlideshow = element<HomeSlideshowProps>({
  tag: 'home-slideshow',
  component: HomeSlideshow,
  props: {
    interval: {
      type: 'number',
      default: SLIDESHOW_DEFAULT_INTERVAL_MS,
      validate: (v: unknown) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 0
          ? undefined
          : 'is not a whole number of milliseconds (0 or more)',
    },
    label: { type: 'string', default: '' },
  },
  // The page's fallback children stay shown until the first render (no layout shift).
  keepChildren: true,
  styles: [homeSlideshowCss],
});

export default homeSlideshow;

export type HomeSlideshowElement = ButikElement<HomeSlideshowProps>;

declare global {
  interface HTMLElementTagNameMap {
    'home-slideshow': HomeSlideshowElement;
  }
}
