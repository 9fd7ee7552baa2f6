/**
 * The split-catalog runtime (src/i18n/texts.ts with the activator): units registered by entry chunks, loaded once
 * per locale, merged into one Lingui instance; a failed file falls back to the unit's English texts.
 */
import { describe, expect, it, vi } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { createActivator } from '../../../src/i18n/activate.ts';
import { addTextUnit, createTextUnit, loadRegistered, onTextsAdded } from '../../../src/i18n/texts.ts';

/** A unit whose files are `files[locale]`; `fetch` counts the requests. */
function unit(name: string, files: Record<string, Messages>, gate?: Promise<void>) {
  const fetch = vi.fn(async (locale: string) => {
    await gate;
    const messages = files[locale];
    if (!messages) throw new Error(`${name}.${locale}: 404`);
    return { messages };
  });
  return { fetch, unit: createTextUnit(fetch, name, () => {}) };
}

describe('split catalogs at run time', () => {
  const i18n = setupI18n();
  const activator = createActivator({ i18n, loadCatalog: loadRegistered, onTextsAdded });
  const a = unit('a', { da: { a1: 'A en' }, en: { a1: 'A' } });
  const b = unit('b', { da: { b1: 'B da', shared: 'fælles' }, en: { b1: 'B', shared: 'shared' } });

  it('activates the units registered so far, each loaded once', async () => {
    await addTextUnit(a.unit); // nothing shown yet: resolves at once
    expect(a.fetch).not.toHaveBeenCalled();
    await Promise.all([activator.activateCulture('da-DK'), activator.activateCulture('da')]);
    expect(i18n.locale).toBe('da');
    expect(i18n._('a1')).toBe('A en');
    expect(a.fetch.mock.calls).toEqual([['da']]);
  });

  it('a later unit is merged into the shown locale before its entry goes on, without a change event', async () => {
    const change = vi.fn();
    const off = i18n.on('change', change);
    await addTextUnit(b.unit);
    off();
    expect(i18n._('b1')).toBe('B da');
    expect(i18n._('a1')).toBe('A en');
    expect(change).not.toHaveBeenCalled();
    expect(b.fetch.mock.calls).toEqual([['da']]);
  });

  it('switching the language loads every registered unit in the new one', async () => {
    await activator.activateCulture('en-GB');
    expect([i18n._('a1'), i18n._('b1'), i18n._('shared')]).toEqual(['A', 'B', 'shared']);
    await activator.activateCulture('da-DK'); // from the units' caches
    expect(i18n._('shared')).toBe('fælles');
    expect(a.fetch.mock.calls).toEqual([['da'], ['en']]);
  });

  it('a unit registered while a locale loads is in that locale before it is activated', async () => {
    const late = setupI18n();
    const act = createActivator({ i18n: late, loadCatalog: loadRegistered, onTextsAdded });
    let release!: () => void;
    const slow = unit('slow', { da: { s1: 'langsom' } }, new Promise<void>((r) => (release = r)));
    const activating = act.activateCulture('da');
    const registered = addTextUnit(slow.unit);
    await new Promise((r) => setTimeout(r, 0));
    expect(late.locale).toBeFalsy(); // the load waits for the late unit
    release();
    await Promise.all([activating, registered]);
    expect(late._('s1')).toBe('langsom');
  });

  it('a file that fails gives the unit its English texts', async () => {
    const broken = unit('broken', { en: { x1: 'English' } });
    await addTextUnit(broken.unit);
    expect(i18n.locale).toBe('da');
    expect(i18n._('x1')).toBe('English');
    expect(broken.fetch.mock.calls).toEqual([['da'], ['en']]);
  });
});
