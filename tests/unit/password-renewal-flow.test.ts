import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { passwordChangeFlow, passwordErrors, passwordRenewalFlow, type PasswordSaveInput } from '../../flows/password-renewal';
import { fakeCall } from '../model/flow-fakes';

type Flow = typeof passwordRenewalFlow;
type FlowEvent = Parameters<ReturnType<typeof createActor<Flow>>['send']>[0];

/** The flow with a fake save (answering `answer`) and a count of the screen's "saved". */
function start(flow: Flow, answer: (input: PasswordSaveInput) => void | Promise<void> = () => {}) {
  const save = fakeCall<void, PasswordSaveInput>(answer);
  const said = { saved: 0 };
  const actor = createActor(flow.provide({ actors: { savePassword: save.logic }, actions: { saved: () => void said.saved++ } })).start();
  return { actor, save, said, send: (...events: FlowEvent[]) => events.forEach((e) => actor.send(e)) };
}

const typed = (password: string, repeat = password): FlowEvent[] => [
  { type: 'EDIT', field: 'password', value: password },
  { type: 'EDIT', field: 'repeat', value: repeat },
];
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.matches('saving'));

describe('password renewal flow', () => {
  it('a password shorter than 8 characters is refused with the minimum-length message, and nothing is saved', async () => {
    expect(passwordErrors('1234567', '1234567').password).toBe('validation.minLength');
    const { actor, save, send } = start(passwordRenewalFlow);
    send(...typed('kisa'), { type: 'SUBMIT' });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(save.calls).toHaveLength(0);
  });

  it('the repeat must equal the password', () => {
    expect(passwordErrors('abcdefgh', 'abcdefgx').repeat).toBe('validation.passwordMismatch');
    expect(passwordErrors('', '')).toEqual({ password: 'validation.required', repeat: 'validation.required' });
  });

  it('a valid pair is saved, then done: the form is emptied and the screen told once', async () => {
    const { actor, save, said, send } = start(passwordRenewalFlow);
    send(...typed('abcdefgh'), { type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    const s = await settled(actor);
    expect(s.value).toBe('done');
    expect(save.calls).toEqual([{ password: 'abcdefgh', current: null }]);
    expect(s.context).toMatchObject({ password: '', repeat: '', showErrors: false, failure: null });
    expect(said.saved).toBe(1);
  });

  it('the save is called exactly once on entering saving: typing and submitting again while it runs do not save twice', async () => {
    let answer!: () => void;
    const { actor, save, said, send } = start(passwordRenewalFlow, () => new Promise<void>((resolve) => (answer = resolve)));
    send(...typed('abcdefgh'), { type: 'SUBMIT' }, ...typed('zzzzzzzzz'), { type: 'SUBMIT' }, { type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(save.calls).toEqual([{ password: 'abcdefgh', current: null }]);
    answer();
    expect((await settled(actor)).value).toBe('done');
    expect(save.calls).toHaveLength(1);
    expect(said.saved).toBe(1);
  });

  it('a refused save returns to editing with the server message, keeping what was typed; editing clears the message', async () => {
    const { actor, said, send } = start(passwordRenewalFlow, () => {
      throw new Error('olmadı');
    });
    send(...typed('abcdefgh'), { type: 'SUBMIT' });
    const s = await settled(actor);
    expect(s.value).toBe('editing');
    expect(s.context).toMatchObject({ failure: 'olmadı', password: 'abcdefgh' });
    expect(said.saved).toBe(0);
    send({ type: 'EDIT', field: 'password', value: 'abcdefghi' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a refusal without a message to show (the API client showed it) returns to editing with none', async () => {
    const { actor, send } = start(passwordRenewalFlow, () => {
      throw new Error();
    });
    send(...typed('abcdefgh'), { type: 'SUBMIT' });
    expect((await settled(actor)).context.failure).toBeNull();
  });

  it('a flow whose save was not provided fails and says so, instead of waiting', async () => {
    const actor = createActor(passwordRenewalFlow).start();
    typed('abcdefgh').forEach((e) => actor.send(e));
    actor.send({ type: 'SUBMIT' });
    const s = await waitFor(actor, (x) => !x.matches('saving'));
    expect(s.value).toBe('editing');
    expect(s.context.failure).toBe('savePassword: not provided');
  });
});

describe('password change from the profile: the current password is asked for too', () => {
  it('without the current password the form is not sent; with it, it is saved with the new one', async () => {
    expect(passwordErrors('abcdefgh', 'abcdefgh', '')).toEqual({ current: 'validation.required' });
    const { actor, save, send } = start(passwordChangeFlow);
    send(...typed('abcdefgh'), { type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    expect(save.calls).toHaveLength(0);
    send({ type: 'EDIT', field: 'current', value: 'demo1234' }, { type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    const s = await settled(actor);
    expect(save.calls).toEqual([{ password: 'abcdefgh', current: 'demo1234' }]);
    expect(s.context).toMatchObject({ current: '', password: '', repeat: '' });
  });

  it('after a change the profile may start again: an edit leaves done', async () => {
    const { actor, send } = start(passwordChangeFlow);
    send({ type: 'EDIT', field: 'current', value: 'demo1234' }, ...typed('abcdefgh'), { type: 'SUBMIT' });
    expect((await settled(actor)).value).toBe('done');
    send({ type: 'EDIT', field: 'password', value: 'x' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('the renewal of an expired password does not ask for it', () => {
    const { actor, send } = start(passwordRenewalFlow);
    send({ type: 'EDIT', field: 'current', value: '' });
    expect(actor.getSnapshot().context.current).toBeNull();
    send(...typed('abcdefgh'), { type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
