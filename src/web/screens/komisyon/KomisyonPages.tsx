import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CommissionReportPage } from './CommissionReportPage';
import { CommissionRulesPage } from './CommissionRulesPage';

/** Route group "komisyon" (issue #29): commission rules and targets, and the commission report. */
export default function KomisyonPages({ route }: PageProps) {
  if (route.path === '/komisyon/tanimlar') return <CommissionRulesPage path={route.path} />;
  if (route.path === '/komisyon/raporlar') return <CommissionReportPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
