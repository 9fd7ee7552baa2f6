/**
 * Label translations (spec §7): `GET labeltranslation/translations/{prefix}` and `POST translations/ensure`
 * (supervisor only; each distinct payload is sent once per page).
 */
import { array, object, optional, pattern, record, size, string, type Infer } from 'superstruct';

const LabelName = pattern(string(), /^[A-Za-z0-9_.-]{1,100}$/);

/** Path parameter of `GET labeltranslation/translations/{prefix}`: a label prefix such as `giftshop` or `checkout.`. */
export const TranslationsParams = object({ prefix: LabelName });
export type TranslationsParams = Infer<typeof TranslationsParams>;
/**
 * Query (decision): `culture`, e.g. `da-DK` or `da` — translations per language are fetched on demand; absent =
 * the session's culture.
 */
export const TranslationsQuery = object({
  culture: optional(pattern(string(), /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/)),
});
export type TranslationsQuery = Infer<typeof TranslationsQuery>;
/**
 * Response (decision): a map of full label key (`group.key`, starting with the prefix) to text. An empty text
 * means "label known, no text" (the library shows three bullets).
 */
export const TranslationsResponse = record(string(), string());
export type TranslationsResponse = Infer<typeof TranslationsResponse>;

/**
 * `POST translations/ensure` request: registers a missing label. `group` and `key` name it, `defaulttext` is the
 * source text (English), `replacements` the names of its `{placeholders}` (decision: a list of strings).
 */
export const EnsureTranslationRequest = object({
  group: LabelName,
  key: LabelName,
  defaulttext: size(string(), 0, 5000),
  replacements: optional(size(array(size(string(), 1, 100)), 0, 20)),
});
export type EnsureTranslationRequest = Infer<typeof EnsureTranslationRequest>;
/** `POST translations/ensure` response: `{ success }`. */
export { SuccessResponse as EnsureTranslationResponse } from './common.ts';
