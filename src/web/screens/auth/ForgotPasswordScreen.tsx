import { AnchorButton, Button, Callout, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { askPasswordReset } from '../../api/passwordReset';
import { useT } from '../../i18n/useT';
import { LOGIN_PATH } from '../../routes/routeTable';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/**
 * #/sifremi-unuttum: "forgot my password" asks the account's e-mail and has a reset link sent to it. The answer is
 * the server's, the same whether or not the e-mail has an account.
 */
export default function ForgotPasswordScreen() {
  const t = useT();
  useDocumentTitle('route.passwordForgot');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setError(t('validation.required'));
    setBusy(true);
    setError(null);
    try {
      setSent((await askPasswordReset(email)) ?? t('messages.passwordResetSent'));
    } catch (err) {
      if (err instanceof ApiError && err.status !== 422) setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="defter-center" data-testid="forgot-screen">
      <Card className="defter-login-card" elevation={2}>
        <H3>{t('route.passwordForgot')}</H3>
        {sent ? (
          <Callout intent="success" icon="envelope" style={{ marginBottom: 12 }} data-testid="forgot-sent" role="status">
            {sent}
          </Callout>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p>{t('login.forgotIntro')}</p>
            <FormGroup label={t('login.email')} labelFor="forgot-email">
              <InputGroup
                id="forgot-email"
                name="email"
                type="text"
                inputMode="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoFocus
                large
              />
            </FormGroup>
            {error && (
              <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="forgot-error">
                {error}
              </Callout>
            )}
            <Button type="submit" intent="primary" fill large loading={busy} text={t('login.forgotSubmit')} />
          </form>
        )}
        <AnchorButton variant="minimal" href={`#${LOGIN_PATH}`} text={t('login.backToLogin')} style={{ marginTop: 12 }} data-testid="forgot-back" />
      </Card>
    </div>
  );
}
