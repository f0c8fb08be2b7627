import { AnchorButton, Button, Callout, Card, FormGroup, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { useCurrentUiSettings } from '../../api/fetchUiSettings';
import { login } from '../../api/login';
import { getToken, markPasswordExpired } from '../../api/session';
import { useBrand } from '../../brand/useBrand';
import { useT } from '../../i18n/useT';
import { navigate, redirectParam, useHashSearch } from '../../routes/hashLocation';
import { FORGOT_PATH, HOME_PATH, LOGIN_PATH, RENEWAL_PATH } from '../../routes/routeTable';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { LanguageSwitcher } from '../common/LanguageSwitcher';

/** Where a signed-in user goes from the log-in page: the redirect (or the dashboard), by way of the renewal when the password has expired. */
function afterLogin(search: string, expiredPassword: boolean): string {
  const target = redirectParam(search);
  const next = target && !target.startsWith(LOGIN_PATH) ? target : HOME_PATH;
  return expiredPassword ? `${RENEWAL_PATH}?redirect=${encodeURIComponent(next)}` : next;
}

/**
 * Log-in (contract: inputs `email` and `password`, a submit button); the e-mail is trimmed. Opened with a token that
 * still holds, it goes on as a log-in would (the redirect, else the dashboard) instead of asking again.
 */
export default function LoginScreen() {
  const t = useT();
  const brand = useBrand();
  useDocumentTitle('route.login');
  const search = useHashSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // read once on opening: a token that fails (401) just leaves the form, without the log-in dialog
  const [hadToken] = useState(() => !!getToken());
  const session = useCurrentUiSettings({ enabled: hadToken, isPublic: true });
  const signedIn = session.data?.authorizedUser;

  useEffect(() => {
    if (!signedIn) return;
    markPasswordExpired(signedIn.expiredPassword);
    navigate(afterLogin(search, signedIn.expiredPassword), { replace: true });
  }, [signedIn, search]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) return setError(t('validation.required'));
    setBusy(true);
    setError(null);
    try {
      const user = await login(email, password);
      navigate(afterLogin(search, user.expiredPassword), { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status !== 422) setError(err.message);
    }
  };

  if (hadToken && (session.isPending || signedIn)) {
    return (
      <div className="defter-center" data-testid="login-checking">
        <Spinner />
      </div>
    );
  }

  return (
    <div className="defter-center" data-testid="login-screen">
      <Card className="defter-login-card" elevation={2}>
        <div className="defter-login-brand">
          {brand.logo && <img src={brand.logo} alt={brand.name} />}
          <H3 style={{ margin: 0 }}>{brand.name}</H3>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <FormGroup label={t('login.email')} labelFor="login-email">
            <InputGroup
              id="login-email"
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
          <FormGroup label={t('login.password')} labelFor="login-password">
            <InputGroup
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              large
            />
          </FormGroup>
          {error && (
            <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="login-error">
              {error}
            </Callout>
          )}
          <Button type="submit" intent="primary" fill large loading={busy} text={t('login.submit')} />
        </form>
        <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <AnchorButton variant="minimal" href={`#${FORGOT_PATH}`} text={t('login.forgot')} data-testid="login-forgot" />
          <LanguageSwitcher />
        </div>
      </Card>
    </div>
  );
}
