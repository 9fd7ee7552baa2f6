/**
 * Login (spec §2 login form, reset password modal, saved-cart dialog; §3 login request/response, saved cart item;
 * §4 login and reset password; §5 login and reset rules; §7 login page URL actions; §8 sign-in texts).
 *
 * States:
 * - `login.idle` — the form. SUBMIT (username, password, remember) → `login.submitting` (actor `signIn`).
 *   The answer decides: `signincompleted` with `previouscartfound` → `savedCart`; `signincompleted` without →
 *   `done` (emits `reload`); `errortype` 0 → back to the form with error `invalid`; `errortype` 1, any other
 *   answer, or a failure (the actor rejects) → error `critical`.
 * - `savedCart.loading` (actor `loadRetentionCart` → the saved items) → `savedCart.choosing`: USE (actor
 *   `changeCart` `{ merge: false }`), MERGE (only while the current page cart has items: `currentCartCount` > 0,
 *   from the input and kept up to date with CART_COUNT; otherwise ignored), NOTHING and CLOSE → `done`.
 *   `savedCart.changing`: on success emits `cartReplaced` (the server's cart) and goes to `done`; on failure back
 *   to `choosing` with error `changeFailed` (the choices stay; the user may retry or do nothing).
 * - `done` (final): emits `reload` `{ previouscartfound, choice }` on entry. The view reloads the page.
 * - `reset.form` — the reset password modal. SEND (email) → `reset.sending` (actor `resetRequest`) → back to the
 *   form with `resetResult` `sent` (emailsent true) or `unknownUser` (emailsent false); a failure (the actor
 *   rejects) is `failed`. BACK → `login.idle`. OPEN_RESET from the form opens it (with a clean result).
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`, errors are kinds, outward facts
 * are emitted (`reload`, `cartReplaced`).
 *
 * Decisions:
 * - After USE / MERGE succeeds the machine emits `cartReplaced` with the server's cart (so the page cart follows
 *   at once, even when the host cancels the reload and routes itself), THEN `reload`.
 * - SUBMIT while signing in, SEND while sending and a second choice while the cart is changing are ignored
 *   (double submit). CLOSE while the cart is changing is ignored too: the change finishes, then the page reloads.
 * - SUBMIT with an empty username or password is ignored (the view validates and shows the field errors first).
 * - The password is not kept in the context: the `signIn` actor reads it from the SUBMIT event.
 * - A failed retention-cart load shows the (empty) list with the choices still available (the call already
 *   answers [] on failure, spec §8; a rejecting actor is treated the same).
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Cart, SavedCartItem } from '../src/api/schemas/cart.ts';
import type { SignInResponse } from '../src/api/schemas/login.ts';

export type LoginError = 'invalid' | 'critical';
export type ResetResult = 'sent' | 'unknownUser' | 'failed';
export type SavedCartChoice = 'use' | 'merge' | 'nothing' | 'close';

export interface SignInRequest {
  username: string;
  password: string;
  remember: boolean;
}

export interface ResetRequestOutput {
  emailsent: boolean;
}

export interface LoginContext {
  error: LoginError | null;
  previouscartfound: boolean;
  savedItems: SavedCartItem[];
  /** Items in the page's current cart (MERGE is offered only when > 0). */
  currentCartCount: number;
  /** The saved-cart choice that ended the flow (or the one being applied). */
  choice: SavedCartChoice | null;
  changeError: 'changeFailed' | null;
  resetResult: ResetResult | null;
}

export interface LoginInput {
  currentCartCount?: number;
}

export type LoginEvent =
  | { type: 'SUBMIT'; username: string; password: string; remember?: boolean }
  | { type: 'DISMISS' }
  | { type: 'OPEN_RESET' }
  | { type: 'BACK' }
  | { type: 'SEND'; email: string }
  | { type: 'CART_COUNT'; count: number }
  | { type: 'USE' }
  | { type: 'MERGE' }
  | { type: 'NOTHING' }
  | { type: 'CLOSE' };

export type LoginEmitted =
  { type: 'reload'; previouscartfound: boolean; choice: SavedCartChoice | null } | { type: 'cartReplaced'; cart: Cart };

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    /** POST action=signin to the login page URL. Supplied by the view. */
    signIn: fromPromise<SignInResponse, SignInRequest>(async () => {
      throw new Error('loginMachine: provide the signIn actor');
    }),
    /** GET cart/getretentioncart → the saved items. Supplied by the view. */
    loadRetentionCart: fromPromise<SavedCartItem[], void>(async () => {
      throw new Error('loginMachine: provide the loadRetentionCart actor');
    }),
    /** GET cart/change[?merge=true] → the new cart; rejects on failure. Supplied by the view. */
    changeCart: fromPromise<Cart, { merge: boolean }>(async () => {
      throw new Error('loginMachine: provide the changeCart actor');
    }),
    /** POST action=resetpasswordrequest → { emailsent }; rejects on failure. Supplied by the view. */
    resetRequest: fromPromise<ResetRequestOutput, { email: string }>(async () => {
      throw new Error('loginMachine: provide the resetRequest actor');
    }),
  },
  guards: {
    hasCredentials: ({ event }) => event.type === 'SUBMIT' && filled(event.username) && filled(event.password),
    hasEmail: ({ event }) => event.type === 'SEND' && filled(event.email),
    currentCartHasItems: ({ context }) => context.currentCartCount > 0,
  },
  actions: {
    setCartCount: assign(({ event }) => (event.type === 'CART_COUNT' ? { currentCartCount: count(event.count) } : {})),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    error: null,
    previouscartfound: false,
    savedItems: [],
    currentCartCount: count(input?.currentCartCount),
    choice: null,
    changeError: null,
    resetResult: null,
  }),
  initial: 'login',
  on: {
    CART_COUNT: { actions: 'setCartCount' },
  },
  states: {
    login: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: { guard: 'hasCredentials', target: 'submitting' },
            DISMISS: { actions: assign({ error: null }) },
            OPEN_RESET: { target: '#login.reset', actions: assign({ resetResult: null }) },
          },
        },
        submitting: {
          entry: assign({ error: null }),
          invoke: {
            src: 'signIn',
            input: ({ event }) =>
              event.type === 'SUBMIT'
                ? { username: event.username.trim(), password: event.password, remember: event.remember === true }
                : { username: '', password: '', remember: false },
            onDone: [
              {
                guard: ({ event }) => event.output?.signincompleted === true && event.output.previouscartfound === true,
                target: '#login.savedCart',
                actions: assign({ previouscartfound: true }),
              },
              { guard: ({ event }) => event.output?.signincompleted === true, target: '#login.done' },
              {
                guard: ({ event }) => event.output?.errortype === 0,
                target: 'idle',
                actions: assign({ error: 'invalid' as const }),
              },
              { target: 'idle', actions: assign({ error: 'critical' as const }) },
            ],
            onError: { target: 'idle', actions: assign({ error: 'critical' as const }) },
          },
        },
      },
    },
    savedCart: {
      initial: 'loading',
      on: {
        CLOSE: { target: 'done', actions: assign({ choice: 'close' as const }) },
      },
      states: {
        loading: {
          invoke: {
            src: 'loadRetentionCart',
            onDone: {
              target: 'choosing',
              actions: assign({ savedItems: ({ event }) => (Array.isArray(event.output) ? event.output : []) }),
            },
            onError: { target: 'choosing', actions: assign({ savedItems: [] }) },
          },
          on: {
            NOTHING: { target: '#login.done', actions: assign({ choice: 'nothing' as const }) },
          },
        },
        choosing: {
          on: {
            USE: { target: 'changing', actions: assign({ choice: 'use' as const, changeError: null }) },
            MERGE: {
              guard: 'currentCartHasItems',
              target: 'changing',
              actions: assign({ choice: 'merge' as const, changeError: null }),
            },
            NOTHING: { target: '#login.done', actions: assign({ choice: 'nothing' as const }) },
          },
        },
        changing: {
          on: {
            // The change is in flight: it finishes, then the page reloads.
            CLOSE: {},
          },
          invoke: {
            src: 'changeCart',
            input: ({ context }) => ({ merge: context.choice === 'merge' }),
            onDone: {
              target: '#login.done',
              actions: emit(({ event }) => ({ type: 'cartReplaced' as const, cart: event.output })),
            },
            onError: { target: 'choosing', actions: assign({ changeError: 'changeFailed' as const, choice: null }) },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: emit(({ context }) => ({
        type: 'reload' as const,
        previouscartfound: context.previouscartfound,
        choice: context.choice,
      })),
    },
    reset: {
      initial: 'form',
      states: {
        form: {
          on: {
            SEND: { guard: 'hasEmail', target: 'sending' },
            BACK: { target: '#login.login.idle', actions: assign({ resetResult: null }) },
          },
        },
        sending: {
          entry: assign({ resetResult: null }),
          invoke: {
            src: 'resetRequest',
            input: ({ event }) => ({ email: event.type === 'SEND' ? event.email.trim() : '' }),
            onDone: {
              target: 'form',
              actions: assign({
                resetResult: ({ event }) => (event.output?.emailsent === true ? 'sent' : 'unknownUser'),
              }),
            },
            onError: { target: 'form', actions: assign({ resetResult: 'failed' as const }) },
          },
        },
      },
    },
  },
});

export type LoginMachine = typeof loginMachine;
export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The sign-in request is in flight, or the page is about to reload (the Login button shows its spinner). */
export function isSigningIn(snapshot: LoginSnapshot): boolean {
  return snapshot.matches({ login: 'submitting' }) || snapshot.matches('done');
}

/** The reset password modal is open. */
export function isResetOpen(snapshot: LoginSnapshot): boolean {
  return snapshot.matches('reset');
}

/** The saved-cart dialog is open. */
export function isSavedCartOpen(snapshot: LoginSnapshot): boolean {
  return snapshot.matches('savedCart');
}

/** MERGE is offered (the current cart has items). */
export function canMerge(snapshot: LoginSnapshot): boolean {
  return snapshot.context.currentCartCount > 0;
}
