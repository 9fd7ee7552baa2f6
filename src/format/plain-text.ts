/**
 * The text of organiser or server HTML (a gift shop's greeting, the management help texts) for places that show
 * it as text: block ends and `<br>` become line breaks, tags are dropped, entities decoded. Parsed by DOMPurify into
 * an inert fragment (no scripts run, nothing loads): HTML parsing (DOMParser, innerHTML) is a Trusted Types sink, and
 * DOMPurify's policy is the only one a page's CSP allows (docs/security-csp.md). Plain text (no tags) is returned as
 * it is, without loading anything.
 */
import DOMPurify from 'dompurify';

const TAG = /<[a-z!/][\s\S]*?>/i;

export function plainText(text: string): string {
  if (!TAG.test(text)) return text;
  const marked = text.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '$&\n');
  const body = DOMPurify.sanitize(marked, { RETURN_DOM_FRAGMENT: true });
  // Code and styles are not text a reader sees.
  for (const el of body.querySelectorAll('script, style, template, noscript')) el.remove();
  return (body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
