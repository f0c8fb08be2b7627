import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { RouteDef } from '../../../domain/navigation';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { findRoute, HOME_PATH } from '../../routes/routeTable';
import { useDevice, VISIBLE_TABS } from '../useViewport';
import { closeTab, openTab, useTabs } from './tabStore';
import { useTabListKeys } from './useTabListKeys';

/**
 * Tabs of the open pages. Routes marked noTab (dashboard, depo/uruntopla) add none and show none.
 * Only the newest N fit (4 desktop, 3 tablet, 1 mobile); older ones are under a "more" menu.
 */
export function OpenTabs({ route }: { route: RouteDef | undefined }) {
  const t = useT();
  const tabs = useTabs();
  const device = useDevice();
  const active = route?.path;

  useEffect(() => {
    if (route && !route.noTab) openTab(route.path);
  }, [route]);

  const close = (path: string) => {
    const next = closeTab(path);
    if (path === active) navigate(next ?? HOME_PATH);
  };
  const keys = useTabListKeys(active, tabs, close);

  if (!route || route.noTab) return <div className="defter-tabs" />;

  const visibleCount = VISIBLE_TABS[device];
  let visible = tabs.slice(-visibleCount);
  if (active && tabs.includes(active) && !visible.includes(active)) visible = [...visible.slice(1), active];
  const hidden = tabs.filter((p) => !visible.includes(p));

  const title = (p: string) => t(findRoute(p)?.titleKey ?? 'route.notFound');

  return (
    <div className="defter-tabs" data-testid="open-tabs">
      <div className="defter-tabs-list" role="tablist" ref={keys.listRef} onKeyDown={keys.onKeyDown}>
        {visible.map((p) => (
          // the tab and its close button are siblings (a button inside a link is not operable by assistive technology);
          // the button is for the mouse, the keyboard closes the focused tab with Delete (useTabListKeys)
          <div key={p} role="presentation" className={`defter-tab${p === active ? ' is-active' : ''}`} data-path={p}>
            <a href={`#${p}`} role="tab" aria-selected={p === active} aria-keyshortcuts="Delete" className="defter-tab-title" data-path={p}>
              {title(p)}
            </a>
            <Button
              variant="minimal"
              size="small"
              icon="small-cross"
              aria-label={t('layout.closeTab')}
              aria-hidden
              tabIndex={-1}
              className="defter-tab-close"
              onClick={() => close(p)}
            />
          </div>
        ))}
      </div>
      {hidden.length > 0 && (
        <PopoverNext
          placement="bottom"
          content={
            <Menu>
              {hidden.map((p) => (
                <MenuItem key={p} text={title(p)} href={`#${p}`} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" size="small" icon="more" aria-label={`+${hidden.length} ${t('layout.moreTabs')}`} text={`+${hidden.length}`} />
        </PopoverNext>
      )}
    </div>
  );
}
