import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { StockFormPage } from './StockFormPage';
import { StockListPage } from './StockListPage';

/** Route group "stok": its own lazily loaded chunk. Pages not written yet are placeholders. */
export default function StokPages({ route }: PageProps) {
  if (route.path === '/stok/list') return <StockListPage path={route.path} />;
  if (route.path === '/stok/yeni') return <StockFormPage />;
  return <PlaceholderPage route={route} />;
}
