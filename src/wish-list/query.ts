/**
 * The signed-in user's wish lists as page data (src/data), shared by the two wish-list features: `<wish-lists>`
 * shows them, `<save-for-later>` puts the lists its save answered with, so every view of the page follows.
 */
import type { QueryKey, QueryOptions } from '../data/index.ts';

export const WISH_LISTS_KEY: QueryKey = ['wishlist/list'];
/** Asked again by each new view (ttl 0: views on screen at once share one request); a session change reloads. */
export const WISH_LISTS_QUERY: QueryOptions = { ttl: 0, refreshOn: ['session'] };
