/**
 * The category tree from `GET productcategories/children/{id}?expandWithChildren=true` (spec §7) through the page's
 * data layer (src/data) with the spec §9 local cache (10 minutes per item, keyed by the context): the root (top
 * level with its children) at start; a top-level category's children with their own children (the panel's
 * sub-items) once that category is wanted (hover, focus, open). Every element on the page shares one request per
 * key, and the next page starts from the cached answer.
 */
import { useEffect } from 'react';
import { createCategoriesApi } from '../../api/categories.ts';
import { mapValue } from '../../api/result.ts';
import type { Category } from '../../api/schemas/category.ts';
import { useQuery, type QueryOptions, type QueryState } from '../../data/index.ts';
import { LOCAL_CACHE } from '../../data/local-cache.ts';
import { useApiClient } from '../../internal/api.ts';
import { useHost } from '../../internal/element-context.ts';

const NAV_QUERY: QueryOptions = { cache: LOCAL_CACHE };

/** The children of `id` ('' = the root), each with its children; `null`: not wanted (yet). */
export function useCategoryChildren(id: string | null): QueryState<Category[]> {
  const client = useApiClient();
  const host = useHost();
  const query = useQuery(
    id === null ? null : ['productcategories/children', id, 'expand'],
    async (signal) =>
      mapValue(
        await createCategoriesApi(client).getChildren(id ?? '', { expandWithChildren: true }, { signal }),
        (r) => r.children,
      ),
    NAV_QUERY,
  );
  // Spec §8: navigation fetch errors are only logged; the element shows its fallback (root) or no sub-items.
  const failure = query.status === 'failed' ? query.failure : undefined;
  useEffect(() => {
    if (!failure) return;
    console.error(
      `<${host.localName}> the categories of ${id ? `category ${id}` : 'the root'} could not be loaded ` +
        `(${failure.kind}${'status' in failure ? ` ${failure.status}` : ''}: ${failure.reason}); ` +
        (id ? 'its panel shows the children without sub-items.' : "the page's own links stay."),
    );
  }, [failure, host, id]);
  return query;
}
