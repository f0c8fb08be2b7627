import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { PASSWORD_MIN, passwordErrors, passwordRenewalFlow } from '../../../../flows/password-renewal';
import { ApiError } from '../../api/apiError';
import { showNotice } from '../../api/errorBus';
import { changePassword } from '../../api/profile';
import { useT } from '../../i18n/useT';

/**
 * New password and repeat, driven by flows/password-renewal.ts; PUT /api/user/myprofile with the user's
 * e-mail as name. The server's message is shown on success; failures are shown by the API client.
 */
export function PasswordForm({ email, onDone }: { email: string; onDone?: () => void }) {
  const t = useT();
  const [state, send] = useMachine(passwordRenewalFlow);
  const { password, repeat, showErrors, failure } = state.context;
  const errors = passwordErrors(password, repeat);
  const msg = (key?: string) => (showErrors && key ? t(key, { n: PASSWORD_MIN }) : undefined);

  useEffect(() => {
    if (!state.matches('saving')) return;
    changePassword(email, password).then(
      (message) => {
        showNotice({ kind: 'toast', intent: 'success', message: message || t('messages.passwordChanged'), timeout: 3000 });
        send({ type: 'SAVED' });
      },
      (err: unknown) => send({ type: 'FAILED', message: err instanceof ApiError && err.status !== 422 && err.status !== 400 && err.status !== 500 ? err.message : undefined }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call on entering `saving`, not again when the typed values change
  }, [state.value]);

  useEffect(() => {
    if (state.matches('done')) onDone?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDone once on entering `done`; the caller's callback may be new each render
  }, [state.value]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="password-form">
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
