import { Callout, Radio, RadioGroup } from '@blueprintjs/core';
import type { TableFlowEvent } from '../../../../../flows/pos-table';
import { useOpenTables } from '../../../api/fetchOpenTables';
import { useT } from '../../../i18n/useT';
import { TableStepDialog } from './TableStepDialog';
import { formatDecimal } from '../../../../domain/format';

interface Props {
  isOpen: boolean;
  billId: number;
  targetId: number | null;
  submitting: boolean;
  send: (e: TableFlowEvent) => void;
}

/** Merge: this bill's lines join the chosen open table (arrow keys choose, Enter confirms); this table closes. */
export function MergeDialog({ isOpen, billId, targetId, submitting, send }: Props) {
  const t = useT();
  const tables = useOpenTables();
  const others = (tables.data ?? []).filter((x) => x.id !== billId);
  return (
    <TableStepDialog isOpen={isOpen} title={t('tables.mergeTitle')} step="merge" submitting={submitting} canConfirm={targetId !== null} send={send}>
      <p>{t('tables.mergeHint')}</p>
      {tables.isSuccess && others.length === 0 && <Callout intent="warning">{t('tables.noOtherTable')}</Callout>}
      <RadioGroup
        name="tables-merge-target"
        selectedValue={targetId === null ? undefined : String(targetId)}
        onChange={(e) => send({ type: 'CHOOSE_TABLE', id: Number(e.currentTarget.value) })}
        disabled={submitting}
      >
        {others.map((x, i) => (
          <Radio
            key={x.id}
            value={String(x.id)}
            autoFocus={i === 0}
            data-testid="tables-merge-option"
            data-table-name={x.tableName}
            label={`${x.tableName} — ${formatDecimal(x.grandTotal, 2)}`}
          />
        ))}
      </RadioGroup>
    </TableStepDialog>
  );
}
