/**
 * Editor data for integrators (scripts/editor-data.mjs), generated from the Custom Elements Manifest:
 * JSX `IntrinsicElements` types (dist/jsx.d.ts), VS Code HTML custom data and JetBrains web-types.
 * - the build wrote exactly what the generator makes of the current custom-elements.json;
 * - every element, attribute (with its enum values), event, part and token of the manifest is in each file;
 * - the .d.ts type-checks a TSX sample using every element with every attribute and event (TypeScript API),
 *   and refuses a wrong enum value, a wrong type and an unknown tag.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  editorData,
  enumValues,
  jsxType,
  jsxTypes,
  manifestElements,
  markdown,
  vscodeCustomData,
  webTypes,
  type Manifest,
  type ManifestElement,
} from '../../scripts/editor-data.mjs';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  'web-types': string;
  exports: Record<string, unknown>;
};

let manifest: Manifest;
let elements: ManifestElement[];
beforeAll(() => {
  const path = join(root, 'custom-elements.json');
  if (!existsSync(path))
    throw new Error('custom-elements.json is missing: run `npm run build` (or `npm run manifest`) first.');
  manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  elements = manifestElements(manifest);
});

describe('editor data from the manifest', () => {
  it('reads every element of the manifest (one per elements/<tag>.ts)', () => {
    const files = readdirSync(join(root, 'elements')).filter((f) => /^[a-z]+(-[a-z]+)+\.ts$/.test(f));
    expect(elements.map((el) => el.modulePath).sort()).toEqual(files.map((f) => `elements/${f}`).sort());
    // The shared page configuration reaches every element but shop-context itself.
    const cart = elements.find((el) => el.tagName === 'cart-preview')!;
    expect(cart.attributes!.map((a) => a.name)).toEqual(expect.arrayContaining(['variant', 'culture', 'user-role']));
  });

  it('the build wrote the files the generator makes of the current manifest, as valid JSON', () => {
    if (!existsSync(join(root, 'dist/jsx.d.ts')))
      throw new Error('dist/ has no editor data: run `npm run build` first.');
    for (const [name, text] of Object.entries(editorData(manifest, pkg))) {
      expect(readFileSync(join(root, 'dist', name), 'utf8'), `dist/${name}`).toBe(text);
      if (name.endsWith('.json')) expect(() => JSON.parse(text), name).not.toThrow();
    }
  });

  it('package.json points editors at the files', () => {
    expect(pkg['web-types']).toBe('./dist/web-types.json');
    expect(pkg.exports['./jsx']).toEqual({ types: './dist/jsx.d.ts' });
    expect(pkg.exports['./vscode.html-custom-data.json']).toBe('./dist/vscode.html-custom-data.json');
    expect(pkg.exports['./web-types.json']).toBe('./dist/web-types.json');
  });

  it('VS Code custom data: every tag and attribute, enum values, boolean attributes without a value', () => {
    const data = vscodeCustomData(manifest);
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t) => t.name)).toEqual(elements.map((el) => el.tagName));
    for (const el of elements) {
      const tag = data.tags.find((t) => t.name === el.tagName)!;
      expect(tag.description.value).toContain(el.summary);
      for (const part of el.cssParts ?? []) expect(tag.description.value).toContain(`::part(${part.name})`);
      for (const event of el.events ?? []) expect(tag.description.value).toContain(`\`${event.name}\``);
      expect(tag.attributes.map((a) => a.name)).toEqual((el.attributes ?? []).map((a) => a.name));
      for (const attr of el.attributes ?? []) {
        const out = tag.attributes.find((a) => a.name === attr.name)!;
        expect(out.values?.map((v) => v.name)).toEqual(enumValues(attr.type?.text) ?? undefined);
        expect(out.valueSet).toBe(attr.type?.text === 'boolean' ? 'v' : undefined);
      }
    }
    const variant = data.tags.find((t) => t.name === 'cart-preview')!.attributes.find((a) => a.name === 'variant')!;
    expect(variant.values).toEqual([{ name: 'header' }, { name: 'page' }]);
  });

  it("the loader's loading attribute is offered on every tag (lazy or eager), in all three files", () => {
    const vscode = vscodeCustomData(manifest);
    const jetbrains = webTypes(manifest, pkg);
    const jsx = jsxTypes(manifest);
    expect(vscode.tags.length).toBeGreaterThan(20);
    for (const tag of vscode.tags) {
      const loading = tag.attributes.find((a) => a.name === 'loading');
      expect(loading?.values, tag.name).toEqual([{ name: 'lazy' }, { name: 'eager' }]);
      expect(loading?.description.value).toContain('viewport');
    }
    for (const el of jetbrains.contributions.html.elements)
      expect(
        el.attributes.map((a) => a.name),
        el.name,
      ).toContain('loading');
    expect(jsx.match(/"loading"\?: "lazy" \| "eager";/g)?.length).toBe(vscode.tags.length);
  });

  it('web-types: every element with its attributes, events, parts and tokens', () => {
    const data = webTypes(manifest, pkg);
    expect(data.$schema).toMatch(/web-types\.json$/);
    expect([data.name, data.version]).toEqual([pkg.name, pkg.version]);
    const out = data.contributions.html.elements;
    expect(out.map((e) => e.name)).toEqual(elements.map((el) => el.tagName));
    const names = (items: { name: string }[] | undefined) => (items ?? []).map((i) => i.name);
    for (const el of elements) {
      const w = out.find((e) => e.name === el.tagName)!;
      expect(names(w.attributes)).toEqual(names(el.attributes));
      expect(names(w.js.events)).toEqual(names(el.events));
      expect(names(w.css.parts)).toEqual(names(el.cssParts));
      expect(names(w.css.properties)).toEqual(names(el.cssProperties));
      for (const attr of w.attributes) {
        const type = el.attributes!.find((a) => a.name === attr.name)!.type?.text ?? 'string';
        expect(attr.value.type).toBe(type);
      }
    }
    const tokens = new Set(elements.flatMap((el) => names(el.cssProperties)));
    expect(new Set(names(data.contributions.css.properties))).toEqual(tokens);
  });

  it('descriptions stay readable as markdown: a bare tag outside code is put in code', () => {
    expect(markdown('Overrides <shop-context culture> here; `<b>` stays.')).toBe(
      'Overrides `<shop-context culture>` here; `<b>` stays.',
    );
    expect(markdown('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(jsxType('"a"|"b"')).toBe('"a" | "b"');
    expect(jsxType('boolean')).toBe("boolean | 'true' | 'false'");
    expect(jsxType('Product')).toBe('string | object');
  });
});

/** Compiles in-memory files (next to the real node_modules, so `react` resolves) and returns the program. */
function compile(files: Record<string, string>): { program: ts.Program; diagnostics: string[] } {
  const dir = join(root, 'test/unit/__editor-data__');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    types: [],
    // The generated declarations are compiled as jsx.ts, so they are checked while React's own are not.
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const memory = new Map(Object.entries(files).map(([name, text]) => [join(dir, name), text]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    memory.has(name) ? ts.createSourceFile(name, memory.get(name)!, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => memory.has(name) || fileExists(name);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => memory.get(name) ?? readFile(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) => name === dir || (directoryExists?.(name) ?? true);
  const program = ts.createProgram([...memory.keys()], options, host);
  const ours = (d: ts.Diagnostic) => !d.file || memory.has(d.file.fileName);
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => ours(d) || !d.file?.fileName.includes('node_modules'))
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.split('/').pop()}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
  return { program, diagnostics };
}

/** A value of the attribute's JSX type, as JSX attribute source. */
function sampleValue(typeText: string | undefined): string {
  const values = enumValues(typeText);
  if (values) return JSON.stringify(values[values.length - 1]);
  if (typeText === 'number') return '{6}';
  if (typeText === 'boolean') return '{true}';
  if (typeText === undefined || typeText === 'string') return '"text"';
  return '{{ id: "1" }}';
}

describe('dist/jsx.d.ts in a React host (TypeScript API)', () => {
  it('type-checks every element with every attribute and event handler', () => {
    const usages = elements.map((el) => {
      const attrs = (el.attributes ?? []).map((a) => `${a.name}=${sampleValue(a.type?.text)}`);
      const events = (el.events ?? []).map((e) => `on${e.name}={(event: CustomEvent) => void event.detail}`);
      return `  <${el.tagName} ${[...attrs, ...events, 'className="x"', 'ref={ref}'].join(' ')} />`;
    });
    const sample =
      "import type {} from './jsx';\nimport { createRef } from 'react';\nconst ref = createRef<HTMLElement>();\n" +
      `export const page = (\n  <>\n${usages.join('\n')}\n  </>\n);\n` +
      '// @ts-expect-error: not one of the variants\nexport const a = <cart-preview variant="drawer" />;\n' +
      '// @ts-expect-error: a number attribute takes no object\nexport const b = <add-to-cart colli={{}} />;\n' +
      '// @ts-expect-error: an event handler must be a function\nexport const c = <cart-preview onbutik-checkout="go" />;\n' +
      '// @ts-expect-error: no such element\nexport const d = <add-to-kart />;\n' +
      'declare const all: React.JSX.IntrinsicElements;\nexport { all };\n';
    const { program, diagnostics } = compile({ 'jsx.ts': jsxTypes(manifest), 'sample.tsx': sample });
    expect(diagnostics).toEqual([]);

    // Every attribute and event prop of the manifest is a property of the element's JSX type (hyphenated
    // names are never refused by TypeScript, so the sample alone could not tell a missing one).
    const checker = program.getTypeChecker();
    const file = program.getSourceFiles().find((f) => f.fileName.endsWith('sample.tsx'))!;
    const decl = file.statements.find(
      (s): s is ts.VariableStatement => ts.isVariableStatement(s) && s.getText().includes('const all'),
    )!;
    const intrinsic = checker.getTypeAtLocation(decl.declarationList.declarations[0]!.name);
    for (const el of elements) {
      const symbol = intrinsic.getProperty(el.tagName);
      expect(symbol, el.tagName).toBeDefined();
      const props = new Set(
        checker
          .getTypeOfSymbol(symbol!)
          .getProperties()
          .map((p) => p.name),
      );
      for (const attr of el.attributes ?? []) expect(props, `${el.tagName} ${attr.name}`).toContain(attr.name);
      for (const event of el.events ?? []) expect(props, `${el.tagName} ${event.name}`).toContain(`on${event.name}`);
    }
    // A whole TypeScript program: slow on a loaded machine, so more time than the suite's 30 s default.
  }, 120_000);
});
