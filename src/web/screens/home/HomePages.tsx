import type { PageProps } from '../../routes/pageGroups';
import { PlaceholderPage } from '../common/PlaceholderPage';
import { AccountSettingsPage } from './AccountSettingsPage';
import { Dashboard } from './Dashboard';
import { IconIndexPage } from './IconIndexPage';
import { LicenceInfoPage } from './LicenceInfoPage';
import { ProfilePage } from './ProfilePage';

/** Route group "home": dashboard, profile, licence information, account settings. */
export default function HomePages({ route }: PageProps) {
  switch (route.path) {
    case '/dashboard':
      return <Dashboard />;
    case '/profile/index':
      return <ProfilePage />;
    case '/hesap_ayar':
      return <AccountSettingsPage />;
    case '/icon/index':
      return <IconIndexPage />;
    case '/license':
      return <LicenceInfoPage />;
    default:
      return <PlaceholderPage route={route} />;
  }
}
