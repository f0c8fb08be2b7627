import { Tag } from '@blueprintjs/core';
import { useT } from '../../../i18n/useT';

export function StatusTag({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Tag minimal intent={active ? 'success' : 'none'} data-testid="status">
      {active ? t('definitions.status.active') : t('definitions.status.passive')}
    </Tag>
  );
}
