import { Button, HTMLTable } from '@blueprintjs/core';
import type { TableFlowEvent, TableLine } from '../../../../../flows/pos-table';
import { documentSums } from '../../../../domain/money/totals';
import { useT } from '../../../i18n/useT';
import { formatDecimal, readAmount } from '../../../../domain/format';

interface Props {
  lines: readonly TableLine[];
  names: Readonly<Record<number, string>>;
  canEditPrices: boolean;
  disabled: boolean;
  send: (e: TableFlowEvent) => void;
}

/** The bill's lines: a quantity is typed and kept on Enter or when leaving the box; removal needs the fast-sale permission. */
export function TableLines({ lines, names, canEditPrices, disabled, send }: Props) {
  const t = useT();
  if (lines.length === 0) return <p className="bp6-text-muted">{t('pos.empty')}</p>;
  const sums = documentSums(lines).lines;
  const commit = (line: TableLine, text: string) => {
    const r = readAmount(text);
    if (r.ok && line.id) send({ type: 'SET_QUANTITY', lineId: line.id, quantity: r.value });
  };
  return (
    <HTMLTable compact striped className="tables-lines" data-testid="tables-lines">
      <thead>
        <tr>
          <th>{t('pos.product')}</th>
          <th className="tables-num">{t('pos.quantity')}</th>
          <th className="tables-num">{t('pos.price')}</th>
          <th className="tables-num">{t('pos.lineTotal')}</th>
          {canEditPrices && <th />}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={line.id ?? `new-${line.productId}`} data-testid={`tables-line-${line.productId}`} data-quantity={line.quantity}>
            <td>{names[line.productId] ?? `#${line.productId}`}</td>
            <td className="tables-num">
              <input
                key={`${line.id}-${line.quantity}`}
                className="bp6-input tables-amount"
                data-testid={`tables-qty-${line.productId}`}
                aria-label={t('pos.quantity')}
                inputMode="decimal"
                defaultValue={line.quantity}
                disabled={disabled || !line.id}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    commit(line, e.currentTarget.value);
                  }
                }}
                onBlur={(e) => commit(line, e.currentTarget.value)}
              />
            </td>
            <td className="tables-num">{formatDecimal(line.unitPrice, 2)}</td>
            <td className="tables-num">{formatDecimal(sums[i]!.total, 2)}</td>
            {canEditPrices && (
              <td>
                <Button
                  minimal
                  small
                  icon="trash"
                  aria-label={t('pos.removeLine')}
                  data-testid={`tables-remove-${line.productId}`}
                  disabled={disabled || !line.id || lines.length < 2}
                  onClick={() => line.id && send({ type: 'REMOVE_LINE', lineId: line.id })}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
