import { HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatDate, formatNumber } from '../../../domain/format';
import type { StoredDay } from '../../../domain/schemas/rates';
import { useExchangeRateDays } from '../../api/fetchExchangeRateDays';
import { DateField } from '../common/DateField';
import { fieldErrors } from '../common/listHelpers';
import { useT } from '../../i18n/useT';
import { companyDayFromToday, companyToday } from '../../api/businessDay';

const RATE_KEYS = ['forexBuying', 'forexSelling', 'banknoteBuying', 'banknoteSelling'] as const;

/** A rate as the bulletin prints it, four decimals at least: "2.8973" → "2,8973". */
function rateText(v: string | null): string {
  if (v === null) return '';
  const decimals = Math.min(6, Math.max(4, (v.split('.')[1] ?? '').length));
  return formatNumber(v, { decimals });
}

/** The stored rates of a date range (the last month unless changed), one row per day, source and currency. */
export function StoredRatesList() {
  const t = useT();
  const [to, setTo] = useState(() => companyToday());
  const [from, setFrom] = useState(() => companyDayFromToday(-30));
  const inOrder = dateRangeInOrder(from, to);
  const { data, isPending, error } = useExchangeRateDays(from, to, inOrder);
  const dateError = !inOrder ? t(DATE_ORDER_MESSAGE) : fieldErrors(error).to;
  const items: StoredDay[] = inOrder ? (data ?? []) : [];

  const source = (d: StoredDay) =>
    d.source === 'tcmb'
      ? t('exchangeRates.source.tcmb', { no: d.bulletinNo ?? '' })
      : d.source === 'upload'
        ? t('exchangeRates.source.upload', { no: d.bulletinNo ?? '', name: d.enteredBy ?? '' })
        : t('exchangeRates.source.manual', { name: d.enteredBy ?? '' });

  return (
    <div data-testid="stored-rates">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 8 }}>
        <DateField
          id="rates-from"
          name="from"
          label={t('exchangeRates.page.from')}
          value={from}
          max={to || undefined}
          onChange={setFrom}
          style={{ flex: '1 1 150px', margin: 0 }}
        />
        <DateField
          id="rates-to"
          name="to"
          label={t('exchangeRates.page.to')}
          value={to}
          min={from || undefined}
          onChange={setTo}
          error={dateError}
          errorTestId="date-error"
          style={{ flex: '1 1 150px', margin: 0 }}
        />
      </div>
      {isPending && inOrder ? (
        <Spinner size={32} />
      ) : items.length === 0 ? (
        <div data-testid="rates-empty">
          <NonIdealState icon="bank-account" title={t('exchangeRates.page.empty')} />
        </div>
      ) : (
        <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
          <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="rates-table">
            <thead>
              <tr>
                <th style={{ textAlign: 'start' }}>{t('exchangeRates.col.date')}</th>
                <th style={{ textAlign: 'start' }}>{t('exchangeRates.col.source')}</th>
                <th style={{ textAlign: 'start' }}>{t('exchangeRates.col.currency')}</th>
                <th style={{ textAlign: 'end' }}>{t('exchangeRates.col.unit')}</th>
                {RATE_KEYS.map((k) => (
                  <th key={k} style={{ textAlign: 'end' }}>
                    {t(`exchangeRates.col.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.flatMap((d) =>
                d.rates.map((r) => (
                  <tr key={`${d.date}-${d.source}-${r.currency}`} data-date={d.date} data-source={d.source} data-currency={r.currency}>
                    <td>
                      <span dir="ltr">{formatDate(d.date)}</span>
                    </td>
                    <td>{source(d)}</td>
                    <td dir="ltr">{r.currency}</td>
                    <td style={{ textAlign: 'end' }}>{r.unit}</td>
                    {RATE_KEYS.map((k) => (
                      <td key={k} data-col={k} style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
                        <span dir="ltr">{rateText(r[k])}</span>
                      </td>
                    ))}
                  </tr>
                )),
              )}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </div>
  );
}
