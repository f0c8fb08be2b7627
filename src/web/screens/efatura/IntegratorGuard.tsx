import { AnchorButton, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { pagesServeCompany, type ProviderKey } from '../../../domain/edocuments/integrators';
import { useIntegratorSettings } from '../../api/fetchIntegratorSettings';
import { useT } from '../../i18n/useT';

/** An integrator's pages work only for the integrator the company uses; the others say so and link to its settings. */
export function IntegratorGuard({ provider, path, children }: { provider: ProviderKey; path: string; children: ReactNode }) {
  const t = useT();
  const settings = useIntegratorSettings();
  if (!settings.data) return <Spinner size={32} />;
  if (pagesServeCompany(provider, settings.data)) return <>{children}</>;
  const name = t(`integrators.${provider}`);
  return (
    <Card className="defter-page" data-route={path} data-testid="integrator-not-used">
      <NonIdealState
        icon="offline"
        description={t('integrators.notUsed', { name, current: t(`integrators.${settings.data.integrator}`) })}
        action={
          <AnchorButton
            href={`#/modul/${provider}efatura/ayar`}
            icon="cog"
            text={t('integrators.openSettings', { name })}
            data-testid="integrator-settings-link"
          />
        }
      />
    </Card>
  );
}
