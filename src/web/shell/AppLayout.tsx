import { AnchorButton, Button, Drawer } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { NOTES_LIST_LINK, type RouteDef } from '../../domain/navigation';
import { getCookie, setCookie } from '../cookies';
import { menuHasLink } from '../api/fetchMenu';
import type { MenuItem } from '../../domain/schemas/menu';
import type { UiSettings } from '../../domain/schemas/ui-settings';
import { currentLang, isRtl } from '../i18n/lang';
import { useT } from '../i18n/useT';
import { usePath } from '../routes/hashLocation';
import { Footer } from './Footer';
import { Sidebar } from './sidebar/Sidebar';
import { OpenTabs } from './tabs/OpenTabs';
import { openTab } from './tabs/tabStore';
import { QuickNoteButton } from './topbar/QuickNote';
import { UserMenu } from './topbar/UserMenu';
import { useDevice } from './useViewport';

interface Props {
  menu: MenuItem[];
  settings: UiSettings;
  route: RouteDef | undefined;
  children: ReactNode;
}

/**
 * Spec §2 Layout: sidebar (cookie sidebarStatus 1/0; a drawer under 992 px), top bar with tabs, note button, user
 * dropdown, footer. A full-screen page (the till) keeps only a slim bar: back to the panel, its title, the user.
 * The pages stay in one tree either way, so the page cache keeps a sale while the user looks elsewhere.
 */
export function AppLayout({ menu, settings, route, children }: Props) {
  const t = useT();
  const path = usePath();
  const mobile = useDevice() === 'mobile';
  const fullScreen = route?.fullScreen === true;
  const [sidebarOpen, setSidebarOpen] = useState(getCookie('sidebarStatus') !== '0');
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setDrawerOpen(false), [path]); // the mobile drawer closes on navigation
  // a full-screen page shows no tabs, yet has its tab to come back to from the panel
  useEffect(() => {
    if (fullScreen && route && !route.noTab) openTab(route.path);
  }, [fullScreen, route]);

  const toggleSidebar = () => {
    if (mobile) return setDrawerOpen(true);
    const next = !sidebarOpen;
    setSidebarOpen(next);
    setCookie('sidebarStatus', next ? '1' : '0');
  };

  const sidebar = <Sidebar menu={menu} collapsed={!mobile && !sidebarOpen} activePath={path} />;
  return (
    <div className={`defter-layout${mobile ? ' is-mobile' : ''}${fullScreen ? ' is-full-screen' : ''}`} data-testid="app-layout" data-full-screen={fullScreen}>
      {!mobile && !fullScreen && sidebar}
      {mobile && !fullScreen && (
        <Drawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          position={isRtl(currentLang()) ? 'right' : 'left'}
          size="280px"
          className="defter-drawer"
          title={t('layout.menu')}
        >
          {sidebar}
        </Drawer>
      )}
      <div className="defter-main">
        <header className="defter-topbar">
          {fullScreen ? (
            <>
              <AnchorButton
                variant="minimal"
                icon={isRtl(currentLang()) ? 'arrow-right' : 'arrow-left'}
                href="#/dashboard"
                text={mobile ? undefined : t('layout.backToPanel')}
                aria-label={t('layout.backToPanel')}
                data-testid="full-screen-back"
              />
              <strong className="defter-topbar-title">{route ? t(route.titleKey) : ''}</strong>
            </>
          ) : (
            <>
              <Button
                variant="minimal"
                icon={mobile ? 'menu' : sidebarOpen ? 'menu-closed' : 'menu-open'}
                aria-label={t('layout.toggleMenu')}
                data-testid="sidebar-toggle"
                onClick={toggleSidebar}
              />
              <OpenTabs route={route} />
            </>
          )}
          <div className="defter-topbar-spacer" />
          {!fullScreen && menuHasLink(menu, NOTES_LIST_LINK) && <QuickNoteButton />}
          <UserMenu settings={settings} />
        </header>
        <main className="defter-content">{children}</main>
        {!fullScreen && <Footer />}
      </div>
    </div>
  );
}
