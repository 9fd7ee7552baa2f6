/**
 * Entry for bundler users: `import 'butik-elements'` defines every element under its default tag.
 * For a page where a default tag is taken, import the side-effect-free `butik-elements/define` instead and
 * call `defineElements({ prefix: 'acme' })` (this entry exports the same function for extra prefixes).
 */
import { defineElements } from './registry.ts';

export { defineElements, elementSpecs } from './registry.ts';
export type { DefineElementsOptions } from './registry.ts';
export * from '../src/index.ts';

defineElements();
