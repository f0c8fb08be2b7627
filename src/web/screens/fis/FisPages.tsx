import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { ReceiptTrackingPage } from './ReceiptTrackingPage';

/** Route group "fis": its own lazily loaded chunk. Pages not written yet are placeholders until their issue fills them. */
export default function FisPages({ route }: PageProps) {
  if (route.path === '/fis/takip') return <ReceiptTrackingPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
