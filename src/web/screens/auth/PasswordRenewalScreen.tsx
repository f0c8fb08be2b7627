import { AnchorButton, Button, Callout, Card, H3, Spinner } from '@blueprintjs/core';
import { useEffect } from 'react';
import { markPasswordExpired, getStoredUser } from '../../api/session';
import { queryClient } from '../../api/queryClient';
import { fetchUiSettings, useCurrentUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { navigate, redirectParam, useHashSearch } from '../../routes/hashLocation';
import { HOME_PATH, RENEWAL_PATH } from '../../routes/routeTable';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { PasswordForm } from '../common/PasswordForm';

/**
 * #/sifre-yenileme?redirect=…: the expired-password user renews first, then continues to the redirect. Whether the
 * password has expired is the server's word (the UI settings, asked now): a user whose password holds is told so and
 * goes on, or to the profile to change it, instead of a renewal form that does not apply to them.
 */
export default function PasswordRenewalScreen() {
  const t = useT();
  useDocumentTitle('route.passwordRenewal');
  const search = useHashSearch();
  const stored = getStoredUser();
  const settings = useCurrentUiSettings(); // allowed while the password is expired; it names the user
  const user = settings.data?.authorizedUser;
  const email = user?.email ?? stored?.email;
  const notExpired = user?.expiredPassword === false;

  useEffect(() => {
    if (notExpired) markPasswordExpired(false);
  }, [notExpired]);

  const target = redirectParam(search);
  const next = target && !target.startsWith(RENEWAL_PATH) ? target : HOME_PATH;
  const done = () => {
    markPasswordExpired(false);
    // the kept settings still say the password has expired: they are asked again, then everything else
    void fetchUiSettings({ fresh: true }).finally(() => void queryClient.invalidateQueries());
    navigate(next, { replace: true });
  };

  return (
    <div className="defter-center" data-testid="renewal-screen">
      <Card className="defter-login-card" elevation={2}>
        <H3>{t('route.passwordRenewal')}</H3>
        {settings.isPending ? (
          <Spinner />
        ) : notExpired ? (
          <>
            <Callout intent="success" icon="endorsed" style={{ marginBottom: 16 }} data-testid="renewal-not-needed">
              {t('profile.renewalNotNeeded')}
            </Callout>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
              <AnchorButton variant="minimal" href="#/profile/index" text={t('profile.changePassword')} data-testid="renewal-profile" />
              <Button intent="primary" text={t('profile.renewalContinue')} onClick={() => navigate(next, { replace: true })} data-testid="renewal-continue" />
            </div>
          </>
        ) : (
          <>
            <Callout intent="warning" style={{ marginBottom: 16 }}>
              {t('profile.renewalIntro')}
            </Callout>
            {email ? <PasswordForm email={email} onDone={done} /> : <Spinner />}
          </>
        )}
      </Card>
    </div>
  );
}
