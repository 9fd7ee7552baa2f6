import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SignupModel, SignupResult } from '../src/api/schemas/customer.ts';
import { companySignupMachine, errorKind, type CompanySignupEmitted } from './company-signup.machine.ts';

const MODEL: SignupModel = {
  companyname: 'Nyt Firma ApS',
  address: 'Vestergade 1',
  zipcode: '8000',
  city: 'Aarhus C',
  vatno: 'DK99887766',
  eanno: '',
  name: 'Nina Nielsen',
  phone: '+4512345678',
  email: 'nina@nytfirma.dk',
};

function start(answer: (model: SignupModel) => Promise<SignupResult>) {
  const sent: SignupModel[] = [];
  const machine = companySignupMachine.provide({
    actors: {
      signup: fromPromise<SignupResult, { model: SignupModel }>(({ input }) => {
        sent.push(input.model);
        return answer(input.model);
      }),
    },
  });
  const actor = createActor(machine);
  const emitted: CompanySignupEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted };
}

describe('company sign-up machine', () => {
  it('editing → submitting → completed on signupcompleted true (final), emits completed', async () => {
    let release!: (r: SignupResult) => void;
    const h = start(() => new Promise((r) => (release = r)));
    expect(h.actor.getSnapshot().value).toBe('editing');
    h.actor.send({ type: 'SUBMIT', model: MODEL });
    expect(h.actor.getSnapshot().value).toBe('submitting');
    h.actor.send({ type: 'SUBMIT', model: { ...MODEL, name: 'Other' } });
    expect(h.sent).toHaveLength(1);
    release({ signupcompleted: true, error: 'None' });
    const done = await waitFor(h.actor, (s) => s.status === 'done');
    expect(done.value).toBe('completed');
    expect(h.sent[0]).toEqual(MODEL);
    expect(h.emitted).toEqual([{ type: 'completed', model: MODEL }]);
  });

  it.each([
    ['MissingDetails', 'MissingDetails'],
    ['CustomerExists', 'CustomerExists'],
    ['UserExists', 'UserExists'],
    ['Critical', 'Critical'],
    ['None', 'Critical'],
  ] as const)(
    'signupcompleted false with %s → editing with error %s; the next SUBMIT clears it',
    async (error, kind) => {
      let calls = 0;
      const h = start(async () =>
        calls++ === 0 ? { signupcompleted: false, error } : { signupcompleted: true, error: 'None' },
      );
      h.actor.send({ type: 'SUBMIT', model: MODEL });
      const failed = await waitFor(h.actor, (s) => s.matches('editing') && s.context.error !== null);
      expect(failed.context.error).toBe(kind);
      expect(h.emitted).toEqual([{ type: 'failed', error: kind }]);
      h.actor.send({ type: 'SUBMIT', model: MODEL });
      expect(h.actor.getSnapshot().context.error).toBeNull();
      await waitFor(h.actor, (s) => s.status === 'done');
    },
  );

  it('a rejected call is Critical; DISMISS clears the error', async () => {
    const h = start(async () => {
      throw new Error('network');
    });
    h.actor.send({ type: 'SUBMIT', model: MODEL });
    const failed = await waitFor(h.actor, (s) => s.context.error !== null);
    expect(failed.value).toBe('editing');
    expect(failed.context.error).toBe('Critical');
    h.actor.send({ type: 'DISMISS' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('errorKind: unknown shapes are Critical', () => {
    expect(errorKind(undefined)).toBe('Critical');
    expect(errorKind({ error: 'Bogus' })).toBe('Critical');
    expect(errorKind({ error: 'UserExists' })).toBe('UserExists');
  });

  it('without a provided actor a SUBMIT ends in Critical (never stuck)', async () => {
    const actor = createActor(companySignupMachine).start();
    actor.send({ type: 'SUBMIT', model: MODEL });
    const s = await waitFor(actor, (x) => x.context.error !== null);
    expect(s.context.error).toBe('Critical');
  });
});
