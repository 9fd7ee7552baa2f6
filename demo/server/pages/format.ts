/** Small formatting helpers for the server-rendered pages (Danish culture, DKK). */
import { roundMoney } from '../../../src/domain/money.ts';
import { formatDkk } from '../routes/shared.ts';

export const VAT_RATE = 0.25;

const integer = new Intl.NumberFormat('da-DK');
const dateTime = new Intl.DateTimeFormat('da-DK', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Copenhagen',
});

/** Money as the API's display strings and the library show it for da-DK (docs/money-format.md). */
export function formatMoney(amount: number): string {
  return formatDkk(amount);
}

export function formatInt(n: number): string {
  return integer.format(n);
}

export function withVat(exVat: number): number {
  return roundMoney(exVat * (1 + VAT_RATE));
}

export function formatDateTime(d: Date | string | null | undefined): string {
  if (!d) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text from an HTML fragment (product long descriptions): scripts, styles and tables dropped, block
 * elements turned into sentences, inline tags removed, entities decoded, whitespace collapsed. The result
 * is text, to be escaped again on output — never emitted raw.
 */
export function plainText(fragment: string): string {
  const text = fragment
    .replace(/<(script|style|table|template)\b[\s\S]*?<\/\1\s*>/gi, '\n')
    .replace(/<\/?(p|div|li|ul|ol|br|hr|h[1-6]|section|article|blockquote|tr|td|th|dd|dt)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ent: string) => {
      if (ent[0] === '#') {
        const code = ent[1]?.toLowerCase() === 'x' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[ent.toLowerCase()] ?? whole;
    });
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(/<|>/g, ' ')
    .trim();
}

/** The first `max` characters of a text, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 320): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
