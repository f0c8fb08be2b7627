import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMenu } from '../api/fetchMenu';
import { useUiSettings } from '../api/fetchUiSettings';
import { useT } from '../i18n/useT';
import { useHashSearch, usePath } from '../routes/hashLocation';
import { Redirect } from '../routes/Redirect';
import { resolvePanelPath } from '../routes/resolvePanelPath';
import { LicenceGate } from './LicenceGate';
import { NotFoundPage, UnauthorizedPage } from './errors/ErrorPages';
import { AppLayout } from './AppLayout';
import { PageArea } from './PageArea';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The signed-in panel. The UI settings and the menu load first (spinner); a licence agreement not yet
 * accepted replaces everything; then the layout around the resolved page.
 */
export function Panel() {
  const t = useT();
  const settings = useUiSettings();
  const menu = useMenu();
  const path = usePath();
  const search = useHashSearch();
  const roles = settings.data?.authorizedUser.roles ?? [];
  const res = resolvePanelPath(path, search, roles, settings.data?.authorizedUser.provider);
  const titleKey =
    res.kind === 'page' ? res.route.titleKey : res.kind === 'notFound' ? 'route.notFound' : res.kind === 'unauthorized' ? 'route.unauthorized' : undefined;
  useDocumentTitle(titleKey, res.kind !== 'redirect' && !!settings.data && settings.data.license.license_agreement_status !== 0);

  if (settings.isPending || menu.isPending) {
    return (
      <div className="defter-center" data-testid="panel-loading">
        <Spinner />
      </div>
    );
  }
  if (settings.isError || menu.isError) {
    return (
      <div className="defter-center">
        <NonIdealState
          icon="warning-sign"
          title={t('app.settingsNotLoaded')}
          action={<Button icon="refresh" text={t('common.retry')} onClick={() => window.location.reload()} />}
        />
      </div>
    );
  }
  if (settings.data.license.license_agreement_status === 0) return <LicenceGate settings={settings.data} />;
  if (res.kind === 'redirect') return <Redirect to={res.to} />;

  return (
    <AppLayout menu={menu.data} settings={settings.data} route={res.kind === 'page' ? res.route : undefined}>
      {res.kind === 'page' && <PageArea route={res.route} />}
      {res.kind === 'notFound' && <NotFoundPage />}
      {res.kind === 'unauthorized' && <UnauthorizedPage />}
    </AppLayout>
  );
}
