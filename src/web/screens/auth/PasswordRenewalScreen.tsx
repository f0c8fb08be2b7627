import { Callout, Card, H3, Spinner } from '@blueprintjs/core';
import { markPasswordExpired, getStoredUser } from '../../api/session';
import { queryClient } from '../../api/queryClient';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { navigate, redirectParam, useHashSearch } from '../../routes/hashLocation';
import { HOME_PATH, RENEWAL_PATH } from '../../routes/routeTable';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { PasswordForm } from '../common/PasswordForm';

/** #/sifre-yenileme?redirect=…: the expired-password user renews first, then continues to the redirect. */
export default function PasswordRenewalScreen() {
  const t = useT();
  useDocumentTitle('route.passwordRenewal');
  const search = useHashSearch();
  const stored = getStoredUser();
  const settings = useUiSettings(); // allowed while the password is expired; it names the user
  const email = stored?.email ?? settings.data?.authorizedUser.email;

  const done = () => {
    markPasswordExpired(false);
    void queryClient.invalidateQueries();
    const target = redirectParam(search);
    navigate(target && !target.startsWith(RENEWAL_PATH) ? target : HOME_PATH, { replace: true });
  };

  return (
    <div className="defter-center" data-testid="renewal-screen">
      <Card className="defter-login-card" elevation={2}>
        <H3>{t('route.passwordRenewal')}</H3>
        <Callout intent="warning" style={{ marginBottom: 16 }}>
          {t('profile.renewalIntro')}
        </Callout>
        {email ? <PasswordForm email={email} onDone={done} /> : <Spinner />}
      </Card>
    </div>
  );
}
