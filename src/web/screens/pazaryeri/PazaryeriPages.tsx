import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { MarketOrdersPage } from './MarketOrdersPage';
import { MarketSettingsPage } from './MarketSettingsPage';

/** Route group "pazaryeri" (issue #32): the marketplace's orders (/kibopazaryeri/siparisler) and settings (/kibopazaryeri/ayar). */
export default function PazaryeriPages({ route }: PageProps) {
  if (route.path === '/kibopazaryeri/siparisler') return <MarketOrdersPage path={route.path} title={route.titleKey} />;
  if (route.path === '/kibopazaryeri/ayar') return <MarketSettingsPage path={route.path} title={route.titleKey} />;
  return <PlaceholderPage route={route} />;
}
