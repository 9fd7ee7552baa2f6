/** Product categories (spec §7): GET productcategories/children/{id}[?expandWithChildren=true]. Failure: nothing. */
import type { ApiClient, CallOptions } from './client.ts';
import { call, get } from './call.ts';
import { CategoryChildrenParams, CategoryChildrenResponse } from './schemas/category.ts';

export function createCategoriesApi(client: ApiClient) {
  return {
    /** `id` '' (or omitted) = root. Response `{ children, parent }`. */
    getChildren: (id = '', query: { expandWithChildren?: boolean } = {}, opts: CallOptions = {}) =>
      call(client, 'categories.getChildren', { schema: CategoryChildrenParams, value: id === '' ? {} : { id } }, (p) =>
        get(`productcategories/children/${p.id ? encodeURIComponent(p.id) : ''}`, CategoryChildrenResponse, opts, {
          query: query.expandWithChildren ? { expandWithChildren: 'true' } : {},
        }),
      ),
  };
}
export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
