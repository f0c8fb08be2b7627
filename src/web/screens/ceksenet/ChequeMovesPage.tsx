import { Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatAmount, formatDate, formatDateTime } from '../../../domain/format';
import { useChequeMoves } from '../../api/fetchChequeMoves';
import { useT } from '../../i18n/useT';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE } from '../common/listHelpers';
import { chequeEditPath } from './chequePages';

/** /ceksenet/islem: every event of cheques and notes (entry, endorsement, collection, …), newest first, by day range. */
export function ChequeMovesPage({ path, titleKey }: { path: string; titleKey: string }) {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [offset, setOffset] = useState(0);
  const inOrder = dateRangeInOrder(from, to);
  const moves = useChequeMoves({ from: inOrder ? from : '', to: inOrder ? to : '', limit: PAGE_SIZE, offset });
  const items = moves.data?.items ?? [];
  return (
    <Card className="defter-page" data-testid="cheque-moves" data-route={path}>
      <H3>{t(titleKey)}</H3>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <DateRangeFields
          idPrefix="cheque-moves"
          from={from}
          to={to}
          onFrom={(v) => {
            setFrom(v);
            setOffset(0);
          }}
          onTo={(v) => {
            setTo(v);
            setOffset(0);
          }}
          error={inOrder ? undefined : t(DATE_ORDER_MESSAGE)}
        />
      </div>
      {moves.isPending ? (
        <NonIdealState icon={<Spinner />} title={t('cheques.loading')} />
      ) : items.length === 0 ? (
        <NonIdealState icon="exchange" title={t('cheques.noMoves')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact striped style={{ width: '100%' }} data-testid="cheque-moves-table">
            <thead>
              <tr>
                <th>{t('cheques.field.at')}</th>
                <th>{t('cheques.field.number')}</th>
                <th>{t('cheques.field.type')}</th>
                <th>{t('cheques.field.event')}</th>
                <th>{t('cheques.field.account')}</th>
                <th>{t('cheques.field.dueDate')}</th>
                <th style={{ textAlign: 'end' }}>{t('cheques.field.amount')}</th>
                <th>{t('cheques.field.batchNo')}</th>
                <th>{t('cheques.field.user')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={`${m.documentId}-${m.seq}`} data-testid="cheque-move">
                  <td dir="ltr">{formatDateTime(m.at)}</td>
                  <td dir="ltr">
                    <a href={`#${chequeEditPath(m.type, m.documentId)}`}>{m.number}</a>
                  </td>
                  <td>{t(`documentTypes.${m.type}`)}</td>
                  <td>
                    {t(`history.event.${m.event === 'CREATE' ? (m.type.startsWith('own') ? 'ISSUE' : 'RECEIVE') : m.event}`)}
                    {m.to && m.from !== m.to ? ` → ${t(`documentStatus.${m.to}`)}` : ''}
                  </td>
                  <td>{m.accountName ?? ''}</td>
                  <td dir="ltr">{m.dueDate ? formatDate(m.dueDate) : ''}</td>
                  <td dir="ltr" style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                    {m.amount ? `${formatAmount(m.amount)} ${m.currency ?? ''}` : ''}
                  </td>
                  <td dir="ltr">{m.batchNo ?? ''}</td>
                  <td>{m.userName ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <ListPager page={offset / PAGE_SIZE} pageSize={PAGE_SIZE} total={moves.data?.total ?? 0} onPage={(p) => setOffset(p * PAGE_SIZE)} />
    </Card>
  );
}
