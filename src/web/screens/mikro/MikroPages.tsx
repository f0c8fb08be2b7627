import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { MikroCardsPage } from './MikroCardsPage';
import { MikroSettingsPage } from './MikroSettingsPage';
import { MikroTransfersPage } from './MikroTransfersPage';

/** Route group "mikro" (issue #32): /modul/mikroerp/ayar, /stokguncelle and /fisislem. */
export default function MikroPages({ route }: PageProps) {
  const { path, titleKey } = route;
  if (path === '/modul/mikroerp/ayar') return <MikroSettingsPage path={path} title={titleKey} />;
  if (path === '/modul/mikroerp/stokguncelle') return <MikroCardsPage path={path} title={titleKey} />;
  if (path === '/modul/mikroerp/fisislem') return <MikroTransfersPage path={path} title={titleKey} />;
  return <PlaceholderPage route={route} />;
}
