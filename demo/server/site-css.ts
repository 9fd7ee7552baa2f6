/**
 * The demo site's stylesheet, /site.css: the parts in demo/public/site/ joined in this order. One request
 * for the page (as before the split), and the cascade of one file: a later part wins ties, as later rules did.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_CSS_PARTS = [
  'base',
  'header',
  'layout',
  'home',
  'catalogue',
  'list',
  'product',
  'tools',
  'motion',
  'phone',
  'buying',
  'accounts',
  'print',
] as const;

/** The joined stylesheet, read from `publicDir`/site/. */
export function siteCss(publicDir: string): string {
  return SITE_CSS_PARTS.map((part) => readFileSync(join(publicDir, 'site', `${part}.css`), 'utf8')).join('\n');
}
