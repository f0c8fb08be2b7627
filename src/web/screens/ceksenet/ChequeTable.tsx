import { HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../../domain/format';
import type { OpenChequeView } from '../../../domain/schemas/cheques';
import { useT } from '../../i18n/useT';
import { DocumentStatusTag } from '../common/DocumentStatusTag';
import { chequeEditPath } from './chequePages';

interface Props {
  items: readonly OpenChequeView[];
  testId: string;
  /** a first column (a checkbox of a slip) */
  lead?: { header: string; cell(c: OpenChequeView): ReactNode };
}

/** Cheques and notes in rows: number (opening its page), type, serial, account, bank, due date, amount, status. */
export function ChequeTable({ items, testId, lead }: Props) {
  const t = useT();
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
            <th>{t('cheques.field.number')}</th>
            <th>{t('cheques.field.type')}</th>
            <th>{t('cheques.field.serialNo')}</th>
            <th>{t('cheques.field.account')}</th>
            <th>{t('cheques.field.bank')}</th>
            <th>{t('cheques.field.dueDate')}</th>
            <th style={{ textAlign: 'end' }}>{t('cheques.field.amount')}</th>
            <th>{t('cheques.field.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} data-testid={`${testId}-row`} data-id={c.id}>
              {lead && <td>{lead.cell(c)}</td>}
              <td dir="ltr">
                <a href={`#${chequeEditPath(c.type, c.id)}`} data-testid="cheque-link">
                  {c.number}
                </a>
              </td>
              <td>{t(`documentTypes.${c.type}`)}</td>
              <td dir="ltr">{c.serialNo ?? ''}</td>
              <td>{c.accountName ?? ''}</td>
              <td>{c.bank ?? ''}</td>
              <td dir="ltr">{formatDate(c.dueDate)}</td>
              <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                {formatAmount(c.amount)} {c.currency}
              </td>
              <td>
                <DocumentStatusTag type={c.type} status={c.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
