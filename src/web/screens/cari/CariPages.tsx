import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';

/** Route group "cari": its own lazily loaded chunk. Pages not written yet are placeholders. */
export default function CariPages({ route }: PageProps) {
  if (route.path === '/cari/list') return <AccountListPage path={route.path} />;
  if (route.path === '/cari/yeni') return <AccountFormPage />;
  return <PlaceholderPage route={route} />;
}
