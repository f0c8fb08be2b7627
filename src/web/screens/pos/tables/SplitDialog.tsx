import { Callout, FormGroup, HTMLTable, InputGroup } from '@blueprintjs/core';
import { splitProblem, type TableFlowEvent, type TableLine } from '../../../../../flows/pos-table';
import { useT } from '../../../i18n/useT';
import { TableStepDialog } from './TableStepDialog';
import { formatDecimal, readAmount } from '../../../../domain/format';

interface Props {
  isOpen: boolean;
  lines: readonly TableLine[];
  names: Readonly<Record<number, string>>;
  split: Readonly<Record<string, string>>;
  targetName: string;
  submitting: boolean;
  send: (e: TableFlowEvent) => void;
}

/** Split: how much of each line goes to a new table (never more than the line has), and that table's name. */
export function SplitDialog({ isOpen, lines, names, split, targetName, submitting, send }: Props) {
  const t = useT();
  const problem = splitProblem(lines, split);
  return (
    <TableStepDialog
      isOpen={isOpen}
      title={t('tables.splitTitle')}
      step="split"
      submitting={submitting}
      canConfirm={problem === null && !!targetName.trim()}
      send={send}
    >
      <HTMLTable compact className="tables-lines">
        <thead>
          <tr>
            <th>{t('pos.product')}</th>
            <th className="tables-num">{t('pos.quantity')}</th>
            <th className="tables-num">{t('tables.splitQuantity')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.id}>
              <td>{names[l.productId] ?? `#${l.productId}`}</td>
              <td className="tables-num">{formatDecimal(l.quantity, 0)}</td>
              <td className="tables-num">
                <input
                  className="bp6-input tables-amount"
                  inputMode="decimal"
                  autoFocus={i === 0}
                  aria-label={`${t('tables.splitQuantity')}: ${names[l.productId] ?? l.productId}`}
                  data-testid={`tables-split-${l.productId}`}
                  defaultValue=""
                  disabled={submitting}
                  onChange={(e) => {
                    const r = readAmount(e.target.value);
                    if (l.id) send({ type: 'SET_SPLIT', lineId: l.id, quantity: e.target.value.trim() === '' ? '' : r.ok ? r.value : e.target.value });
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <FormGroup label={t('tables.moveTo')} labelFor="tables-split-name">
        <InputGroup
          id="tables-split-name"
          data-testid="tables-split-name"
          maxLength={50}
          value={targetName}
          disabled={submitting}
          onChange={(e) => send({ type: 'SET_TABLE_NAME', name: e.target.value })}
        />
      </FormGroup>
      {problem && (
        <Callout intent="warning" data-testid="tables-split-problem">
          {t(problem)}
        </Callout>
      )}
    </TableStepDialog>
  );
}
