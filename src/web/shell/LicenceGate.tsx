import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { LICENCE_ACCEPT_ROLES } from '../../domain/roles';
import { logout } from '../api/logout';
import { showNotice } from '../api/errorBus';
import type { UiSettings } from '../../domain/schemas/ui-settings';
import { acceptLicence } from '../api/acceptLicence';
import { useT } from '../i18n/useT';
import { navigate } from '../routes/hashLocation';
import { useDocumentTitle } from './useDocumentTitle';

/** Spec §2: while the agreement status is 0 this screen replaces the whole panel; only an authorised user accepts. */
export function LicenceGate({ settings }: { settings: UiSettings }) {
  const t = useT();
  useDocumentTitle('licence.title');
  const [busy, setBusy] = useState(false);
  const roles = settings.authorizedUser.roles;
  const canAccept = roles.some((r) => (LICENCE_ACCEPT_ROLES as readonly string[]).includes(r));
  const owner = settings.app?.license_owner ?? settings.license.owner ?? settings.company?.name ?? '';

  const accept = async () => {
    setBusy(true);
    try {
      await acceptLicence();
      showNotice({ kind: 'toast', intent: 'success', message: t('messages.licenceAccepted'), timeout: 3000 });
    } catch {
      // the client already showed the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="defter-center">
      <Card className="defter-licence-card" data-testid="licence-gate" style={{ maxWidth: 720 }}>
        <H3>{t('licence.title')}</H3>
        <p>{t('licence.intro', { owner })}</p>
        <div className="defter-licence-text">{t('licence.text')}</div>
        <div style={{ display: 'flex', gap: 8, marginTop: 16, flexWrap: 'wrap', alignItems: 'center' }}>
          {canAccept ? (
            <Button intent="primary" icon="tick" text={t('licence.accept')} loading={busy} onClick={() => void accept()} data-testid="licence-accept" />
          ) : (
            <Callout intent="warning" data-testid="licence-ask">
              {t('licence.askAuthorised')}
            </Callout>
          )}
          <Button
            variant="minimal"
            icon="log-out"
            text={t('layout.logout')}
            onClick={async () => {
              await logout();
              navigate('/login');
            }}
          />
        </div>
      </Card>
    </div>
  );
}
