import { AnchorButton } from '@blueprintjs/core';
import { useUiSettings } from '../../api/fetchUiSettings';
import { findRoute, mayOpen, routePath } from '../../routes/routeTable';
import { useT } from '../../i18n/useT';

/** "History" for a saved document, shown only to users who may open the history page; never printed. */
export function HistoryLink({ id }: { id: number }) {
  const t = useT();
  const roles = useUiSettings().data?.authorizedUser.roles ?? [];
  const path = routePath('/denetim/belge/{id}', { id });
  const route = findRoute(path);
  if (!route || !mayOpen(route, roles)) return null;
  return <AnchorButton className="receipt-no-print" icon="history" variant="minimal" text={t('history.link')} href={`#${path}`} data-testid="history-link" />;
}
