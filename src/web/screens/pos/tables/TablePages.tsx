import type { PageProps } from '../../../routes/pageGroups';
import { PlaceholderPage } from '../../common/PlaceholderPage';

/** /fis/posmasa, yeni and duzen/{id}: table tracking. */
export function TablePages({ route }: PageProps) {
  return <PlaceholderPage route={route} />;
}
