import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { PASSWORD_MIN, passwordChangeFlow, passwordErrors, passwordRenewalFlow, type PasswordSaveInput } from '../../../../flows/password-renewal';
import { ApiError } from '../../api/apiError';
import { showNotice } from '../../api/errorBus';
import { changePassword } from '../../api/changePassword';
import { useT } from '../../i18n/useT';

/** Refusals the API client has shown already (the form's fields, the server's own failure): the form adds nothing. */
const shownByClient = (err: unknown) => !(err instanceof ApiError) || err.status === 422 || err.status === 400 || err.status === 500;

/**
 * New password and repeat (and the current password, `askCurrent`, on the profile), driven by
 * flows/password-renewal.ts, which saves with the call given here: PUT /api/user/myprofile with the user's e-mail as
 * name. The server's message is shown on success; failures are shown by the API client, except those it leaves to
 * the form (then the flow shows the message beside it).
 */
export function PasswordForm({
  email,
  askCurrent = false,
  onDone,
  save,
}: {
  email: string;
  askCurrent?: boolean;
  onDone?: () => void;
  /** saves the new password another way (the reset link's page); the server's message */
  save?: (password: string) => Promise<string | undefined>;
}) {
  const t = useT();
  const flow = useMemo(
    () =>
      (askCurrent ? passwordChangeFlow : passwordRenewalFlow).provide({
        actors: {
          savePassword: fromPromise(async ({ input }: { input: PasswordSaveInput }) => {
            const saving = save ? save(input.password) : changePassword(email, input.password, input.current ?? undefined);
            const message = await saving.catch((err: unknown) => {
              throw shownByClient(err) ? new Error() : err;
            });
            showNotice({ kind: 'toast', intent: 'success', message: message || t('messages.passwordChanged'), timeout: 3000 });
          }),
        },
        actions: { saved: () => onDone?.() },
      }),
    [askCurrent, email, onDone, save, t],
  );
  const [state, send] = useMachine(flow);
  const { current, password, repeat, showErrors, failure } = state.context;
  const errors = passwordErrors(password, repeat, current);
  const msg = (key?: string) => (showErrors && key ? t(key, { n: PASSWORD_MIN }) : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
      {current !== null && (
        <FormGroup
          label={t('profile.currentPassword')}
          labelFor="current-password"
          intent={msg(errors.current) ? 'danger' : 'none'}
          helperText={msg(errors.current)}
        >
          <InputGroup
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => send({ type: 'EDIT', field: 'current', value: e.target.value })}
            intent={msg(errors.current) ? 'danger' : 'none'}
          />
        </FormGroup>
      )}
      <FormGroup label={t('profile.newPassword')} labelFor="new-password" intent={msg(errors.password) ? 'danger' : 'none'} helperText={msg(errors.password)}>
        <InputGroup
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => send({ type: 'EDIT', field: 'password', value: e.target.value })}
          intent={msg(errors.password) ? 'danger' : 'none'}
        />
      </FormGroup>
      <FormGroup label={t('profile.repeatPassword')} labelFor="repeat-password" intent={msg(errors.repeat) ? 'danger' : 'none'} helperText={msg(errors.repeat)}>
        <InputGroup
          id="repeat-password"
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => send({ type: 'EDIT', field: 'repeat', value: e.target.value })}
          intent={msg(errors.repeat) ? 'danger' : 'none'}
        />
      </FormGroup>
      {failure && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {failure}
        </Callout>
      )}
      <Button type="submit" intent="primary" loading={state.matches('saving')} text={t('profile.save')} />
    </form>
  );
}
