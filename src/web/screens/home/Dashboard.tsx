import { Card, H3, H5, Tag } from '@blueprintjs/core';
import { useMenu } from '../../api/fetchMenu';
import { licenceDaysLeft, useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { formatDate } from '../../../domain/format';
import { DashboardCards } from './DashboardCards';

/** Home: who is signed in, the figures of the cards the user's roles may see (DashboardCards), the licence and the quick links of the UI settings (or the menu's first links). */
export function Dashboard() {
  const t = useT();
  const { data: s } = useUiSettings();
  const { data: menu = [] } = useMenu();
  if (!s) return null;
  const days = licenceDaysLeft(s);
  const menuLinks = menu.flatMap((m) => (m.mn_subs.length ? m.mn_subs : [m])).filter((m) => m.mn_link && m.mn_link !== '/dashboard');
  const links = (s.dashboard.links.length ? s.dashboard.links : menuLinks).filter((l) => l.mn_link !== '/dashboard').slice(0, 8);
  return (
    <div data-testid="dashboard">
      <H3>{t('app.welcome', { name: s.authorizedUser.name })}</H3>
      <DashboardCards />
      <div className="defter-dashboard-grid">
        <Card>
          <H5>{t('app.company')}</H5>
          <p>{s.company?.name ?? s.license.owner}</p>
        </Card>
        <Card>
          <H5>{t('layout.licenceExpires')}</H5>
          <p>
            {formatDate(s.license.expires)} {days !== null && <Tag intent={days < 30 ? 'warning' : 'success'}>{t('layout.daysLeft', { days })}</Tag>}
          </p>
        </Card>
        <Card>
          <H5>{t('app.quickLinks')}</H5>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {links.map((l) => (
              <li key={`${l.mn_link}`}>
                <a href={`#${l.mn_link}`}>{l.mn_name}</a>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
