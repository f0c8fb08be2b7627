import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

export function UnauthorizedPage() {
  const t = useT();
  return (
    <div data-testid="unauthorized">
      <NonIdealState
        icon="lock"
        title={t('route.unauthorized')}
        description={t('app.unauthorizedText')}
        action={<AnchorButton href="#/dashboard" icon="home" text={t('app.goHome')} />}
      />
    </div>
  );
}
