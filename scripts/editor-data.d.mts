// Types of scripts/editor-data.mjs for the TypeScript tests that import it.
export interface ManifestItem {
  name: string;
  description?: string;
  type?: { text?: string };
}
export interface ManifestElement {
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  attributes?: ManifestItem[];
  events?: ManifestItem[];
  slots?: ManifestItem[];
  cssParts?: ManifestItem[];
  cssProperties?: ManifestItem[];
  modulePath: string;
}
export interface Manifest {
  modules?: { path: string; declarations?: object[] }[];
}
export function manifestElements(manifest: Manifest): ManifestElement[];
export function enumValues(typeText: string | undefined): string[] | null;
export function jsxType(typeText: string | undefined): string;
export function markdown(text: string | undefined): string;
export function elementMarkdown(el: ManifestElement): string;
export function jsxTypes(manifest: Manifest): string;
export function vscodeCustomData(manifest: Manifest): {
  version: number;
  tags: {
    name: string;
    description: { kind: string; value: string };
    attributes: {
      name: string;
      description: { kind: string; value: string };
      values?: { name: string }[];
      valueSet?: string;
    }[];
  }[];
};
export function webTypes(
  manifest: Manifest,
  pkg: { name: string; version: string },
): {
  $schema: string;
  name: string;
  version: string;
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        attributes: { name: string; description: string; value: { type: string; required?: boolean } }[];
        js: { events: { name: string; description: string }[] };
        css: { parts: { name: string; description: string }[]; properties: { name: string; description: string }[] };
      }[];
    };
    css: { properties: { name: string; description: string }[] };
  };
};
export function editorData(manifest: Manifest, pkg: { name: string; version: string }): Record<string, string>;
