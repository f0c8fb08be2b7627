import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from './PlaceholderPage';

export default function PlaceholderGroup({ route }: PageProps) {
  return <PlaceholderPage route={route} />;
}
