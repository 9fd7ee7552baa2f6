// Catalogue search in Postgres itself: full-text (danish configuration, websearch syntax plus prefix
// matching) OR trigram word similarity (pg_trgm, for typos such as "kuglepn"), ranked; facets with counts.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { categories, cmsPages, products, searchWords } from '../db/schema/catalog.ts';

export const MAX_QUERY_LENGTH = 200;

export type SortField = 'relevance' | 'name' | 'price' | 'popularity' | 'newest' | 'sku';
export interface SortKey {
  field: SortField;
  direction: 'asc' | 'desc';
}

export interface ProductSearchOptions {
  query?: string;
  /** brand ids or names */
  brands?: string[];
  /** category ids or names, any level (descendants included) */
  categories?: string[];
  /** product ids */
  ids?: string[];
  /** gift shop ids: products of their assortment */
  giftshops?: string[];
  skus?: string[];
  sort?: SortKey;
  limit: number;
  offset?: number;
  /** trigram typo matching (default true) */
  fuzzy?: boolean;
  /** facets to count */
  facets?: Array<'brand' | 'category'>;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** One hit: enough for lists of names (magic search, suggestions); full JSON via productsByIds. */
export interface ProductHit {
  id: string;
  name: string;
  image: string | null;
}

export interface ProductSearchResult {
  hits: ProductHit[];
  total: number;
  facets: Array<{ name: 'brand' | 'category'; values: FacetCount[] }>;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Control characters (NUL is refused by Postgres text) become spaces; trimmed and capped. */
export function cleanQuery(query: string): string {
  return query.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** Words of a query (letters and digits only), lowercased, at most 10. */
export function queryTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/** `word:* & word2:*` for to_tsquery (terms contain only letters/digits, so nothing needs escaping). */
export function prefixTsQuery(terms: string[]): string {
  return terms.map((t) => `${t}:*`).join(' & ');
}

interface MatchParts {
  where: SQL;
  rank: SQL;
}

/** websearch syntax in the query (quotes, `-word`, `or`): then no prefix matching, so exclusions hold. */
const WEBSEARCH_OPERATORS = /["]|(^|\s)-\S|\sor\s/i;

/**
 * Full-text match: websearch_to_tsquery (phrases, -exclusions, stemming with the danish configuration)
 * OR every term as a prefix (`kaffeb` -> Kaffebønner while typing).
 */
function ftsMatch(query: string, search: SQL): MatchParts | null {
  const q = cleanQuery(query);
  const terms = queryTerms(q);
  if (terms.length === 0) return null;
  const web = sql`websearch_to_tsquery('danish'::regconfig, ${q})`;
  if (WEBSEARCH_OPERATORS.test(q)) {
    return { where: sql`(${search} @@ ${web})`, rank: sql`ts_rank_cd(${search}, ${web})` };
  }
  const pre = sql`to_tsquery('danish'::regconfig, ${prefixTsQuery(terms)})`;
  return {
    where: sql`(${search} @@ ${web} OR ${search} @@ ${pre})`,
    rank: sql`(ts_rank_cd(${search}, ${web}) * 2 + ts_rank_cd(${search}, ${pre}))`,
  };
}

/** Trigram word similarity (pg_trgm `<%`, GIN gin_trgm_ops index) for typos: "kuglepn" ~ "Kuglepen". */
function trigramMatch(query: string, column: SQL): MatchParts | null {
  const joined = queryTerms(query).join(' ');
  if (joined.length < 3) return null;
  return { where: sql`(${joined} <% ${column})`, rank: sql`word_similarity(${joined}, ${column})` };
}

/**
 * Minimum trigram similarity for a typo correction: one dropped or swapped letter scores about 0.44-0.8
 * ("rødin" -> "rødvin" 0.44, "kuglepn" -> "kuglepen" 0.55), while unrelated words sharing an ending stay
 * below ("levering" -> "arkivering" 0.33).
 */
export const CORRECTION_MIN_SIMILARITY = 0.4;

/**
 * Terms corrected to the most similar words of `search_words` (pg_trgm `%` on the trigram index, then
 * similarity >= CORRECTION_MIN_SIMILARITY); null when no term changed.
 */
export async function correctTerms(db: Db, terms: string[]): Promise<string[] | null> {
  const candidates = terms.filter((t) => t.length >= 3);
  if (candidates.length === 0) return null;
  const values = sql.join(
    candidates.map((t, i) => sql`(${i}::int, ${t}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ term: string; fix: string | null }>(
    db,
    sql`SELECT t.term, (SELECT w.word FROM ${searchWords} w
                          WHERE w.word % t.term AND similarity(w.word, t.term) >= ${CORRECTION_MIN_SIMILARITY}
                          ORDER BY similarity(w.word, t.term) DESC, w.frequency DESC, w.word LIMIT 1) AS fix
        FROM (VALUES ${values}) AS t(i, term) ORDER BY t.i`,
  );
  const fixes = new Map(rows.map((r) => [r.term, r.fix]));
  let changed = false;
  const out = terms.map((t) => {
    const fix = fixes.get(t);
    if (fix && fix !== t) {
      changed = true;
      return fix;
    }
    return t;
  });
  return changed ? out : null;
}

/** Rebuilds `search_words` from product names, brand and category names (after seeding or imports). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.delete(searchWords);
  await db.execute(sql`INSERT INTO ${searchWords} (word, frequency)
    SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple''::regconfig, name || '' '' || keywords) FROM products')
    WHERE length(word) >= 3 AND word !~ '^[0-9]'`);
}

/** Full-text OR trigram (for the small category and CMS tables). */
function textMatch(query: string, search: SQL, trgmColumn: SQL, fuzzy: boolean): MatchParts | null {
  const fts = ftsMatch(query, search);
  const trgm = fuzzy ? trigramMatch(query, trgmColumn) : null;
  if (!fts || !trgm) return fts ?? trgm;
  return { where: sql`(${fts.where} OR ${trgm.where})`, rank: sql`(${fts.rank} + ${trgm.rank})` };
}

/** Category ids of `values` (ids or names) and all their descendants (resolved first, so the
 * product query gets a plain id list the planner can match against the category index). */
async function categorySubtree(db: Db, values: string[]): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE sub(id) AS (
      SELECT c.id FROM ${categories} c WHERE c.id IN ${values} OR c.name IN ${values}
      UNION SELECT c2.id FROM ${categories} c2 JOIN sub ON c2.parent_id = sub.id
    ) SELECT id FROM sub`,
  );
  return rows.map((r) => r.id);
}

function orderBy(sort: SortKey, hasQuery: boolean): SQL {
  const dir = sql.raw(sort.direction === 'asc' ? 'ASC' : 'DESC');
  switch (sort.field) {
    case 'name':
      return sql`p.name ${dir}, p.id ASC`;
    case 'price':
      return sql`p.price_ex_vat ${dir}, p.id ASC`;
    case 'popularity':
      return sql`p.popularity ${dir}, p.id ASC`;
    case 'newest':
      // "newest first" is the natural reading; direction asc gives oldest first
      return sql`p.created_at ${dir}, p.id ASC`;
    case 'sku':
      return sql`p.sku ${dir}`;
    case 'relevance':
    default:
      return hasQuery ? sql`rank DESC, p.popularity DESC, p.id ASC` : sql`p.popularity DESC, p.id ASC`;
  }
}

/**
 * Products matching the options: one page of rows, the total and the requested facets.
 * A text query is matched with full text first; only when that finds nothing (and `fuzzy`, the default)
 * is it matched by trigram similarity, so typos still find products without slowing every search.
 */
export async function searchProducts(db: Db, opts: ProductSearchOptions): Promise<ProductSearchResult> {
  const fuzzy = opts.fuzzy ?? true;
  const q = opts.query?.trim() ?? '';
  const emptyResult = (): ProductSearchResult => ({
    hits: [],
    total: 0,
    facets: (opts.facets ?? []).map((name) => ({ name, values: [] })),
  });

  const filters: SQL[] = [];
  if (opts.ids?.length) filters.push(sql`p.id IN ${opts.ids}`);
  if (opts.skus?.length) filters.push(sql`p.sku IN ${opts.skus}`);
  if (opts.giftshops?.length) {
    filters.push(
      sql`p.id IN (SELECT jsonb_array_elements_text(g.products) FROM gift_shops g WHERE g.id IN ${opts.giftshops})`,
    );
  }
  const brandFilter = opts.brands?.length
    ? sql`p.brand_id IN (SELECT b.id FROM brands b WHERE b.id IN ${opts.brands} OR b.name IN ${opts.brands})`
    : null;
  let categoryFilter: SQL | null = null;
  if (opts.categories?.length) {
    const ids = await categorySubtree(db, opts.categories);
    if (ids.length === 0) return emptyResult();
    categoryFilter = sql`p.category_id IN ${ids}`;
  }
  const listFilters = filters.length > 0 || brandFilter !== null || categoryFilter !== null;
  const whereOf = (parts: Array<SQL | null>): SQL => {
    const all = parts.filter((x): x is SQL => x !== null);
    return all.length ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
  };
  const sort: SortKey = opts.sort ?? { field: 'relevance', direction: 'desc' };
  const offset = opts.offset ?? 0;

  const page = async (match: MatchParts | null): Promise<{ hits: ProductHit[]; total: number }> => {
    const where = whereOf([match?.where ?? null, ...filters, brandFilter, categoryFilter]);
    // The hits' names and first images come with the page (one round trip, not a second look-up by id). Without
    // list filters (the search box, suggestions) the SQL text takes a few forms only: a prepared statement.
    const rows = await queryRows<ProductHit & { total_count: string | number }>(
      db,
      sql`SELECT p.id, p.name, p.images->>0 AS image, ${match?.rank ?? sql`0`} AS rank, count(*) OVER () AS total_count
          FROM ${products} p ${where}
          ORDER BY ${orderBy(sort, match !== null)}
          LIMIT ${opts.limit} OFFSET ${offset}`,
      listFilters ? undefined : 'search_page',
    );
    if (rows.length > 0) {
      const hits = rows.map(({ id, name, image }) => ({ id, name, image }));
      return { hits, total: Number(rows[0]?.total_count ?? 0) };
    }
    if (offset === 0) return { hits: [], total: 0 };
    const c = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${products} p ${where}`);
    return { hits: [], total: Number(c[0]?.n ?? 0) };
  };

  let match: MatchParts | null = null;
  let result: { hits: ProductHit[]; total: number };
  if (q) {
    const fts = ftsMatch(q, sql.raw('p.search'));
    const trgm = fuzzy ? trigramMatch(q, sql.raw('p.name')) : null;
    if (!fts && !trgm) return emptyResult();
    match = fts ?? trgm;
    result = await page(match);
    if (result.total === 0 && fuzzy) {
      // typo: correct each term to the most similar known word (trigram similarity), search again
      const corrected = await correctTerms(db, queryTerms(q));
      const fixedFts = corrected ? ftsMatch(corrected.join(' '), sql.raw('p.search')) : null;
      if (fixedFts) {
        match = fixedFts;
        result = await page(match);
      }
      if (result.total === 0 && trgm) {
        // last resort: trigram word similarity against the product names themselves
        match = trgm;
        result = await page(match);
      }
    }
    if (result.total === 0) return emptyResult();
  } else {
    result = await page(null);
  }

  const facets: ProductSearchResult['facets'] = [];
  const wanted = opts.facets ?? [];
  if (wanted.length > 0) {
    // Both facets count within the category selection (the category facet drills down into it);
    // the brand facet ignores the brand selection so the other brands stay selectable.
    const parts: SQL[] = [];
    if (wanted.includes('brand')) {
      parts.push(sql`SELECT 'brand' AS facet, b.id AS value, b.name AS label, count(*)::int AS count
        FROM m p JOIN brands b ON b.id = p.brand_id GROUP BY b.id, b.name`);
    }
    if (wanted.includes('category')) {
      parts.push(sql`SELECT 'category' AS facet, c.id AS value, c.name AS label, count(*)::int AS count
        FROM m p JOIN categories c ON c.id = p.category_id ${whereOf([brandFilter])} GROUP BY c.id, c.name`);
    }
    const counts = await queryRows<{ facet: 'brand' | 'category'; value: string; label: string; count: number }>(
      db,
      sql`WITH m AS MATERIALIZED (SELECT p.brand_id, p.category_id FROM ${products} p ${whereOf([match?.where ?? null, ...filters, categoryFilter])})
          ${sql.join(parts, sql` UNION ALL `)}
          ORDER BY facet, count DESC, label ASC`,
    );
    for (const name of wanted) {
      const selected = new Set(name === 'brand' ? (opts.brands ?? []) : (opts.categories ?? []));
      facets.push({
        name,
        values: counts
          .filter((c) => c.facet === name)
          .map((c) => ({
            value: c.value,
            label: c.label,
            count: Number(c.count),
            selected: selected.has(c.value) || selected.has(c.label),
          })),
      });
    }
  }

  return { hits: result.hits, total: result.total, facets };
}

export interface DocHit {
  id: string;
  title: string;
  url: string;
  image: string | null;
}

/** Categories matching a query: hits (one page) and total. */
export async function searchCategories(
  db: Db,
  query: string,
  limit: number,
  offset = 0,
): Promise<{ hits: DocHit[]; total: number }> {
  const match = textMatch(query, sql.raw('c.search'), sql.raw('c.name'), true);
  if (!match) return { hits: [], total: 0 };
  const rows = await queryRows<{ id: string; name: string; total_count: string | number }>(
    db,
    sql`SELECT c.id, c.name, count(*) OVER () AS total_count FROM ${categories} c
        WHERE ${match.where} ORDER BY ${match.rank} DESC, c.level ASC, c.name ASC LIMIT ${limit} OFFSET ${offset}`,
    'search_categories',
  );
  const total = rows.length
    ? Number(rows[0]?.total_count)
    : await countWhere(db, sql`SELECT count(*)::int AS n FROM ${categories} c WHERE ${match.where}`);
  return {
    hits: rows.map((r) => ({
      id: r.id,
      title: r.name,
      url: `/category/${r.id}`,
      image: `/images/categories/${r.id}.svg`,
    })),
    total,
  };
}

/** CMS pages matching a query: hits (one page) and total. */
export async function searchCmsPages(
  db: Db,
  query: string,
  limit: number,
  offset = 0,
): Promise<{ hits: DocHit[]; total: number }> {
  const match = textMatch(query, sql.raw('m.search'), sql.raw('m.title'), true);
  if (!match) return { hits: [], total: 0 };
  const rows = await queryRows<{ id: string; title: string; url: string; total_count: string | number }>(
    db,
    sql`SELECT m.id, m.title, m.url, count(*) OVER () AS total_count FROM ${cmsPages} m
        WHERE ${match.where} ORDER BY ${match.rank} DESC, m.title ASC LIMIT ${limit} OFFSET ${offset}`,
    'search_cms_pages',
  );
  const total = rows.length
    ? Number(rows[0]?.total_count)
    : await countWhere(db, sql`SELECT count(*)::int AS n FROM ${cmsPages} m WHERE ${match.where}`);
  return { hits: rows.map((r) => ({ id: r.id, title: r.title, url: r.url, image: `/images/cms/${r.id}.svg` })), total };
}

async function countWhere(db: Db, query: SQL): Promise<number> {
  const r = await queryRows<{ n: number }>(db, query);
  return Number(r[0]?.n ?? 0);
}
