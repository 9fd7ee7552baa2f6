/**
 * NUL-character probes for the endpoint matrix (see matrix.test.ts): from a row's happy call, one variant
 * per text input with a NUL character in it, and the field the 400 must name. Text inputs are query
 * parameters, path parameters (named by the `{name}` placeholders of the row's name), string leaves of a
 * JSON body (nested ones named by their dotted path, like the validators do), login form fields and the
 * fields of a multipart `request` JSON (contact form).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../demo/server/db/client.ts';
import type { Call, Row } from './matrix-calls.ts';

const NUL = '\u0000';

export interface NulVariant {
  call: Call;
  field: string;
}

/** `{ a: 'x', b: [{ c: 'y' }] }` -> [['a', 'x'], ['b.0.c', 'y']] */
function stringLeaves(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, prefix ? `${prefix}.${k}` : k));
}

/** A copy of `value` with the string at dotted `path` replaced by `next`. */
function replaceAt(value: unknown, path: string[], next: string): unknown {
  if (path.length === 0) return next;
  const [head = '', ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? replaceAt(v, rest, next) : v));
  const obj = value as Record<string, unknown>;
  return { ...obj, [head]: replaceAt(obj[head], rest, next) };
}

const withNul = (value: string) => `${value.slice(0, 1)}${NUL}${value.slice(1)}`;

export function nulVariants(row: Row, call: Call): NulVariant[] {
  const variants: NulVariant[] = [];
  const [path = '', query] = call.path.split('?');

  // Path parameters: the row's name spells the route (`GET giftshop/{id}/codes`), the call fills it in.
  const template = (row.name.split(' ')[1] ?? '').split('/');
  const segments = path.split('/');
  if (template.length === segments.length) {
    template.forEach((part, i) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      // An empty optional parameter (`content/children/` is the root) is probed as a lone NUL.
      if (!param) return;
      const hostile = segments.map((s, j) => (j === i ? encodeURIComponent(withNul(decodeURIComponent(s))) : s));
      variants.push({
        call: { ...call, path: `${hostile.join('/')}${query !== undefined ? `?${query}` : ''}` },
        field: param,
      });
    });
  }

  for (const [key, value] of new URLSearchParams(query ?? '')) {
    const params = new URLSearchParams(query);
    params.set(key, withNul(value));
    variants.push({ call: { ...call, path: `${path}?${params.toString()}` }, field: key });
  }

  if (call.json !== undefined) {
    for (const [field, value] of stringLeaves(call.json)) {
      variants.push({ call: { ...call, json: replaceAt(call.json, field.split('.'), withNul(value)) }, field });
    }
  }

  if (call.form) {
    for (const [key, value] of Object.entries(call.form)) {
      // The page's routing fields, not user text: an unknown action or output is a different check.
      if (key !== 'action' && key !== 'output')
        variants.push({ call: { ...call, form: { ...call.form, [key]: withNul(value) } }, field: key });
    }
  }

  const body = call.raw?.body;
  if (body instanceof FormData && typeof body.get('request') === 'string') {
    const request = JSON.parse(body.get('request') as string) as Record<string, string>;
    for (const [key, value] of Object.entries(request)) {
      const form = new FormData();
      form.set('request', JSON.stringify({ ...request, [key]: withNul(value) }));
      variants.push({ call: { ...call, raw: { ...call.raw, body: form } }, field: key });
    }
  }
  return variants;
}

/**
 * The database's next transaction id. Every write (insert, update, delete, even a sequence step) takes a
 * transaction id, reads do not: while it stays put, nothing was stored, not even by a rolled-back attempt.
 */
export async function writeMark(db: Db): Promise<string> {
  const result = await db.execute<{ xmax: string }>(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return rowsOf<{ xmax: string }>(result)[0]?.xmax ?? '';
}

/** One digest per table of the public schema (every row, in a stable order): the stored content itself. */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    digests[name] = rowsOf<{ digest: string }>(result)[0]?.digest ?? '';
  }
  return digests;
}

/** Drizzle's execute answers `{ rows }` on both drivers. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
