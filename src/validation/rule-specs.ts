/**
 * The rules `validate` knows (validators.ts) and how a rule list is read: a name (`'required'`),
 * `'name:param1,param2'`, an object (`{ between: { min: 1, max: 10 } }`), or one `'required|max:35'` string;
 * each rule's parameters parsed into a check, or null when malformed (then the default message shows).
 */
import type { MessageValues, RuleName } from './messages.ts';
import {
  isRequiredValid,
  isTrueValid,
  isEmailValid,
  isEanValid,
  isAlphaValid,
  isAlphaNumValid,
  isAlphaDashValid,
  isAlphaSpacesValid,
  isBetweenValid,
  isConfirmedValid,
  isDigitsValid,
  isDimensionsCandidate,
  isDimensionsValid,
  isExcludedValid,
  isExtValid,
  isImageValid,
  isIntegerValid,
  isLengthValid,
  isMaxValid,
  isMaxValueValid,
  isMimesValid,
  isMinValid,
  isMinValueValid,
  isNumericValid,
  isOneOfValid,
  isRegexValid,
  isRequiredIfValid,
  isSizeValid,
  toNumber,
  toRegExp,
  type EmailOptions,
  type ImageSizeReader,
} from './rules.ts';

type Num = number | string;
type Scalar = string | number | boolean;

/**
 * The parameters of each rule in the object syntax (`{ between: { min: 1, max: 10 } }`,
 * `{ between: [1, 10] }`, `{ max: 35 }`); `true` for a rule without parameters. In the string
 * syntax the same parameters follow a colon, separated by commas (`'between:1,10'`).
 */
export interface RuleParamMap {
  alpha: true | string;
  alpha_num: true | string;
  alpha_dash: true | string;
  alpha_spaces: true | string;
  between: readonly [Num, Num] | { min: Num; max: Num };
  confirmed: string | readonly [string] | { target: string };
  digits: Num | readonly [Num] | { length: Num };
  dimensions: readonly [Num, Num] | { width: Num; height: Num };
  email: true | EmailOptions;
  ean: true;
  excluded: Scalar | readonly Scalar[];
  ext: string | readonly string[];
  image: true;
  integer: true;
  length: Num | readonly [Num] | { length: Num };
  max: Num | readonly [Num] | { length: Num };
  max_value: Num | readonly [Num] | { max: Num };
  mimes: string | readonly string[];
  min: Num | readonly [Num] | { length: Num };
  min_value: Num | readonly [Num] | { min: Num };
  numeric: true;
  oneOf: Scalar | readonly Scalar[];
  regex: string | RegExp | readonly [string | RegExp] | { regex: string | RegExp };
  required: true;
  required_if: string | readonly [string, ...Scalar[]] | { target: string; values?: Scalar | readonly Scalar[] };
  size: Num | readonly [Num] | { size: Num };
  true: true;
}

/** Every rule `validate` knows: the 25 generic rules of §5 plus `true` (consent) and `ean`. */
export type KnownRule = keyof RuleParamMap;

/** Rules in the object syntax, run in key order; `false` switches a rule off. */
export type RuleObject = { readonly [K in KnownRule]?: RuleParamMap[K] | false };

/** A rule in a rule list: a name (`'required'`), `'name:param1,param2'`, or a {@link RuleObject}. */
export type Rule = KnownRule | `${KnownRule}:${string}` | RuleObject;

/** What `validate` gets besides the value. */
export interface ValidationContext {
  /** The other fields' values by name, for `confirmed` and `required_if` (which name a target field). */
  values?: Readonly<Record<string, unknown>>;
  /** Reads an image's pixel size for `dimensions` in {@link validateAsync} (default: the browser's). */
  readImageSize?: ImageSizeReader;
}

/** A rule ready to run, or null when its parameters are malformed. */
export interface Check {
  /** The messages.ts key of its message. */
  message: RuleName;
  /** The message parameters other than `{field}`. */
  values?: MessageValues;
  test(value: unknown, context: ValidationContext): boolean;
  /** The full check where `test` can only do the synchronous part (dimensions). */
  testAsync?(value: unknown, context: ValidationContext): Promise<boolean>;
}

type Params = readonly unknown[];

/** A parameter read as a number (a number, or a decimal string); NaN otherwise. */
function num(param: unknown): number {
  return typeof param === 'number' || typeof param === 'string' ? toNumber(param) : Number.NaN;
}

/** A count parameter (length, digits, pixels): a safe integer ≥ 0, else NaN. */
function count(param: unknown): number {
  const n = num(param);
  return Number.isSafeInteger(n) && n >= 0 ? n : Number.NaN;
}

const valid = (...numbers: number[]) => numbers.every((n) => !Number.isNaN(n));

/** A target field name: `'password'` or vee-validate's `'@password'`. */
function targetName(param: unknown): string | null {
  if (typeof param !== 'string') return null;
  const name = param.trim().replace(/^@/, '');
  return name === '' ? null : name;
}

/** The value of another field (own properties of `context.values` only). */
function fieldValue(context: ValidationContext, name: string): unknown {
  const values = context.values;
  return values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
}

/** The optional locale parameter of vee-validate's alpha rules: accepted, without effect. */
function noParamsOrLocale(p: Params): boolean {
  return p.length === 0 || (p.length === 1 && typeof p[0] === 'string' && /^[a-z]{2,3}(?:[-_][a-z]{2})?$/i.test(p[0]));
}

function simple(message: RuleName, test: (value: unknown) => boolean, ok: boolean): Check | null {
  return ok ? { message, test } : null;
}

function oneCount(p: Params, message: RuleName, test: (value: unknown, n: number) => boolean): Check | null {
  const n = count(p[0]);
  return p.length === 1 && valid(n) ? { message, values: { length: n }, test: (v) => test(v, n) } : null;
}

/** A list parameter (oneOf, excluded, ext, mimes): at least one item. */
function list(p: Params): Params | null {
  return p.length > 0 ? p : null;
}

/** Parses the positional parameters of each rule; null when malformed. */
const RULES: Record<KnownRule, (p: Params) => Check | null> = {
  required: (p) => simple('required', isRequiredValid, p.length === 0),
  true: (p) => simple('required', isTrueValid, p.length === 0),
  ean: (p) => simple('regex', isEanValid, p.length === 0),
  email: (p) => {
    if (p.length > 1) return null;
    const [option] = p;
    if (option !== undefined && option !== 'multiple' && typeof option !== 'boolean') return null;
    const multiple = option === 'multiple' || option === true;
    return { message: 'email', test: (v) => isEmailValid(v, { multiple }) };
  },
  alpha: (p) => simple('alpha', isAlphaValid, noParamsOrLocale(p)),
  alpha_num: (p) => simple('alpha_num', isAlphaNumValid, noParamsOrLocale(p)),
  alpha_dash: (p) => simple('alpha_dash', isAlphaDashValid, noParamsOrLocale(p)),
  alpha_spaces: (p) => simple('alpha_spaces', isAlphaSpacesValid, noParamsOrLocale(p)),
  numeric: (p) => simple('numeric', isNumericValid, p.length === 0),
  integer: (p) => simple('integer', isIntegerValid, p.length === 0),
  image: (p) => simple('image', isImageValid, p.length === 0),
  digits: (p) => oneCount(p, 'digits', isDigitsValid),
  length: (p) => oneCount(p, 'length', isLengthValid),
  max: (p) => oneCount(p, 'max', isMaxValid),
  min: (p) => oneCount(p, 'min', isMinValid),
  between: (p) => {
    const [min, max] = [num(p[0]), num(p[1])];
    return p.length === 2 && valid(min, max)
      ? { message: 'between', values: { min, max }, test: (v) => isBetweenValid(v, min, max) }
      : null;
  },
  max_value: (p) => {
    const max = num(p[0]);
    return p.length === 1 && valid(max)
      ? { message: 'max_value', values: { max }, test: (v) => isMaxValueValid(v, max) }
      : null;
  },
  min_value: (p) => {
    const min = num(p[0]);
    return p.length === 1 && valid(min)
      ? { message: 'min_value', values: { min }, test: (v) => isMinValueValid(v, min) }
      : null;
  },
  size: (p) => {
    const size = num(p[0]);
    return p.length === 1 && valid(size) && size >= 0
      ? { message: 'size', values: { size }, test: (v) => isSizeValid(v, size) }
      : null;
  },
  oneOf: (p) => {
    const items = list(p);
    return items && { message: 'oneOf', test: (v) => isOneOfValid(v, items) };
  },
  excluded: (p) => {
    const items = list(p);
    return items && { message: 'excluded', test: (v) => isExcludedValid(v, items) };
  },
  ext: (p) => {
    const items = list(p);
    if (!items?.every((x) => typeof x === 'string' && x.trim() !== '')) return null;
    const extensions = items as readonly string[];
    return { message: 'ext', test: (v) => isExtValid(v, extensions) };
  },
  mimes: (p) => {
    const items = list(p);
    if (!items?.every((x) => typeof x === 'string' && x.trim() !== '')) return null;
    const types = items as readonly string[];
    return { message: 'mimes', test: (v) => isMimesValid(v, types) };
  },
  regex: (p) => {
    const re = p.length === 1 ? toRegExp(p[0]) : null;
    return re && { message: 'regex', test: (v) => isRegexValid(v, re) };
  },
  confirmed: (p) => {
    const target = p.length === 1 ? targetName(p[0]) : null;
    if (target === null) return null;
    return {
      message: 'confirmed',
      values: { target },
      test: (v, context) => isConfirmedValid(v, fieldValue(context, target)),
    };
  },
  required_if: (p) => {
    const target = targetName(p[0]);
    const values = p.slice(1);
    if (target === null) return null;
    return {
      message: 'required_if',
      values: { target },
      test: (v, context) => isRequiredIfValid(v, fieldValue(context, target), values),
    };
  },
  dimensions: (p) => {
    const [width, height] = [count(p[0]), count(p[1])];
    if (p.length !== 2 || !valid(width, height)) return null;
    return {
      message: 'dimensions',
      values: { width, height },
      test: (v) => isDimensionsCandidate(v, width, height),
      testAsync: (v, context) => isDimensionsValid(v, width, height, context.readImageSize),
    };
  },
};

/** Names of the parameters in the object syntax (`{ between: { min, max } }`). */
const PARAM_NAMES: Partial<Record<KnownRule, readonly string[]>> = {
  between: ['min', 'max'],
  confirmed: ['target'],
  digits: ['length'],
  dimensions: ['width', 'height'],
  email: ['multiple'],
  length: ['length'],
  max: ['length'],
  max_value: ['max'],
  min: ['length'],
  min_value: ['min'],
  regex: ['regex'],
  size: ['size'],
};

function isKnownRule(name: string): name is KnownRule {
  return Object.prototype.hasOwnProperty.call(RULES, name);
}

/** One rule of a list, parsed: its name as written and its check (null: unknown or malformed). */
export interface Parsed {
  name: string;
  check: Check | null;
}

/** The positional parameters of an object-syntax rule; 'off' for `false`; null when unusable. */
function objectParams(name: KnownRule, raw: unknown): Params | 'off' | null {
  if (raw === true) return [];
  if (raw === false) return 'off';
  if (Array.isArray(raw)) return raw;
  if (raw instanceof RegExp || typeof raw !== 'object' || raw === null) return [raw];
  const named = raw as Record<string, unknown>;
  if (name === 'required_if') {
    const values = named.values;
    return [named.target, ...(values === undefined ? [] : Array.isArray(values) ? values : [values])];
  }
  if (name === 'email') return named.multiple === undefined ? [] : [named.multiple];
  const names = PARAM_NAMES[name];
  return names ? names.map((n) => named[n]) : null;
}

/** `'between:1,10'` → between with ['1', '10']; regex keeps everything after the colon as its pattern. */
function parseString(text: string): Parsed {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim();
  if (!isKnownRule(name)) return { name: text, check: null };
  if (colon < 0) return { name, check: RULES[name]([]) };
  const rest = text.slice(colon + 1);
  const params = name === 'regex' ? [rest] : rest.split(',').map((p) => p.trim());
  return { name, check: RULES[name](params) };
}

/** A rule list in any accepted shape as its parsed rules, in order. */
export function parseRules(rules: unknown): Parsed[] {
  const parsed: Parsed[] = [];
  const add = (rule: unknown) => {
    if (typeof rule === 'string') {
      parsed.push(parseString(rule));
    } else if (typeof rule === 'object' && rule !== null && !Array.isArray(rule)) {
      for (const [name, raw] of Object.entries(rule)) {
        if (!isKnownRule(name)) {
          parsed.push({ name, check: null });
          continue;
        }
        const params = objectParams(name, raw);
        if (params !== 'off') parsed.push({ name, check: params && RULES[name](params) });
      }
    } else {
      parsed.push({ name: String(rule), check: null });
    }
  };
  if (typeof rules === 'string')
    rules
      .split('|')
      .filter((r) => r.trim() !== '')
      .forEach(add);
  else if (Array.isArray(rules)) rules.forEach(add);
  else if (rules !== null && rules !== undefined) add(rules);
  return parsed;
}
