/**
 * `/side/{id}` — a CMS page (the URL magic search gives CMS pages, `cms_pages.url`), server-rendered in the
 * shared layout: breadcrumb through its parent page, title, summary, body and links to its sub-pages.
 *
 * The body is HTML from the database. It is never emitted raw: `cmsBlocks()` reads it as a sequence of
 * blocks (headings, paragraphs, list items) of plain text, and the page renders each block's text through
 * hono's `html` template, which escapes it. Tags, attributes, scripts and styles from the database can
 * therefore never reach the document — at worst markup the reader does not know becomes plain text.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { cmsPages } from '../db/schema/catalog.ts';
import type { AppEnv } from '../env.ts';
import { isValidId } from './components.ts';
import { breadcrumb, html, type Html } from './layout.ts';
import { renderNotFound, renderPage } from './page.ts';

type CmsRow = typeof cmsPages.$inferSelect;

/** One block of a CMS body: its kind and its text (plain text, escaped on output). */
export interface CmsBlock {
  kind: 'heading' | 'paragraph' | 'item';
  /** Ordered-list items carry their number. */
  ordered?: boolean;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1]?.toLowerCase() === 'x' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[ent.toLowerCase()] ?? whole;
  });
}

/**
 * Reads an HTML fragment as text blocks. Content of script, style, template, iframe, object, svg and math
 * elements (and comments) is dropped; every other tag only separates blocks. The result is text only.
 */
export function cmsBlocks(fragment: string): CmsBlock[] {
  const cleaned = fragment
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(
      /<(script|style|template|iframe|object|embed|svg|math|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi,
      ' ',
    );
  const blocks: CmsBlock[] = [];
  let kind: CmsBlock['kind'] = 'paragraph';
  let ordered = false;
  const listStack: boolean[] = [];
  let buffer = '';
  const flush = (): void => {
    const text = decodeEntities(buffer.replace(/<[^>]*>?/g, ' '))
      .replace(/[<>]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push(kind === 'item' ? { kind, ordered, text } : { kind, text });
    buffer = '';
  };
  const tagPattern = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  for (let m = tagPattern.exec(cleaned); m; m = tagPattern.exec(cleaned)) {
    buffer += cleaned.slice(last, m.index);
    last = m.index + m[0].length;
    const name = (m[1] ?? '').toLowerCase();
    const closing = m[0].startsWith('</');
    if (/^(p|div|section|article|blockquote|br|hr|h[1-6]|li|ul|ol|tr|td|th|dd|dt|table)$/.test(name)) {
      flush();
      if (name === 'ul' || name === 'ol') {
        if (closing) listStack.pop();
        else listStack.push(name === 'ol');
      }
      if (!closing && /^h[1-6]$/.test(name)) kind = 'heading';
      else if (!closing && name === 'li') {
        kind = 'item';
        ordered = listStack[listStack.length - 1] ?? false;
      } else kind = 'paragraph';
    }
  }
  buffer += cleaned.slice(last);
  flush();
  return blocks;
}

/** Renders blocks: headings as h2, runs of items as ul/ol, the rest as paragraphs. */
function renderBlocks(blocks: CmsBlock[]): Html {
  const out: Html[] = [];
  for (let i = 0; i < blocks.length;) {
    const block = blocks[i];
    if (!block) break;
    if (block.kind === 'item') {
      const run: CmsBlock[] = [];
      while (blocks[i]?.kind === 'item' && blocks[i]?.ordered === block.ordered) run.push(blocks[i++] as CmsBlock);
      const items = run.map((b) => html`<li>${b.text}</li>`);
      out.push(block.ordered ? html`<ol>${items}</ol>` : html`<ul>${items}</ul>`);
      continue;
    }
    out.push(block.kind === 'heading' ? html`<h2>${block.text}</h2>` : html`<p>${block.text}</p>`);
    i++;
  }
  return html`${out}`;
}

/** The page's own address (never a URL taken from the database, which could be `javascript:`). */
export const cmsHref = (id: string): string => `/side/${encodeURIComponent(id)}`;

async function loadPage(db: Db, id: string): Promise<CmsRow | undefined> {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  return row;
}

export async function cmsPage(c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param('id') ?? '';
  if (!isValidId(id)) return renderNotFound(c);
  const db = c.get('db');
  const page = await loadPage(db, id);
  if (!page) return renderNotFound(c);
  const [parent, children] = await Promise.all([
    page.parentId ? loadPage(db, page.parentId) : Promise.resolve(undefined),
    db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.parentId, page.id))
      .orderBy(asc(cmsPages.sortOrder), asc(cmsPages.title)),
  ]);
  return renderPage(c, {
    title: page.title,
    bodyClass: 'page-cms',
    ...(page.summary ? { description: page.summary } : {}),
    content: html`<div class="container container--narrow">
      ${breadcrumb([
        { label: 'Forside', href: '/' },
        ...(parent ? [{ label: parent.title, href: cmsHref(parent.id) }] : []),
        { label: page.title },
      ])}
      <article class="cms">
        <header class="page-head">
          <h1 class="page-title">${page.title}</h1>
          ${page.summary ? html`<p class="page-lead">${page.summary}</p>` : ''}
        </header>
        <div class="cms__body">${renderBlocks(cmsBlocks(page.body))}</div>
      </article>
      ${
        children.length
          ? html`<section class="section" aria-labelledby="cms-children-heading">
            <h2 id="cms-children-heading" class="section__title">Læs også</h2>
            <ul class="cms__children">
              ${children.map((child) => html`<li><a href="${cmsHref(child.id)}">${child.title}</a>${child.summary ? html` <span class="muted">– ${child.summary}</span>` : ''}</li>`)}
            </ul>
          </section>`
          : ''
      }
    </div>`,
  });
}
