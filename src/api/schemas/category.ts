/**
 * Product categories: `GET productcategories/children/{id}` (spec §7; empty id = root, optional
 * `expandWithChildren=true`; the response holds `children` and `parent`).
 */
import {
  array,
  boolean,
  integer,
  lazy,
  min,
  nullable,
  object,
  optional,
  string,
  type,
  type Describe,
  type Infer,
} from 'superstruct';
import { Id, queryBool } from './common.ts';

/**
 * A category node (decision). `children` is present (possibly empty) only when `expandWithChildren=true` was
 * asked and then holds the next level; `haschildren` says whether there is a deeper level at all.
 */
export type Category = {
  id: string;
  name: string;
  url: string;
  image: string | null;
  productcount: number;
  haschildren: boolean;
  parentid: string | null;
  children?: Category[] | undefined;
};
export const Category: Describe<Category> = type({
  id: Id,
  name: string(),
  url: string(),
  image: nullable(string()),
  productcount: min(integer(), 0),
  haschildren: boolean(),
  parentid: nullable(Id),
  children: optional(array(lazy(() => Category))),
}) as unknown as Describe<Category>;

/** Path parameter: `{id}` may be empty (root). */
export const CategoryChildrenParams = object({ id: optional(Id) });
export type CategoryChildrenParams = Infer<typeof CategoryChildrenParams>;
/** `GET productcategories/children/{id}?expandWithChildren=true` query. */
export const CategoryChildrenQuery = object({ expandWithChildren: optional(queryBool) });
export type CategoryChildrenQuery = Infer<typeof CategoryChildrenQuery>;
/** Response: the children of `{id}` and the category itself as `parent` (`null` for the root). */
export const CategoryChildrenResponse = type({
  children: array(Category),
  parent: nullable(Category),
});
export type CategoryChildrenResponse = Infer<typeof CategoryChildrenResponse>;
