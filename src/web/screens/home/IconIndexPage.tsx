import { Card, H3, Icon, InputGroup, NonIdealState } from '@blueprintjs/core';
import { IconNames, type IconName } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import { MENU_SECTIONS } from '../../../domain/navigation';
import { useT } from '../../i18n/useT';
import { useSearchHotkey } from '../common/listHelpers';

/** IconNames names each icon under several keys (FLOPPY_DISK, FloppyDisk…): each icon once */
const ALL: readonly IconName[] = [...new Set(Object.values(IconNames) as IconName[])];
/** the menu's own icons come first */
const MENU = new Set(MENU_SECTIONS.map((s) => s.icon).filter(Boolean) as string[]);
const ORDERED = [...ALL].sort((a, b) => Number(MENU.has(b)) - Number(MENU.has(a)) || a.localeCompare(b));

/** /icon/index (spec §2): the icons the app draws with (Blueprint's set), searchable by name, the menu's first. */
export function IconIndexPage() {
  const t = useT();
  const [q, setQ] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useSearchHotkey(ref);
  const needle = q.trim().toLowerCase();
  const shown = needle ? ORDERED.filter((n) => n.includes(needle)) : ORDERED;
  return (
    <Card className="defter-page" data-testid="icon-index">
      <H3>{t('route.icons')}</H3>
      <InputGroup
        inputRef={ref}
        type="search"
        leftIcon="search"
        placeholder={t('icons.search')}
        aria-label={t('icons.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <p className="bp6-text-muted">{t('icons.count', { n: shown.length })}</p>
      {shown.length === 0 ? (
        <NonIdealState icon="search" title={t('icons.none')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }} dir="ltr">
          {shown.map((name) => (
            <li key={name} data-icon={name} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
              <Icon icon={name} size={20} intent={MENU.has(name) ? 'primary' : 'none'} />
              <code style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
