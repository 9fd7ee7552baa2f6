import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// ---------------------------------------------------------------------------------------------------------
// Import boundaries (issue 10, part 6), with the built-in no-restricted-imports (static imports and re-exports)
// and no-restricted-syntax (dynamic `import()`): both see the specifier as written, so the patterns below are
// relative paths from each folder's depth. Direction: elements -> features -> kit / api / machines / shared
// leaves; a feature never imports another feature; src/ and machines/ never import demo/; machines/ import no
// React and nothing from src/features or src/internal. test/unit/lint-boundaries.test.ts proves each rule fires.
// ---------------------------------------------------------------------------------------------------------

/** Folders of src/features that every feature may import (the kit now lives in src/ui: none left). */
const KIT = [];
/** The page's one cart and product store: services under every feature (no element of their own). */
const SHARED = ['cart', 'catalog'];
/** A feature that embeds another feature's view imports that feature's public index.ts only. */
const PUBLIC_INDEX = {
  'cart-preview': ['free-delivery', 'add-to-cart'], // the free-delivery notice and the line stepper
  'login-button': ['login'], // LoginPanel, the view of <login-form>, in the header modal
  'related-products': ['product-card'], // the shared product card
  'product-list': ['product-card'], // the shared product card
  'product-slider': ['product-card'], // the shared product card
  'search-box': ['product-card'], // the shared product card
};
/** Exceptions to the feature rule (none since the kit moved to src/ui and wish-list shared code to src/wish-list). */
const TEMPORARY = {};

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SRC_FILES = '**/*.{ts,tsx,js,mjs}';
const rx = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A regex for the specifiers `up` levels up that enter one of `names` (`../../api/x.ts` …). */
const up = (levels) => '\\.\\./'.repeat(levels);

const NO_REACT = {
  regex: '^(react|react-dom|@xstate/react)(/|$)',
  message: 'machines/ are framework-free: no React (a feature runs the machine with @xstate/react).',
};
const DEMO = {
  regex: '^(\\.\\./)+demo/',
  message: 'src/ and machines/ never import demo/ (the demo server and site use the library, not the other way).',
};

/** no-restricted-imports for static imports and re-exports, no-restricted-syntax for the same in import(). */
function restrict(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      // esquery regexes end at the first "/", so a "/" in the pattern is written \x2F.
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

const boundaries = [
  {
    files: [`elements/${SRC_FILES}`],
    rules: restrict([
      {
        regex: '^\\.\\./(?!src/(features|internal|ui)/|src/index\\.ts$)',
        message:
          "elements/ import only src/features, src/internal (and the kit's style sheets): an element is a spec wiring a feature's view.",
      },
    ]),
  },
  { files: [`src/${SRC_FILES}`], rules: restrict([DEMO]) },
  {
    // The page's data loading sits under the features (they import it), never the other way.
    files: [`src/data/${SRC_FILES}`],
    rules: restrict([
      DEMO,
      {
        regex: '^(\\.\\./)+(features|ui|loader|elements)/|^\\.\\./index\\.ts$',
        message:
          'src/data is a layer under the features: it imports src/api, src/cache and src/internal, never a feature, the kit, the loader or an element (a feature wires its own changes in, e.g. the cart calling changed("cart")).',
      },
    ]),
  },
  ...FEATURES.map((feature) => {
    const own = [feature, ...KIT, ...SHARED, ...(TEMPORARY[feature] ?? [])];
    const indexOnly = PUBLIC_INDEX[feature] ?? [];
    const files = [`src/features/${feature}/${SRC_FILES}`];
    return {
      files,
      rules: restrict([
        {
          regex: `^${up(1)}(?!(${[...own, ...indexOnly].map(rx).join('|')})/)[^./][^/]*(/|$)`,
          message: `A feature never imports another feature (src/features/${feature} -> src/features/<other>): move what both need to the kit (src/ui), src/domain or an api/internal leaf.`,
        },
        ...(indexOnly.length
          ? [
              {
                regex: `^${up(1)}(${indexOnly.map(rx).join('|')})/(?!index\\.ts$)`,
                message: `src/features/${feature} may use ${indexOnly.join(', ')} through its public index.ts only, never its internals.`,
              },
            ]
          : []),
        {
          regex: `^${up(2)}ui/dialog\\.tsx$`,
          message:
            "Features open dialogs through the kit's LazyDialog (src/ui/lazy-dialog.tsx): the Dialog's code is then loaded on first opening, never on a page's start (docs/ui-dialog.md).",
        },
        {
          regex: `^${up(2)}(loader/|index\\.ts$)`,
          message:
            'Features import src/ui, src/api, src/data, src/internal, src/format, src/i18n, src/cache, src/validation, src/domain and machines/, not the loader or the package entry.',
        },
        {
          regex: `^${up(3)}(?!machines/)`,
          message: 'Outside src/, features import machines/ only (never elements/ or demo/).',
        },
      ]),
    };
  }),
  {
    files: [`machines/${SRC_FILES}`],
    rules: restrict([
      DEMO,
      NO_REACT,
      {
        regex: '^(\\.\\./)+src/(features|internal)/',
        message:
          'machines/ import nothing from src/features or src/internal: effects are actors supplied with .provide().',
      },
    ]),
  },
  {
    // A machine's test may drive it with the real feature code its actors wrap (the CSV parser of
    // src/features/csv-import); shipped machine code may not.
    files: ['machines/**/*.test.ts'],
    rules: restrict([
      DEMO,
      NO_REACT,
      { regex: '^(\\.\\./)+src/internal/', message: 'machines/ import nothing from src/internal.' },
    ]),
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'demo/data/',
      'locales/**/*.ts',
      'test-results/',
      'playwright-report/',
      'custom-elements.json',
      '.bench/',
      '.wtr-dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  ...boundaries,
);
