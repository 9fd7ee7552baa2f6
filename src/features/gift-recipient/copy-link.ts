/**
 * 'Kopier mit gavelink': copies text with the async Clipboard API, or — when it is missing (older browsers,
 * insecure origins) or refused — with a hidden textarea and `document.execCommand('copy')`. Resolves true
 * when the text was copied. Never throws.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator?.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no user activation: try the fallback.
    }
  }
  return copyWithTextarea(text, doc);
}

function copyWithTextarea(text: string, doc: Document): boolean {
  const active = deepActiveElement(doc);
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // Off screen but selectable (display:none cannot be selected).
  area.style.cssText =
    'position:fixed;top:0;inset-inline-start:0;width:1px;height:1px;padding:0;border:0;opacity:0;pointer-events:none;';
  doc.body.append(area);
  let copied: boolean;
  try {
    area.focus({ preventScroll: true });
    area.select();
    area.setSelectionRange(0, text.length);
    copied = typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    active?.focus?.({ preventScroll: true });
  }
  return copied;
}

/** The focused element, looking inside shadow roots (the copy button lives in one). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
