/**
 * src/data/on-demand-actor.ts, the store without React: the first view until the machine is there, early events
 * applied to it, events queued and replayed in order once the actor started, a failed load marked only when events
 * wait (and they still wait: retry or the next event load again; an intent does not, focus moving to 'Try again' is
 * no retry), and no actor after stop. The part is loaded
 * by hand (a promise per load), the actor is a small fake with the functions the store uses.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOnDemandActor, type StartableActor } from '../../../src/data/on-demand-actor.ts';

interface View {
  context: { text: string; log: string[] };
  matches(state: 'first' | 'running'): boolean;
}
type Event = { type: 'TYPE'; text: string } | { type: 'GO' };

/** An actor that logs what it gets; its snapshot is a View. */
class FakeActor implements StartableActor<View, Event> {
  started = false;
  stopped = false;
  private snapshot: View = { context: { text: 'first', log: [] }, matches: (s) => s === 'running' };
  private listeners = new Set<() => void>();
  getSnapshot = (): View => this.snapshot;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return { unsubscribe: () => void this.listeners.delete(listener) };
  }
  send(event: Event): void {
    if (!this.started) throw new Error('sent before start');
    const { context } = this.snapshot;
    const text = event.type === 'TYPE' ? event.text : context.text;
    this.snapshot = { ...this.snapshot, context: { text, log: [...context.log, event.type] } };
    for (const listener of this.listeners) listener();
  }
  start(): void {
    this.started = true;
  }
  stop(): void {
    this.stopped = true;
  }
}

/** A part whose loads the test settles: `loads[n].resolve()` / `.reject()`. */
function handPart() {
  const loads: Array<{ resolve(): void; reject(): void }> = [];
  const actors: FakeActor[] = [];
  const part = {
    load: () =>
      new Promise<{ make(): FakeActor }>((resolve, reject) => {
        loads.push({
          resolve: () =>
            resolve({
              make: () => {
                const actor = new FakeActor();
                actors.push(actor);
                return actor;
              },
            }),
          reject: () => reject(new Error('chunk unavailable')),
        });
      }),
  };
  return { part, loads, actors };
}

const first: View = { context: { text: 'first', log: [] }, matches: (s) => s === 'first' };
const early = (view: View, event: Event): View =>
  event.type === 'TYPE' ? { ...view, context: { ...view.context, text: event.text } } : view;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(withEarly = true) {
  const hand = handPart();
  const store = createOnDemandActor({
    part: hand.part,
    create: (module) => module.make(),
    first,
    early: withEarly ? early : undefined,
    what: 'The test form',
  });
  const notified = vi.fn();
  store.subscribe(notified);
  return { ...hand, store, notified };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('on-demand actor store', () => {
  it('shows the first view and loads nothing until an intent or an event', async () => {
    const { store, loads } = setup();
    expect(store.getSnapshot()).toBe(first);
    expect(store.status()).toEqual({ actor: null, failed: false });
    await flush();
    expect(loads).toHaveLength(0);
    store.intent();
    store.intent();
    expect(loads).toHaveLength(1);
  });

  it('applies early events to the view, queues every event, and replays them in order once started', async () => {
    const { store, loads, actors, notified } = setup();
    store.send({ type: 'TYPE', text: 'A' });
    store.send({ type: 'GO' });
    store.send({ type: 'TYPE', text: 'AB' });
    expect(loads).toHaveLength(1);
    expect(store.getSnapshot().context.text).toBe('AB');
    expect(store.getSnapshot().matches('first')).toBe(true);
    expect(notified).toHaveBeenCalledTimes(2); // the two TYPEs changed the view; GO did not

    loads[0]!.resolve();
    await flush();
    const actor = actors[0]!;
    expect(actor.started).toBe(true);
    expect(store.status()).toEqual({ actor, failed: false });
    expect(store.getSnapshot()).toBe(actor.getSnapshot());
    expect(store.getSnapshot().context).toEqual({ text: 'AB', log: ['TYPE', 'GO', 'TYPE'] });

    // Now events go straight to the actor, and the store follows it.
    notified.mockClear();
    store.send({ type: 'TYPE', text: 'ABC' });
    expect(store.getSnapshot().context.text).toBe('ABC');
    expect(notified).toHaveBeenCalled();
    expect(loads).toHaveLength(1);
  });

  it('without an early reducer the view stays the first one until the machine is there', async () => {
    const { store, loads } = setup(false);
    store.send({ type: 'TYPE', text: 'x' });
    expect(store.getSnapshot()).toBe(first);
    loads[0]!.resolve();
    await flush();
    expect(store.getSnapshot().context).toEqual({ text: 'x', log: ['TYPE'] });
  });

  it('a failed load after an intent alone is not a failure; the next event loads again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, loads, actors } = setup();
    store.intent();
    loads[0]!.reject();
    await flush();
    expect(store.status().failed).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    store.send({ type: 'GO' });
    expect(loads).toHaveLength(2);
    loads[1]!.resolve();
    await flush();
    expect(actors[0]!.getSnapshot().context.log).toEqual(['GO']);
  });

  it('a failed load with events waiting is failed and logged; the events wait; retry sends them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, loads, actors } = setup();
    store.send({ type: 'TYPE', text: 'A' });
    loads[0]!.reject();
    await flush();
    expect(store.status()).toEqual({ actor: null, failed: true });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toBe('The test form could not be loaded');
    expect(store.getSnapshot().context.text).toBe('A'); // what was typed is kept

    // More events while failed: queued, and they load again (the failure shows until a load settles).
    store.send({ type: 'GO' });
    expect(loads).toHaveLength(2);
    expect(store.status().failed).toBe(true);
    loads[1]!.reject();
    await flush();
    expect(store.status().failed).toBe(true);

    // Focus or a pointer reaching the failure message is no retry: nothing is loaded, the message stays.
    store.intent();
    expect(loads).toHaveLength(2);
    expect(store.status().failed).toBe(true);

    store.retry();
    expect(store.status()).toEqual({ actor: null, failed: false });
    expect(loads).toHaveLength(3);
    loads[2]!.resolve();
    await flush();
    expect(actors).toHaveLength(1);
    expect(actors[0]!.getSnapshot().context).toEqual({ text: 'A', log: ['TYPE', 'GO'] });
    expect(store.status().failed).toBe(false);
  });

  it('stop: the actor stops; a load that settles afterwards starts none', async () => {
    const running = setup();
    running.store.intent();
    running.loads[0]!.resolve();
    await flush();
    running.store.stop();
    expect(running.actors[0]!.stopped).toBe(true);

    const gone = setup();
    gone.store.send({ type: 'GO' });
    gone.store.stop();
    gone.loads[0]!.resolve();
    await flush();
    expect(gone.actors).toHaveLength(0);
    expect(gone.store.status().actor).toBe(null);
    gone.store.intent();
    expect(gone.loads).toHaveLength(1);
  });
});
