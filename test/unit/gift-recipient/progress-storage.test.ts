/**
 * The recipient's progress holds their name and e-mail: it lives at most 24 hours in storage
 * (src/features/gift-recipient/progress-storage.ts), and expired entries are removed when read or swept.
 */
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_TTL_MS,
  readProgressAt,
  sweepExpiredProgress,
  writeProgressAt,
  type ProgressStorage,
} from '../../../src/features/gift-recipient/progress-storage.ts';
import { MapStorage } from '../fakes/storage.ts';

const KEY = 'butik:gift-recipient:jul-2026:JUL26-0001';
const PROGRESS = {
  v: 1,
  step: 'info',
  info: { name: 'Anna Hansen', email: 'anna@example.dk', consent: true },
  selection: [],
  page: 0,
};
const T0 = Date.UTC(2026, 11, 1, 12, 0, 0);

describe('recipient progress in storage', () => {
  it('is read back within 24 hours and gone (removed) after', () => {
    const storage = new MapStorage();
    writeProgressAt(storage, KEY, PROGRESS, T0);
    expect(JSON.parse(storage.map.get(KEY)!).expires).toBe(T0 + PROGRESS_TTL_MS);
    expect(readProgressAt(storage, KEY, T0 + PROGRESS_TTL_MS - 1)).toEqual(PROGRESS);
    expect(readProgressAt(storage, KEY, T0 + PROGRESS_TTL_MS)).toBeNull();
    expect(storage.map.has(KEY)).toBe(false);
  });

  it('an entry without an expiry (written before the rule) counts as expired', () => {
    const storage = new MapStorage();
    storage.map.set(KEY, JSON.stringify(PROGRESS));
    expect(readProgressAt(storage, KEY, T0)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('a new write renews the expiry; null removes the entry', () => {
    const storage = new MapStorage();
    writeProgressAt(storage, KEY, PROGRESS, T0);
    writeProgressAt(storage, KEY, { ...PROGRESS, step: 'message' }, T0 + PROGRESS_TTL_MS - 10);
    expect(readProgressAt(storage, KEY, T0 + PROGRESS_TTL_MS + 10)).toMatchObject({ step: 'message' });
    writeProgressAt(storage, KEY, null, T0);
    expect(storage.map.size).toBe(0);
  });

  it('the sweep removes expired and corrupt entries of every code, keeps fresh ones and other keys', () => {
    const storage = new MapStorage();
    writeProgressAt(storage, 'butik:gift-recipient:jul-2026:OLD-1', PROGRESS, T0 - PROGRESS_TTL_MS);
    writeProgressAt(storage, 'butik:gift-recipient:other:OLD-2', PROGRESS, T0 - PROGRESS_TTL_MS - 5);
    writeProgressAt(storage, KEY, PROGRESS, T0 - 1000);
    storage.map.set('butik:gift-recipient:jul-2026:BROKEN', '{not json');
    storage.map.set('butik:ctx:something-else', 'kept');
    sweepExpiredProgress(storage, T0);
    expect([...storage.map.keys()].sort()).toEqual(['butik:ctx:something-else', KEY]);
  });

  it('never throws on blocked storage', () => {
    const blocked: ProgressStorage = {
      length: 1,
      key: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => sweepExpiredProgress(blocked, T0)).not.toThrow();
    expect(readProgressAt(blocked, KEY, T0)).toBeNull();
    expect(() => writeProgressAt(blocked, KEY, PROGRESS, T0)).not.toThrow();
  });
});
