import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CompanySettingsPage } from './CompanySettingsPage';
import { CurrencySettingsPage } from './CurrencySettingsPage';
import { DocumentSettingsPage } from './DocumentSettingsPage';
import { LabelDesignPage } from './LabelDesignPage';
import { LabelPrintPage } from './LabelPrintPage';
import { PrintDesignPage } from './PrintDesignPage';
import { EbookPricingPage } from './EbookPricingPage';
import { ReleaseNotesPage } from './ReleaseNotesPage';
import { UserFormPage } from './UserFormPage';
import { AccountGroupsPage } from './AccountGroupsPage';
import { CampaignsPage } from './CampaignsPage';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { UnitsPage } from './UnitsPage';
import { UserListPage } from './UserListPage';
import { LicenceCompaniesPage } from './LicenceCompaniesPage';
import { LicenceUserEditPage } from './LicenceUserEditPage';
import { LicenceUsersPage } from './LicenceUsersPage';
import { OfflineDevicesPage } from './OfflineDevicesPage';
import { ClientErrorsPage } from './ClientErrorsPage';

/** Route group "sistem": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function SistemPages({ route }: PageProps) {
  if (route.path === '/sistem/paratanimlari') return <CurrencySettingsPage path={route.path} />;
  if (route.path === '/sistem/firma') return <CompanySettingsPage path={route.path} />;
  if (route.path === '/sistem/evrak') return <DocumentSettingsPage path={route.path} />;
  if (route.path === '/sistem/tunits') return <UnitsPage path={route.path} />;
  if (route.path === '/sistem/genel') return <GeneralSettingsPage path={route.path} />;
  if (route.path === '/sistem/tclnt') return <AccountGroupsPage path={route.path} />;
  if (route.path === '/sistem/indirim') return <CampaignsPage path={route.path} />;
  if (route.path === '/sistem/tasarim') return <PrintDesignPage path={route.path} />;
  if (route.path === '/sistem/etiket') return <LabelDesignPage path={route.path} />;
  if (route.path === '/sistem/etiket/detay') return <LabelPrintPage path={route.path} />;
  if (route.path === '/sistem/ekitap-fiyatlandirma') return <EbookPricingPage path={route.path} />;
  if (route.path === '/sistem/yama') return <ReleaseNotesPage path={route.path} />;
  if (route.pattern === '/sistem/yama/{id}') return <ReleaseNotesPage key={route.path} path={route.path} id={Number(route.params?.id)} />;
  if (route.path === '/sistem/kullanici') return <UserListPage path={route.path} />;
  if (route.path === '/sistem/cihaz') return <OfflineDevicesPage path={route.path} />;
  if (route.path === '/sistem/hata') return <ClientErrorsPage path={route.path} />;
  if (route.path === '/modul/lisansyonetimi/firmalist') return <LicenceCompaniesPage path={route.path} />;
  if (route.path === '/modul/lisansyonetimi/kullanicilist') return <LicenceUsersPage path={route.path} />;
  if (route.path === '/sistem/kullanici/yeni') return <UserFormPage key={route.path} mode="new" path={route.path} />;
  const id = Number(route.params?.id);
  if (route.pattern === '/sistem/kullanici/duzen/{id}') return <UserFormPage key={route.path} mode="edit" path={route.path} id={id} />;
  if (route.pattern === '/modul/lisansyonetimi/kullanici/duzen/{id}') return <LicenceUserEditPage key={route.path} path={route.path} id={id} />;
  if (route.pattern === '/sistem/kullanici/cogalt/{id}') return <UserFormPage key={route.path} mode="copy" path={route.path} id={id} />;
  return <PlaceholderPage route={route} />;
}
