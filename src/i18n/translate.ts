/**
 * The two small translation helpers every view uses (one copy each, issue 10):
 * - `withValues(descriptor, values)`: a descriptor with its placeholder values (`i18n._()` takes the values
 *   inside the descriptor), for code that hands a message on before it is rendered;
 * - `useTranslate()`: `_(descriptor, values?)` through the element's own Lingui instance (its culture), stable
 *   while the locale stays the same (safe in effect and callback dependencies).
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/** Placeholder values of a message: `{0}`, `{1}` … or named. */
export type MessageValues = Record<string, unknown>;

export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/** A descriptor with its placeholder values. */
export function withValues(descriptor: MessageDescriptor, values: MessageValues): MessageDescriptor {
  return { ...descriptor, values };
}

/** `_(descriptor, values?)` in the element's own locale (the Lingui instance of its subtree). */
export function useTranslate(): Translate {
  const { i18n } = useLingui();
  return useCallback(
    (descriptor: MessageDescriptor, values?: MessageValues) =>
      i18n._(values ? withValues(descriptor, values) : descriptor),
    [i18n],
  );
}
