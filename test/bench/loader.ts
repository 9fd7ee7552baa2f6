/**
 * The loader at 60 elements (part of `npm run bench`; alone: `npx tsx test/bench/loader.ts` after `npm run build`).
 *
 * From the built dist/loader.js: its element map (src/loader/map.ts) is read back and grown to 60 tags — the real
 * ones plus synthetic tags named like the coming elements, each with a real tag's entry and chunks — and written into
 * a copy of the loader. Reported: that loader's gzip size (budget 1,536 B) and its request waterfall depth in
 * headless Chromium with all 60 tags on one page (budget 2: the page's module script is 1, everything the loader
 * requests — element entries and every chunk they import statically — must be 2; a chunk the browser discovers
 * only by parsing another one would be 3). test/unit/loader-60.test.ts holds the same figures to their budgets.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { packGraph, unpackGraph, type ElementGraph } from '../../src/loader/map.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../ensure-chromium.mjs';
import { DIST, gzipSize } from '../size/budgets.ts';
import { runWhenMain, type Row } from './demo-server.ts';

export const LOADER_BUDGET = 1536;
export const TAG_COUNT = 60;
/** The page's module script is depth 1; what it requests is depth 2. */
export const DEPTH_BUDGET = 2;

/** Names for the elements the next issues add (management area, storefront, search), used for the synthetic tags. */
const COMING = [
  'gift-shop-admin',
  'gift-shop-orders',
  'gift-shop-settings',
  'gift-shop-theme',
  'gift-code-table',
  'gift-code-import',
  'recipient-list',
  'recipient-import',
  'order-history',
  'order-details',
  'invoice-list',
  'address-book',
  'delivery-picker',
  'date-range-field',
  'product-search',
  'search-results',
  'search-filters',
  'search-suggest',
  'category-nav',
  'mega-menu',
  'breadcrumb-trail',
  'product-slider',
  'product-card',
  'product-grid',
  'product-gallery',
  'product-variants',
  'stock-status',
  'price-table',
  'recently-viewed',
  'compare-products',
  'language-picker',
  'currency-picker',
  'newsletter-signup',
  'store-locator',
  'review-summary',
  'review-list',
  'quick-order',
  'reorder-button',
  'budget-overview',
  'approval-queue',
  'user-admin',
  'cost-centers',
];

export interface Loader60 {
  /** The generated loader's source. */
  code: string;
  gzip: number;
  /** Every tag of the generated map (real first). */
  tags: string[];
  /** Synthetic tag -> the real tag whose entry it serves. */
  synthetic: Record<string, string>;
  /** dist/ path a synthetic tag's entry is served from (its model's). */
  served: Record<string, string>;
  graph: ElementGraph;
}

/** The packed map inside a built loader: the one string literal that unpacks to chunks and tags that exist in dist/. */
export function readMap(code: string, dist = DIST): { literal: string; graph: ElementGraph } {
  for (const [literal] of code.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    const packed = JSON.parse(literal) as string;
    if (!packed.includes('/')) continue;
    const graph = unpackGraph(packed);
    const tags = Object.keys(graph.tags);
    const exists = (file: string): boolean => {
      try {
        readFileSync(join(dist, file));
        return true;
      } catch {
        return false;
      }
    };
    if (
      tags.length &&
      tags.every((t) => exists(`elements/${t}.js`)) &&
      graph.chunks.every((c) => exists(`chunks/${c.name}.js`))
    ) {
      return { literal, graph };
    }
  }
  throw new Error('no element map found in dist/loader.js');
}

export function loader60(dist = DIST): Loader60 {
  const original = readFileSync(join(dist, 'loader.js'), 'utf8');
  const { literal, graph } = readMap(original, dist);
  const real = Object.keys(graph.tags);
  const synthetic: Record<string, string> = {};
  const served: Record<string, string> = {};
  const tags = { ...graph.tags };
  for (const [i, tag] of COMING.filter((t) => !(t in tags))
    .slice(0, TAG_COUNT - real.length)
    .entries()) {
    const like = real[i % real.length]!;
    synthetic[tag] = like;
    // Like a real element, its code is in its entry (served from `like`'s), which imports what `like`'s does.
    served[`elements/${tag}.js`] = `elements/${like}.js`;
    tags[tag] = graph.tags[like]!;
  }
  if (Object.keys(tags).length !== TAG_COUNT)
    throw new Error(`expected ${TAG_COUNT} tags, made ${Object.keys(tags).length}`);
  const grown: ElementGraph = { ...graph, tags };
  const code = original.replace(literal, () => JSON.stringify(packGraph(grown)));
  return { code, gzip: gzipSize(code), tags: Object.keys(tags), synthetic, served, graph: grown };
}

export interface Waterfall {
  /** Longest chain of requests among the files the page's elements need (page script = 1). */
  depth: number;
  /** Files the tags need statically (entries and chunks) that were requested, and how many they are. */
  requested: number;
  expected: number;
  /** Needed files requested at a depth over the budget, with the file that led to them. */
  late: string[];
}

/** Loads a page with every tag of `loader` in headless Chromium and measures the request chain depth. */
export async function measureWaterfall(loader: Loader60, dist = DIST): Promise<Waterfall> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') {
      res.setHeader('content-type', 'text/html');
      const body = loader.tags.map((t) => `<${t}></${t}>`).join('');
      res.end(
        `<!doctype html><html lang="en"><head><title>60 elements</title><script type="module" src="/js/loader.js"></script></head><body>${body}</body></html>`,
      );
      return;
    }
    let file = path.replace(/^\/js\//, '');
    if (file === 'loader.js') {
      res.setHeader('content-type', 'text/javascript');
      res.end(loader.code);
      return;
    }
    file = loader.served[file] ?? file;
    try {
      const bytes = readFileSync(join(dist, file));
      res.setHeader('content-type', 'text/javascript');
      res.end(bytes);
    } catch {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    /** URL -> the URL that caused its request (the document for the parser). */
    const parent = new Map<string, string>();
    cdp.on(
      'Network.requestWillBeSent',
      (event: { request: { url: string }; initiator: { type: string; url?: string; stack?: StackTrace } }) => {
        const by = event.initiator.url ?? firstFrameUrl(event.initiator.stack) ?? `${origin}/`;
        if (!parent.has(event.request.url)) parent.set(event.request.url, by);
      },
    );
    await page.goto(`${origin}/`);
    await page.waitForFunction((n) => window.butikElements?.tags.length === n, loader.tags.length);
    await page.waitForLoadState('networkidle');
    const depthOf = (url: string, seen = new Set<string>()): number => {
      if (url === `${origin}/` || seen.has(url)) return 0;
      seen.add(url);
      return 1 + depthOf(parent.get(url) ?? `${origin}/`, seen);
    };
    const needed = neededFiles(loader).map((f) => `${origin}/js/${f}`);
    const requested = needed.filter((url) => parent.has(url));
    const depth = Math.max(0, ...requested.map((url) => depthOf(url)));
    const late = requested
      .filter((url) => depthOf(url) > DEPTH_BUDGET)
      .map((url) => `${url} (after ${parent.get(url)})`);
    return { depth, requested: requested.length, expected: needed.length, late };
  } finally {
    await browser.close();
    server.close();
  }
}

interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
function firstFrameUrl(stack: StackTrace | undefined): string | undefined {
  for (let s = stack; s; s = s.parent) {
    const url = s.callFrames.find((f) => f.url)?.url;
    if (url) return url;
  }
  return undefined;
}

/** Every file the tags need before they can be defined: their entries and the chunks those import statically. */
function neededFiles({ graph }: Loader60): string[] {
  const chunks = new Set<number>();
  const walk = (imports: number[]): void => {
    for (const i of imports) {
      if (chunks.has(i)) continue;
      chunks.add(i);
      walk(graph.chunks[i]!.imports);
    }
  };
  for (const imports of Object.values(graph.tags)) walk(imports);
  return [
    ...Object.keys(graph.tags).map((t) => `elements/${t}.js`),
    ...[...chunks].map((i) => `chunks/${graph.chunks[i]!.name}.js`),
  ];
}

export async function run(): Promise<Row[]> {
  const original = gzipSize(readFileSync(join(DIST, 'loader.js')));
  const loader = loader60();
  const real = loader.tags.length - Object.keys(loader.synthetic).length;
  const waterfall = await measureWaterfall(loader);
  return [
    { metric: `loader.js as built (${real} elements), gzip`, value: original, unit: 'B', budget: '', ok: '' },
    {
      metric: `loader.js with a generated ${TAG_COUNT}-element map (${loader.graph.chunks.length} chunks), gzip`,
      value: loader.gzip,
      unit: 'B',
      budget: LOADER_BUDGET,
      ok: loader.gzip <= LOADER_BUDGET,
    },
    {
      metric: `${TAG_COUNT}-element page: request waterfall depth (page script = 1; ${waterfall.requested}/${waterfall.expected} needed files requested)${waterfall.late.length ? `; late: ${waterfall.late.join(', ')}` : ''}`,
      value: waterfall.depth,
      unit: '',
      budget: DEPTH_BUDGET,
      ok: waterfall.depth <= DEPTH_BUDGET && waterfall.requested === waterfall.expected,
    },
  ];
}

runWhenMain(import.meta.url, run);
