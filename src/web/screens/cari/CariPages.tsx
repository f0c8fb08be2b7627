import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { AccountFormPage } from './AccountFormPage';
import { AccountListPage } from './AccountListPage';
import { AccountStatementPage } from './AccountStatementPage';
import { AccountCardListPage } from './AccountCardListPage';
import { InstalmentPlanPage } from './InstalmentPlanPage';
import { InstalmentsPage } from './InstalmentsPage';
import { PointsVoucherFormPage, pointsVoucherTypeOfPath } from './PointsVoucherFormPage';
import { VoucherFormPage } from './VoucherFormPage';
import { VoucherListPage } from './VoucherListPage';
import { voucherTypeOfPath } from './voucherKinds';
import { ServiceFormPage } from './services/ServiceFormPage';
import { ServiceListPage } from './services/ServiceListPage';

/** Route group "cari": its own lazily loaded chunk. Pages not written yet are placeholders. */
export default function CariPages({ route }: PageProps) {
  if (route.path === '/cari/list') return <AccountListPage path={route.path} />;
  if (route.path === '/cari/yeni') return <AccountFormPage />;
  if (route.path === '/cari/ekstre') return <AccountStatementPage path={route.path} />;
  if (route.path === '/cari/kartlist') return <AccountCardListPage path={route.path} />;
  if (route.screen === 'vouchers') return <VoucherListPage path={route.path} />;
  if (route.path === '/cari/acik') return <InstalmentsPage path={route.path} />;
  if (route.path === '/cari/servisler') return <ServiceListPage path={route.path} />;
  if (route.path === '/cari/servisler/yeni') return <ServiceFormPage path={route.path} />;
  const id = route.params?.id ? Number(route.params.id) : undefined;
  if (route.pattern === '/cari/duzen/{id}') return <AccountFormPage key={route.path} mode="edit" id={id} path={route.path} />;
  if (route.pattern === '/cari/acik/{id}' && id !== undefined) return <InstalmentPlanPage key={route.path} documentId={id} path={route.path} />;
  if (route.pattern === '/cari/servisler/duzen/{id}' && id !== undefined) return <ServiceFormPage key={route.path} id={id} path={route.path} />;
  if (route.pattern === '/cari/cogalt/{id}') return <AccountFormPage key={route.path} mode="copy" id={id} path={route.path} />;
  const voucherType = voucherTypeOfPath(route.path);
  if (voucherType && route.path.endsWith('/yeni')) return <VoucherFormPage key={route.path} type={voucherType} path={route.path} />;
  if (voucherType && id !== undefined) return <VoucherFormPage key={route.path} type={voucherType} id={id} path={route.path} />;
  const pointsType = pointsVoucherTypeOfPath(route.path);
  if (pointsType && route.path.endsWith('/yeni')) return <PointsVoucherFormPage key={route.path} type={pointsType} path={route.path} />;
  if (pointsType && id !== undefined) return <PointsVoucherFormPage key={route.path} type={pointsType} id={id} path={route.path} />;
  return <PlaceholderPage route={route} />;
}
