import type { Messages } from '@lingui/core';

/**
 * The whole `.po` catalog of each locale, compiled on the fly by `@lingui/vite-plugin`: what Vitest and any
 * build without the split-catalog plugin use. The library build replaces this module (vite-catalogs.ts) with
 * `SPLIT_CATALOGS = true` and no files, so no whole catalog reaches dist/: there each entry registers its own
 * (texts.ts).
 */
export const SPLIT_CATALOGS: boolean = false;

export const wholeCatalogs: Record<string, () => Promise<{ messages: Messages }>> = import.meta.glob<{
  messages: Messages;
}>('../../locales/*/messages.po');
