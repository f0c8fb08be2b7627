import { Tag, type Intent } from '@blueprintjs/core';
import type { Instalment } from '../../../domain/schemas/instalments';
import { useT } from '../../i18n/useT';

const INTENTS: Record<Instalment['state'], Intent> = { paid: 'success', open: 'none', overdue: 'danger' };

/** Paid, open or overdue, in the status colours of the documents. */
export function InstalmentStateTag({ state }: { state: Instalment['state'] }) {
  const t = useT();
  return (
    <Tag minimal intent={INTENTS[state]} data-testid="instalment-state" data-state={state}>
      {t(`instalments.state.${state}`)}
    </Tag>
  );
}
