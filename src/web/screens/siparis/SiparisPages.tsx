import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrderListPage } from './OrderListPage';

/** Route group "siparis": its own lazily loaded chunk. */
export default function SiparisPages({ route }: PageProps) {
  if (route.path === '/siparis/list') return <OrderListPage path={route.path} />;
  if (route.path === '/siparis/temin') return <OrderListPage path={route.path} neverSupplied />;
  if (route.path === '/siparis/takip') return <OrderListPage path={route.path} tracking />;
  if (route.pattern === '/siparis/takip/{id}' && route.params?.id) return <OrderDetailPage key={route.path} path={route.path} id={Number(route.params.id)} />;
  return <PlaceholderPage route={route} />;
}
