import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { CurrencySettingsPage } from './CurrencySettingsPage';

/** Route group "sistem": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function SistemPages({ route }: PageProps) {
  if (route.path === '/sistem/paratanimlari') return <CurrencySettingsPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
