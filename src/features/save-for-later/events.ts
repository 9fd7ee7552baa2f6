/** The wish-list change event, fired by `<save-for-later>` and `<wish-lists>` (bubbles, composed). */
export const WISH_LIST_CHANGE = 'butik-wish-list-change';
