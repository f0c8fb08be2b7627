import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordChangeFlow, passwordErrors, passwordRenewalFlow } from '../../flows/password-renewal';

function run(...events: Parameters<ReturnType<typeof createActor<typeof passwordRenewalFlow>>['send']>[0][]) {
  const actor = createActor(passwordRenewalFlow).start();
  events.forEach((e) => actor.send(e));
  return actor.getSnapshot();
}

describe('password renewal flow', () => {
  it('a password shorter than 8 characters is refused with the minimum-length message', () => {
    expect(passwordErrors('1234567', '1234567').password).toBe('validation.minLength');
    const s = run({ type: 'EDIT', field: 'password', value: 'kisa' }, { type: 'EDIT', field: 'repeat', value: 'kisa' }, { type: 'SUBMIT' });
    expect(s.value).toBe('editing');
    expect(s.context.showErrors).toBe(true);
  });

  it('the repeat must equal the password', () => {
    expect(passwordErrors('abcdefgh', 'abcdefgx').repeat).toBe('validation.passwordMismatch');
    expect(passwordErrors('', '')).toEqual({ password: 'validation.required', repeat: 'validation.required' });
  });

  it('a valid pair goes to saving, then done when the server saved it', () => {
    const s = run({ type: 'EDIT', field: 'password', value: 'abcdefgh' }, { type: 'EDIT', field: 'repeat', value: 'abcdefgh' }, { type: 'SUBMIT' });
    expect(s.value).toBe('saving');
    const actor = createActor(passwordRenewalFlow, { snapshot: s }).start();
    actor.send({ type: 'SAVED' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('a server failure returns to editing with its message; editing clears it', () => {
    const s = run(
      { type: 'EDIT', field: 'password', value: 'abcdefgh' },
      { type: 'EDIT', field: 'repeat', value: 'abcdefgh' },
      { type: 'SUBMIT' },
      { type: 'FAILED', message: 'olmadı' },
    );
    expect(s.value).toBe('editing');
    expect(s.context.failure).toBe('olmadı');
    const actor = createActor(passwordRenewalFlow, { snapshot: s }).start();
    actor.send({ type: 'EDIT', field: 'password', value: 'abcdefghi' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('password change from the profile: the current password is asked for too', () => {
  const fill = (actor: ReturnType<typeof createActor<typeof passwordChangeFlow>>) => {
    actor.send({ type: 'EDIT', field: 'password', value: 'abcdefgh' });
    actor.send({ type: 'EDIT', field: 'repeat', value: 'abcdefgh' });
  };

  it('without the current password the form is not sent', () => {
    expect(passwordErrors('abcdefgh', 'abcdefgh', '')).toEqual({ current: 'validation.required' });
    const actor = createActor(passwordChangeFlow).start();
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: 'EDIT', field: 'current', value: 'demo1234' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.current).toBe('demo1234');
    actor.send({ type: 'SAVED' });
    expect(actor.getSnapshot().context).toMatchObject({ current: '', password: '', repeat: '' });
  });

  it('the renewal of an expired password does not ask for it', () => {
    const actor = createActor(passwordRenewalFlow).start();
    actor.send({ type: 'EDIT', field: 'current', value: '' });
    expect(actor.getSnapshot().context.current).toBeNull();
    actor.send({ type: 'EDIT', field: 'password', value: 'abcdefgh' });
    actor.send({ type: 'EDIT', field: 'repeat', value: 'abcdefgh' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('saving');
  });
});
