// Custom Elements Manifest (custom-elements.json) from the element JSDoc in elements/<tag>.ts.
// Our elements are specs passed to define(), not classes, so a small plugin reads the JSDoc block above
// the spec (`@tag`, `@summary`, `@attr {type} name - text`, `@fires name - text`, `@slot name - text`,
// `@csspart name - text`, `@cssprop --name - text`) and writes a custom-element declaration for it.

/** Splits a JSDoc comment into its description and `@tag body` entries. */
function parseJsDoc(raw) {
  const lines = raw
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, ''));
  const description = [];
  const tags = [];
  for (const line of lines) {
    const m = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (m) tags.push({ tag: m[1], body: m[2] });
    else if (tags.length) tags[tags.length - 1].body += ` ${line.trim()}`;
    else description.push(line);
  }
  return { description: description.join('\n').trim(), tags };
}

/** `{type} name - text` / `name - text` */
function parseEntry(body) {
  const m = /^(?:\{([^}]*)\}\s*)?(\S+)?(?:\s*-\s*)?(.*)$/s.exec(body.trim());
  return { type: m?.[1], name: m?.[2] ?? '', description: (m?.[3] ?? '').trim() };
}

function butikElementsPlugin() {
  return {
    name: 'butik-elements-specs',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      const docs = node.jsDoc ?? [];
      const doc = docs[docs.length - 1];
      if (!doc) return;
      const { description, tags } = parseJsDoc(doc.getText());
      const tagName = tags.find((t) => t.tag === 'tag')?.body.trim();
      if (!tagName) return;
      const name = node.declarationList.declarations[0]?.name.getText() ?? tagName;
      const pick = (kind) => tags.filter((t) => t.tag === kind).map((t) => parseEntry(t.body));
      const declaration = {
        kind: 'class',
        name,
        tagName,
        customElement: true,
        description,
        summary: tags.find((t) => t.tag === 'summary')?.body.trim(),
        attributes: pick('attr').map(({ type, name: attr, description: text }) => ({
          name: attr,
          ...(type ? { type: { text: type } } : {}),
          description: text,
        })),
        events: pick('fires').map(({ name: event, description: text }) => ({
          name: event,
          type: { text: 'ButikEvent' },
          description: text,
        })),
        slots: pick('slot').map(({ name: slot, description: text }) => ({
          name: slot === '-' ? '' : slot,
          description: text,
        })),
        cssParts: pick('csspart').map(({ name: part, description: text }) => ({ name: part, description: text })),
        noPageConfig: tags.some((t) => t.tag === 'nopageconfig'),
        cssProperties: pick('cssprop').map(({ name: prop, description: text }) => ({ name: prop, description: text })),
      };
      moduleDoc.declarations = (moduleDoc.declarations ?? []).filter((d) => d.name !== name);
      moduleDoc.declarations.push(declaration);
      moduleDoc.exports = moduleDoc.exports ?? [];
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name, module: moduleDoc.path },
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      // Every element accepts the page-configuration attributes of <shop-context> as overrides
      // (unless its JSDoc says `@nopageconfig`).
      const all = customElementsManifest.modules.flatMap((m) => m.declarations ?? []);
      const shopContext = all.find((d) => d.tagName === 'shop-context');
      if (!shopContext) return;
      for (const decl of all) {
        if (!decl.customElement || decl === shopContext || decl.noPageConfig) continue;
        const own = new Set((decl.attributes ?? []).map((a) => a.name));
        for (const attr of shopContext.attributes) {
          if (own.has(attr.name) || SHOP_CONTEXT_ONLY.has(attr.name)) continue;
          // A pointer, not a copy of the shop-context text: 21 copies of 16 descriptions were most of the manifest.
          (decl.attributes ??= []).push({
            ...attr,
            description: `Overrides <shop-context ${attr.name}> for this element (see shop-context).`,
          });
        }
      }
      for (const decl of all) delete decl.noPageConfig;
    },
  };
}

/** `<shop-context>` attributes that are its own, not page configuration: other elements do not inherit them. */
const SHOP_CONTEXT_ONLY = new Set(['product-id']);

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/index.ts', 'elements/registry.ts'],
  outdir: '.',
  plugins: [butikElementsPlugin()],
};
