import { Tag } from '@blueprintjs/core';
import { SUPPLY_STATUS_INTENTS, type SupplyStatus } from '../../../../machines/order/rules';
import { useT } from '../../i18n/useT';

const isSupplyStatus = (s: unknown): s is SupplyStatus => typeof s === 'string' && s in SUPPLY_STATUS_INTENTS;

/** An order's (or a line's) supply status in the order family's colour; nothing for a value that is none. */
export function SupplyStatusTag({ status, large, testId }: { status: unknown; large?: boolean; testId?: string }) {
  const t = useT();
  if (!isSupplyStatus(status)) return null;
  return (
    <Tag large={large} minimal intent={SUPPLY_STATUS_INTENTS[status]} data-testid={testId} data-status={status}>
      {t(`supplyStatus.${status}`)}
    </Tag>
  );
}
