import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { PosScreen } from './PosScreen';
import { OfflinePages } from './offline/OfflinePages';
import { QrMenuSettingsPage } from './qrmenu/QrMenuSettingsPage';
import { TablePages } from './tables/TablePages';

/** Route group "pos": the fast sale, tables, the offline data and the QR menu's settings, in their own lazily loaded chunk. */
export default function PosPages({ route }: PageProps) {
  if (route.path === '/fis/pos')
    return (
      <div data-route={route.path}>
        <PosScreen />
      </div>
    );
  if (route.pattern === '/fis/pos/kopya/{id}')
    return (
      <div data-route={route.path}>
        <PosScreen key={route.path} copyOf={Number(route.params?.id)} />
      </div>
    );
  if (route.path.startsWith('/fis/offline/')) return <OfflinePages route={route} />;
  if (route.path.startsWith('/fis/posmasa')) return <TablePages route={route} />;
  if (route.path === '/qrmenu/ayar') return <QrMenuSettingsPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
