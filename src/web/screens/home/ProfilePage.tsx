import { Card, H3, H5 } from '@blueprintjs/core';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { PasswordForm } from '../common/PasswordForm';

export function ProfilePage() {
  const t = useT();
  const { data: s } = useUiSettings();
  if (!s) return null;
  const u = s.authorizedUser;
  return (
    <Card data-testid="profile-page" style={{ maxWidth: 520 }}>
      <H3>{t('route.profile')}</H3>
      <dl className="defter-user-info">
        <dt>{t('layout.userName')}</dt>
        <dd>{u.name}</dd>
        <dt>{t('layout.email')}</dt>
        <dd>{u.email}</dd>
        <dt>{t('profile.roles')}</dt>
        <dd data-testid="profile-roles">{u.roles.map((r) => t(`users.role.${r}`)).join(', ')}</dd>
      </dl>
      <H5>{t('profile.changePassword')}</H5>
      <PasswordForm email={u.email} askCurrent />
    </Card>
  );
}
