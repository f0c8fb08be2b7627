import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CashListPage } from './CashListPage';

/** Route group "kasa": its own lazily loaded chunk. /kasa/list is filled (issue #6); the rest are placeholders until their issue fills them. */
export default function KasaPages({ route }: PageProps) {
  if (route.path === '/kasa/list')
    return (
      <div data-route={route.path}>
        <CashListPage />
      </div>
    );
  return <PlaceholderPage route={route} />;
}
