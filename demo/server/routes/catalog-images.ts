// Locally generated SVG images (no downloads): products, categories, CMS pages, icons and named images.
//   GET /images/products/{id}.svg, /images/products/{id}-2.svg (secondary/hover image)
//   GET /images/categories/{id}.svg, /images/cms/{id}.svg, /images/icons/{name}.svg, /images/{name}.svg
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { categories, cmsPages, products } from '../db/schema/catalog.ts';
import { CATEGORY_TREE, ICONS } from '../seed/catalog-data.ts';
import { hashString } from '../seed/random.ts';

type ImageEnv = { Variables: { db: Db } };

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Category id (any level) -> colour of its top-level category. */
const CATEGORY_COLOUR = new Map<string, string>();
for (const top of CATEGORY_TREE) {
  CATEGORY_COLOUR.set(top.id, top.colour);
  for (const mid of top.mids) {
    CATEGORY_COLOUR.set(mid.id, top.colour);
    for (const leaf of mid.leaves) CATEGORY_COLOUR.set(leaf.id, top.colour);
  }
}

const ACCENTS = ['#ffd33d', '#ffffff', '#79c0ff', '#56d364', '#ffa198', '#d2a8ff'];

export function initials(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 400x300 picture: coloured background, shapes derived from `seed`, initials and an optional caption. */
export function pictureSvg(opts: {
  label: string;
  caption?: string;
  colour: string;
  seed: string;
  variant?: number;
}): string {
  const h = hashString(opts.seed);
  const accent = ACCENTS[h % ACCENTS.length] as string;
  const variant = opts.variant ?? 1;
  const cx = 120 + (h % 160);
  const cy = 90 + ((h >>> 8) % 120);
  const r = 50 + ((h >>> 16) % 60);
  const shapes =
    variant === 2
      ? `<rect x="${cx - r}" y="${cy - r / 2}" width="${r * 2}" height="${r}" rx="16" fill="${accent}" opacity="0.35" transform="rotate(${h % 40} ${cx} ${cy})"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" opacity="0.35"/><polygon points="${400 - cx},40 ${440 - cx},120 ${360 - cx},120" fill="#ffffff" opacity="0.25"/>`;
  const caption = opts.caption
    ? `<text x="200" y="270" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="18" fill="#ffffff">${escapeXml(opts.caption.slice(0, 40))}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(opts.caption ?? opts.label)}">
<rect width="400" height="300" fill="${escapeXml(opts.colour)}"/>
${shapes}
<text x="200" y="${opts.caption ? 175 : 185}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(opts.label)}</text>
${caption}
</svg>`;
}

export function iconSvg(title: string, seed: string): string {
  const colour = ['#1a7f37', '#1f6feb', '#8250df', '#9a6700', '#cf222e'][hashString(seed) % 5] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${escapeXml(title)}">
<circle cx="24" cy="24" r="22" fill="${colour}"/>
<text x="24" y="30" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff">${escapeXml(initials(title))}</text>
</svg>`;
}

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const FILE = '{[A-Za-z0-9_.-]+\\.svg}';

/** Hono sub-app for `/images`. */
export function imageRoutes(): Hono<ImageEnv> {
  const app = new Hono<ImageEnv>();
  const notFound = { error: 'Image not found' };

  app.get(`/products/:file${FILE}`, async (c) => {
    const m = /^(.+?)(?:-(2))?\.svg$/.exec(c.req.param('file'));
    const id = m?.[1] ?? '';
    const [p] = await c
      .get('db')
      .select({ name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    if (!p) return c.json(notFound, 404);
    const svg = pictureSvg({
      label: initials(p.name),
      caption: p.name,
      colour: CATEGORY_COLOUR.get(p.categoryId) ?? '#57606a',
      seed: id,
      variant: m?.[2] ? 2 : 1,
    });
    return c.body(svg, 200, SVG_HEADERS);
  });

  app.get(`/categories/:file${FILE}`, async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const [cat] = await c
      .get('db')
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1);
    if (!cat) return c.json(notFound, 404);
    return c.body(
      pictureSvg({
        label: initials(cat.name),
        caption: cat.name,
        colour: CATEGORY_COLOUR.get(id) ?? '#57606a',
        seed: id,
      }),
      200,
      SVG_HEADERS,
    );
  });

  app.get(`/cms/:file${FILE}`, async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const [page] = await c
      .get('db')
      .select({ title: cmsPages.title })
      .from(cmsPages)
      .where(eq(cmsPages.id, id))
      .limit(1);
    if (!page) return c.json(notFound, 404);
    return c.body(
      pictureSvg({ label: initials(page.title), caption: page.title, colour: '#24292f', seed: id, variant: 2 }),
      200,
      SVG_HEADERS,
    );
  });

  app.get(`/icons/:file${FILE}`, (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    const icon = ICONS.find((i) => i.name === name);
    if (!icon) return c.json(notFound, 404);
    return c.body(iconSvg(icon.title, name), 200, SVG_HEADERS);
  });

  // Any other name: a neutral placeholder picture (banners, slideshow, logos on demo pages).
  app.get(`/:file${FILE}`, (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    const caption = name.replace(/[-_.]+/g, ' ');
    return c.body(pictureSvg({ label: initials(caption), caption, colour: '#0969da', seed: name }), 200, SVG_HEADERS);
  });

  return app;
}
