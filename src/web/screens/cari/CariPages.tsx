import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';
import { AccountStatementPage } from './AccountStatementPage';

/** Route group "cari": its own lazily loaded chunk. Pages not written yet are placeholders. */
export default function CariPages({ route }: PageProps) {
  if (route.path === '/cari/list') return <AccountListPage path={route.path} />;
  if (route.path === '/cari/yeni') return <AccountFormPage />;
  if (route.path === '/cari/ekstre') return <AccountStatementPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
