/**
 * Label translations (spec §7): GET labeltranslation/translations/{prefix}[?culture=], POST translations/ensure.
 * "Each distinct payload once" is the caller's concern (src/i18n keeps the set of sent payloads).
 */
import { assign } from 'superstruct';
import type { ApiClient, CallOptions } from './client.ts';
import { mapValue } from './result.ts';
import { call } from './call.ts';
import { SuccessResponse } from './schemas/common.ts';
import {
  EnsureTranslationRequest,
  TranslationsParams,
  TranslationsQuery,
  TranslationsResponse,
} from './schemas/translations.ts';

const GetInput = assign(TranslationsParams, TranslationsQuery);

export function createTranslationsApi(client: ApiClient) {
  return {
    /** GET labeltranslation/translations/{prefix}?culture= -> { key: text } */
    get: (prefix: string, culture?: string, opts: CallOptions = {}) =>
      call(
        client,
        'translations.get',
        { schema: GetInput, value: culture === undefined ? { prefix } : { prefix, culture } },
        (p) => ({
          method: 'GET',
          path: `labeltranslation/translations/${encodeURIComponent(p.prefix)}`,
          query: p.culture === undefined ? {} : { culture: p.culture },
          response: TranslationsResponse,
          signal: opts.signal,
        }),
      ),
    /** POST translations/ensure { group, key, defaulttext, replacements? } -> the `success` flag */
    ensure: async (payload: EnsureTranslationRequest, opts: CallOptions = {}) => {
      const r = await call(
        client,
        'translations.ensure',
        { schema: EnsureTranslationRequest, value: payload },
        (body) => ({
          method: 'POST',
          path: 'translations/ensure',
          body,
          response: SuccessResponse,
          signal: opts.signal,
        }),
      );
      return mapValue(r, (v) => v.success);
    },
  };
}
export type TranslationsApi = ReturnType<typeof createTranslationsApi>;
