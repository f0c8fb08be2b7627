import { assign, setup } from 'xstate';

/**
 * Password renewal (spec §2 /sifre-yenileme, §5, §7): a guided flow for a person, pure like every flow here.
 * The screen sends EDIT and SUBMIT; on entering `saving` it calls PUT /api/user/myprofile and answers SAVED
 * or FAILED. Validation messages are locale keys (validation.*), shown only after the first SUBMIT.
 */
export const PASSWORD_MIN = 8;

export interface PasswordErrors {
  password?: 'validation.required' | 'validation.minLength';
  repeat?: 'validation.required' | 'validation.passwordMismatch';
}

export function passwordErrors(password: string, repeat: string): PasswordErrors {
  const out: PasswordErrors = {};
  if (!password) out.password = 'validation.required';
  else if (password.length < PASSWORD_MIN) out.password = 'validation.minLength';
  if (!repeat) out.repeat = 'validation.required';
  else if (repeat !== password) out.repeat = 'validation.passwordMismatch';
  return out;
}

export interface PasswordRenewalContext {
  password: string;
  repeat: string;
  /** whether validation messages are shown (after the first submit) */
  showErrors: boolean;
  /** the server's message of the last failure */
  failure: string | null;
}

export type PasswordRenewalEvent =
  | { type: 'EDIT'; field: 'password' | 'repeat'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'SAVED' }
  | { type: 'FAILED'; message?: string };

const isValid = (c: PasswordRenewalContext) => Object.keys(passwordErrors(c.password, c.repeat)).length === 0;

export const passwordRenewalFlow = setup({
  types: { context: {} as PasswordRenewalContext, events: {} as PasswordRenewalEvent },
  guards: { valid: ({ context }) => isValid(context) },
}).createMachine({
  id: 'passwordRenewal',
  initial: 'editing',
  context: { password: '', repeat: '', showErrors: false, failure: null },
  states: {
    editing: {
      on: {
        EDIT: {
          actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value, failure: null })),
        },
        SUBMIT: [{ guard: 'valid', target: 'saving' }, { actions: assign({ showErrors: true }) }],
      },
    },
    saving: {
      on: {
        SAVED: { target: 'done', actions: assign({ password: '', repeat: '', showErrors: false }) },
        FAILED: { target: 'editing', actions: assign(({ event }) => ({ failure: event.message ?? null })) },
      },
    },
    // saved; the profile page may start again, the renewal screen moves on
    done: {
      on: { EDIT: { target: 'editing', actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })) } },
    },
  },
});
