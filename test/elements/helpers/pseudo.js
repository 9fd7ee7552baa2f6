// The pseudo-locale run (docs/i18n-catalogs.md): every element test runs with the catalogs marked by the test
// server (pseudo-catalogs.mjs: each literal text of each message between two invisible markers). This module
//   - makes the markers invisible to the tests and to axe-core: the DOM getters a test or axe reads text through
//     return it without them, so assertions on Danish or English texts hold as they are;
//   - collects what the page got from elsewhere: every string of every response body the page reads (the fake
//     shop's products, names, labels), the text and attributes of the tests' own fixture markup, what a test types;
//   - after each test (a11y-hook.js), finds visible text and accessible texts (aria-label, title, placeholder, alt…)
//     that carry a word from neither: a text an element shows that no catalog translates.
// Formatted values (numbers, money, dates) are allowed through the words Intl itself uses for them.

export const OPEN = '\u2063';
export const CLOSE = '\u2064';
const MARKERS = /[\u2063\u2064]/g;
const strip = (value) => (typeof value === 'string' && value.includes(OPEN) ? value.replace(MARKERS, '') : value);

const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');

/** The original getters, for the sweep (which needs the markers). */
const raw = {
  data: Object.getOwnPropertyDescriptor(CharacterData.prototype, 'data').get,
  getAttribute: Element.prototype.getAttribute,
};

/** The text under `node` with its markers (the patched getters hide them). */
export function rawText(node) {
  if (node.nodeType === Node.TEXT_NODE) return raw.data.call(node);
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) text += raw.data.call(n);
  return text;
}

/** Replaces a getter (or method) so that what it returns has no markers. */
function unmarked(proto, name) {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  if (!descriptor) return;
  if (descriptor.get) {
    const get = descriptor.get;
    Object.defineProperty(proto, name, {
      ...descriptor,
      get() {
        return strip(get.call(this));
      },
    });
  } else if (typeof descriptor.value === 'function') {
    const method = descriptor.value;
    Object.defineProperty(proto, name, {
      ...descriptor,
      value(...args) {
        return strip(method.apply(this, args));
      },
    });
  }
}

// Attributes are stored without the markers (so a test's `[aria-label="Luk"]` selector matches); which of them
// came marked is remembered for the sweep.
const markedAttributes = new WeakMap();
const setAttribute = Element.prototype.setAttribute;
Element.prototype.setAttribute = function pseudoSetAttribute(name, value) {
  const text = String(value);
  let marked = markedAttributes.get(this);
  if (text.includes(OPEN)) {
    if (!marked) markedAttributes.set(this, (marked = new Map()));
    marked.set(name.toLowerCase(), text);
  } else {
    marked?.delete(name.toLowerCase());
  }
  // What the page or a test sets on one of our elements (`unit="æsker"`) is data.
  if (this.localName.includes('-') && !text.includes(OPEN)) addWords(text);
  return setAttribute.call(this, name, strip(text));
};

for (const [proto, names] of [
  [Node.prototype, ['textContent', 'nodeValue']],
  [CharacterData.prototype, ['data', 'substringData']],
  [Text.prototype, ['wholeText']],
  [Element.prototype, ['getAttribute', 'getAttributeNS', 'outerHTML', 'ariaLabel', 'ariaDescription']],
  [Element.prototype, ['ariaValueText', 'ariaRoleDescription', 'ariaPlaceholder']],
  [Attr.prototype, ['value', 'nodeValue']],
  [HTMLElement.prototype, ['innerText', 'outerText']],
  [HTMLInputElement.prototype, ['placeholder', 'defaultValue']],
  [HTMLTextAreaElement.prototype, ['placeholder']],
  [HTMLOptionElement.prototype, ['text', 'label', 'value']],
  [HTMLButtonElement.prototype, ['value']],
  [HTMLImageElement.prototype, ['alt']],
  [HTMLSelectElement.prototype, ['value']],
  [HTMLOutputElement.prototype, ['value']],
  [Range.prototype, ['toString']],
  [Selection.prototype, ['toString']],
]) {
  for (const name of names) unmarked(proto, name);
}

// What leaves the page carries no markers, as without them: request bodies (JSON), files (a CSV export) and their
// names.
const stringify = JSON.stringify;
JSON.stringify = function pseudoStringify(...args) {
  return strip(stringify.apply(this, args));
};
const encode = TextEncoder.prototype.encode;
TextEncoder.prototype.encode = function pseudoEncode(text) {
  return encode.call(this, strip(text));
};
// (Proxies, not subclasses: `instanceof Blob` and `instanceof File` hold for the browser's own files too.)
window.Blob = new Proxy(window.Blob, {
  construct(target, [parts = [], options], newTarget) {
    return Reflect.construct(target, [[...parts].map((part) => strip(part)), options], newTarget);
  },
});
unmarked(HTMLAnchorElement.prototype, 'download');

// ---- What the page got from elsewhere --------------------------------------------------------------------------

const WORD = /\p{L}[\p{L}\p{M}'’-]*\p{L}|\p{L}/gu;
const dataWords = new Set();

const addWords = (text) => {
  for (const word of String(text).match(WORD) ?? []) dataWords.add(word.toLowerCase());
};

function collectStrings(value, depth = 0) {
  if (depth > 40 || value instanceof Node || typeof value === 'function') return;
  if (typeof value === 'string') addWords(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, depth + 1);
  else if (value && typeof value === 'object') {
    // (Values only: the keys are field names, English words the page never shows.)
    for (const item of Object.values(value)) collectStrings(item, depth + 1);
  }
}

/** Declares data the test brings by other means (texts it sets on elements itself): their words are not UI text. */
export function pseudoData(...values) {
  collectStrings(values);
}

/** The text and attribute values of a test's own markup. */
export function collectMarkup(html) {
  if (!html || html.includes(OPEN)) return;
  const template = document.createElement('template');
  innerHTML.set.call(template, html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) addWords(node.data);
    else for (const attribute of node.attributes) addWords(attribute.value);
  }
}

// What the user typed: the value of a field, as the element reads it.
for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
  Object.defineProperty(proto, 'value', {
    ...descriptor,
    get() {
      const value = descriptor.get.call(this);
      if (value && !value.includes(OPEN)) addWords(value);
      return strip(value);
    },
  });
}

// Markup a test writes itself (innerHTML, insertAdjacentHTML) and files it makes (a CSV to import).
Object.defineProperty(Element.prototype, 'innerHTML', {
  ...innerHTML,
  get() {
    return strip(innerHTML.get.call(this));
  },
  set(html) {
    collectMarkup(String(html));
    innerHTML.set.call(this, html);
  },
});
const shadowInnerHTML = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'innerHTML');
Object.defineProperty(ShadowRoot.prototype, 'innerHTML', {
  ...shadowInnerHTML,
  get() {
    return strip(shadowInnerHTML.get.call(this));
  },
  set(html) {
    collectMarkup(String(html));
    shadowInnerHTML.set.call(this, html);
  },
});
// A title a test gives the frames it makes (the library sets its titles as attributes).
const title = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'title');
Object.defineProperty(HTMLElement.prototype, 'title', {
  ...title,
  get() {
    return strip(title.get.call(this));
  },
  set(value) {
    addWords(value);
    title.set.call(this, value);
  },
});
const insertAdjacentHTML = Element.prototype.insertAdjacentHTML;
Element.prototype.insertAdjacentHTML = function pseudoInsertAdjacentHTML(position, html) {
  collectMarkup(String(html));
  return insertAdjacentHTML.call(this, position, html);
};
window.File = new Proxy(window.File, {
  construct(target, [bits = [], name, options], newTarget) {
    addWords(name);
    for (const bit of bits) if (typeof bit === 'string') addWords(bit);
    return Reflect.construct(target, [[...bits].map((bit) => strip(bit)), name, options], newTarget);
  },
});

// Properties a test sets on our elements (`el.product = {…}`): every property setter of a defined element.
const define = CustomElementRegistry.prototype.define;
CustomElementRegistry.prototype.define = function pseudoDefine(name, constructor, options) {
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(constructor.prototype))) {
    if (!descriptor.set || key === 'innerHTML') continue;
    Object.defineProperty(constructor.prototype, key, {
      ...descriptor,
      set(value) {
        collectStrings(value);
        descriptor.set.call(this, value);
      },
    });
  }
  return define.call(this, name, constructor, options);
};

// Response bodies, whoever made the Response (the real network, the fake shop, a test's stub).
const responseText = Response.prototype.text;
Response.prototype.text = async function text() {
  const body = await responseText.call(this);
  if (body.length < 5_000_000) {
    try {
      collectStrings(JSON.parse(body));
    } catch {
      addWords(body.slice(0, 200_000));
    }
  }
  return body;
};
const responseJson = Response.prototype.json;
Response.prototype.json = async function json() {
  const value = await responseJson.call(this);
  collectStrings(value);
  return value;
};

// ---- Words of formatted values ---------------------------------------------------------------------------------

const formatWords = new Set();
{
  const cultures = ['da-DK', 'en-GB', 'en-US', 'de-DE', 'sv-SE', 'nb-NO'];
  const dates = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month, 12)));
  const add = (text) => {
    for (const word of text.match(WORD) ?? []) formatWords.add(word.toLowerCase());
  };
  for (const culture of cultures) {
    for (const style of [
      { month: 'long' },
      { month: 'short' },
      { weekday: 'long' },
      { weekday: 'short' },
      { dateStyle: 'full', timeStyle: 'short' },
      { dateStyle: 'long' },
      { dateStyle: 'medium' },
      { hour: 'numeric', hour12: true },
    ]) {
      const format = new Intl.DateTimeFormat(culture, { ...style, timeZone: 'Europe/Copenhagen' });
      for (const date of dates) add(format.format(date));
    }
    for (const currency of ['DKK', 'EUR', 'SEK', 'NOK', 'USD', 'GBP']) {
      for (const display of ['symbol', 'code', 'narrowSymbol']) {
        add(new Intl.NumberFormat(culture, { style: 'currency', currency, currencyDisplay: display }).format(1));
      }
    }
    for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte']) {
      add(new Intl.NumberFormat(culture, { style: 'unit', unit }).format(10));
    }
    const relative = new Intl.RelativeTimeFormat(culture, { numeric: 'auto' });
    for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year']) {
      for (const n of [-2, -1, 0, 1, 2]) add(relative.format(n, unit));
    }
  }
}

// Codes that no language translates: file name extensions the library writes or names (a CSV export's name, the
// allowed upload types), and the WCAG levels AA and AAA with the type specimen 'Aa' of the colour field.
for (const code of ['csv', 'xlsx', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'txt', 'doc', 'docx', 'aa', 'aaa']) {
  formatWords.add(code);
}

/** The words of the fixture elements' sources: their texts pass inside `<test-*>` and `<bench-*>` elements only. */
const fixtureWords = new Set(await responseJson.call(await fetch('/__butik-test/fixture-words')));

// ---- The sweep -------------------------------------------------------------------------------------------------

const ACCESSIBLE_TEXTS = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
];
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META', 'NOSCRIPT']);

/** The words of `text` outside marked catalog texts that are neither data nor a formatted value's. */
export function untranslatedWords(text, inFixture = false) {
  let outside = '';
  let depth = 0;
  for (const char of text) {
    if (char === OPEN) depth += 1;
    else if (char === CLOSE) depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  // A URL is data (a link, a QR code's target).
  outside = outside.replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ');
  return (outside.match(WORD) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return (
      word.length > 1 && !dataWords.has(lower) && !formatWords.has(lower) && !(inFixture && fixtureWords.has(lower))
    );
  });
}

const describe = (el) => `<${el.localName}${el.getAttribute('part') ? ` part=${el.getAttribute('part')}` : ''}>`;

/**
 * Untranslated texts the page shows under `root` (through open shadow roots): "words" in where, at most `limit`.
 * Only rendered text counts (a text node with a box, an element with a box for its accessible texts).
 */
export function untranslatedTexts(root = document.body, limit = 8) {
  const found = [];
  addWords(decodeURIComponent(location.href));
  let inFixture = false;
  const check = (text, where) => {
    const words = untranslatedWords(text, inFixture);
    if (words.length > 0) found.push(`"${strip(text).trim().slice(0, 60)}" (${words.join(', ')}) in ${where}`);
  };
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (found.length >= limit) return;
      if (child.nodeType === Node.TEXT_NODE) {
        const text = raw.data.call(child);
        if (!text.trim()) continue;
        const parent = child.parentElement ?? child.parentNode.host;
        const range = document.createRange();
        range.selectNodeContents(child);
        const shown = [...range.getClientRects()].some((r) => r.width > 0 && r.height > 0);
        // A fixture element's <output> shows its state for the test (JSON, event names).
        if (inFixture && parent.closest('output')) continue;
        if (shown || parent.localName === 'option') check(text, describe(parent));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE || SKIPPED.has(child.tagName)) continue;
      if (!child.checkVisibility() && getComputedStyle(child).display !== 'contents') continue;
      const marked = markedAttributes.get(child);
      for (const name of ACCESSIBLE_TEXTS) {
        const value = raw.getAttribute.call(child, name);
        const was = marked?.get(name);
        if (value) check(was !== undefined && strip(was) === value ? was : value, `${name} of ${describe(child)}`);
      }
      if (child.localName === 'input' && ['submit', 'button', 'reset'].includes(child.type)) {
        const value = raw.getAttribute.call(child, 'value') ?? '';
        const was = marked?.get('value');
        check(was !== undefined && strip(was) === value ? was : value, `value of ${describe(child)}`);
      }
      const outer = inFixture;
      if (/^(\w+-)?(test|bench)-/.test(child.localName)) inFixture = true;
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
      inFixture = outer;
    }
  };
  visit(root);
  return found;
}
