// Request checks of the fake shop, written to fail like the reference server's superstruct schemas
// (src/api/schemas/*, demo/server/middleware/validate.ts): 400 `{ error, field }` naming the first failing field
// (known fields in schema order, then unknown fields), 401 without a signed-in user, 403 for the wrong role.

export class ApiError extends Error {
  constructor(status, message, field) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

export const badRequest = (message, field) => new ApiError(400, message, field);

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;
export const isId = (value) => typeof value === 'string' && ID.test(value);
export const isInt = (value, min, max) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks `value` against `fields` ({ name: check(value, field) -> message | null }, in schema order) and refuses
 * unknown fields. `where` names the value itself (e.g. 'body' or 'items.3').
 */
export function strictObject(value, fields, prefix = '', where = 'body') {
  if (!isObject(value)) throw badRequest(`${where} is not valid: expected an object`, where);
  for (const [name, check] of Object.entries(fields)) {
    const field = `${prefix}${name}`;
    const problem = check(value[name], field);
    if (problem === null) continue;
    if (typeof problem === 'object') throw badRequest(problem.message, problem.field);
    throw badRequest(value[name] === undefined ? `${field} is required` : `${field} is not valid: ${problem}`, field);
  }
  const unknown = Object.keys(value).find((key) => !(key in fields));
  if (unknown !== undefined) throw badRequest(`${prefix}${unknown} is not valid: unknown field`, `${prefix}${unknown}`);
}

// Field checks: return null when fine, else a message (or { message, field } for a nested field).
export const id = (v) => (isId(v) ? null : 'expected an id');
export const optional = (check) => (v, field) => (v === undefined ? null : check(v, field));
export const nullable = (check) => (v, field) => (v === null ? null : check(v, field));
export const int = (min, max) => (v) => (isInt(v, min, max) ? null : `expected an integer ${min}-${max}`);
export const text = (max) => (v) =>
  typeof v === 'string' && v.trim().length > 0 && v.length <= max ? null : 'expected a non-empty text';
export const string = (min, max) => (v) =>
  typeof v === 'string' && v.length >= min && v.length <= max ? null : `expected ${min}-${max} characters`;
/** An array whose elements pass `check` (failures name `field.k`), then its size. */
export const array = (check, min, max) => (v, field) => {
  if (!Array.isArray(v)) return 'expected an array';
  for (let k = 0; k < v.length; k += 1) {
    const problem = check(v[k], `${field}.${k}`);
    if (problem !== null)
      return typeof problem === 'object'
        ? problem
        : { message: `${field}.${k} is not valid: ${problem}`, field: `${field}.${k}` };
  }
  return v.length >= min && v.length <= max ? null : `expected ${min}-${max} entries`;
};
/** A nested strict object (its failure names the nested field). */
export const object = (fields) => (v, field) => {
  try {
    strictObject(v, fields, `${field}.`, field);
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { message: err.message, field: err.field };
  }
};

/** Query fields arrive as strings: integers are coerced like the server's queryInt / limitQuery / offsetQuery. */
export function queryInt(query, name, { min, max, fallback }) {
  const raw = query.get(name);
  if (raw === null) {
    if (fallback === undefined) throw badRequest(`${name} is required`, name);
    return fallback;
  }
  const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name} is not valid`, name);
  return n;
}

/** A required id in the query string. */
export function queryId(query, name) {
  const raw = query.get(name);
  if (raw === null) throw badRequest(`${name} is required`, name);
  if (!isId(raw)) throw badRequest(`${name} is not valid: expected an id`, name);
  return raw;
}

/** The add-to-cart payload (AddToCartRequest): `prefix` e.g. 'items.3.' inside a list. */
export const ADD_TO_CART = {
  productid: id,
  quantity: int(0, 1_000_000),
  variantid: optional(nullable(id)),
  addonproductids: optional(array(id, 0, 50)),
};

export function requireUser(shop) {
  if (!shop.user) throw new ApiError(401, 'Sign-in required');
  return shop.user;
}

export function requireRole(shop, ...roles) {
  const user = requireUser(shop);
  if (!roles.includes(user.role)) throw new ApiError(403, `Requires role ${roles.join(' or ')}`);
  return user;
}
