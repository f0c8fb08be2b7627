import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ReportPage } from './ReportPage';
import { REPORT_PAGES } from './reportFilters';
import { ZReportListPage } from './ZReportListPage';
import { SetVoucherActions } from './SetVoucherActions';

/** Route group "rapor": its own lazily loaded chunk. /rapor/zkasasatis (the Z reports one by one) and the reports of GET /api/reports/:name are built; the rest are placeholders until their issue fills them. */
export default function RaporPages({ route }: PageProps) {
  if (route.path === '/rapor/zkasasatis')
    return (
      <div data-route={route.path}>
        <ZReportListPage />
      </div>
    );
  const report = REPORT_PAGES[route.path];
  if (report)
    return (
      <div data-route={route.path}>
        <ReportPage
          key={route.path}
          name={report.name}
          titleKey={report.titleKey}
          path={route.path}
          preset={report.preset}
          actions={route.path === '/kbsets/uretim' ? <SetVoucherActions /> : undefined}
        />
      </div>
    );
  return <PlaceholderPage route={route} />;
}
