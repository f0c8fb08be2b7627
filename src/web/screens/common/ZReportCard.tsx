import { Button, Card, H4, HTMLTable } from '@blueprintjs/core';
import { formatAmount, formatDate, formatDateTime, formatRate } from '../../../domain/format';
import type { CashBoxSession, ZReportView } from '../../api/fetchCashBoxSessions';
import { useT } from '../../i18n/useT';
import { countDifference, countResult } from '../../../../machines/index';
import './zReportPrint.css';

const Money = ({ value, testId }: { value: string; testId?: string }) => (
  <span dir="ltr" data-testid={testId}>
    {formatAmount(value)}
  </span>
);

interface Props {
  session: CashBoxSession & { z: ZReportView };
  boxName: string;
}

/**
 * The Z report of a closed cash-box session: when it opened and closed, receipts, totals per VAT rate and payment
 * type, the cash (carried over, float, expected, counted and the over or short booked), cumulative. Printable.
 */
export function ZReportCard({ session, boxName }: Props) {
  const t = useT();
  const z = session.z;
  const counted = z.countedCash;
  const difference = counted === undefined ? undefined : (z.difference ?? countDifference(counted, z.expectedCash));
  // the count's difference was booked: cash short (out of the box) or over (into it)
  const differenceLabel = `cashBox.count.${difference === undefined ? 'even' : countResult(difference)}`;
  return (
    <Card className="zreport" data-testid="z-report" style={{ marginTop: 16, maxWidth: 560, overflowX: 'auto' }}>
      <H4>{t('cashBox.zTitle')}</H4>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px' }}>
        <dt>{t('cashBox.box')}</dt>
        <dd style={{ margin: 0 }} data-testid="z-box">
          {boxName}
        </dd>
        <dt>{t('cashBox.session')}</dt>
        <dd style={{ margin: 0 }} dir="ltr">
          {session.number}
        </dd>
        <dt>{t('cashBox.date')}</dt>
        <dd style={{ margin: 0 }} dir="ltr">
          {formatDate(z.date)}
        </dd>
        {z.openedAt && (
          <>
            <dt>{t('cashBox.openedAt')}</dt>
            <dd style={{ margin: 0 }} dir="ltr" data-testid="z-opened-at">
              {formatDateTime(z.openedAt)}
            </dd>
          </>
        )}
        {z.closedAt && (
          <>
            <dt>{t('cashBox.closedAt')}</dt>
            <dd style={{ margin: 0 }} dir="ltr" data-testid="z-closed-at">
              {formatDateTime(z.closedAt)}
            </dd>
          </>
        )}
        <dt>{t('cashBox.receiptCount')}</dt>
        <dd style={{ margin: 0 }} data-testid="z-receipt-count">
          {z.receiptCount}
        </dd>
      </dl>
      {z.byVatRate.length > 0 && (
        <HTMLTable compact style={{ width: '100%', marginBottom: 12 }} data-testid="z-vat">
          <thead>
            <tr>
              <th>{t('cashBox.vatRate')}</th>
              <th style={{ textAlign: 'end' }}>{t('cashBox.base')}</th>
              <th style={{ textAlign: 'end' }}>{t('cashBox.tax')}</th>
            </tr>
          </thead>
          <tbody>
            {z.byVatRate.map((v) => (
              <tr key={v.vatRate}>
                <td dir="ltr">{formatRate(v.vatRate)}</td>
                <td style={{ textAlign: 'end' }}>
                  <Money value={v.base} testId={`z-vat-${v.vatRate}-base`} />
                </td>
                <td style={{ textAlign: 'end' }}>
                  <Money value={v.tax} testId={`z-vat-${v.vatRate}-tax`} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {z.byPaymentType.length > 0 && (
        <HTMLTable compact style={{ width: '100%', marginBottom: 12 }} data-testid="z-payments">
          <thead>
            <tr>
              <th>{t('cashBox.paymentType')}</th>
              <th style={{ textAlign: 'end' }}>{t('cashBox.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {z.byPaymentType.map((p) => (
              <tr key={p.paymentType}>
                <td>{t(`cashBox.payment.${p.paymentType}`)}</td>
                <td style={{ textAlign: 'end' }}>
                  <Money value={p.amount} testId={`z-pay-${p.paymentType}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 12px', margin: 0 }}>
        <dt>{t('cashBox.total')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>
          <Money value={z.total} testId="z-total" />
        </dd>
        {session.carriedCash !== undefined && (
          <>
            <dt>{t('cashBox.carriedCash')}</dt>
            <dd style={{ margin: 0 }}>
              <Money value={session.carriedCash} testId="z-carried" />
            </dd>
          </>
        )}
        <dt>{t('cashBox.openingBalance')}</dt>
        <dd style={{ margin: 0 }}>
          <Money value={session.openingBalance} testId="z-opening" />
        </dd>
        <dt>{t('cashBox.expectedCash')}</dt>
        <dd style={{ margin: 0 }}>
          <Money value={z.expectedCash} testId="z-expected-cash" />
        </dd>
        {counted !== undefined && difference !== undefined && (
          <>
            <dt>{t('cashBox.counted')}</dt>
            <dd style={{ margin: 0 }}>
              <Money value={counted} testId="z-counted" />
            </dd>
            <dt data-testid="z-difference-label">{t(differenceLabel)}</dt>
            <dd style={{ margin: 0 }}>
              <Money value={difference} testId="z-difference" />
            </dd>
          </>
        )}
        <dt>{t('cashBox.cumulativeTotal')}</dt>
        <dd style={{ margin: 0 }}>
          <Money value={z.cumulativeTotal} testId="z-cumulative" />
        </dd>
      </dl>
      <Button className="zreport-no-print" icon="print" text={t('cashBox.print')} onClick={() => window.print()} style={{ marginTop: 12 }} />
    </Card>
  );
}
