import { Button, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatAmount, formatDate } from '../../../domain/format';
import { useCashBoxes } from '../../api/fetchCashBoxes';
import { useCashBoxSessions, type CashBoxSession, type ZReportView } from '../../api/fetchCashBoxSessions';
import { useT } from '../../i18n/useT';
import { DateRangeFields } from '../common/DateRangeFields';
import { ListPager } from '../common/ListPager';
import { PAGE_SIZE } from '../common/listHelpers';
import { ZReportCard } from '../common/ZReportCard';

type ClosedSession = CashBoxSession & { z: ZReportView };
const hasZ = (s: CashBoxSession): s is ClosedSession => s.z !== undefined;

/** /rapor/zkasasatis: the Z reports of closed cash-box sessions, newest first, in a date range; each opens its report. */
export function ZReportListPage() {
  const t = useT();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState<ClosedSession | null>(null);
  const inOrder = dateRangeInOrder(from, to);
  const boxes = useCashBoxes();
  const sessions = useCashBoxSessions({ status: 'closed', from, to, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, { enabled: inOrder });
  const boxName = (id: number) => boxes.data?.find((b) => b.id === id)?.name ?? String(id);
  const rows = (sessions.data?.items ?? []).filter(hasZ);

  return (
    <div>
      <div className="zreport-no-print">
        <H3>{t('route.reportZ')}</H3>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
          <DateRangeFields
            idPrefix="zreport"
            from={from}
            to={to}
            onFrom={(v) => (setFrom(v), setPage(0))}
            onTo={(v) => (setTo(v), setPage(0))}
            error={inOrder ? undefined : t(DATE_ORDER_MESSAGE)}
          />
        </div>
        {sessions.isPending && inOrder ? (
          <Spinner />
        ) : sessions.isError ? (
          <NonIdealState icon="error" title={t('cashBox.loadError')} />
        ) : rows.length === 0 ? (
          <NonIdealState icon="th-list" title={t('cashBox.noReports')} />
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <HTMLTable compact striped interactive style={{ width: '100%' }} data-testid="z-list">
              <thead>
                <tr>
                  <th>{t('cashBox.date')}</th>
                  <th>{t('cashBox.box')}</th>
                  <th style={{ textAlign: 'end' }}>{t('cashBox.receiptCount')}</th>
                  <th style={{ textAlign: 'end' }}>{t('cashBox.total')}</th>
                  <th style={{ textAlign: 'end' }}>{t('cashBox.difference')}</th>
                  <th style={{ textAlign: 'end' }}>{t('cashBox.cumulativeTotal')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id} data-testid="z-row" data-id={s.id} data-number={s.number}>
                    <td dir="ltr">{formatDate(s.z.date)}</td>
                    <td>{boxName(s.cashBoxId)}</td>
                    <td style={{ textAlign: 'end' }}>{s.z.receiptCount}</td>
                    <td style={{ textAlign: 'end' }} dir="ltr">
                      {formatAmount(s.z.total)}
                    </td>
                    <td style={{ textAlign: 'end' }} dir="ltr" data-testid="z-row-difference">
                      {s.z.difference === undefined ? '' : formatAmount(s.z.difference)}
                    </td>
                    <td style={{ textAlign: 'end' }} dir="ltr">
                      {formatAmount(s.z.cumulativeTotal)}
                    </td>
                    <td>
                      <Button small icon="document-open" text={t('cashBox.showZ')} data-testid="z-open" onClick={() => setShown(s)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {sessions.data && <ListPager page={page} pageSize={PAGE_SIZE} total={sessions.data.total} onPage={setPage} />}
      </div>
      {shown && <ZReportCard session={shown} boxName={boxName(shown.cashBoxId)} />}
    </div>
  );
}
