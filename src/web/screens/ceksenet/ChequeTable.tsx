import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { receivedChequeDescriptor } from '../../../../machines/cheque/descriptor';
import type { OpenChequeView } from '../../../domain/schemas/cheques';
import { useT } from '../../i18n/useT';
import { columnIsNumeric, ListColumnCell } from '../common/ListColumnCell';
import { chequeEditPath } from './chequePages';

interface Props {
  items: readonly OpenChequeView[];
  testId: string;
  /** a first column (a checkbox of a slip) */
  lead?: { header: string; cell(c: OpenChequeView): ReactNode };
}

/** Cheques and notes in rows, in the cheque family's list columns (its descriptor): the number opens the cheque's page. */
export function ChequeTable({ items, testId, lead }: Props) {
  const t = useT();
  const columns = receivedChequeDescriptor.columns;
  return (
    <div style={{ overflowX: 'auto' }}>
      <HTMLTable compact striped style={{ width: '100%' }} data-testid={testId}>
        <thead>
          <tr>
            {lead && (
              <th>
                <span className="bp6-text-muted">{lead.header}</span>
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} style={columnIsNumeric(c) ? { textAlign: 'end' } : undefined}>
                {t(c.titleKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} data-testid={`${testId}-row`} data-id={c.id}>
              {lead && <td>{lead.cell(c)}</td>}
              {columns.map((col) => (
                <ListColumnCell key={col.key} column={col} row={c} type={c.type} href={`#${chequeEditPath(c.type, c.id)}`} />
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
