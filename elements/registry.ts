/**
 * Side-effect-free registry of every element of the library (generated at build time from the
 * elements/ folder: each `elements/<tag>.ts` default-exports its spec).
 *
 * `defineElements()` registers every default tag; `defineElements({ prefix: 'acme' })` registers
 * `<acme-shop-context>`, `<acme-cart-preview>`... with their own classes, so a page where a default tag name
 * is taken by another script can use the prefixed names. Default and prefixed registrations never collide:
 * each tag name gets a fresh constructor, and elements rendering other elements use their own prefix.
 */
import { define, prefixProblem, tagNameFor, type DefineOptions, type ElementSpec } from '../src/internal/define.ts';

const modules = import.meta.glob<ElementSpec<object>>(['./*.ts', '!./index.ts', '!./registry.ts', '!./*.d.ts'], {
  eager: true,
  import: 'default',
});

/** Every element spec of the library, keyed by default tag name. */
export const elementSpecs: ReadonlyMap<string, ElementSpec<object>> = new Map(
  Object.values(modules)
    .filter((spec): spec is ElementSpec<object> => Boolean(spec && typeof spec === 'object' && 'tag' in spec))
    .map((spec) => [spec.tag, spec]),
);

export interface DefineElementsOptions extends DefineOptions {
  /** Only these default tag names (all when omitted). */
  tags?: readonly string[];
}

/**
 * Defines the library's elements (all, or `tags`), optionally under a prefix. Returns the tag names now
 * registered by the library. Never throws: a taken or invalid name logs one console error and is skipped;
 * an invalid prefix logs one error and defines nothing.
 */
export function defineElements(options: DefineElementsOptions = {}): string[] {
  const badPrefix = prefixProblem(options.prefix);
  if (badPrefix) {
    // One error for the call, not one per element.
    console.error(`butik-elements: defineElements(): ${badPrefix}; nothing was defined.`);
    return [];
  }
  const defined: string[] = [];
  const wanted = options.tags ?? [...elementSpecs.keys()];
  for (const tag of wanted) {
    const spec = elementSpecs.get(tag);
    if (!spec) {
      console.error(
        `butik-elements: defineElements(): unknown element "${tag}". Known: ${[...elementSpecs.keys()].join(', ')}.`,
      );
      continue;
    }
    if (define(spec, options)) defined.push(tagNameFor(spec, options));
  }
  return defined;
}
