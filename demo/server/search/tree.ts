// Category tree and navigation tree read from the database (small tables, loaded whole per request).
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, cmsPages, navigationNodes, products } from '../db/schema/catalog.ts';
import type { Category, NavigationChild } from '../../../src/api/schemas/index.ts';

interface CatNode {
  id: string;
  name: string;
  parentId: string | null;
  childIds: string[];
  productcount: number;
}

async function loadCategoryTree(db: Db): Promise<Map<string, CatNode>> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.name)),
    db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const nodes = new Map<string, CatNode>();
  for (const r of rows)
    nodes.set(r.id, { id: r.id, name: r.name, parentId: r.parentId, childIds: [], productcount: 0 });
  for (const r of rows) if (r.parentId) nodes.get(r.parentId)?.childIds.push(r.id);
  for (const c of counts) {
    // add the direct count to the category and all its ancestors
    let node = nodes.get(c.categoryId);
    while (node) {
      node.productcount += Number(c.n);
      node = node.parentId ? nodes.get(node.parentId) : undefined;
    }
  }
  return nodes;
}

function categoryJson(nodes: Map<string, CatNode>, node: CatNode, withChildren: boolean): Category {
  const json: Category = {
    id: node.id,
    name: node.name,
    url: `/category/${node.id}`,
    image: `/images/categories/${node.id}.svg`,
    productcount: node.productcount,
    haschildren: node.childIds.length > 0,
    parentid: node.parentId,
  };
  if (withChildren) {
    json.children = node.childIds
      .map((id) => nodes.get(id))
      .filter((n): n is CatNode => n !== undefined)
      .map((n) => categoryJson(nodes, n, false));
  }
  return json;
}

/** Children of a category (root when `id` is empty) and the category itself as `parent`; null when unknown. */
export async function categoryChildren(
  db: Db,
  id: string | undefined,
  expand: boolean,
): Promise<{ children: Category[]; parent: Category | null } | null> {
  const nodes = await loadCategoryTree(db);
  let parent: CatNode | null = null;
  let childIds: string[];
  if (id) {
    parent = nodes.get(id) ?? null;
    if (!parent) return null;
    childIds = parent.childIds;
  } else {
    childIds = [...nodes.values()].filter((n) => n.parentId === null).map((n) => n.id);
  }
  const children = childIds
    .map((cid) => nodes.get(cid))
    .filter((n): n is CatNode => n !== undefined)
    .map((n) => categoryJson(nodes, n, expand));
  return { children, parent: parent ? categoryJson(nodes, parent, false) : null };
}

/** Navigation children of a node (root when `id` is empty), each with its whole subtree; null when unknown. */
export async function navigationChildren(db: Db, id: string | undefined): Promise<NavigationChild[] | null> {
  const rows = await db
    .select()
    .from(navigationNodes)
    .orderBy(asc(navigationNodes.sortOrder), asc(navigationNodes.title));
  if (id && !rows.some((r) => r.id === id)) return null;
  const byParent = new Map<string | null, typeof rows>();
  for (const r of rows) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId: string | null, depth: number): NavigationChild[] =>
    depth > 10
      ? []
      : (byParent.get(parentId) ?? []).map((r) => ({ link: r.link, title: r.title, children: build(r.id, depth + 1) }));
  return build(id || null, 0);
}

/** Custom content blocks: `{ pageId: bodyHtml }` for the CMS pages flagged custom (all, or those in `keys`). */
export async function customContent(db: Db, keys: string[] | undefined): Promise<Record<string, string>> {
  const rows = keys?.length
    ? await db.select({ id: cmsPages.id, body: cmsPages.body }).from(cmsPages).where(inArray(cmsPages.id, keys))
    : await db.select({ id: cmsPages.id, body: cmsPages.body }).from(cmsPages).where(eq(cmsPages.custom, true));
  const out: Record<string, string> = {};
  for (const r of rows.sort((a, b) => a.id.localeCompare(b.id))) out[r.id] = r.body;
  return out;
}
