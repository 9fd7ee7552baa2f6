// The recipient machine after a 429 on a code look-up: 'Fortsæt' waits while the seconds of Retry-After count down
// (delayed events on a fake clock), then the code can be sent again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GiftCode, GiftShop } from '../src/api/schemas/giftshop.ts';
import { giftCode } from '../test/unit/api/fixtures.ts';
import { giftShopRecord } from '../test/unit/fakes/gift-shop.ts';
import { giftRecipientMachine, loadingOf, type LoadResult } from './gift-recipient.machine.ts';

const START = new Date('2026-11-21T12:00:00Z');

function start(answers: Array<LoadResult<GiftCode>>, now: () => Date = () => new Date()) {
  const fetchCode = vi.fn(async (): Promise<LoadResult<GiftCode>> => answers.shift() ?? { status: 'notFound' });
  const shop = giftShopRecord({ id: 'jul-2026', startdate: '2026-11-01', enddate: '2026-12-24' });
  const machine = giftRecipientMachine.provide({
    actors: {
      fetchCode: fromPromise(() => fetchCode()),
      fetchShop: fromPromise(async (): Promise<LoadResult<GiftShop>> => ({ status: 'ok', value: shop })),
      restoreProgress: fromPromise(async (): Promise<unknown> => null),
    },
  });
  const actor = createActor(machine, { input: { now } });
  actor.start();
  return { actor, fetchCode };
}

/** Let the promise actors settle without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);
const waitOf = (actor: ReturnType<typeof start>['actor']) => {
  const error = actor.getSnapshot().context.error;
  return error?.kind === 'tooManyAttempts' ? error.seconds : null;
};

describe('gift recipient: too many attempts (429)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the Retry-After seconds down, ignores Fortsæt meanwhile, then lets the code be sent again', async () => {
    const { actor, fetchCode } = start([{ status: 'tooManyAttempts', retryAfter: 3 }]);
    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-1' });
    await flush();
    expect(actor.getSnapshot().matches({ login: 'coolingDown' })).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'tooManyAttempts',
      seconds: 3,
      retryAt: START.getTime() + 3000,
    });
    expect(loadingOf(actor.getSnapshot()).any).toBe(false);

    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-2' });
    actor.send({ type: 'RETRY' });
    actor.send({ type: 'DISMISS_ERROR' });
    await flush();
    expect(fetchCode).toHaveBeenCalledTimes(1);
    expect(waitOf(actor)).toBe(3);

    await vi.advanceTimersByTimeAsync(999);
    expect(waitOf(actor)).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(waitOf(actor)).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(waitOf(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-3' });
    await flush();
    expect(fetchCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unknownCode' });
  });

  it('follows the clock when a tick comes late (a throttled background tab)', async () => {
    const { actor } = start([{ status: 'tooManyAttempts', retryAfter: 30 }]);
    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-1' });
    await flush();
    vi.setSystemTime(START.getTime() + 20_000); // the clock moved on; the timer fires only now
    await vi.advanceTimersByTimeAsync(1000);
    expect(waitOf(actor)).toBe(9);
  });

  it('still ends the wait on a clock that stands still (one second a tick)', async () => {
    const { actor } = start([{ status: 'tooManyAttempts', retryAfter: 2 }], () => START);
    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-1' });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(waitOf(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
  });

  it('waits at least a second, also for Retry-After 0', async () => {
    const { actor } = start([{ status: 'tooManyAttempts', retryAfter: 0 }]);
    actor.send({ type: 'SUBMIT_CODE', code: 'GUESS-1' });
    await flush();
    expect(waitOf(actor)).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
  });

  it('a code in the route that meets a 429 waits too; leaving ends the wait', async () => {
    const shop = giftShopRecord({ id: 'jul-2026' });
    const machine = giftRecipientMachine.provide({
      actors: {
        fetchCode: fromPromise(async (): Promise<LoadResult<GiftCode>> => ({
          status: 'tooManyAttempts',
          retryAfter: 60,
        })),
        fetchShop: fromPromise(async (): Promise<LoadResult<GiftShop>> => ({ status: 'ok', value: shop })),
      },
    });
    const actor = createActor(machine, { input: { code: giftCode.id } }).start();
    await flush();
    expect(waitOf(actor)).toBe(60);
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().matches({ login: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
