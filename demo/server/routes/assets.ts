/** Generated gift-shop logos (`/assets/giftshop/{id}.svg`) referenced by the seeded themes. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { giftShops } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

export function assetRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/giftshop/:file{[a-z0-9_.-]+\\.svg}', async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const [shop] = await c.get('db').select().from(giftShops).where(eq(giftShops.id, id)).limit(1);
    if (!shop) return c.json({ error: 'Ukendt gaveshop' }, 404);
    const fg = shop.theme?.textcolor ?? '#ffffff';
    const bg = shop.theme?.backgroundcolor ?? '#333333';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(shop.name)}">
<rect width="240" height="80" rx="12" fill="${escapeXml(bg)}"/>
<circle cx="40" cy="40" r="22" fill="none" stroke="${escapeXml(fg)}" stroke-width="4"/>
<path d="M40 22v36M22 40h36" stroke="${escapeXml(fg)}" stroke-width="4"/>
<text x="74" y="48" font-family="Georgia, serif" font-size="20" fill="${escapeXml(fg)}">${escapeXml(shop.name)}</text>
</svg>`;
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return app;
}
