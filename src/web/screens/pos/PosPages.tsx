import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { PosScreen } from './PosScreen';

/** Route group "pos": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function PosPages({ route }: PageProps) {
  if (route.path === '/fis/pos') return <div data-route={route.path}><PosScreen /></div>;
  return <PlaceholderPage route={route} />;
}
