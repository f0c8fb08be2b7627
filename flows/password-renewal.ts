import { assign, setup } from 'xstate';
import { failureMessage, notProvided } from './not-provided';

/**
 * Password renewal (spec §2 /sifre-yenileme, §5, §7): a guided flow for a person, pure like every flow here.
 * The screen sends EDIT and SUBMIT; on entering `saving` the flow runs `savePassword` (PUT /api/user/myprofile, provided
 * by the screen) once; its failure returns to editing with its message, if it has one to show, and `saved` tells the
 * screen the password was changed. Validation messages are locale keys (validation.*), shown only after the first SUBMIT.
 * The profile's password change (passwordChangeFlow) also asks for the current password; the renewal of an
 * expired password does not (src/domain/schemas/auth.ts passwordChangeBody).
 */
export const PASSWORD_MIN = 8;

export interface PasswordErrors {
  current?: 'validation.required';
  password?: 'validation.required' | 'validation.minLength';
  repeat?: 'validation.required' | 'validation.passwordMismatch';
}

/** `current`: the current password typed, or null when it is not asked for. */
export function passwordErrors(password: string, repeat: string, current: string | null = null): PasswordErrors {
  const out: PasswordErrors = {};
  if (current !== null && !current) out.current = 'validation.required';
  if (!password) out.password = 'validation.required';
  else if (password.length < PASSWORD_MIN) out.password = 'validation.minLength';
  if (!repeat) out.repeat = 'validation.required';
  else if (repeat !== password) out.repeat = 'validation.passwordMismatch';
  return out;
}

export interface PasswordRenewalContext {
  /** the current password, or null when it is not asked for */
  current: string | null;
  password: string;
  repeat: string;
  /** whether validation messages are shown (after the first submit) */
  showErrors: boolean;
  /** the server's message of the last failure */
  failure: string | null;
}

export type PasswordRenewalEvent = { type: 'EDIT'; field: 'current' | 'password' | 'repeat'; value: string } | { type: 'SUBMIT' };

/** What `savePassword` is given: the new password and, where it is asked for, the current one. */
export interface PasswordSaveInput {
  password: string;
  current: string | null;
}

const isValid = (c: PasswordRenewalContext) => Object.keys(passwordErrors(c.password, c.repeat, c.current)).length === 0;

/** An edit of a field; the current password only where it is asked for. */
const edited = (context: PasswordRenewalContext, event: Extract<PasswordRenewalEvent, { type: 'EDIT' }>): PasswordRenewalContext =>
  event.field === 'current' && context.current === null ? context : { ...context, [event.field]: event.value };

function passwordFlow(askCurrent: boolean) {
  return setup({
    types: { context: {} as PasswordRenewalContext, events: {} as PasswordRenewalEvent },
    guards: { valid: ({ context }) => isValid(context) },
    actors: { savePassword: notProvided<void, PasswordSaveInput>('savePassword') },
    // the screen's word that the password is saved (the renewal screen moves on)
    actions: { saved: () => {} },
  }).createMachine({
    id: askCurrent ? 'passwordChange' : 'passwordRenewal',
    initial: 'editing',
    context: { current: askCurrent ? '' : null, password: '', repeat: '', showErrors: false, failure: null },
    states: {
      editing: {
        on: {
          EDIT: { actions: assign(({ context, event }) => ({ ...edited(context, event), failure: null })) },
          SUBMIT: [{ guard: 'valid', target: 'saving' }, { actions: assign({ showErrors: true }) }],
        },
      },
      saving: {
        invoke: {
          id: 'savePassword',
          src: 'savePassword',
          input: ({ context }) => ({ password: context.password, current: context.current }),
          onDone: { target: 'done', actions: [assign({ current: askCurrent ? '' : null, password: '', repeat: '', showErrors: false }), 'saved'] },
          onError: { target: 'editing', actions: assign(({ event }) => ({ failure: failureMessage(event.error) })) },
        },
      },
      // saved; the profile page may start again, the renewal screen moves on
      done: {
        on: { EDIT: { target: 'editing', actions: assign(({ context, event }) => edited(context, event)) } },
      },
    },
  });
}

/** The renewal of an expired password: new password and its repeat. */
export const passwordRenewalFlow = passwordFlow(false);
/** The profile's password change: the current password too. */
export const passwordChangeFlow = passwordFlow(true);
