/**
 * The demo site's CMS page route `/side/{id}` (the URL magic search gives CMS pages): it renders every
 * seeded page in the shared layout, links to it from the search page, and never emits database HTML raw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages } from '../../demo/server/db/schema/catalog.ts';
import { cmsBlocks } from '../../demo/server/pages/cms-page.ts';
import { API, setup, type Harness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await setup();
});
afterAll(() => h.close());

async function page(path: string): Promise<{ status: number; main: string; html: string }> {
  const res = await h.app.request(path);
  const html = await res.text();
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  return { status: res.status, main: start >= 0 && end > start ? html.slice(start, end) : '', html };
}

describe('/side/{id}', () => {
  it('renders every seeded CMS page (status 200, its title as h1, in the shared layout)', async () => {
    const rows = await h.db.select().from(cmsPages);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.url).toBe(`/side/${row.id}`);
      const { status, main, html } = await page(row.url);
      expect(status, row.url).toBe(200);
      expect(html).toContain('<shop-context');
      expect(html).toContain('class="site-header');
      expect(main).toMatch(
        new RegExp(`<h1 class="page-title">${row.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
    }
  });

  it('keeps headings, paragraphs and lists of the body, and links the parent and sub-pages', async () => {
    const levering = await page('/side/levering');
    expect(levering.main).toContain('<ul><li>Levering 1-2 hverdage</li><li>Fri fragt over 1.500 kr.</li></ul>');
    expect(levering.main).toContain('<a href="/side/kundeservice">Kundeservice</a>');
    const faq = await page('/side/faq');
    expect(faq.main).toContain('<h2>Faktura</h2><p>Erhvervskunder kan betale med faktura og EAN.</p>');
    const guide = await page('/side/gaveshop-guide');
    expect(guide.main).toContain('<ol><li>Indtast din gavekode</li>');
    const parent = await page('/side/kundeservice');
    expect(parent.main).toContain('<a href="/side/levering">Levering og fragt</a>');
  });

  it('answers unknown and malformed ids with the HTML 404 page', async () => {
    expect((await page('/side/findes-ikke')).status).toBe(404);
    const bad = await page(`/side/${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(404);
    expect(bad.html).not.toContain('<script>alert');
  });

  it('never emits database HTML raw: scripts, handlers, styles and javascript: links become text or vanish', async () => {
    await h.db.insert(cmsPages).values({
      id: 'fjendtlig',
      parentId: null,
      title: '<img src=x onerror=alert(1)>Fjendtlig',
      url: 'javascript:alert(1)',
      summary: '"><script>alert(2)</script>',
      body: [
        '<p>Før<script>alert(3)</script>efter</p>',
        '<img src=x onerror="alert(4)">',
        '<a href="javascript:alert(5)" onclick="alert(6)">klik</a>',
        '<style>body{display:none}</style>',
        '<svg onload=alert(7)><circle/></svg>',
        '<iframe src="https://evil.test"></iframe>',
        '<p>&lt;script&gt;alert(8)&lt;/script&gt;</p>',
        '<!-- <script>alert(9)</script> -->',
        '<p onmouseover="alert(10)">Tekst</p>',
        '<script>alert(11)',
      ].join(''),
    });
    const { status, main } = await page('/side/fjendtlig');
    expect(status).toBe(200);
    // No active markup: no such elements, no event-handler attributes, no javascript: URLs (the title and
    // summary may still *show* such text, escaped).
    expect(main).not.toMatch(/<(script|img|svg|iframe|style|object|embed)\b/i);
    expect(main).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(main).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
    expect(main).not.toContain('display:none');
    for (const n of [3, 7, 9, 11]) expect(main, `alert(${n})`).not.toContain(`alert(${n})`);
    // Text survives, escaped where it looks like markup.
    expect(main).toContain('<h1 class="page-title">&lt;img src=x onerror=alert(1)&gt;Fjendtlig</h1>');
    expect(main).toContain('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(main).toContain('<p>Før efter</p>');
    expect(main).toContain('klik');
    expect(main).toContain('<p>Tekst</p>');
    expect(main).not.toMatch(/<p>[^<]*<script/);
  });

  it('is linked from the search page and from magic search results', async () => {
    const magic = await h.app.request(`${API}/magicsearch?query=returnering&doctype=CMSPAGE`);
    const body = (await magic.json()) as { cmspages: { url: string }[] };
    expect(body.cmspages.map((p) => p.url)).toContain('/side/returnering');
    const search = await page('/search?query=returnering');
    expect(search.main).toContain('<a href="/side/returnering">Returnering og reklamation</a>');
    expect(search.main).toContain('Sider');
    // Page 2 of products shows no CMS block; a search without CMS hits neither.
    expect((await page('/search?query=zzqqxxyy')).main).not.toContain('cms-hits');
  });
});

describe('cmsBlocks', () => {
  it('reads blocks as text', () => {
    expect(
      cmsBlocks(
        '<h2>A &amp; B</h2><p>Et <strong>fedt</strong> ord</p><ul><li>1</li><li>2</li></ul><ol><li>x</li></ol>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'A & B' },
      { kind: 'paragraph', text: 'Et fedt ord' },
      { kind: 'item', ordered: false, text: '1' },
      { kind: 'item', ordered: false, text: '2' },
      { kind: 'item', ordered: true, text: 'x' },
    ]);
  });

  it('drops script-like content and never returns angle brackets', () => {
    const blocks = cmsBlocks('<p>a<script>x</script>b</p><p>&lt;b&gt;c</p><p>d <e</p><template><p>t</p></template>');
    expect(blocks.map((b) => b.text)).toEqual(['a b', 'b c', 'd']);
    for (const b of blocks) expect(b.text).not.toMatch(/[<>]/);
    expect(cmsBlocks('')).toEqual([]);
  });
});
