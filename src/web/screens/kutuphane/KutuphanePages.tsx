import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';

/** Route group "kutuphane": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function KutuphanePages({ route }: PageProps) {
  return <PlaceholderPage route={route} />;
}
