import { Alert, Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { logout } from '../../api/logout';
import { unsentSaleCount } from '../../offline/clearOfflineData';
import { licenceDaysLeft } from '../../api/fetchUiSettings';
import type { UiSettings } from '../../../domain/schemas/ui-settings';
import { changeLang, currentLang, LANG_NAMES, LANGS } from '../../i18n/lang';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { changeTheme, currentTheme, THEMES } from '../../theme/theme';
import { resetTabs } from '../tabs/tabStore';
import { useState } from 'react';
import { formatDate } from '../../../domain/format';

/** The user dropdown (spec §2): licence owner, name, e-mail, client IP, licence expiry with days left; actions. */
export function UserMenu({ settings }: { settings: UiSettings }) {
  const t = useT();
  const [theme, setTheme] = useState(currentTheme());
  const lang = currentLang();
  const user = settings.authorizedUser;
  const owner = settings.app?.license_owner ?? settings.license.owner;
  const expires = settings.app?.license_expires ?? settings.license.expires;
  const days = licenceDaysLeft(settings);

  const [unsent, setUnsent] = useState(0);

  const leave = async () => {
    await logout();
    resetTabs();
    navigate('/login');
  };
  // logging out deletes the offline data (spec §4): sales not yet sent would go with it, so ask first
  const onLogout = async () => {
    const count = await unsentSaleCount().catch(() => 0);
    if (count > 0) setUnsent(count);
    else await leave();
  };

  const content = (
    <Menu data-testid="user-menu">
      <li>
        <dl className="defter-user-info" data-testid="user-info">
          <dt>{t('layout.licenceOwner')}</dt>
          <dd data-field="licenceOwner">
            <bdi>{owner}</bdi>
          </dd>
          <dt>{t('layout.userName')}</dt>
          <dd data-field="name">
            <bdi>{user.name}</bdi>
          </dd>
          <dt>{t('layout.email')}</dt>
          <dd data-field="email">
            <bdi>{user.email}</bdi>
          </dd>
          <dt>{t('layout.clientIp')}</dt>
          <dd data-field="clientIp">
            <bdi>{user.clientIp}</bdi>
          </dd>
          <dt>{t('layout.licenceExpires')}</dt>
          <dd data-field="licenceExpires">
            <bdi>{formatDate(expires)}</bdi>
            {days !== null && ` (${t('layout.daysLeft', { days })})`}
          </dd>
        </dl>
      </li>
      <MenuDivider />
      <MenuItem icon="person" text={t('layout.profile')} href="#/profile/index" />
      <MenuItem icon="settings" text={t('route.accountSettings')} href="#/hesap_ayar" data-testid="account-settings-link" />
      <MenuItem icon="contrast" text={t('layout.theme')}>
        {THEMES.map((th) => (
          <MenuItem
            key={th}
            text={t(`theme.${th}`)}
            data-theme-option={th}
            roleStructure="listoption"
            selected={theme === th}
            onClick={() => {
              changeTheme(th);
              setTheme(th);
            }}
          />
        ))}
      </MenuItem>
      <MenuItem icon="translate" text={t('layout.language')}>
        {LANGS.map((l) => (
          <MenuItem key={l} text={LANG_NAMES[l]} lang={l} data-lang-option={l} roleStructure="listoption" selected={lang === l} onClick={() => changeLang(l)} />
        ))}
      </MenuItem>
      <MenuDivider />
      <MenuItem icon="log-out" intent="danger" text={t('layout.logout')} data-testid="logout" onClick={() => void onLogout()} />
    </Menu>
  );

  return (
    <>
      <PopoverNext content={content} placement="bottom-end" hoverOpenDelay={50}>
        <Button variant="minimal" icon="user" endIcon="caret-down" text={user.name} data-testid="user-menu-button" className="defter-user-button" />
      </PopoverNext>
      <Alert
        isOpen={unsent > 0}
        intent="danger"
        icon="warning-sign"
        cancelButtonText={t('layout.unsentStay')}
        confirmButtonText={t('layout.unsentLeave')}
        onCancel={() => {
          setUnsent(0);
          navigate('/fis/offline/fis');
        }}
        onConfirm={() => {
          setUnsent(0);
          void leave();
        }}
      >
        <p data-testid="logout-unsent">{t('layout.unsentQuestion', { count: unsent })}</p>
      </Alert>
    </>
  );
}
