import { AnchorButton, NonIdealState, type IconName } from '@blueprintjs/core';
import { useT } from '../../i18n/useT';

/** A page the panel shows instead of a screen, with the way home. */
function ErrorPage({ testId, icon, title, text }: { testId: string; icon: IconName; title: string; text: string }) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <NonIdealState icon={icon} title={t(title)} description={t(text)} action={<AnchorButton href="#/dashboard" icon="home" text={t('app.goHome')} />} />
    </div>
  );
}

export const NotFoundPage = () => <ErrorPage testId="not-found" icon="search" title="route.notFound" text="app.notFoundText" />;

export const UnauthorizedPage = () => <ErrorPage testId="unauthorized" icon="lock" title="route.unauthorized" text="app.unauthorizedText" />;
