import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { Dashboard } from './Dashboard';
import { LicenceInfoPage } from './LicenceInfoPage';
import { ProfilePage } from './ProfilePage';

/** Route group "home": dashboard, profile, licence information, account settings. */
export default function HomePages({ route }: PageProps) {
  switch (route.path) {
    case '/dashboard':
      return <Dashboard />;
    case '/profile/index':
      return <ProfilePage />;
    case '/license':
      return <LicenceInfoPage />;
    default:
      return <PlaceholderPage route={route} />;
  }
}
