import { Card, H3, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import type { RouteDef } from '../../../domain/navigation';
import { useT } from '../../i18n/useT';

/** A real, guarded route whose screen a later issue fills: title, a search box (kept by the page cache). */
export function PlaceholderPage({ route }: { route: RouteDef }) {
  const t = useT();
  const [q, setQ] = useState('');
  return (
    <Card className="defter-page" data-route={route.path}>
      <H3>{t(route.titleKey)}</H3>
      <InputGroup className="defter-search" name="search" leftIcon="search" placeholder={t('common.search')} value={q} onChange={(e) => setQ(e.target.value)} />
      <NonIdealState icon="build" title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </Card>
  );
}
