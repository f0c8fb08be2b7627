import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { TableFlowEvent } from '../../../../../flows/pos-table';
import { useT } from '../../../i18n/useT';
import { TableStepDialog } from './TableStepDialog';

interface Props {
  isOpen: boolean;
  targetName: string;
  submitting: boolean;
  send: (e: TableFlowEvent) => void;
}

/** Move the bill to a free table: its name, Enter. A taken table is refused by the server with a merge suggested. */
export function MoveDialog({ isOpen, targetName, submitting, send }: Props) {
  const t = useT();
  return (
    <TableStepDialog isOpen={isOpen} title={t('tables.moveTitle')} step="move" submitting={submitting} canConfirm={!!targetName.trim()} send={send}>
      <FormGroup label={t('tables.moveTo')} labelFor="tables-move-name">
        <InputGroup
          id="tables-move-name"
          autoFocus
          data-testid="tables-move-name"
          maxLength={50}
          value={targetName}
          disabled={submitting}
          onChange={(e) => send({ type: 'SET_TABLE_NAME', name: e.target.value })}
        />
      </FormGroup>
    </TableStepDialog>
  );
}
