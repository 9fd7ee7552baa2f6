import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { GiftCode, GiftShop, InvitationState, SentStatusEntry } from '../src/api/schemas/giftshop.ts';
import {
  POLL_FIRST_MS,
  POLL_MAX_MS,
  applySentStatus,
  codesWithoutEmail,
  giftShopInvitationsMachine,
  invitableCodes,
  nextDelay,
  reminderCodes,
  type InvitationsEmitted,
  type InviteRequest,
} from './gift-shop-invitations.machine.ts';

const code = (id: string, invitationstate: InvitationState = 'MANUAL', over: Partial<GiftCode> = {}): GiftCode =>
  ({
    id,
    shopid: 's1',
    name: `Navn ${id}`,
    email: `${id}@firma.test`,
    products: [],
    productsinfo: [],
    cardrequested: false,
    invitationstate,
    createdate: '2026-11-20T10:00:00.000Z',
    lastupdate: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as GiftCode;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Fakes {
  /** The sent-status answers in turn (an Error rejects); the last one repeats. */
  status?: Array<SentStatusEntry[] | Error>;
  invite?: (request: InviteRequest) => Promise<GiftCode[]>;
  cards?: () => Promise<GiftShop>;
}

function start(codes: GiftCode[], fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const asks: number[] = [];
  const invites: InviteRequest[] = [];
  const emitted: InvitationsEmitted[] = [];
  let turn = 0;
  const machine = giftShopInvitationsMachine.provide({
    actors: {
      sentStatus: fromPromise(async () => {
        asks.push(clock.now());
        const answers = fakes.status ?? [[]];
        const answer = answers[Math.min(turn++, answers.length - 1)]!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      invite: fromPromise(async ({ input }) => {
        invites.push(input);
        if (fakes.invite) return fakes.invite(input);
        return codes
          .filter((c) => input.codeids.includes(c.id))
          .map((c) => ({ ...c, invitationstate: 'SENDING' as const }));
      }),
      requestCards: fromPromise(async () => {
        if (fakes.cards) return fakes.cards();
        return { id: 's1', cardsrequested: true } as GiftShop;
      }),
    },
  });
  const actor = createActor(machine, { input: { shopId: 's1', codes }, clock });
  for (const type of ['codesChanged', 'invited', 'shopChanged'] as const)
    actor.on(type, (e) => void emitted.push(e as InvitationsEmitted));
  actor.start();
  /** Moves the clock by `ms` and lets the answers arrive. */
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, asks, invites, emitted, tick };
}

const status = (pairs: Record<string, InvitationState>): SentStatusEntry[] =>
  Object.entries(pairs).map(([id, invitationstate]) => ({ id, invitationstate }));

describe('selection rules', () => {
  const codes = [
    code('m1'),
    code('m2', 'MANUAL', { email: null }),
    code('s1', 'SENT'),
    code('f1', 'FAILED'),
    code('g1', 'SENDING'),
    code('u1', 'SENT', { products: ['10001'] }),
    code('u2', 'MANUAL', { products: ['10002'] }),
    code('e1', 'FAILED', { email: '  ' }),
  ];

  it('without a selection, invites the unused codes with an e-mail that were not sent yet or failed', () => {
    expect(invitableCodes(codes).map((c) => c.id)).toEqual(['m1', 'f1']);
  });

  it('with a selection, invites the selected unused codes with an e-mail (a sent one again), never a used one', () => {
    expect(invitableCodes(codes, ['s1', 'u1', 'm2', 'g1', 'f1']).map((c) => c.id)).toEqual(['s1', 'f1']);
  });

  it('names the unused codes without an e-mail', () => {
    expect(codesWithoutEmail(codes).map((c) => c.id)).toEqual(['m2', 'e1']);
    expect(codesWithoutEmail(codes, ['m1', 'm2']).map((c) => c.id)).toEqual(['m2']);
  });

  it('the reminder selection: not chosen, with an e-mail, not sending right now', () => {
    expect(reminderCodes(codes).map((c) => c.id)).toEqual(['m1', 's1', 'f1']);
    expect(reminderCodes([code('u', 'SENT', { products: ['1'] })])).toEqual([]);
  });

  it('applies a sent status to the codes it names only', () => {
    const before = [code('a', 'SENDING'), code('b', 'SENT')];
    const after = applySentStatus(before, status({ a: 'FAILED', x: 'SENT' }));
    expect(after.map((c) => c.invitationstate)).toEqual(['FAILED', 'SENT']);
    expect(after[1]).toBe(before[1]);
  });

  it('doubles the wait up to the cap', () => {
    const seq = [POLL_FIRST_MS];
    while (seq.length < 7) seq.push(nextDelay(seq.at(-1)!));
    expect(seq).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(POLL_MAX_MS).toBe(15000);
  });
});

describe('sent-status polling (simulated clock)', () => {
  it('does not poll while nothing is SENDING', async () => {
    const { actor, asks, tick } = start([code('a', 'SENT'), code('b')]);
    await tick(60_000);
    expect(asks).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ send: 'idle', poll: 'off' });
  });

  it('polls with backoff 1s, 2s, 4s, 8s, 15s, 15s while a code stays SENDING', async () => {
    const { asks, tick } = start([code('a', 'SENDING')], { status: [status({ a: 'SENDING' })] });
    for (let i = 0; i < 50; i++) await tick(500);
    // Asked at 1s, then 2s, 4s, 8s, 15s later: 1000, 3000, 7000, 15000, 30000 (then 45000 > 25s run).
    expect(asks).toEqual([1000, 3000, 7000, 15000]);
    for (let i = 0; i < 40; i++) await tick(500);
    expect(asks).toEqual([1000, 3000, 7000, 15000, 30000, 45000]);
  });

  it('stops when every code is settled, and tells the changed codes', async () => {
    const { actor, asks, emitted, tick } = start([code('a', 'SENDING'), code('b', 'SENDING'), code('c', 'SENT')], {
      status: [status({ a: 'SENT', b: 'SENDING', c: 'SENT' }), status({ a: 'SENT', b: 'FAILED', c: 'SENT' })],
    });
    await tick(1000);
    expect(emitted).toEqual([
      { type: 'codesChanged', codes: [expect.objectContaining({ id: 'a', invitationstate: 'SENT' })] },
    ]);
    await tick(2000);
    expect(asks).toEqual([1000, 3000]);
    expect(emitted[1]).toEqual({
      type: 'codesChanged',
      codes: [expect.objectContaining({ id: 'b', invitationstate: 'FAILED' })],
    });
    expect(actor.getSnapshot().value).toEqual({ send: 'idle', poll: 'off' });
    await tick(60_000);
    expect(asks).toEqual([1000, 3000]);
  });

  it('pauses while the page is hidden and starts over (1s) when it is visible again', async () => {
    const { actor, asks, tick } = start([code('a', 'SENDING')], { status: [status({ a: 'SENDING' })] });
    await tick(1000);
    await tick(2000);
    expect(asks).toEqual([1000, 3000]);
    actor.send({ type: 'VISIBILITY', visible: false });
    expect(actor.getSnapshot().value).toMatchObject({ poll: 'off' });
    await tick(120_000);
    expect(asks).toEqual([1000, 3000]);
    actor.send({ type: 'VISIBILITY', visible: true });
    await tick(999);
    expect(asks).toHaveLength(2);
    await tick(1);
    expect(asks).toEqual([1000, 3000, 124_000]);
  });

  it('a hidden page that becomes visible again does not poll when nothing is SENDING', async () => {
    const { actor, asks, tick } = start([code('a', 'SENT')]);
    actor.send({ type: 'VISIBILITY', visible: false });
    actor.send({ type: 'VISIBILITY', visible: true });
    await tick(30_000);
    expect(asks).toEqual([]);
  });

  it('keeps polling with backoff when the sent status fails, and settles when it answers', async () => {
    const { actor, asks, tick } = start([code('a', 'SENDING')], {
      status: [new Error('500'), new Error('offline'), status({ a: 'SENT' })],
    });
    await tick(1000);
    expect(actor.getSnapshot().context.pollFailures).toBe(1);
    await tick(2000);
    expect(actor.getSnapshot().context.pollFailures).toBe(2);
    expect(actor.getSnapshot().status).toBe('active');
    await tick(4000);
    expect(asks).toEqual([1000, 3000, 7000]);
    expect(actor.getSnapshot().context.pollFailures).toBe(0);
    expect(actor.getSnapshot().context.codes[0]!.invitationstate).toBe('SENT');
    expect(actor.getSnapshot().value).toMatchObject({ poll: 'off' });
  });

  it('starts polling when the page shows codes SENDING (CODES), and stops when stopped', async () => {
    const { actor, asks, tick } = start([code('a')], { status: [status({ a: 'SENDING' })] });
    actor.send({ type: 'CODES', codes: [code('a', 'SENDING')] });
    await tick(1000);
    expect(asks).toEqual([1000]);
    actor.stop();
    await tick(60_000);
    expect(asks).toEqual([1000]);
  });
});

describe('sending', () => {
  it('invites the unsent codes, tells the SENDING codes, and polls from 1s again', async () => {
    const codes = [code('a'), code('b', 'SENT'), code('c', 'MANUAL', { email: null })];
    const { actor, invites, emitted, asks, tick } = start(codes, { status: [status({ a: 'SENT', b: 'SENT' })] });
    actor.send({ type: 'INVITE', ids: [], emailmessage: '  Glædelig jul  ' });
    expect(actor.getSnapshot().value).toMatchObject({ send: 'inviting' });
    await flush();
    expect(invites).toEqual([{ shopId: 's1', codeids: ['a'], reminder: false, emailmessage: 'Glædelig jul' }]);
    expect(emitted).toEqual([
      { type: 'codesChanged', codes: [expect.objectContaining({ id: 'a', invitationstate: 'SENDING' })] },
      { type: 'invited', count: 1, reminder: false },
    ]);
    expect(actor.getSnapshot().value).toEqual({ send: 'idle', poll: 'waiting' });
    await tick(1000);
    expect(asks).toEqual([1000]);
    expect(actor.getSnapshot().context.codes[0]!.invitationstate).toBe('SENT');
  });

  it('a second INVITE while one is in flight is ignored (one call)', async () => {
    let answer: (codes: GiftCode[]) => void = () => {};
    const { actor, invites } = start([code('a')], {
      invite: () => new Promise<GiftCode[]>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'INVITE', ids: ['a'] });
    actor.send({ type: 'INVITE', ids: ['a'] });
    actor.send({ type: 'REMIND' });
    await flush();
    expect(invites).toHaveLength(1);
    answer([code('a', 'SENDING')]);
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ send: 'idle' });
  });

  it('refuses an INVITE with nothing to send (used, without e-mail, SENDING)', () => {
    const { actor } = start([code('u', 'MANUAL', { products: ['1'] }), code('n', 'MANUAL', { email: null })]);
    actor.send({ type: 'INVITE', ids: ['u', 'n'] });
    actor.send({ type: 'INVITE', ids: [] });
    expect(actor.getSnapshot().value).toMatchObject({ send: 'idle' });
  });

  it('a failed invitation keeps the codes and says why', async () => {
    const { actor, emitted } = start([code('a')], {
      invite: () => Promise.reject({ kind: 'conflict' }),
    });
    actor.send({ type: 'INVITE', ids: ['a'] });
    await flush();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'conflict' });
    expect(actor.getSnapshot().context.codes[0]!.invitationstate).toBe('MANUAL');
    expect(emitted).toEqual([]);
    actor.send({ type: 'CLEAR_ERROR' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed code, its e-mail corrected (CODES), can be sent again', async () => {
    const { actor, invites } = start([code('f', 'FAILED', { email: 'x@firma.invalid' })]);
    actor.send({ type: 'CODES', codes: [code('f', 'FAILED', { email: 'x@firma.test' })] });
    actor.send({ type: 'INVITE', ids: ['f'] });
    await flush();
    expect(invites.map((i) => i.codeids)).toEqual([['f']]);
  });

  it('the reminder goes to the reminder selection only, and says it was a reminder', async () => {
    const codes = [
      code('a', 'SENT'),
      code('b', 'SENT', { products: ['1'] }),
      code('c', 'FAILED'),
      code('d'),
      code('e', 'SENT', { email: null }),
    ];
    const { actor, invites, emitted } = start(codes);
    actor.send({ type: 'REMIND', emailmessage: 'Husk at vælge' });
    await flush();
    expect(invites).toEqual([
      { shopId: 's1', codeids: ['a', 'c', 'd'], reminder: true, emailmessage: 'Husk at vælge' },
    ]);
    expect(emitted.at(-1)).toEqual({ type: 'invited', count: 3, reminder: true });
  });

  it('REMIND with nobody to remind does nothing', () => {
    const { actor } = start([code('b', 'SENT', { products: ['1'] })]);
    actor.send({ type: 'REMIND' });
    expect(actor.getSnapshot().value).toMatchObject({ send: 'idle' });
  });

  it('requesting cards tells the shop as it is now; a failure says why', async () => {
    const ok = start([code('a')]);
    ok.actor.send({ type: 'REQUEST_CARDS' });
    ok.actor.send({ type: 'REQUEST_CARDS' });
    await flush();
    expect(ok.emitted).toEqual([{ type: 'shopChanged', shop: { id: 's1', cardsrequested: true } }]);
    const bad = start([code('a')], { cards: () => Promise.reject(new Error('500')) });
    bad.actor.send({ type: 'REQUEST_CARDS' });
    await flush();
    expect(bad.actor.getSnapshot().context.error).toEqual({ kind: 'failed' });
    expect(bad.emitted).toEqual([]);
  });
});
