import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';
import { Features } from 'lightningcss';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldownVersion, version as viteVersion } from 'vite';
import { chunkGroups, chunkNaming } from './src/loader/chunks.ts';
import { butikLoaderPlugin, elementEntries } from './src/loader/vite-plugin.ts';
import { butikCatalogsPlugin } from './src/i18n/vite-catalogs.ts';

const root = import.meta.dirname;
/**
 * BUTIK_TEST_BUILD=1 builds the same library into .wtr-dist/ plus the test-only fixture elements of
 * test/elements/fixtures/ (element files `<tag>.tsx`, plain entries `*.entry.ts`), for the element tests
 * and the bench. `npm run build` never includes them.
 */
const testBuild = process.env.BUTIK_TEST_BUILD === '1';
const fixtureDir = 'test/elements/fixtures';
const fixtureEntries: Record<string, string> = testBuild
  ? Object.fromEntries(
      readdirSync(resolve(root, fixtureDir))
        .filter((f) => f.endsWith('.entry.ts'))
        .map((f) => [`fixtures/${f.replace(/\.entry\.ts$/, '')}`, resolve(root, fixtureDir, f)]),
    )
  : {};

/** Chunk file names with one build hash (src/loader/chunks.ts); the versions make a new bundler a new build. */
// The salt holds the splitting rules too: a change to them alone regroups modules into other chunks, and files
// cached as immutable must then get new names.
const splitRules = ['vite.config.ts', 'src/loader/chunks.ts', 'src/loader/vite-plugin.ts']
  .map((file) => readFileSync(resolve(root, file), 'utf8'))
  .join('\n');
const chunkNames = chunkNaming(root, `vite ${viteVersion} rolldown ${rolldownVersion}\n${splitRules}`);

/**
 * Elements whose texts share one catalog file per language: the header's, the product card's, the cart's, the gift
 * shop's. `<product-list>` waits for the visitor: its own file's only texts are the kit's loading and failure texts,
 * which the header's waiting elements have too, so it takes the header's file (one request fewer on the list pages);
 * the list's texts come with its part.
 */
const CATALOG_GROUPS = {
  header: [
    'shop-context',
    'login-button',
    'cart-preview',
    'gift-shop-button',
    'search-box',
    'main-nav',
    'product-list',
  ],
  product: [
    'product-price',
    'add-to-cart',
    'related-products',
    'free-delivery-notice',
    'save-for-later',
    'product-slider',
  ],
  cart: ['bulk-order', 'checkout-input', 'csv-import', 'free-gift'],
  giftshop: ['gift-shop-app', 'gift-recipient-flow'],
};

// Build configuration for the library (dist/) and the Vitest unit test runner.
export default defineConfig({
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui(),
    chunkNames.plugin,
    butikLoaderPlugin({ root, types: !testBuild && process.env.VITEST === undefined }),
    // One catalog per entry and language; elements that share pages share one (docs/i18n-catalogs.md).
    butikCatalogsPlugin({ root, groups: CATALOG_GROUPS }),
  ],
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
  },
  css: {
    // The minifier (lightningcss, Vite's dependency) would turn `:dir(rtl)` into a list of `:lang(ar)`, `:lang(he)`…
    // for the build target, which misses an element whose direction comes from a `dir` (the host's, set by the
    // element for its language, or the page's) without a `lang`: kept as written (issue 14). A browser without
    // `:dir()` drops those rules, which only mirror things right to left.
    lightningcss: { exclude: Features.DirSelector },
  },
  build: {
    outDir: testBuild ? '.wtr-dist' : 'dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // The loader preloads every shared chunk of an element itself (tag -> chunks map), so no preload helper.
    modulePreload: false,
    rolldownOptions: {
      input: {
        loader: resolve(root, 'src/loader/loader.ts'),
        index: resolve(root, 'elements/index.ts'),
        define: resolve(root, 'elements/registry.ts'),
        ...elementEntries(root, testBuild ? ['elements', fixtureDir] : ['elements']),
        ...fixtureEntries,
      },
      // An element entry keeps its code although index.js and define.js import it too (one file per element,
      // docs/performance.md): rolldown merges that code into the entry only when the entry may export more than
      // its module does. Nothing imports the other entries, so their exports stay their modules' (a build-output
      // test checks index.js and define.js).
      preserveEntrySignatures: 'allow-extension',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => {
          const locale = /locales[\\/]([^\\/]+)[\\/]messages/.exec(chunk.facadeModuleId ?? '');
          // Other chunks: chunks/<name>-<build hash>.js (vendor: a hash of its own), src/loader/chunks.ts.
          return locale ? `locales/${locale[1]}-[hash].js` : chunkNames.fileName(chunk);
        },
        // vendor, runtime, shared, rules, cart, machines, forms; the rest stays in each element's entry: src/loader/chunks.ts.
        codeSplitting: { groups: chunkGroups(chunkNames.use) },
      },
    },
  },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/api/**/*.test.ts', 'machines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A forgotten `.only` would silently run a fraction of the suite: refused everywhere, not only under CI.
    allowOnly: false,
  },
});
