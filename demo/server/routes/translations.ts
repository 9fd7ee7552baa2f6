/**
 * Label translations (spec §7): `GET labeltranslation/translations/{prefix}?culture=` answers
 * `{ "group.key": "text" }` for the labels starting with the prefix that have a row in the culture's language
 * (an empty text there: the label shows '•••'). A label without a row in the language is left out, so the
 * element shows its own text, translated in 45 languages (issue 14; before, any label known in Danish or English
 * came back empty in every other language and showed '•••'). `POST translations/ensure` (supervisor only)
 * registers a missing label once, with its default text, for the shop's translators (language '').
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  EnsureTranslationRequest,
  TranslationsParams,
  TranslationsQuery,
} from '../../../src/api/schemas/translations.ts';
import { translations } from '../db/schema/commerce.ts';
import type { AppEnv } from '../env.ts';
import { requireRole } from '../middleware/auth.ts';
import { check, jsonBody, queryParams } from '../middleware/validate.ts';

/** Language of ensured labels' default texts. */
const DEFAULT_LANGUAGE = '';

export function translationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/labeltranslation/translations/:prefix', async (c) => {
    const { prefix } = check(TranslationsParams, { prefix: c.req.param('prefix') }, 'prefix');
    const { culture } = queryParams(c, TranslationsQuery);
    const language = (culture ?? 'da').slice(0, 2).toLowerCase();
    const escaped = prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const rows = await c
      .get('db')
      .select()
      .from(translations)
      .where(
        and(
          eq(translations.language, language),
          sql`(${translations.group} || '.' || ${translations.key}) like ${`${escaped}%`}`,
        ),
      );
    const out: Record<string, string> = {};
    for (const row of rows) out[`${row.group}.${row.key}`] = row.value;
    c.header('Cache-Control', 'private, max-age=600');
    return c.json(out);
  });

  app.post('/translations/ensure', async (c) => {
    requireRole(c, 'supervisor');
    const body = await jsonBody(c, EnsureTranslationRequest);
    await c
      .get('db')
      .insert(translations)
      .values({
        language: DEFAULT_LANGUAGE,
        group: body.group,
        key: body.key,
        value: body.defaulttext,
        replacements: body.replacements ?? [],
        ensured: true,
      })
      .onConflictDoNothing();
    return c.json({ success: true });
  });

  return app;
}
