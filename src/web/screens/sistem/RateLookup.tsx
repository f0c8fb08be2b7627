import { Classes, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { DateField } from '../common/DateField';
import { ExchangeRateField } from '../common/ExchangeRateField';
import { companyToday } from '../../api/businessDay';

const FOREIGN = ['USD', 'EUR', 'GBP'] as const;

/** The rate of a chosen day and currency, through the same field the documents embed. */
export function RateLookup() {
  const t = useT();
  const [date, setDate] = useState(() => companyToday());
  const [currency, setCurrency] = useState<string>('USD');
  const [rate, setRate] = useState('');
  return (
    <div data-testid="rate-lookup">
      <p className={Classes.TEXT_MUTED}>{t('exchangeRates.page.lookupHelp')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
        <DateField
          id="lookup-date"
          name="lookupDate"
          label={t('exchangeRates.page.date')}
          value={date}
          onChange={setDate}
          style={{ flex: '1 1 160px', margin: 0 }}
        />
        <FormGroup label={t('exchangeRates.page.currency')} labelFor="lookup-currency" style={{ flex: '1 1 160px', margin: 0 }}>
          <HTMLSelect id="lookup-currency" name="lookupCurrency" fill value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {FOREIGN.map((c) => (
              <option key={c} value={c}>
                {c} — {t(`exchangeRates.currency.${c}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div style={{ flex: '2 1 260px' }}>
          <ExchangeRateField currency={currency} date={date} value={rate} onChange={setRate} />
        </div>
      </div>
    </div>
  );
}
