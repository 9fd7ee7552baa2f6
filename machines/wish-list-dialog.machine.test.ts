import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AddWishListItemRequest, WishList } from '../src/api/schemas/wishlist.ts';
import {
  savedQuantity,
  targetLabel,
  wishListDialogMachine,
  type WishListDialogInput,
} from './wish-list-dialog.machine.ts';

const list = (id: string, label: string): WishList => ({ id, label, items: [] });

interface Fake {
  lists: WishList[];
  loadFails?: boolean;
  addFails?: boolean;
  loads: number;
  adds: AddWishListItemRequest[];
  hold?: Promise<void>;
}

function start(input: Partial<WishListDialogInput> = {}, fake: Partial<Fake> = {}) {
  const state: Fake = { lists: [], loads: 0, adds: [], ...fake };
  const machine = wishListDialogMachine.provide({
    actors: {
      loadLists: fromPromise<WishList[]>(async () => {
        state.loads += 1;
        if (state.loadFails) throw new Error('load failed');
        return state.lists;
      }),
      addItem: fromPromise<WishList[], AddWishListItemRequest>(async ({ input: request }) => {
        state.adds.push(request);
        if (state.hold) await state.hold;
        if (state.addFails) throw new Error('add failed');
        if (!state.lists.some((l) => l.label === request.label))
          state.lists = [...state.lists, list(String(state.lists.length + 1), request.label)];
        return state.lists;
      }),
    },
  });
  const actor = createActor(machine, { input: { productid: 'A10006', colli: 6, signedIn: true, ...input } });
  const emitted: unknown[] = [];
  actor.on('saved', (e) => emitted.push(e));
  actor.start();
  return { actor, state, emitted };
}

const settle = (actor: ReturnType<typeof start>['actor'], value: 'ready' | 'failed') =>
  waitFor(actor, (s) => s.matches(value), { timeout: 1000 });

describe('wish list dialog machine', () => {
  it('starts closed with the quantity at colli', () => {
    const { actor } = start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('closed');
    expect(s.context.quantityText).toBe('6');
    expect(s.context.colli).toBe(6);
  });

  it('defaults: no colli or a bad colli means colli 1', () => {
    const actor = createActor(wishListDialogMachine, { input: { productid: 'x' } }).start();
    expect(actor.getSnapshot().context.colli).toBe(1);
    expect(actor.getSnapshot().context.quantityText).toBe('1');
    const bad = createActor(wishListDialogMachine, { input: { productid: 'x', colli: -3 } }).start();
    expect(bad.getSnapshot().context.colli).toBe(1);
  });

  it('a visitor: OPEN shows the visitor state and loads nothing; CLOSE closes', () => {
    const { actor, state } = start({ signedIn: false });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(state.loads).toBe(0);
    actor.send({ type: 'SAVE' });
    expect(state.adds).toHaveLength(0);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('SIGNED_IN changes whether opening loads', async () => {
    const { actor, state } = start({ signedIn: false }, { lists: [list('1', 'Kontor')] });
    actor.send({ type: 'SIGNED_IN', signedIn: true });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    expect(state.loads).toBe(1);
  });

  it('opening loads the lists when signed in and selects the first', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor'), list('2', 'Lager')] });
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle(actor, 'ready');
    const { context } = actor.getSnapshot();
    expect(state.loads).toBe(1);
    expect(context.lists.map((l) => l.label)).toEqual(['Kontor', 'Lager']);
    expect(context.label).toBe('Kontor');
    expect(context.createNew).toBe(false);
  });

  it('no lists: create-new mode is on; USE_EXISTING is refused', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    expect(actor.getSnapshot().context.createNew).toBe(true);
    actor.send({ type: 'USE_EXISTING' });
    expect(actor.getSnapshot().context.createNew).toBe(true);
  });

  it('a failed load → failed (loadFailed); RETRY loads again', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor')], loadFails: true });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'failed');
    expect(actor.getSnapshot().context.error).toBe('loadFailed');
    state.loadFails = false;
    actor.send({ type: 'RETRY' });
    await settle(actor, 'ready');
    expect(actor.getSnapshot().context.error).toBe(null);
    expect(actor.getSnapshot().context.label).toBe('Kontor');
  });

  it('SELECT picks an existing list (an unknown label is ignored); CREATE_NEW / USE_EXISTING switch modes', async () => {
    const { actor } = start({}, { lists: [list('1', 'Kontor'), list('2', 'Lager')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'SELECT', label: 'Lager' });
    expect(actor.getSnapshot().context.label).toBe('Lager');
    actor.send({ type: 'SELECT', label: 'Nope' });
    expect(actor.getSnapshot().context.label).toBe('Lager');
    actor.send({ type: 'CREATE_NEW' });
    expect(actor.getSnapshot().context.createNew).toBe(true);
    actor.send({ type: 'USE_EXISTING' });
    expect(actor.getSnapshot().context.createNew).toBe(false);
    expect(actor.getSnapshot().context.label).toBe('Lager');
  });

  it('saving to the selected list sends label, productid and the quantity rounded up to colli', async () => {
    const { actor, state, emitted } = start({}, { lists: [list('1', 'Kontor')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'QUANTITY', text: '7 stk' });
    expect(actor.getSnapshot().context.quantityText).toBe('7');
    expect(savedQuantity(actor.getSnapshot().context)).toBe(12);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle(actor, 'ready');
    expect(state.adds).toEqual([{ label: 'Kontor', productid: 'A10006', quantity: 12 }]);
    const { context } = actor.getSnapshot();
    expect(context.saved).toBe(true);
    expect(context.sentQuantity).toBe(12);
    expect(context.quantityText).toBe('12');
    expect(emitted).toHaveLength(1);
  });

  it('quantity minimum 0: 0 is sent as 0', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'QUANTITY', text: '0' });
    actor.send({ type: 'SAVE' });
    await settle(actor, 'ready');
    expect(state.adds[0]?.quantity).toBe(0);
  });

  it('an empty quantity is quantityRequired and nothing is sent', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'QUANTITY', text: '' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBe('quantityRequired');
    expect(state.adds).toHaveLength(0);
  });

  it('create-new: the name is required; after saving the success shows and create-new mode clears', async () => {
    const { actor, state } = start();
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'NAME', text: '   ' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('nameRequired');
    expect(state.adds).toHaveLength(0);
    actor.send({ type: 'NAME', text: ' Jul ' });
    expect(actor.getSnapshot().context.error).toBe(null);
    expect(targetLabel(actor.getSnapshot().context)).toBe('Jul');
    actor.send({ type: 'SAVE' });
    await settle(actor, 'ready');
    const { context } = actor.getSnapshot();
    expect(state.adds).toEqual([{ label: 'Jul', productid: 'A10006', quantity: 6 }]);
    expect(context.saved).toBe(true);
    expect(context.createNew).toBe(false);
    expect(context.label).toBe('Jul');
    expect(context.name).toBe('');
  });

  it('an edit after saving clears the success message', async () => {
    const { actor } = start({}, { lists: [list('1', 'Kontor')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'SAVE' });
    await settle(actor, 'ready');
    expect(actor.getSnapshot().context.saved).toBe(true);
    actor.send({ type: 'QUANTITY', text: '3' });
    expect(actor.getSnapshot().context.saved).toBe(false);
  });

  it('a failed save returns to ready with saveFailed and keeps the entries', async () => {
    const { actor } = start({}, { addFails: true });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'NAME', text: 'Jul' });
    actor.send({ type: 'QUANTITY', text: '8' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.error === 'saveFailed', { timeout: 1000 });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(context.saved).toBe(false);
    expect(context.createNew).toBe(true);
    expect(context.name).toBe('Jul');
    expect(context.quantityText).toBe('8');
  });

  it('SAVE while saving is ignored', async () => {
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    const { actor, state } = start({}, { lists: [list('1', 'Kontor')], hold });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    release();
    await settle(actor, 'ready');
    expect(state.adds).toHaveLength(1);
  });

  it('closing clears label and success message and resets quantity to colli; reopening loads again', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor'), list('2', 'Lager')] });
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'SELECT', label: 'Lager' });
    actor.send({ type: 'QUANTITY', text: '20' });
    actor.send({ type: 'SAVE' });
    await settle(actor, 'ready');
    actor.send({ type: 'CLOSE' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('closed');
    expect(context.label).toBe('');
    expect(context.saved).toBe(false);
    expect(context.quantityText).toBe('6');
    expect(context.error).toBe(null);
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    expect(state.loads).toBe(2);
    expect(actor.getSnapshot().context.label).toBe('Kontor');
  });

  it('CLOSE while loading, failed or saving closes', async () => {
    const { actor, state } = start({}, { lists: [list('1', 'Kontor')], loadFails: true });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN' });
    await settle(actor, 'failed');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.error).toBe(null);
    state.loadFails = false;
    actor.send({ type: 'OPEN' });
    await settle(actor, 'ready');
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
