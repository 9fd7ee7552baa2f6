/**
 * The gift shop's theme (spec §1, §3: background colour, text colour, logo) made readable.
 *
 * The organiser picks the two colours freely; when the pair fails WCAG 2.x AA for normal text (contrast
 * ratio below 4.5:1) the text colour is replaced by black or white, whichever contrasts more with the
 * background. The result is handed to CSS as custom properties on the flow's root.
 */

/** WCAG AA minimum contrast ratio for normal text. */
export const MIN_CONTRAST = 4.5;

export const DEFAULT_BACKGROUND = '#1d5c8c';
export const DEFAULT_TEXT = '#ffffff';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` / `#rrggbb` → [r, g, b] (0–255), or null for anything else. */
export function parseHex(color: string | null | undefined): [number, number, number] | null {
  if (typeof color !== 'string') return null;
  const text = color.trim();
  if (!HEX.test(text)) return null;
  const digits = text.length === 4 ? [...text.slice(1)].map((c) => c + c).join('') : text.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x). */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio (1–21) of two `#hex` colours; 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const la = luminance(ca);
  const lb = luminance(cb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface ReadableTheme {
  background: string;
  text: string;
  /** True when the given text colour was replaced for contrast. */
  adjusted: boolean;
  /** True when the background is light (controls on it use dark accents). */
  lightBackground: boolean;
  /**
   * Accent for controls on white surfaces (cards, dialogs): the shop's background colour when it reaches
   * 4.5:1 against white, else a near-black. White text is readable on it.
   */
  accent: string;
  logo: string | null;
}

/** Near-black used as accent when the shop's colour is too light for white surfaces. */
export const INK = '#1f2328';

/**
 * The colours to use for a theme: the given background (or the default), the given text colour when it
 * reaches 4.5:1 on it, else black or white (whichever contrasts more).
 */
export function readableTheme(
  theme: { backgroundcolor?: string | null; textcolor?: string | null; logoimage?: string | null } | null | undefined,
): ReadableTheme {
  const background = parseHex(theme?.backgroundcolor) ? (theme?.backgroundcolor as string).trim() : DEFAULT_BACKGROUND;
  const given = parseHex(theme?.textcolor) ? (theme?.textcolor as string).trim() : null;
  const lightBackground = luminance(parseHex(background) as [number, number, number]) > 0.179;
  let text = given ?? (background === DEFAULT_BACKGROUND ? DEFAULT_TEXT : lightBackground ? '#000000' : '#ffffff');
  let adjusted = false;
  if (contrastRatio(background, text) < MIN_CONTRAST) {
    text = contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
    adjusted = given !== null;
  }
  const logo = typeof theme?.logoimage === 'string' && theme.logoimage.trim() !== '' ? theme.logoimage.trim() : null;
  const accent = contrastRatio(background, '#ffffff') >= MIN_CONTRAST ? background : INK;
  return { background, text, adjusted, lightBackground, accent, logo };
}
