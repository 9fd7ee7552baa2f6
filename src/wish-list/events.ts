/**
 * Shared by the two wish-list features (a feature never imports another's files): the change event's name here,
 * the texts both show in texts.ts. The event is fired by `<save-for-later>` and `<wish-lists>` (bubbles, composed).
 */
export const WISH_LIST_CHANGE = 'butik-wish-list-change';
