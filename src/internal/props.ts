/**
 * Attribute / property schema of an element and the parsers that turn attribute text into prop values.
 *
 * Fixes r2wc's attribute gaps: HTML boolean semantics, removal resets to the default, JSON parsed safely,
 * numbers validated, enums / custom validation. A bad value logs exactly one console error naming the
 * element, the attribute and the value, and the prop falls back to its default.
 */
import { isSafeUrl, isSameOriginPath } from '../domain/safe-url.ts';

export type PropKind = 'string' | 'number' | 'boolean' | 'json' | 'enum' | 'list';

export interface PropSpec<T = unknown> {
  /** How the attribute text is read. */
  type: PropKind;
  /** Value when the attribute is absent, removed or invalid (property set to `undefined` also resets). */
  default?: T;
  /** Attribute name; defaults to the kebab-case of the prop name. */
  attribute?: string;
  /** Allowed values for `enum`. */
  values?: readonly string[];
  /**
   * Extra validation of a parsed value (string, number, JSON shape...). Return an error text to reject the
   * value (logged, default used) or nothing to accept it.
   */
  validate?: (value: T) => string | undefined | void;
}

export type PropSchema = Record<string, PropSpec>;

/** camelCase -> kebab-case (`purchaseAllowed` -> `purchase-allowed`). */
export function toKebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function attributeOf(prop: string, spec: PropSpec): string {
  return spec.attribute ?? toKebab(prop);
}

export interface ParseResult {
  ok: boolean;
  value: unknown;
  error?: string;
}

/**
 * Parses one attribute value. `null` (attribute absent) gives the default.
 * Booleans follow HTML: present (bare, empty or any text) is true, absent is false/default;
 * the text "false" is accepted as an explicit false so an element can override an inherited true.
 */
export function parseAttribute(spec: PropSpec, raw: string | null): ParseResult {
  if (raw === null) return { ok: true, value: spec.default };
  switch (spec.type) {
    case 'boolean':
      return { ok: true, value: raw.trim().toLowerCase() !== 'false' };
    case 'number': {
      const text = raw.trim();
      const n = text === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(n)) return { ok: false, value: spec.default, error: 'is not a number' };
      return check(spec, n);
    }
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        return { ok: false, value: spec.default, error: `is not valid JSON (${(error as Error).message})` };
      }
      return check(spec, parsed);
    }
    case 'enum': {
      const v = raw.trim();
      if (spec.values && !spec.values.includes(v)) {
        return { ok: false, value: spec.default, error: `is not one of ${spec.values.join(', ')}` };
      }
      return check(spec, v);
    }
    case 'list':
      return check(spec, raw.split(/\s+/).filter(Boolean));
    case 'string':
    default:
      return check(spec, raw);
  }
}

function check(spec: PropSpec, value: unknown): ParseResult {
  const problem = spec.validate?.(value);
  if (problem) return { ok: false, value: spec.default, error: problem };
  return { ok: true, value };
}

/** Validates a value assigned as a JS property (no text parsing, same validation rules). */
export function checkProperty(spec: PropSpec, value: unknown): ParseResult {
  if (value === undefined || value === null) return { ok: true, value: spec.default };
  switch (spec.type) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { ok: false, value: spec.default, error: 'is not a number' };
      }
      break;
    case 'boolean':
      return { ok: true, value: Boolean(value) };
    case 'enum':
      if (spec.values && !spec.values.includes(String(value))) {
        return { ok: false, value: spec.default, error: `is not one of ${spec.values.join(', ')}` };
      }
      break;
    case 'list':
      if (typeof value === 'string') return check(spec, value.split(/\s+/).filter(Boolean));
      if (!Array.isArray(value)) return { ok: false, value: spec.default, error: 'is not a list' };
      break;
    default:
      break;
  }
  return check(spec, value);
}

/** The error text logged for a rejected value (one line: element, attribute, value, reason). */
export function describeBadValue(tag: string, attribute: string, value: unknown, reason: string): string {
  const shown = typeof value === 'string' ? value : safeString(value);
  return `<${tag}> ${attribute}="${shown}" ${reason}; using the default instead.`;
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * `validate` of a URL attribute (`checkout-url`, `management-url`, `promotion-url`, …): empty (not set), an http(s)
 * URL or a path on this site (src/domain/safe-url.ts). Anything else (`javascript:`, `data:`, `//other.host`) is
 * refused: one console error, and the element uses its default, so it never renders such a URL as a link.
 */
export function linkUrlAttribute(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url === '' || isSafeUrl(url)) return undefined;
  return 'is not an http(s) URL or a path on this site';
}

/**
 * `validate` of the `login-url` attribute: empty, or a URL on the page's own origin (a path, or an absolute URL
 * whose origin is the page's). The login page receives the visitor's password: never another origin.
 */
export function sameOriginUrlAttribute(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url === '' || isSameOriginPath(url)) return undefined;
  if (isSafeUrl(url) && typeof location !== 'undefined' && new URL(url).origin === location.origin) return undefined;
  return 'is not a URL on this site';
}
