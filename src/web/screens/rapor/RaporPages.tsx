import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';

/** Route group "rapor": its own lazily loaded chunk. Pages are placeholders until their issue fills them. */
export default function RaporPages({ route }: PageProps) {
  return <PlaceholderPage route={route} />;
}
