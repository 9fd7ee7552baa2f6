/**
 * Label translations (spec §7): GET labeltranslation/translations/{prefix}[?culture=], POST translations/ensure.
 * "Each distinct payload once" is the caller's concern (src/i18n keeps the set of sent payloads).
 */
import { assign } from 'superstruct';
import type { ApiClient, CallOptions } from './client.ts';
import { call, callForSuccess, get, post } from './call.ts';
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
        (p) =>
          get(`labeltranslation/translations/${encodeURIComponent(p.prefix)}`, TranslationsResponse, opts, {
            query: p.culture === undefined ? {} : { culture: p.culture },
          }),
      ),
    /** POST translations/ensure { group, key, defaulttext, replacements? } -> the `success` flag */
    ensure: (payload: EnsureTranslationRequest, opts: CallOptions = {}) =>
      callForSuccess(client, 'translations.ensure', { schema: EnsureTranslationRequest, value: payload }, (body) =>
        post('translations/ensure', body, SuccessResponse, opts),
      ),
  };
}
export type TranslationsApi = ReturnType<typeof createTranslationsApi>;
