import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { PosScreen } from './PosScreen';
import { OfflinePages } from './offline/OfflinePages';
import { TablePages } from './tables/TablePages';

/** Route group "pos": the fast sale, tables and the offline data, in their own lazily loaded chunk. */
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
  return <PlaceholderPage route={route} />;
}
