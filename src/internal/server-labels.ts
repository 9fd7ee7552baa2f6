/**
 * `useServerLabels(group)`: the shop's own texts for a group of labels (spec §6–§8, issue 14), over the built-in
 * ones. One label store per page for each context, language and role (a page actor: every element shares its
 * requests and its cache), created here, in the shared root's registry:
 *
 * - the store asks `GET labeltranslation/translations/{group}?culture=` for the language the element shows (its
 *   Lingui locale), once per group, kept 10 minutes in the context's local cache;
 * - a server text wins over the built-in text; a label the server has with an empty text shows '•••';
 * - a label the server does not have shows the built-in text, translated; on a supervisor's page it is registered
 *   through `POST translations/ensure`, once per distinct payload (also across pages for 10 minutes: the local
 *   cache remembers what was sent).
 *
 * ```tsx
 * const label = useServerLabels('giftshop');
 * <h2>{label('login.heading', t`Enter gift code`)}</h2>
 * ```
 */
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { createTranslationsApi } from '../api/translations.ts';
import { createLabelStore, type LabelValues } from '../i18n/labels.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { useApiClient } from './api.ts';
import { usePageActor } from './page-actors.ts';
import { usePageConfig } from './page-config.ts';

export type ServerLabel = (key: string, builtIn: string, values?: LabelValues) => string;

export function useServerLabels(group: string): ServerLabel {
  const { apiBase, context, userRole } = usePageConfig();
  const client = useApiClient();
  const locale = useLingui().i18n.locale || 'en';
  const supervisor = userRole === 'supervisor';
  const store = usePageActor(`labels:${apiBase}|${context}|${locale}|${supervisor ? 'supervisor' : ''}`, () => {
    const api = createTranslationsApi(client);
    return createLabelStore({
      fetchLabels: async (prefix) => {
        const result = await api.get(prefix, locale);
        return result.ok ? result.value : undefined;
      },
      ensure: async (payload) => {
        const result = await api.ensure(payload);
        if (!result.ok) throw new Error(`translations/ensure: ${result.reason}`);
      },
      isSupervisor: supervisor,
      // Loaded when the labels are first asked: not in the element's start files (nor the loader's map).
      cache: () => import('../cache/index.ts').then((m) => m.createLocalCache({ contextKey: context })),
      culture: locale,
    });
  });
  const label = useLabels(store, group);
  return useCallback<ServerLabel>((key, builtIn, values) => label(`${group}/${key}`, builtIn, values), [label, group]);
}
