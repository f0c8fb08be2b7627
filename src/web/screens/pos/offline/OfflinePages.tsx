import type { PageProps } from '../../../routes/pageGroups';
import { PlaceholderPage } from '../../common/PlaceholderPage';
import { OfflineAccountsPage, OfflineProductsPage } from './OfflineListPages';
import { OfflineQueuePage } from './OfflineQueuePage';
import '../pos.css';

/** /fis/offline/*: the data kept in the browser for selling without a connection. */
export function OfflinePages({ route }: PageProps) {
  if (route.path === '/fis/offline/urun') return <OfflineProductsPage />;
  if (route.path === '/fis/offline/cari') return <OfflineAccountsPage />;
  if (route.path === '/fis/offline/fis') return <OfflineQueuePage />;
  return <PlaceholderPage route={route} />;
}
