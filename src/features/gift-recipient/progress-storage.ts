/**
 * The recipient's progress in Web Storage (`localStorage` by default), under
 * `butik:gift-recipient:{shop}:{code}` (machines/gift-recipient.machine.ts `progressKey`).
 *
 * The progress holds personal data (the recipient's name and e-mail), so it never outlives a day:
 * - each entry carries `expires` (written + 24 h); reading an expired entry removes it and gives nothing;
 * - when a flow starts, every expired entry of the flow (other codes, other shops) is removed too, so a recipient
 *   who never comes back does not leave a name behind for longer than until the next visit;
 * - an entry without `expires` (written before this rule) counts as expired;
 * - completing the choice or leaving the code removes the entry (the machine's `clearProgress`).
 * Storage failures (private mode, quota, blocked storage, corrupt JSON) are ignored: the flow starts at INFO.
 */

/** How long a recipient's progress (with their name and e-mail) may stay in storage: 24 hours. */
export const PROGRESS_TTL_MS = 24 * 60 * 60 * 1000;

/** Prefix of every progress key (see `progressKey`). */
export const PROGRESS_KEY_PREFIX = 'butik:gift-recipient:';

/**
 * The part of `Storage` the hook uses (tests pass a fake). `length` and `key` (to sweep expired entries of other
 * codes) are optional: without them only the entry being read expires.
 */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'length' | 'key'>>;

export function defaultStorage(): ProgressStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // SecurityError: storage blocked for this origin
  }
}

/** The stored entry's progress when it has not expired; otherwise undefined (and the caller removes it). */
function unexpired(raw: string | null, now: number): unknown {
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { expires, ...progress } = parsed as { expires?: unknown };
  return typeof expires === 'number' && expires > now ? progress : undefined;
}

/** The progress stored under `key`, or null (none, expired — then removed — or unreadable). Never throws. */
export function readProgressAt(storage: ProgressStorage | null, key: string, now = Date.now()): unknown {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    const progress = unexpired(raw, now);
    if (progress === undefined && raw !== null) storage.removeItem(key);
    return progress ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` for {@link PROGRESS_TTL_MS} (null removes the entry). Never throws. */
export function writeProgressAt(storage: ProgressStorage | null, key: string, value: unknown, now = Date.now()): void {
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ ...(value as object), expires: now + PROGRESS_TTL_MS }));
  } catch {
    // quota exceeded / storage blocked: progress is simply not kept
  }
}

/** Removes every expired (or unreadable) progress entry of the flow. Never throws. */
export function sweepExpiredProgress(storage: ProgressStorage | null, now = Date.now()): void {
  if (!storage || typeof storage.key !== 'function' || typeof storage.length !== 'number') return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(PROGRESS_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      let keep = false;
      try {
        keep = unexpired(storage.getItem(key), now) !== undefined;
      } catch {
        keep = false; // corrupt JSON
      }
      if (!keep) storage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing to sweep
  }
}
