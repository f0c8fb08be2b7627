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
    <div className="defter-tabs" role="tablist" data-testid="open-tabs" ref={keys.listRef} onKeyDown={keys.onKeyDown}>
      {visible.map((p) => (
        <a key={p} href={`#${p}`} role="tab" aria-selected={p === active} className={`defter-tab${p === active ? ' is-active' : ''}`} data-path={p}>
          <span className="defter-tab-title">{title(p)}</span>
          <Button
            variant="minimal"
            size="small"
            icon="small-cross"
            aria-label={t('layout.closeTab')}
            className="defter-tab-close"
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              close(p);
            }}
          />
        </a>
      ))}
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
          <Button variant="minimal" size="small" icon="more" aria-label={t('layout.moreTabs')} text={`+${hidden.length}`} />
        </PopoverNext>
      )}
    </div>
  );
}
