import { Icon, Menu, MenuItem, type IconName } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { MenuItem as MenuNode } from '../../../domain/schemas/menu';
import { useBrand } from '../../brand/useBrand';
import { useT } from '../../i18n/useT';

interface Props {
  menu: MenuNode[];
  collapsed: boolean;
  activePath: string;
}

const holds = (item: MenuNode, path: string): boolean => item.mn_link === path || item.mn_subs.some((s) => holds(s, path));

/** The sidebar built from GET /api/menu. Links are real anchors (#/path), so a middle-click opens a new tab. */
export function Sidebar({ menu, collapsed, activePath }: Props) {
  const t = useT();
  const brand = useBrand();
  const [open, setOpen] = useState<Set<string>>(() => new Set(menu.filter((m) => holds(m, activePath)).map((m) => String(m.id))));

  useEffect(() => {
    const owner = menu.find((m) => m.mn_subs.length && holds(m, activePath));
    if (owner) setOpen((s) => (s.has(String(owner.id)) ? s : new Set(s).add(String(owner.id))));
  }, [activePath, menu]);

  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const leaf = (item: MenuNode, sub = false) => (
    <MenuItem
      key={item.id}
      icon={sub ? undefined : ((item.mn_icon ?? 'document') as IconName)}
      text={collapsed && !sub ? '' : item.mn_name}
      htmlTitle={item.mn_name}
      href={`#${item.mn_link ?? '/'}`}
      active={item.mn_link === activePath}
      className={sub ? 'defter-menu-sub' : undefined}
      data-link={item.mn_link ?? undefined}
    />
  );

  return (
    <nav className={`defter-sidebar${collapsed ? ' is-collapsed' : ''}`} aria-label={t('layout.menu')} data-testid="sidebar">
      <div className="defter-sidebar-brand">
        {brand.logo && <img src={brand.logo} alt="" />}
        <span>{brand.name}</span>
      </div>
      <Menu>
        {menu.map((item) => {
          if (!item.mn_subs.length) return leaf(item);
          const id = String(item.id);
          const icon = (item.mn_icon ?? 'folder-close') as IconName;
          if (collapsed) {
            return (
              <MenuItem key={id} icon={icon} text="" htmlTitle={item.mn_name} data-section={id} popoverProps={{ hoverOpenDelay: 50 }}>
                {item.mn_subs.map((s) => leaf(s, true))}
              </MenuItem>
            );
          }
          const isOpen = open.has(id);
          return [
            <MenuItem
              key={id}
              icon={icon}
              text={item.mn_name}
              data-section={id}
              aria-expanded={isOpen}
              shouldDismissPopover={false}
              labelElement={<Icon icon={isOpen ? 'chevron-up' : 'chevron-down'} />}
              onClick={() => toggle(id)}
            />,
            ...(isOpen ? item.mn_subs.map((s) => leaf(s, true)) : []),
          ];
        })}
      </Menu>
    </nav>
  );
}
