import { AnchorButton, Callout, Card, H3 } from '@blueprintjs/core';
import { useCallback } from 'react';
import { confirmPasswordReset } from '../../api/passwordReset';
import { useT } from '../../i18n/useT';
import { navigate, useHashSearch } from '../../routes/hashLocation';
import { LOGIN_PATH } from '../../routes/routeTable';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { PasswordForm } from '../common/PasswordForm';

/**
 * #/sifre-sifirla?token=…: the page a reset link opens. The new password and its repeat (spec §5's rules); once set,
 * the user's sessions have ended and the log-in page opens to sign in with it.
 */
export default function ResetPasswordScreen() {
  const t = useT();
  useDocumentTitle('route.passwordReset');
  const token = new URLSearchParams(useHashSearch()).get('token') ?? '';
  const save = useCallback((password: string) => confirmPasswordReset(token, password), [token]);
  const done = useCallback(() => navigate(LOGIN_PATH, { replace: true }), []);

  return (
    <div className="defter-center" data-testid="reset-screen">
      <Card className="defter-login-card" elevation={2}>
        <H3>{t('route.passwordReset')}</H3>
        <Callout intent="primary" style={{ marginBottom: 16 }}>
          {t('login.resetIntro')}
        </Callout>
        <PasswordForm email="" save={save} onDone={done} />
        <AnchorButton variant="minimal" href={`#${LOGIN_PATH}`} text={t('login.backToLogin')} style={{ marginTop: 12 }} />
      </Card>
    </div>
  );
}
