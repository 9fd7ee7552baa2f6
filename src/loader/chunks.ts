/**
 * How the build splits the library into chunks (used by vite.config.ts), and what each chunk file is called.
 *
 * A page pays per file as well as per byte, and the loader's map (map.ts) pays per chunk name, so shared code is
 * grouped into a few chunks by who uses it (docs/performance.md has the measurements behind the groups):
 * - `vendor`: React, ReactDOM, scheduler (their own size budget; the bench shows a plain React build beside it);
 * - `runtime`: what every element needs to exist — r2wc, the shared root and element plumbing (src/internal),
 *   Lingui. The API client is not in it: an element that never calls the API does not load it;
 * - `shared`: every other module that two or more elements use and that needs no state machine — the API client
 *   and its modules, domain rules, formatting, validation rules, the small UI pieces (button, spinner, dialog,
 *   panel). Nearly every element uses part of it, so one file beats many small ones (each small file costs a
 *   request and a name in the loader's map) at the price of a few KB a page may not use;
 * - `rules`: the field rules and their messages (src/validation, src/ui/rules.ts): used by the forms,
 *   `<checkout-input>` and the recipient flow, not by the shop's cards. In `shared` they cost every shop page
 *   their code and, as every element's catalog holds the texts its chunks quote, their ~40 messages in each
 *   catalog;
 * - `cards`: the product card that the lists share (`<product-list>`, `<related-products>`), apart from `cart`, as
 *   the product page, which loads `cart`, shows no card;
 * - `cart`: the feature code several shop elements share — the page cart's store, the product store, the
 *   add-to-cart line control the cart preview borrows, the free-delivery notice — with their texts: a form or an
 *   account element that never shows a cart line does not load it, nor get its texts in its catalog;
 * - `machines`: XState, @xstate/react and their React shims, with the shared modules that need them, and the
 *   gift-shop API that the recipient flow and the management area share (both run machines). The page
 *   cart, the add-to-cart controls, the bulk order and the CSV import load their machines on demand
 *   (features/cart/cart-machine.part.ts, features/add-to-cart/line-machine.part.ts,
 *   features/bulk-order/bulk-order-machine.part.ts, features/csv-import/csv-import-machine.part.ts), so a shop page
 *   whose cart and forms nobody touches does not load it; elements that start a machine when they mount (sign-up,
 *   the gift shop, the recipient flow, the login panel) do;
 * - `states`: what an element needs to show a machine's first state before the machine is loaded — the
 *   machine's state module (`machines/<name>.state.ts`: context, first state, readers, without XState) that one
 *   element and its machine part both import, and the hook that loads the part (src/data/on-demand-actor.ts). One
 *   chunk for all of them (bulk order, CSV import): every chunk costs each page's loader its name, and a shop card
 *   that starts no such machine does not load it;
 * - the login page's actions (api/login-page.ts and its schemas) are left to the bundler, which gives them a
 *   chunk of their own: the login panel, the user menu and the password form use them, no shop card does, and in
 *   `forms` they would bring the whole form kit to the user menu of every signed-in page;
 * - `forms`: the form kit (fields, form validation, comboboxes) and the API modules only forms call: used by the
 *   account, sign-up and contact forms, not by the shop's product and cart elements;
 * - what one element alone uses stays in that element's entry, `elements/<tag>.js` (one file per element: the
 *   registry imports that entry too, vite-plugin.ts), and what is imported dynamically (a dialog's content, a
 *   lazily loaded picker) in its own on-demand chunk.
 *
 * Chunk names carry one build hash instead of a hash per chunk (`chunks/<name>-<build>.js`): the loader's map
 * then names each chunk by its short name and holds the hash once (content hashes are ~8 random characters each
 * that gzip cannot shrink). The build hash is taken from every module's transformed source and the bundler's
 * version, so any change to the output changes it. `vendor` keeps a hash of its own (React's modules only): it
 * is most of every page's bytes and changes only with a React upgrade, so returning visitors keep it across
 * releases.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The id prefix of the element entries (vite-plugin.ts). */
const ELEMENT_ENTRY = '\0butik-element:';
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** XState and @xstate/react with the React shims only they use (React's own selector binding is shared). */
const XSTATE =
  /node_modules[\\/](xstate[\\/]|@xstate[\\/]react[\\/]|use-sync-external-store[\\/](shim[\\/]|cjs[\\/]use-sync-external-store-shim)|use-isomorphic-layout-effect[\\/])/;
/**
 * src/internal/api.ts is the API client hook: it belongs with the client (shared), not in every element; so do the
 * server labels (src/internal/server-labels.ts, src/i18n/labels.ts and use-labels.ts: the API client, the local
 * cache), which only the elements that show labels load (in the runtime they put 2.5 KB on every page). Vite's
 * helper for dynamic imports (panels loaded on open) joins the runtime: otherwise it is a file of its own on every page.
 */
const RUNTIME =
  /src[\\/](internal|i18n)[\\/](?!(api|server-labels|labels|use-labels)\.ts$)|node_modules[\\/](@r2wc|@lingui)[\\/]|^\0vite\/preload-helper/;
const KIT = /src[\\/]ui[\\/]/;
/** Feature code that several shop elements share: the page cart, the product store, the line control, the notice. */
const SHOP = /src[\\/]features[\\/]/;
/**
 * The product card of lists (`<product-list>`, `<related-products>` …) and the kit pieces only the storefront's lists
 * use (load more, the slider): not on the product page, which shows none of them (in `shared` they cost every shop
 * page 0.8 KB). The chevron icon is not one of them: `<home-slideshow>` draws it too, and took the whole chunk to
 * the home page for it (3.7 KB for 0.2), where the slider of cards now loads only when it scrolls into view.
 */
const CARDS = /src[\\/](features[\\/]product-card[\\/]|ui[\\/](load-more|slider)\.)/;
const FORMS =
  /src[\\/](ui[\\/](field|forms|form-kit|use-form-validation|combobox|use-combobox-search|texts|form-layout)|api[\\/](schemas[\\/])?(content|customer|errors|address))\.(tsx?|css)/;
/** Field rules and their messages: the forms', `<checkout-input>`'s and the recipient flow's, not the shop cards'. */
const RULES = /src[\\/](validation[\\/]|ui[\\/]rules\.ts$)/;
/** A machine's context, first state and readers, without XState (machines/<name>.state.ts). */
const MACHINE_STATE = /[\\/]machines[\\/][\w.-]+\.state\.ts$/;
/** The hook that shows a machine's first state and loads the machine on demand. */
const ON_DEMAND_ACTOR = /src[\\/]data[\\/]on-demand-actor\.ts$/;
/**
 * The gift-shop API, its schemas and the shop-state rule: the recipient flow's, and the management area's (an
 * on-demand part of `<gift-shop-app>`). Both also run XState, so they ride in `machines`: a chunk of their own
 * would cost every page's loader map a chunk name (the 60-element loader has a few bytes of margin).
 */
const GIFTSHOP_API = /src[\\/](api[\\/](schemas[\\/])?giftshop|domain[\\/]shop-state)\.ts$/;
/**
 * The page cart's feature code (its store, the product store, the add-to-cart line control and state, the
 * free-delivery notice): shared when one element imports it and an on-demand part too, like a kit module — the
 * header's `<cart-preview>` loads as a part (src/ui/until-reached.tsx) while `<add-to-cart>` imports the same
 * modules; left to the bundler they would split into several small chunks on every product page.
 */
const PAGE_CART =
  /src[\\/]features[\\/](cart|catalog|add-to-cart|free-delivery)[\\/]|machines[\\/]add-to-cart\.state\.ts$/;
/** The login page's actions (sign-in, reset, sign-out): the login panel's, the user menu's, the password form's. */
const LOGIN = /src[\\/]api[\\/](schemas[\\/])?login(-page)?\.ts$/;

/** What the build knows about a module before it is split into chunks (chunkNaming's plugin computes it). */
export interface ModuleUse {
  /** How many element entries import it statically (directly or not). */
  usedBy(id: string): number;
  /** How many on-demand parts (dynamic imports: a panel, a dialog, a menu) import it statically (directly or not). */
  lazyUsedBy(id: string): number;
  /** Whether it imports XState (directly or not). */
  stateful(id: string): boolean;
}

/**
 * The groups of `output.codeSplitting.groups`. `shared`, `cart` and `forms` take a module only when two or more
 * elements import it statically, by two measures that must agree: `usedBy` (static imports only, so code an
 * element loads on demand — the login panel behind the login button — does not count as used by it) and
 * rolldown's `minShareCount`, which counts after tree shaking (a barrel re-exporting a module does not make it
 * shared; 4 = two element entries plus the two registry entries, index.js and define.js). A group takes what its
 * modules import along with them, so `shared` (which imports no other group but vendor and runtime) comes first.
 */
export function chunkGroups(use: ModuleUse) {
  // A kit module that one element imports and an on-demand part too (the press-outside hook: the cart preview and
  // the lazily loaded user menu) is shared as well: else the bundler gives it a tiny chunk of its own, one more file.
  const shared = (id: string): boolean =>
    !id.startsWith('\0') &&
    (use.usedBy(id) >= 2 || (use.usedBy(id) >= 1 && use.lazyUsedBy(id) >= 1 && (KIT.test(id) || PAGE_CART.test(id))));
  // A machine's state module that one element imports and its on-demand machine part too (the element shows the
  // machine's first state, the part runs the machine), with the hook that does it. Left to the bundler, a state
  // module would extend the element's entry, whose exports must stay `default` and `define`, and which the part
  // would then import by a URL without the loader's `?retry`; the hook would go to `shared`, on every shop page.
  const machineState = (id: string): boolean =>
    (MACHINE_STATE.test(id) &&
      use.usedBy(id) === 1 &&
      use.lazyUsedBy(id) >= 1 &&
      !use.stateful(id) &&
      !PAGE_CART.test(id)) ||
    (ON_DEMAND_ACTOR.test(id) && use.usedBy(id) >= 1);
  return [
    { name: 'vendor', test: REACT, priority: 7 },
    { name: 'runtime', test: RUNTIME, priority: 6 },
    {
      name: 'shared',
      test: (id: string) =>
        shared(id) &&
        !use.stateful(id) &&
        !FORMS.test(id) &&
        !SHOP.test(id) &&
        !CARDS.test(id) &&
        !RULES.test(id) &&
        !LOGIN.test(id) &&
        !machineState(id),
      minShareCount: 4,
      priority: 5,
    },
    { name: 'rules', test: (id: string) => shared(id) && RULES.test(id), minShareCount: 4, priority: 4 },
    { name: 'cards', test: (id: string) => shared(id) && CARDS.test(id), minShareCount: 4, priority: 2.5 },
    {
      name: 'cart',
      test: (id: string) => shared(id) && !use.stateful(id) && SHOP.test(id) && !CARDS.test(id),
      minShareCount: 4,
      priority: 3,
    },
    {
      name: 'machines',
      test: (id: string) =>
        XSTATE.test(id) ||
        (shared(id) && use.stateful(id)) ||
        (GIFTSHOP_API.test(id) && use.usedBy(id) >= 1 && use.lazyUsedBy(id) >= 1),
      minShareCount: 4,
      priority: 2,
    },
    { name: 'forms', test: (id: string) => shared(id) && FORMS.test(id), minShareCount: 4, priority: 1 },
    { name: 'states', test: machineState, priority: 0 },
  ];
}

/** The build hash (8 URL-safe characters) of `sources`, in a stable order. */
export function buildHash(sources: Iterable<[id: string, code: string]>, salt: string): string {
  const hash = createHash('sha256').update(salt);
  for (const [id, code] of [...sources].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(`\0${id}\0${code}`);
  return hash.digest('base64url').slice(0, 8);
}

interface ChunkInfo {
  name: string;
  facadeModuleId?: string | null;
  moduleIds: readonly string[];
}

/**
 * The `chunkFileNames` of every chunk but the locale catalogs (vite.config.ts names those, with content hashes:
 * the runtime loads them, not the loader's map), and the plugin that computes the hashes it uses (after the
 * modules are transformed, before chunks are named).
 */
export function chunkNaming(
  root: string,
  salt: string,
): { plugin: Plugin; fileName: (chunk: ChunkInfo) => string; use: ModuleUse; hash: () => string } {
  let build = '';
  /** Module id -> how many element entries import it statically (directly or not). */
  const users = new Map<string, number>();
  /** Module id -> how many on-demand parts (targets of dynamic imports) import it statically. */
  const lazyUsers = new Map<string, number>();
  /** Modules that import XState, directly or not. */
  const stateful = new Set<string>();
  let vendor = '';
  /** File name -> the chunk (its first module) that has it: two chunks of one name get `name2`, `name3`... */
  const taken = new Map<string, string>();
  const plugin: Plugin = {
    name: 'butik-chunk-names',
    buildEnd() {
      const all: [string, string][] = [];
      const react: [string, string][] = [];
      for (const id of this.getModuleIds()) {
        // Ids relative to the project: the hash does not depend on where the checkout lives.
        const entry: [string, string] = [
          id.split(root).join(''),
          (this.getModuleInfo(id)?.code ?? '').split(root).join(''),
        ];
        all.push(entry);
        if (REACT.test(id)) react.push(entry);
      }
      taken.clear();
      build = buildHash(all, salt);
      const count = (from: string, into: Map<string, number>): void => {
        const seen = new Set<string>();
        const walk = (module: string): void => {
          if (seen.has(module)) return;
          seen.add(module);
          for (const next of this.getModuleInfo(module)?.importedIds ?? []) walk(next);
        };
        walk(from);
        for (const module of seen) into.set(module, (into.get(module) ?? 0) + 1);
      };
      users.clear();
      lazyUsers.clear();
      const parts = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (id.startsWith(ELEMENT_ENTRY)) count(id, users);
        for (const part of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) parts.add(part);
      }
      for (const part of parts) count(part, lazyUsers);
      stateful.clear();
      const reachesXstate = new Map<string, boolean>();
      const reaches = (id: string): boolean => {
        let known = reachesXstate.get(id);
        if (known !== undefined) return known;
        reachesXstate.set(id, false); // a cycle back to a module being walked adds nothing
        known = XSTATE.test(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(reaches);
        reachesXstate.set(id, known);
        return known;
      };
      for (const id of this.getModuleIds()) if (reaches(id)) stateful.add(id);
      vendor = buildHash(react, salt);
    },
    generateBundle(_options, bundle) {
      const problem = foldBundlerHelpers(Object.values(bundle) as unknown as OutputChunkLike[]);
      if (problem) this.error(problem);
      for (const file of Object.keys(bundle)) if (/^chunks\/rolldown-runtime-/.test(file)) delete bundle[file];
    },
  };
  const fileName = (chunk: ChunkInfo): string => {
    if (!build) throw new Error('chunk names asked for before the build hash was computed');
    const base = chunk.name.replace(/[^\w.-]/g, '_');
    const key = chunk.facadeModuleId ?? chunk.moduleIds[0] ?? base;
    let name = base;
    for (let n = 2; (taken.get(name) ?? key) !== key; n += 1) name = `${base}${n}`;
    taken.set(name, key);
    return `chunks/${name}-${name === 'vendor' ? vendor : build}.js`;
  };
  return {
    plugin,
    fileName,
    use: {
      usedBy: (id) => users.get(id) ?? 0,
      lazyUsedBy: (id) => lazyUsers.get(id) ?? 0,
      stateful: (id) => stateful.has(id),
    },
    hash: () => build,
  };
}

interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  imports?: string[];
  map?: { mappings: string } | null;
  source?: string | Uint8Array;
}

/**
 * Rolldown puts its helpers (CommonJS interop: React is CommonJS) into a chunk of their own,
 * `chunks/rolldown-runtime-*.js` (~370 B), that every chunk importing React imports: one more request on every
 * page, for code that is needed exactly when React is. This folds it into the vendor chunk: its code goes on a
 * new first line of vendor (scoped, so its names cannot clash with vendor's), vendor exports each helper as
 * `R_<name>`, and each import of the helpers chunk becomes an import of those names from vendor. Every rewrite
 * keeps the columns of the line it is on (an import is padded with spaces to its old length) and vendor's source
 * map gains one empty line, so every source map stays exact. Returns a problem, or '' when done (or nothing to do).
 */
export function foldBundlerHelpers(chunks: OutputChunkLike[]): string {
  const isHelpers = (file: string): boolean => /^chunks\/rolldown-runtime-[^/]+\.js$/.test(file);
  const helpers = chunks.find((c) => c.type === 'chunk' && isHelpers(c.fileName));
  const vendor = chunks.find((c) => c.type === 'chunk' && /^chunks\/vendor-[^/]+\.js$/.test(c.fileName));
  if (!helpers?.code || !vendor?.code) return '';
  const code = helpers.code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '').trim();
  const exported = /export\{([^}]*)\};?$/.exec(code);
  if (!exported || (helpers.imports ?? []).length || code.includes('import')) {
    return `${helpers.fileName}: unexpected shape, cannot fold it into ${vendor.fileName}`;
  }
  const names = exported[1]!.split(',').map((pair) => {
    const [local = '', name = local] = pair.trim().split(' as ');
    return { local, name };
  });
  const body = code.slice(0, exported.index);
  const vendorName = vendor.fileName.slice('chunks/'.length);
  const importOf = (text: string): RegExpExecArray | null =>
    /import\{([^}]*)\}from"((?:\.\.?\/)(?:chunks\/)?)rolldown-runtime-[\w-]+\.js";/.exec(text);
  const bindings = (list: string) =>
    list.split(',').map((pair) => {
      const [name = '', local = name] = pair.trim().split(' as ');
      return { name, local };
    });
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk' || !chunk.code || chunk === helpers || chunk === vendor) continue;
    const found = importOf(chunk.code);
    if (!found) continue;
    const rewritten = `import{${bindings(found[1]!)
      .map((b) => `R_${b.name} as ${b.local}`)
      .join(',')}}from"${found[2]}${vendorName}";`;
    if (rewritten.length > found[0].length) return `${chunk.fileName}: the folded helper import would not fit`;
    chunk.code = chunk.code.replace(found[0], rewritten.padEnd(found[0].length, ' '));
    chunk.imports = [...new Set((chunk.imports ?? []).map((f) => (isHelpers(f) ? vendor.fileName : f)))];
  }
  const own = importOf(vendor.code);
  const locals = own ? bindings(own[1]!).map((b) => `,${b.local}=$rolldown.${b.name}`) : [];
  if (vendor.code.includes('$rolldown')) return `${vendor.fileName} already uses the name $rolldown`;
  const first = `var $rolldown=(()=>{${body}return{${names.map((n) => `${n.name}:${n.local}`).join(',')}}})()${locals.join('')};`;
  let vendorCode = own ? vendor.code.replace(own[0], ' '.repeat(own[0].length)) : vendor.code;
  // A destructuring export: no local alias per helper (every page loads vendor, so its bytes count everywhere).
  const exports = `export const{${names.map((n) => `${n.name}:R_${n.name}`).join(',')}}=$rolldown;`;
  vendorCode = `${first}\n${vendorCode.replace(/(\n\/\/# sourceMappingURL=.*)?\s*$/, (comment) => `\n${exports}${comment}`)}`;
  vendor.code = vendorCode;
  vendor.imports = (vendor.imports ?? []).filter((f) => !isHelpers(f));
  if (vendor.map) vendor.map.mappings = `;${vendor.map.mappings}`;
  // The written .map file is its own asset in the bundle by now: shift that too.
  const mapAsset = chunks.find((c) => c.type === 'asset' && c.fileName === `${vendor.fileName}.map`);
  if (mapAsset && typeof mapAsset.source === 'string') {
    const map = JSON.parse(mapAsset.source) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    mapAsset.source = JSON.stringify(map);
  }
  const left = chunks.filter((c) => c !== helpers && c.type === 'chunk' && c.code?.includes('rolldown-runtime-'));
  return left.length ? `still importing the folded helpers: ${left.map((c) => c.fileName).join(', ')}` : '';
}
