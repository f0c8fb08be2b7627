import { carrierOfPath } from '../../../domain/cargo/carriers';
import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CarriersPage } from './CarriersPage';
import { CarrierSettingsPage } from './CarrierSettingsPage';
import { ShipPage } from './ShipPage';

/**
 * Route group "kargo" (issue #32): the carriers the company uses (/sistem/kargotanimlari), and for each of the five
 * carriers its settings (/modul/<carrier>kargo/ayar) and its sending page (/modul/<carrier>kargo/gonder), one page
 * component each for all five.
 */
export default function KargoPages({ route }: PageProps) {
  const path = route.path;
  if (path === '/sistem/kargotanimlari') return <CarriersPage path={path} />;
  const carrier = carrierOfPath(path);
  if (carrier && path.endsWith('/ayar')) return <CarrierSettingsPage key={carrier} carrier={carrier} path={path} title={route.titleKey} />;
  if (carrier && path.endsWith('/gonder')) return <ShipPage key={carrier} carrier={carrier} path={path} title={route.titleKey} />;
  return <PlaceholderPage route={route} />;
}
