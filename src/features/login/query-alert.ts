import type { LoginError } from '../../../machines/login.machine.ts';

/**
 * The alert asked for by the page's query string (spec §2): `signinerror` present with `errortype` 0 → the
 * invalid-credentials alert, 1 → the critical-error alert; anything else → none.
 */
export function queryAlert(search: string): LoginError | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  if (!params.has('signinerror')) return null;
  const type = params.get('errortype')?.trim();
  return type === '0' ? 'invalid' : type === '1' ? 'critical' : null;
}
