import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ZReportListPage } from './ZReportListPage';

/** Route group "rapor": its own lazily loaded chunk. /rapor/zkasasatis is filled (issue #6); the rest are placeholders until their issue fills them. */
export default function RaporPages({ route }: PageProps) {
  if (route.path === '/rapor/zkasasatis')
    return (
      <div data-route={route.path}>
        <ZReportListPage />
      </div>
    );
  return <PlaceholderPage route={route} />;
}
