/**
 * The text of organiser or server HTML (a gift shop's greeting, the management help texts) for places that show
 * it as text: block ends and `<br>` become line breaks, tags are dropped, entities decoded. Parsed with DOMParser
 * into an inert document (no scripts run, nothing loads), so it costs no sanitiser where no markup is rendered.
 * Plain text (no tags) is returned as it is.
 */
const TAG = /<[a-z!/][\s\S]*?>/i;

export function plainText(text: string): string {
  if (!TAG.test(text)) return text;
  const marked = text.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|blockquote|tr)\s*>/gi, '$&\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  // Code and styles are not text a reader sees.
  for (const el of doc.body.querySelectorAll('script, style, template, noscript')) el.remove();
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
