import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { StockFormPage } from './StockFormPage';
import { StockListPage } from './StockListPage';
import { ProductSetsPage } from './ProductSetsPage';
import { definitionPage } from './definitions/DefinitionPages';
import { PickingPage } from './depo/PickingPage';
import { ShelvingPage } from './depo/ShelvingPage';
import { WarehouseSettingsPage } from './depo/WarehouseSettingsPage';
import { MobileCountPage } from './mobil/MobileCountPage';
import { MobileLogPage } from './mobil/MobileLogPage';
import { MobileSettingsPage } from './mobil/MobileSettingsPage';
import './depo/depot.css';

/** Route group "stok": its own lazily loaded chunk. Pages not written yet are placeholders. */
export default function StokPages({ route }: PageProps) {
  if (route.path === '/stok/list') return <StockListPage path={route.path} />;
  if (route.path === '/kbsets/tanimlar') return <ProductSetsPage path={route.path} />;
  if (route.path === '/depo/ayar') return <WarehouseSettingsPage path={route.path} />;
  if (route.path === '/depo/urunraf') return <ShelvingPage path={route.path} />;
  if (route.path === '/depo/uruntopla') return <PickingPage path={route.path} />;
  if (route.path === '/modul/mobil/ayar') return <MobileSettingsPage path={route.path} />;
  if (route.path === '/modul/mobil/stokguncelle') return <MobileCountPage path={route.path} />;
  if (route.path === '/modul/mobil/islem') return <MobileLogPage path={route.path} />;
  if (route.path === '/stok/yeni') return <StockFormPage mode="new" path={route.path} />;
  const id = Number(route.params?.id);
  if (route.pattern === '/stok/duzen/{id}') return <StockFormPage key={route.path} mode="edit" path={route.path} id={id} />;
  if (route.pattern === '/stok/cogalt/{id}') return <StockFormPage key={route.path} mode="copy" path={route.path} id={id} />;
  const definitions = definitionPage(route);
  if (definitions) return definitions;
  return <PlaceholderPage route={route} />;
}
