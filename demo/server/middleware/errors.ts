/** API errors: one JSON shape `{ error, field? }`, never a stack trace. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, field?: string): ApiError => new ApiError(400, message, field);
export const unauthorized = (message = 'Sign-in required'): ApiError => new ApiError(401, message);
export const forbidden = (message = 'Forbidden'): ApiError => new ApiError(403, message);
export const notFound = (message = 'Not found'): ApiError => new ApiError(404, message);
export const conflict = (message: string, field?: string): ApiError => new ApiError(409, message, field);

export function errorBody(err: ApiError): Record<string, unknown> {
  return { error: err.message, ...(err.field !== undefined ? { field: err.field } : {}), ...err.extra };
}

/** Hono `onError` handler. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 413 ? 'Request body too large' : err.message || 'Request failed';
    return c.json({ error: message }, status as ContentfulStatusCode);
  }
  if (err instanceof SyntaxError) return c.json({ error: 'Malformed request body', field: 'body' }, 400);
  // Unknown failure: log server-side, answer without internals.
  console.error(`[butik] ${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ error: 'Internal server error' }, 500);
}
