import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CatalogueChecksPage } from './CatalogueChecksPage';
import { CatalogueEntryFormPage } from './CatalogueEntryFormPage';
import { CatalogueEntryList } from './CatalogueEntryList';
import { CatalogueManufacturerFormPage, CatalogueManufacturersPage } from './CatalogueManufacturerPages';
import { CatalogueJobsPage } from './CatalogueJobs';
import { CatalogueSettingsPage } from './CatalogueSettingsPage';
import { StoreComparisonPage } from './StoreComparisonPage';

/** Route group "katalog" (issue #30): the shared catalogue, a company's use of it and the provider's keeping of it. */
export default function KatalogPages({ route }: PageProps) {
  const id = Number(route.params?.id);
  switch (route.pattern ?? route.path) {
    case '/kibourunlist':
      return <CatalogueEntryList path={route.path} keeper={false} />;
    case '/kibourun/list':
      return <CatalogueEntryList path={route.path} keeper />;
    case '/kibourun/stokmagaza':
      return <StoreComparisonPage path={route.path} />;
    case '/kibourun/kontrol':
      return <CatalogueChecksPage path={route.path} />;
    case '/kibourun/yeni':
      return <CatalogueEntryFormPage key={route.path} route={route.path} mode="new" />;
    case '/kibourun/duzen/{id}':
      return <CatalogueEntryFormPage key={route.path} route={route.path} mode="edit" id={id} />;
    case '/kibourun/cogalt/{id}':
      return <CatalogueEntryFormPage key={route.path} route={route.path} mode="copy" id={id} />;
    case '/kibourun/uretici':
      return <CatalogueManufacturersPage path={route.path} />;
    case '/kibourun/uretici/yeni':
      return <CatalogueManufacturerFormPage key={route.path} route={route.path} />;
    case '/kibourun/uretici/duzen/{id}':
      return <CatalogueManufacturerFormPage key={route.path} route={route.path} id={id} />;
    case '/modul/katalog/ayar':
      return <CatalogueSettingsPage path={route.path} />;
    case '/modul/katalog/islem':
      return <CatalogueJobsPage path={route.path} />;
    case '/modul/katalog/stokguncelle':
      return <CatalogueJobsPage path={route.path} kind="prices" />;
    case '/modul/katalog/miktarguncelle':
      return <CatalogueJobsPage path={route.path} kind="quantities" />;
    default:
      return <PlaceholderPage route={route} />;
  }
}
