/**
 * Company sign-up (spec §2 "Company sign-up form", §3 sign-up model and result, §4 "Sign-up success sets a
 * completed state", §8 sign-up texts).
 *
 * editing → SUBMIT { model } → submitting (actor `signup`, the `POST customer/signup` call) →
 *   - `signupcompleted: true` → completed (final; the view replaces the form with the confirmation);
 *   - `signupcompleted: false` → editing with `error` = the result's error kind (`MissingDetails`,
 *     `CustomerExists`, `UserExists`; any other value, `None` included, and a failed call are `Critical`,
 *     spec §8 "otherwise").
 *
 * No React, DOM, fetch or strings: the view maps the error kind to the §8 text. The form's own validation
 * decides when SUBMIT may be sent (submit disabled while invalid); a SUBMIT while submitting is ignored.
 * Emitted: `completed` (with the sent model) and `failed` (with the error kind), for the element's events.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SignupModel, SignupResult } from '../src/api/schemas/customer.ts';

/** The error kinds the view shows (spec §3 sign-up result errors except `None`). */
export type SignupErrorKind = 'MissingDetails' | 'CustomerExists' | 'UserExists' | 'Critical';

export interface CompanySignupContext {
  /** The last failed submit's error kind; cleared by the next SUBMIT. */
  error: SignupErrorKind | null;
  /** The model of the last SUBMIT. */
  model: SignupModel | null;
}

export type CompanySignupEvent =
  | { type: 'SUBMIT'; model: SignupModel }
  /** The user dismissed the error message (or edited the form): clear it. */
  | { type: 'DISMISS' };

export type CompanySignupEmitted =
  { type: 'completed'; model: SignupModel } | { type: 'failed'; error: SignupErrorKind };

const KNOWN: readonly SignupErrorKind[] = ['MissingDetails', 'CustomerExists', 'UserExists'];

/** The error kind of a sign-up result that did not complete (spec §8: anything unknown is Critical). */
export function errorKind(result: unknown): SignupErrorKind {
  const error = typeof result === 'object' && result !== null ? (result as { error?: unknown }).error : undefined;
  return KNOWN.find((k) => k === error) ?? 'Critical';
}

function completed(result: unknown): boolean {
  return (
    typeof result === 'object' && result !== null && (result as { signupcompleted?: unknown }).signupcompleted === true
  );
}

export const companySignupMachine = setup({
  types: {
    context: {} as CompanySignupContext,
    events: {} as CompanySignupEvent,
    emitted: {} as CompanySignupEmitted,
  },
  actors: {
    /** Supplied by the view with `.provide()`: the `POST customer/signup` call (never rejects in the api; a rejection is Critical). */
    signup: fromPromise<SignupResult, { model: SignupModel }>(async () => {
      throw new Error('companySignupMachine: provide the signup actor');
    }),
  },
}).createMachine({
  id: 'companySignup',
  initial: 'editing',
  context: { error: null, model: null },
  states: {
    editing: {
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ model: ({ event }) => event.model, error: null }) },
        DISMISS: { actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        src: 'signup',
        input: ({ context }) => ({ model: context.model as SignupModel }),
        onDone: [
          {
            guard: ({ event }) => completed(event.output),
            target: 'completed',
            actions: emit(({ context }) => ({ type: 'completed' as const, model: context.model as SignupModel })),
          },
          {
            target: 'editing',
            actions: [
              assign({ error: ({ event }) => errorKind(event.output) }),
              emit(({ event }) => ({ type: 'failed' as const, error: errorKind(event.output) })),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ error: 'Critical' as const }),
            emit({ type: 'failed' as const, error: 'Critical' as const }),
          ],
        },
      },
    },
    completed: { type: 'final' },
  },
});

export type CompanySignupActor = ActorRefFrom<typeof companySignupMachine>;
export type CompanySignupSnapshot = SnapshotFrom<typeof companySignupMachine>;
