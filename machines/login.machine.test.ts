import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Cart, SavedCartItem } from '../src/api/schemas/cart.ts';
import type { SignInResponse } from '../src/api/schemas/login.ts';
import {
  canMerge,
  isResetOpen,
  isSavedCartOpen,
  isSigningIn,
  loginMachine,
  type LoginEmitted,
  type LoginSnapshot,
  type ResetRequestOutput,
  type SignInRequest,
} from './login.machine.ts';

const SAVED: SavedCartItem[] = [
  {
    imageurl: '/a.png',
    quantity: 2,
    name: 'Kuglepen',
    productid: '10001',
    variantid: null,
    addonparent: null,
    displaylineprice: '200,00 kr.',
  },
  {
    imageurl: '/b.png',
    quantity: 1,
    name: 'Gaveindpakning',
    productid: '10002',
    variantid: null,
    addonparent: '10001',
    displaylineprice: '10,00 kr.',
  },
];
const CART = { items: [], fees: [], displaytotalprice: '0,00 kr.', itemcount: 3 } as unknown as Cart;

interface Options {
  answer?: SignInResponse | 'throw';
  holdSignIn?: boolean;
  saved?: SavedCartItem[] | 'throw';
  change?: 'ok' | 'throw';
  holdChange?: boolean;
  reset?: ResetRequestOutput | 'throw';
  cartCount?: number;
}

function start(options: Options = {}) {
  const signIns: SignInRequest[] = [];
  const changes: Array<{ merge: boolean }> = [];
  const resets: string[] = [];
  let retentionLoads = 0;
  let releaseSignIn: () => void = () => {};
  let releaseChange: () => void = () => {};
  const machine = loginMachine.provide({
    actors: {
      signIn: fromPromise<SignInResponse, SignInRequest>(async ({ input }) => {
        signIns.push(input);
        if (options.holdSignIn) await new Promise<void>((resolve) => (releaseSignIn = resolve));
        const answer = options.answer ?? { signincompleted: true, previouscartfound: false, errortype: null };
        if (answer === 'throw') throw new Error('network');
        return answer;
      }),
      loadRetentionCart: fromPromise<SavedCartItem[], void>(async () => {
        retentionLoads += 1;
        if (options.saved === 'throw') throw new Error('network');
        return options.saved ?? SAVED;
      }),
      changeCart: fromPromise<Cart, { merge: boolean }>(async ({ input }) => {
        changes.push(input);
        if (options.holdChange) await new Promise<void>((resolve) => (releaseChange = resolve));
        if (options.change === 'throw') throw new Error('500');
        return CART;
      }),
      resetRequest: fromPromise<ResetRequestOutput, { email: string }>(async ({ input }) => {
        resets.push(input.email);
        const reset = options.reset ?? { emailsent: true };
        if (reset === 'throw') throw new Error('network');
        return reset;
      }),
    },
  });
  const actor = createActor(machine, { input: { currentCartCount: options.cartCount ?? 0 } });
  const emitted: LoginEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return {
    actor,
    emitted,
    signIns,
    changes,
    resets,
    retentionLoads: () => retentionLoads,
    releaseSignIn: () => releaseSignIn(),
    releaseChange: () => releaseChange(),
  };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor, predicate: (s: LoginSnapshot) => boolean) => waitFor(actor, predicate, { timeout: 2000 });
const SUBMIT = { type: 'SUBMIT', username: ' kunde@butik.test ', password: 'demo 1234&', remember: true } as const;

describe('login: every sign-in answer', () => {
  it('success without a previous cart: signs in with the trimmed username, the password as typed, remember; emits reload', async () => {
    const { actor, emitted, signIns } = start();
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    actor.send(SUBMIT);
    expect(isSigningIn(actor.getSnapshot())).toBe(true);
    const s = await settle(actor, (x) => x.status === 'done');
    expect(s.matches('done')).toBe(true);
    expect(signIns).toEqual([{ username: 'kunde@butik.test', password: 'demo 1234&', remember: true }]);
    expect(emitted).toEqual([{ type: 'reload', previouscartfound: false, choice: null }]);
    expect(s.context).not.toHaveProperty('password');
  });

  it('errortype 0: error "invalid", back to the form, nothing emitted; DISMISS clears it; a new SUBMIT clears it too', async () => {
    const { actor, emitted } = start({
      answer: { signincompleted: false, previouscartfound: false, errortype: 0, signinerror: true },
    });
    actor.send({ ...SUBMIT, remember: false });
    const s = await settle(actor, (x) => x.matches({ login: 'idle' }));
    expect(s.context.error).toBe('invalid');
    expect(emitted).toEqual([]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send(SUBMIT);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect((await settle(actor, (x) => x.matches({ login: 'idle' }))).context.error).toBe('invalid');
  });

  it('errortype 1: error "critical"', async () => {
    const { actor, emitted } = start({
      answer: { signincompleted: false, previouscartfound: false, errortype: 1, signinerror: true },
    });
    actor.send(SUBMIT);
    const s = await settle(actor, (x) => x.matches({ login: 'idle' }));
    expect(s.context.error).toBe('critical');
    expect(emitted).toEqual([]);
  });

  it('an answer that is neither success nor errortype 0 (e.g. no errortype) is "critical"', async () => {
    const { actor } = start({ answer: { signincompleted: false, previouscartfound: false } });
    actor.send(SUBMIT);
    expect((await settle(actor, (x) => x.matches({ login: 'idle' }))).context.error).toBe('critical');
  });

  it('network failure (the actor rejects): "critical"', async () => {
    const { actor } = start({ answer: 'throw' });
    actor.send(SUBMIT);
    expect((await settle(actor, (x) => x.matches({ login: 'idle' }))).context.error).toBe('critical');
  });

  it('double submit is ignored while signing in; an empty username or password is ignored', async () => {
    const { actor, signIns, releaseSignIn } = start({ holdSignIn: true });
    actor.send({ type: 'SUBMIT', username: '  ', password: 'x' });
    actor.send({ type: 'SUBMIT', username: 'a@b.dk', password: '' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    actor.send(SUBMIT);
    actor.send(SUBMIT);
    actor.send({ type: 'OPEN_RESET' });
    await new Promise((r) => setTimeout(r, 10));
    expect(signIns).toHaveLength(1);
    expect(isSigningIn(actor.getSnapshot())).toBe(true);
    releaseSignIn();
    await settle(actor, (x) => x.status === 'done');
    expect(signIns).toHaveLength(1);
  });
});

describe('login: the saved-cart dialog', () => {
  const withCart = { answer: { signincompleted: true, previouscartfound: true, errortype: null } } as const;

  it('success with a previous cart: opens the dialog, loads the saved items; no reload yet', async () => {
    const { actor, emitted, retentionLoads } = start(withCart);
    actor.send(SUBMIT);
    const s = await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    expect(isSavedCartOpen(s)).toBe(true);
    expect(s.context.savedItems).toEqual(SAVED);
    expect(s.context.previouscartfound).toBe(true);
    expect(retentionLoads()).toBe(1);
    expect(emitted).toEqual([]);
  });

  it('USE: changes the cart without merge, emits cartReplaced then reload', async () => {
    const { actor, emitted, changes } = start({ ...withCart, cartCount: 2 });
    actor.send(SUBMIT);
    await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    actor.send({ type: 'USE' });
    await settle(actor, (x) => x.status === 'done');
    expect(changes).toEqual([{ merge: false }]);
    expect(emitted).toEqual([
      { type: 'cartReplaced', cart: CART },
      { type: 'reload', previouscartfound: true, choice: 'use' },
    ]);
  });

  it('MERGE with items in the current cart: changes the cart with merge, emits cartReplaced then reload', async () => {
    const { actor, emitted, changes } = start({ ...withCart, cartCount: 3 });
    actor.send(SUBMIT);
    const s = await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    expect(canMerge(s)).toBe(true);
    actor.send({ type: 'MERGE' });
    await settle(actor, (x) => x.status === 'done');
    expect(changes).toEqual([{ merge: true }]);
    expect(emitted.map((e) => e.type)).toEqual(['cartReplaced', 'reload']);
    expect(emitted[1]).toEqual({ type: 'reload', previouscartfound: true, choice: 'merge' });
  });

  it('MERGE is not offered and is ignored when the current cart is empty; CART_COUNT keeps the count up to date', async () => {
    const { actor, changes, emitted } = start({ ...withCart, cartCount: 0 });
    actor.send(SUBMIT);
    let s = await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    expect(canMerge(s)).toBe(false);
    actor.send({ type: 'MERGE' });
    s = actor.getSnapshot();
    expect(s.matches({ savedCart: 'choosing' })).toBe(true);
    expect(changes).toEqual([]);
    expect(emitted).toEqual([]);
    actor.send({ type: 'CART_COUNT', count: 1 });
    expect(canMerge(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CART_COUNT', count: Number.NaN });
    expect(canMerge(actor.getSnapshot())).toBe(false);
  });

  it('NOTHING: reloads without changing the cart', async () => {
    const { actor, changes, emitted } = start({ ...withCart, cartCount: 1 });
    actor.send(SUBMIT);
    await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    actor.send({ type: 'NOTHING' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(changes).toEqual([]);
    expect(emitted).toEqual([{ type: 'reload', previouscartfound: true, choice: 'nothing' }]);
  });

  it('CLOSE (× or Esc): reloads without changing the cart, also while the items load', async () => {
    const closed = start(withCart);
    closed.actor.send(SUBMIT);
    await settle(closed.actor, (x) => x.matches({ savedCart: 'choosing' }));
    closed.actor.send({ type: 'CLOSE' });
    expect(closed.actor.getSnapshot().status).toBe('done');
    expect(closed.changes).toEqual([]);
    expect(closed.emitted).toEqual([{ type: 'reload', previouscartfound: true, choice: 'close' }]);

    const early = start(withCart);
    early.actor.send(SUBMIT);
    await settle(early.actor, (x) => x.matches({ savedCart: 'loading' }));
    early.actor.send({ type: 'CLOSE' });
    expect(early.emitted).toEqual([{ type: 'reload', previouscartfound: true, choice: 'close' }]);
  });

  it('a second choice and CLOSE while the cart changes are ignored; the change finishes, then reload', async () => {
    const { actor, changes, emitted, releaseChange } = start({ ...withCart, cartCount: 1, holdChange: true });
    actor.send(SUBMIT);
    await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    actor.send({ type: 'USE' });
    actor.send({ type: 'MERGE' });
    actor.send({ type: 'NOTHING' });
    actor.send({ type: 'CLOSE' });
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().matches({ savedCart: 'changing' })).toBe(true);
    expect(changes).toEqual([{ merge: false }]);
    releaseChange();
    await settle(actor, (x) => x.status === 'done');
    expect(emitted.map((e) => e.type)).toEqual(['cartReplaced', 'reload']);
  });

  it('a failed cart change keeps the dialog with error "changeFailed"; the choices still work', async () => {
    const { actor, emitted } = start({ ...withCart, change: 'throw' });
    actor.send(SUBMIT);
    await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    actor.send({ type: 'USE' });
    const s = await settle(actor, (x) => x.matches({ savedCart: 'choosing' }) && x.context.changeError !== null);
    expect(s.context.changeError).toBe('changeFailed');
    expect(emitted).toEqual([]);
    actor.send({ type: 'NOTHING' });
    expect(emitted).toEqual([{ type: 'reload', previouscartfound: true, choice: 'nothing' }]);
  });

  it('a failed retention-cart load shows an empty list with the choices', async () => {
    const { actor } = start({ ...withCart, saved: 'throw' });
    actor.send(SUBMIT);
    const s = await settle(actor, (x) => x.matches({ savedCart: 'choosing' }));
    expect(s.context.savedItems).toEqual([]);
  });
});

describe('login: reset password', () => {
  it('OPEN_RESET → form; SEND → emailsent true is "sent"; BACK returns to the login form', async () => {
    const { actor, resets } = start();
    actor.send({ type: 'OPEN_RESET' });
    expect(isResetOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SEND', email: ' kunde@butik.test ' });
    expect(actor.getSnapshot().matches({ reset: 'sending' })).toBe(true);
    actor.send({ type: 'SEND', email: 'again@butik.test' });
    const s = await settle(actor, (x) => x.matches({ reset: 'form' }));
    expect(s.context.resetResult).toBe('sent');
    expect(resets).toEqual(['kunde@butik.test']);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.resetResult).toBeNull();
  });

  it('emailsent false is "unknownUser"; a failure is "failed"; an empty e-mail is ignored', async () => {
    const unknown = start({ reset: { emailsent: false } });
    unknown.actor.send({ type: 'OPEN_RESET' });
    unknown.actor.send({ type: 'SEND', email: '' });
    expect(unknown.resets).toEqual([]);
    unknown.actor.send({ type: 'SEND', email: 'nobody@butik.test' });
    expect(
      (await settle(unknown.actor, (x) => x.matches({ reset: 'form' }) && x.context.resetResult !== null)).context
        .resetResult,
    ).toBe('unknownUser');

    const failed = start({ reset: 'throw' });
    failed.actor.send({ type: 'OPEN_RESET' });
    failed.actor.send({ type: 'SEND', email: 'kunde@butik.test' });
    expect(
      (await settle(failed.actor, (x) => x.matches({ reset: 'form' }) && x.context.resetResult !== null)).context
        .resetResult,
    ).toBe('failed');
  });

  it('opening the reset modal again starts with a clean result', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN_RESET' });
    actor.send({ type: 'SEND', email: 'kunde@butik.test' });
    await settle(actor, (x) => x.context.resetResult === 'sent');
    actor.send({ type: 'BACK' });
    actor.send({ type: 'OPEN_RESET' });
    expect(actor.getSnapshot().context.resetResult).toBeNull();
  });
});
