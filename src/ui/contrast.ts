/**
 * WCAG 2.x contrast maths (pure, no DOM): relative luminance of sRGB colours, the contrast ratio of two colours
 * and the AA / AAA verdicts for normal and large text (WCAG 2.2 SC 1.4.3 and 1.4.6).
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` / `#rrggbb` (with or without `#`, any case) → channels 0–255, or undefined when not a hex colour. */
export function parseHex(text: string): Rgb | undefined {
  const match = HEX.exec(text.trim());
  if (!match) return undefined;
  let hex = match[1]!;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** Canonical form of a hex colour: `#rrggbb` lower case, or undefined when not a hex colour. */
export function normaliseHex(text: string): string | undefined {
  const rgb = parseHex(text);
  if (!rgb) return undefined;
  return `#${[rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Linearised sRGB channel (0–255 in). WCAG 2.x keeps the historic 0.03928 threshold. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio (1 … 21) of two colours, order independent. Unrounded: verdicts must use this value. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Thresholds: AA normal 4.5, AA large 3, AAA normal 7, AAA large 4.5 (large = 18pt, or 14pt bold). */
export const WCAG_THRESHOLDS = {
  aaNormal: 4.5,
  aaLarge: 3,
  aaaNormal: 7,
  aaaLarge: 4.5,
} as const;

export type WcagCheck = keyof typeof WCAG_THRESHOLDS;

export interface ContrastReport {
  /** Unrounded ratio. */
  ratio: number;
  /** The ratio for display: 2 decimals, truncated towards the verdict (4.499 shows 4.49, never a passing-looking 4.50). */
  display: string;
  pass: Record<WcagCheck, boolean>;
}

/**
 * The full readout for a foreground on a background (hex texts), or undefined when either is not a hex colour.
 * The displayed ratio is floored to 2 decimals, so a ratio that fails 4.5 is never shown as "4.50".
 */
export function contrastReport(foreground: string, background: string): ContrastReport | undefined {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return undefined;
  const ratio = contrastRatio(fg, bg);
  const pass = Object.fromEntries(
    Object.entries(WCAG_THRESHOLDS).map(([check, min]) => [check, ratio >= min]),
  ) as Record<WcagCheck, boolean>;
  // Floor (with a tiny epsilon against binary noise such as 4.4999999 for an exact 4.5).
  const display = (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
  return { ratio, display, pass };
}
