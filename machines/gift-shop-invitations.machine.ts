/**
 * Sending a gift shop's codes (issue 12, spec §4 invitation states, §7 `codes/invite`, `codes/sent-status`,
 * `request-cards`): invitations by e-mail, reminders, printed cards and the sent-status polling of the codes
 * section 'Gavebeviser'. The manager machine keeps the codes; the view tells this machine the page's codes (CODES)
 * and whether the page is visible (VISIBILITY, from `document.visibilityState`), and forwards what it emits
 * (`codesChanged`, `shopChanged`) to the manager.
 *
 * Two parallel regions:
 * - `send` — `idle`; INVITE (the given codes that may be invited, {@link invitableCodes}), REMIND (the reminder
 *   selection, {@link reminderCodes}) → `inviting` (actor `invite`): the answer's codes (SENDING, or FAILED) are
 *   merged and emitted, with `invited` (how many, and whether it was a reminder). REQUEST_CARDS → `requestingCards`
 *   (actor `requestCards`, which answers the shop as it is now): `shopChanged`. A second INVITE / REMIND /
 *   REQUEST_CARDS while one is in flight is ignored; a failure returns to `idle` with `error`.
 * - `poll` — asks `codes/sent-status` only while a code is SENDING and the page is visible: `off` ⇄ `waiting`
 *   (a timer of `delay`) → `asking`. The delay starts at {@link POLL_FIRST_MS} and doubles after each answer that
 *   still has codes SENDING (and after each failed ask) up to {@link POLL_MAX_MS}; it starts over after an
 *   invitation or when the page becomes visible again. Hidden, the timer stops (`off`); a failed ask keeps
 *   polling (counted in `pollFailures`). Leaving the section stops the actor, and with it the polling.
 *
 * No React, DOM, fetch or strings: effects are actors supplied with `.provide()`; a failing actor rejects with a
 * {@link ManagerFailure}.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { GiftCode, GiftShop, InvitationState, SentStatusEntry } from '../src/api/schemas/giftshop.ts';
import { failureOf, isUsedCode, type ManagerFailure } from './gift-shop-manager.types.ts';

/** First wait before asking the sent status, and the longest wait (the delay doubles in between). */
export const POLL_FIRST_MS = 1000;
export const POLL_MAX_MS = 15000;

/** The wait after `delay` (doubled, capped). */
export const nextDelay = (delay: number): number => Math.min(delay * 2, POLL_MAX_MS);

const hasEmail = (code: GiftCode): boolean => !!code.email?.trim();

/**
 * The codes an invitation may go to, of `ids` (or, with no ids, of all the codes): unused (a recipient who chose
 * gets nothing more), with an e-mail, and not SENDING right now. Without ids only those not invited yet or whose
 * invitation failed (MANUAL, FAILED): a sent code is sent again only when selected.
 */
export function invitableCodes(codes: readonly GiftCode[], ids: readonly string[] = []): GiftCode[] {
  const wanted = new Set(ids);
  return codes.filter(
    (c) =>
      !isUsedCode(c) &&
      hasEmail(c) &&
      c.invitationstate !== 'SENDING' &&
      (ids.length ? wanted.has(c.id) : c.invitationstate === 'MANUAL' || c.invitationstate === 'FAILED'),
  );
}

/** Of `ids` (or all codes), the unused ones an invitation cannot go to: they have no e-mail (named to the user). */
export function codesWithoutEmail(codes: readonly GiftCode[], ids: readonly string[] = []): GiftCode[] {
  const wanted = new Set(ids);
  return codes.filter((c) => !isUsedCode(c) && !hasEmail(c) && (!ids.length || wanted.has(c.id)));
}

/** The §2 rule: 'Send gavebeviser' once any code left MANUAL or cards were requested, else 'Vælg leveringsform'. */
export function sendingBegun(shop: GiftShop, codes: readonly GiftCode[]): boolean {
  return shop.cardsrequested || codes.some((c) => c.invitationstate !== 'MANUAL');
}

/**
 * The reminder selection ('Send påmindelse'): every recipient who has not chosen yet (no products) and has an
 * e-mail, except codes SENDING right now. Codes never invited by e-mail (MANUAL) are included: the reminder carries
 * the code and the link, so nobody who still has to choose is left out (issue 12: "to the other 4").
 */
export function reminderCodes(codes: readonly GiftCode[]): GiftCode[] {
  return codes.filter((c) => !isUsedCode(c) && hasEmail(c) && c.invitationstate !== 'SENDING');
}

/** The codes with the states of `status` (codes it does not name keep theirs); only changed codes are new objects. */
export function applySentStatus(codes: readonly GiftCode[], status: readonly SentStatusEntry[]): GiftCode[] {
  const states = new Map<string, InvitationState>(status.map((s) => [s.id, s.invitationstate]));
  return codes.map((c) => {
    const state = states.get(c.id);
    return state && state !== c.invitationstate ? { ...c, invitationstate: state } : c;
  });
}

const sendingIn = (codes: readonly GiftCode[]): boolean => codes.some((c) => c.invitationstate === 'SENDING');

export interface InvitationsContext {
  shopId: string;
  codes: GiftCode[];
  visible: boolean;
  /** The next wait before asking the sent status (ms). */
  delay: number;
  /** How many sent-status asks failed in a row (the polling goes on). */
  pollFailures: number;
  /** The invitation in flight is a reminder. */
  reminding: boolean;
  /** Why the last INVITE / REMIND / REQUEST_CARDS failed. */
  error: ManagerFailure | null;
}

export interface InvitationsInput {
  shopId: string;
  codes?: GiftCode[];
  visible?: boolean;
}

export type InvitationsEvent =
  | { type: 'CODES'; codes: GiftCode[] }
  | { type: 'VISIBILITY'; visible: boolean }
  /** Send invitations to `ids` (empty: every code not invited yet); `emailmessage` replaces the shop's text. */
  | { type: 'INVITE'; ids: string[]; emailmessage?: string }
  | { type: 'REMIND'; emailmessage?: string }
  | { type: 'REQUEST_CARDS' }
  | { type: 'CLEAR_ERROR' };

export type InvitationsEmitted =
  | { type: 'codesChanged'; codes: GiftCode[] }
  | { type: 'invited'; count: number; reminder: boolean }
  | { type: 'shopChanged'; shop: GiftShop };

export interface InviteRequest {
  shopId: string;
  codeids: string[];
  emailmessage?: string;
  reminder: boolean;
}

const requestOf = (context: InvitationsContext, event: InvitationsEvent): InviteRequest => {
  const message = event.type === 'INVITE' || event.type === 'REMIND' ? event.emailmessage?.trim() : undefined;
  const codes = event.type === 'INVITE' ? invitableCodes(context.codes, event.ids) : reminderCodes(context.codes);
  return {
    shopId: context.shopId,
    codeids: codes.map((c) => c.id),
    reminder: event.type === 'REMIND',
    ...(message ? { emailmessage: message } : {}),
  };
};

export const giftShopInvitationsMachine = setup({
  types: {
    context: {} as InvitationsContext,
    events: {} as InvitationsEvent,
    input: {} as InvitationsInput,
    emitted: {} as InvitationsEmitted,
  },
  actors: {
    /** POST giftshop/{id}/codes/invite → the invited codes. Supplied by the view. */
    invite: fromPromise<GiftCode[], InviteRequest>(async () => {
      throw new Error('giftShopInvitationsMachine: provide the invite actor');
    }),
    /** GET giftshop/{id}/codes/sent-status. Supplied by the view. */
    sentStatus: fromPromise<SentStatusEntry[], { shopId: string }>(async () => {
      throw new Error('giftShopInvitationsMachine: provide the sentStatus actor');
    }),
    /** GET giftshop/{id}/request-cards, then the shop as it is now (cardsrequested). Supplied by the view. */
    requestCards: fromPromise<GiftShop, { shopId: string }>(async () => {
      throw new Error('giftShopInvitationsMachine: provide the requestCards actor');
    }),
  },
  delays: {
    pollDelay: ({ context }) => context.delay,
  },
  guards: {
    someInvitable: ({ context, event }) =>
      event.type === 'INVITE' && invitableCodes(context.codes, event.ids).length > 0,
    someToRemind: ({ context }) => reminderCodes(context.codes).length > 0,
    /** Poll: something is SENDING and the page is visible. */
    pollWanted: ({ context }) => context.visible && sendingIn(context.codes),
    pollNotWanted: ({ context }) => !context.visible || !sendingIn(context.codes),
  },
  actions: {
    restartDelay: assign({ delay: POLL_FIRST_MS }),
  },
}).createMachine({
  id: 'giftShopInvitations',
  type: 'parallel',
  context: ({ input }) => ({
    shopId: input.shopId,
    codes: input.codes ?? [],
    visible: input.visible ?? true,
    delay: POLL_FIRST_MS,
    pollFailures: 0,
    reminding: false,
    error: null,
  }),
  on: {
    CODES: { actions: assign({ codes: ({ event }) => event.codes }) },
    VISIBILITY: [
      // Visible again: the waits start over (the state may have changed meanwhile).
      {
        guard: ({ context, event }) => event.visible && !context.visible,
        actions: [assign({ visible: true }), 'restartDelay'],
      },
      { actions: assign({ visible: ({ event }) => event.visible }) },
    ],
    CLEAR_ERROR: { actions: assign({ error: null }) },
  },
  states: {
    send: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            INVITE: { guard: 'someInvitable', target: 'inviting', actions: assign({ reminding: false }) },
            REMIND: { guard: 'someToRemind', target: 'inviting', actions: assign({ reminding: true }) },
            REQUEST_CARDS: { target: 'requestingCards' },
          },
        },
        inviting: {
          entry: assign({ error: null }),
          invoke: {
            src: 'invite',
            input: ({ context, event }) => requestOf(context, event),
            onDone: {
              // The polling starts over with its first, short wait (`off` re-decides at once).
              target: ['idle', '#giftShopInvitations.poll.off'],
              actions: [
                assign(({ context, event }) => {
                  const byId = new Map(event.output.map((c) => [c.id, c]));
                  return { codes: context.codes.map((c) => byId.get(c.id) ?? c), delay: POLL_FIRST_MS };
                }),
                emit(({ event }) => ({ type: 'codesChanged' as const, codes: event.output })),
                emit(({ context, event }) => ({
                  type: 'invited' as const,
                  count: event.output.length,
                  reminder: context.reminding,
                })),
              ],
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
          },
        },
        requestingCards: {
          entry: assign({ error: null }),
          invoke: {
            src: 'requestCards',
            input: ({ context }) => ({ shopId: context.shopId }),
            onDone: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'shopChanged' as const, shop: event.output })),
            },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
    poll: {
      initial: 'off',
      states: {
        off: {
          always: { guard: 'pollWanted', target: 'waiting' },
        },
        waiting: {
          always: { guard: 'pollNotWanted', target: 'off' },
          after: { pollDelay: 'asking' },
        },
        asking: {
          invoke: {
            src: 'sentStatus',
            input: ({ context }) => ({ shopId: context.shopId }),
            onDone: {
              target: 'waiting',
              // What changed is told first (against the codes before the answer), then taken.
              actions: [
                emit(({ context, event }) => {
                  const before = new Map(context.codes.map((c) => [c.id, c.invitationstate]));
                  const changed = event.output.filter(
                    (s) => before.has(s.id) && before.get(s.id) !== s.invitationstate,
                  );
                  const ids = new Set(changed.map((s) => s.id));
                  return {
                    type: 'codesChanged' as const,
                    codes: applySentStatus(context.codes, changed).filter((c) => ids.has(c.id)),
                  };
                }),
                assign(({ context, event }) => ({
                  codes: applySentStatus(context.codes, event.output),
                  delay: nextDelay(context.delay),
                  pollFailures: 0,
                })),
              ],
            },
            // The status could not be read: ask again later (backoff), the page goes on.
            onError: {
              target: 'waiting',
              actions: assign(({ context }) => ({
                delay: nextDelay(context.delay),
                pollFailures: context.pollFailures + 1,
              })),
            },
          },
        },
      },
    },
  },
});

export type GiftShopInvitationsMachine = typeof giftShopInvitationsMachine;
export type GiftShopInvitationsActorRef = ActorRefFrom<typeof giftShopInvitationsMachine>;
export type GiftShopInvitationsSnapshot = SnapshotFrom<typeof giftShopInvitationsMachine>;
