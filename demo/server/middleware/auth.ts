/** Role guards (spec §6). 401 when not signed in, 403 for the wrong role. */
import type { Context } from 'hono';
import type { UserRole } from '../db/schema/commerce.ts';
import type { AppEnv, UserRow } from '../env.ts';
import { forbidden, unauthorized } from './errors.ts';

/** The signed-in user (the salesperson themself, not the user they act for). */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The user the request acts as (salesperson: the chosen user). */
export function requireActor(c: Context<AppEnv>): UserRow {
  requireUser(c);
  const actor = c.get('actor');
  if (!actor) throw unauthorized();
  return actor;
}

export function requireRole(c: Context<AppEnv>, ...roles: UserRole[]): UserRow {
  const user = requireUser(c);
  if (!roles.includes(user.role)) throw forbidden(`Requires role ${roles.join(' or ')}`);
  return user;
}
