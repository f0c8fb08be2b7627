import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { AuditDocumentsPage } from './history/AuditDocumentsPage';
import { HistoryPage } from './history/HistoryPage';
import { VerifyPage } from './verify/VerifyPage';

/** Route group "denetim": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function DenetimPages({ route }: PageProps) {
  if (route.path === '/denetim/dogrula') return <VerifyPage path={route.path} />;
  if (route.path === '/denetim/belgeler') return <AuditDocumentsPage path={route.path} />;
  if (route.pattern === '/denetim/belge/{id}' && route.params?.id) return <HistoryPage key={route.path} path={route.path} id={Number(route.params.id)} />;
  return <PlaceholderPage route={route} />;
}
