import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { SecondhandCopiesPage } from './SecondhandCopiesPage';
import { SecondhandCopyFormPage } from './SecondhandCopyFormPage';
import { SecondhandSettingsPage } from './SecondhandSettingsPage';
import './sahaf.css';

/** Route group "sahaf": the second-hand bookseller's copies and settings, its own lazily loaded chunk. */
export default function SahafPages({ route }: PageProps) {
  if (route.path === '/sahaf/list') return <SecondhandCopiesPage path={route.path} />;
  if (route.path === '/sahaf/yeni') return <SecondhandCopyFormPage key={route.path} path={route.path} />;
  if (route.path === '/sahaf/ayar') return <SecondhandSettingsPage path={route.path} />;
  return <PlaceholderPage route={route} />;
}
