/**
 * Sanitising HTML from the server (welcome message, product long description) with DOMPurify before it
 * is rendered: no scripts, no event-handler attributes, no `javascript:` URLs, no forms or frames; links open in
 * a new tab with `rel=noopener`, images without `alt` get `alt=""`; nothing loads from another origin (images
 * and media only from this site or inline `data:` images, no `srcset`).
 */
import DOMPurify from 'dompurify';

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

let hooked = false;
function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  // Links in organiser text open in a new tab and never get a handle on this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // Nothing in organiser text loads from another origin (no tracking pixels, no third-party requests): a
    // resource URL (src, poster, background) stays only when it is on this site or an inline data: image;
    // srcset (a list of URLs) never stays.
    node.removeAttribute('srcset');
    for (const name of RESOURCE_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !sameOriginResource(value)) node.removeAttribute(name);
    }
    // An image without a text alternative is decorative for assistive technology.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

const RESOURCE_ATTRIBUTES = ['src', 'poster', 'background'];

/** True for a URL on this page's origin, or an inline `data:image/…` (no request at all). */
function sameOriginResource(value: string): boolean {
  const url = value.trim();
  if (/^data:image\/(?:png|gif|jpe?g|webp|avif);/i.test(url)) return true;
  try {
    const parsed = new URL(url, document.baseURI);
    return parsed.origin === location.origin && /^https?:$/.test(parsed.protocol);
  } catch {
    return false;
  }
}

/**
 * Safe HTML for `dangerouslySetInnerHTML` ('' for anything that is not a string). Where the browser has Trusted Types
 * it is a `TrustedHTML` made by DOMPurify's own policy (`dompurify`, the one a page's CSP `trusted-types` needs to
 * allow, docs/security-csp.md), so the `innerHTML` React sets is no Trusted Types violation; elsewhere a string.
 */
export function sanitizeHtml(html: unknown): string | TrustedHTML {
  if (typeof html !== 'string' || html.trim() === '') return '';
  if (!DOMPurify.isSupported) return escapeText(html);
  ensureHook();
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/** True when the text holds markup (a welcome message may be plain text with line breaks). */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}

/** Plain text → HTML text (escaped, line breaks kept). */
export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');
}
