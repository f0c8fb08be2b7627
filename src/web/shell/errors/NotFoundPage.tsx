import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

export function NotFoundPage() {
  const t = useT();
  return (
    <div data-testid="not-found">
      <NonIdealState
        icon="search"
        title={t('route.notFound')}
        description={t('app.notFoundText')}
        action={<AnchorButton href="#/dashboard" icon="home" text={t('app.goHome')} />}
      />
    </div>
  );
}
