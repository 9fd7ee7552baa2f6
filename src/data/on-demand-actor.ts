/**
 * An element's machine loaded on demand (XState off a page's start path, docs/performance.md): until the machine is
 * there the view shows its first state, computed without XState (the machine's `*.state.ts`); the machine's module
 * (an on-demand part that creates the actor) is loaded when the user reaches for the element — a pointer over it,
 * focus in it, a touch — or at the latest on the first event the view sends.
 *
 * - `createOnDemandActor(options)`: the plain store (no React), so its rules can be tested on their own.
 * - `useOnDemandActor({ ...options, host })`: the store for a view, listening for the intent events on `host` until
 *   the machine is there, and stopping the actor when the view unmounts.
 *
 * The rules:
 * - The store's snapshot is the actor's snapshot once it started, else the view's first snapshot (`first`). Both
 *   have the shape the view's readers take (`{ context, matches() }`), so `useStoreSelector` reads either.
 * - `send(event)` before the machine is there applies `early(view, event)` (when given) to the view at once (a
 *   controlled field keeps what is typed), queues the event and starts the load; once the actor started, the
 *   queued events are sent to it in order. `early` must be the machine's own pure functions for those events, so
 *   the replayed machine reaches the same context.
 * - A failed load marks the store `failed` (and logs "`what` could not be loaded") only when events were waiting;
 *   they stay queued. The next `send`, intent or `retry()` loads again (a `lazyPart` requests the chunk afresh).
 * - Emitted events: `create` may listen (`actor.on(...)`) before the actor is started and the queue replayed;
 *   a view that listens in an effect (`useReplaceCartOn`) hears what is emitted after its next render.
 *
 * No XState and no texts here: the actor is any object with the five functions below (an XState actor has them).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ReadableStore } from './use-store.ts';

/** What the store needs of an actor (an XState actor, created but not started). */
export interface StartableActor<V, E> {
  getSnapshot(): V;
  subscribe(listener: () => void): { unsubscribe(): void };
  send(event: E): void;
  start(): unknown;
  stop(): unknown;
}

export interface OnDemandActorOptions<M, V, E, A extends StartableActor<V, E>> {
  /** The machine's on-demand module (a `lazyPart`): loaded once; after a failure the next load requests it again. */
  part: { load(): Promise<M> };
  /** Creates the actor (not started) from the loaded module. */
  create(module: M): A;
  /** The view's first snapshot: the machine's first state and context, computed without the machine. */
  first: V;
  /** Applies an event to the view before the machine is there (pure; the machine's own functions). */
  early?: ((view: V, event: E) => V) | undefined;
  /** Names the machine in the console when it could not be loaded ("`what` could not be loaded"). */
  what: string;
}

export interface OnDemandStatus<A> {
  /** The started actor, null until it is loaded. */
  actor: A | null;
  /** The machine could not be loaded while events waited for it (they still wait: `retry()`). */
  failed: boolean;
}

export interface OnDemandActorStore<V, E, A> extends ReadableStore<V> {
  subscribe(listener: () => void): () => void;
  send(event: E): void;
  /** Starts the load now (the user reaches for the element). */
  intent(): void;
  /** Loads again after a failure; the waiting events are then sent. */
  retry(): void;
  status(): OnDemandStatus<A>;
  /** Stops the actor (and any load still running will not start one). */
  stop(): void;
}

export function createOnDemandActor<M, V, E, A extends StartableActor<V, E>>(
  options: OnDemandActorOptions<M, V, E, A>,
): OnDemandActorStore<V, E, A> {
  const { part, create, early, what } = options;
  let view = options.first;
  let status: OnDemandStatus<A> = { actor: null, failed: false };
  const waiting: E[] = [];
  const listeners = new Set<() => void>();
  let loading = false;
  let stopped = false;

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const setStatus = (next: OnDemandStatus<A>): void => {
    status = next;
    notify();
  };

  const load = (): void => {
    if (loading || stopped || status.actor) return;
    loading = true;
    part.load().then(
      (module) => {
        loading = false;
        if (stopped) return;
        const actor = create(module);
        actor.subscribe(notify);
        actor.start();
        for (const event of waiting.splice(0)) actor.send(event);
        setStatus({ actor, failed: false });
      },
      (error: unknown) => {
        loading = false;
        if (stopped || waiting.length === 0) return;
        console.error(`${what} could not be loaded`, error);
        setStatus({ actor: null, failed: true });
      },
    );
  };

  return {
    getSnapshot: () => (status.actor ? status.actor.getSnapshot() : view),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (status.actor) {
        status.actor.send(event);
        return;
      }
      if (early) {
        const next = early(view, event);
        if (next !== view) {
          view = next;
          notify();
        }
      }
      waiting.push(event);
      load();
    },
    // After a failed load with events waiting, only 'Try again' loads again: focus moving to that button (or a pointer
    // passing over the message) is not a retry, and must not swap the message for the next step under the user.
    intent() {
      if (!status.failed) load();
    },
    retry() {
      if (status.failed) setStatus({ actor: null, failed: false });
      load();
    },
    status: () => status,
    stop() {
      stopped = true;
      status.actor?.stop();
    },
  };
}

/** Events on the host that announce a user reaching for the element: its machine is loaded then. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

export interface OnDemandActor<V, E, A> extends OnDemandStatus<A> {
  /** The view's snapshots (for `useStoreSelector`): the first view until the machine is there, then the actor's. */
  store: OnDemandActorStore<V, E, A>;
  send(event: E): void;
  retry(): void;
}

/**
 * The store of an element's on-demand machine (see above). `options` are read once, on the first render: `create`
 * should reach changing values (the API client) through a ref. The actor stops when the view unmounts.
 */
export function useOnDemandActor<M, V, E, A extends StartableActor<V, E>>(
  options: OnDemandActorOptions<M, V, E, A> & { host: HTMLElement | null },
): OnDemandActor<V, E, A> {
  const [store] = useState(() => createOnDemandActor(options));
  const { actor, failed } = useSyncExternalStore(store.subscribe, store.status, store.status);
  const { host } = options;

  useEffect(() => {
    if (actor || !host) return undefined;
    for (const type of INTENT) host.addEventListener(type, store.intent, { passive: true });
    return () => {
      for (const type of INTENT) host.removeEventListener(type, store.intent);
    };
  }, [actor, host, store]);

  useEffect(() => () => store.stop(), [store]);

  return { store, actor, failed, send: store.send, retry: store.retry };
}
