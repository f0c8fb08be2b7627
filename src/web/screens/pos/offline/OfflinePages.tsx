import type { PageProps } from '../../../routes/pageGroups';
import { PlaceholderPage } from '../../common/PlaceholderPage';

/** /fis/offline/*: the data kept in the browser for selling without a connection. */
export function OfflinePages({ route }: PageProps) {
  return <PlaceholderPage route={route} />;
}
