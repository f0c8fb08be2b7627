import { HTMLTable, Tag } from '@blueprintjs/core';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from '../../../domain/money/format';
import { useT } from '../../i18n/useT';
import { formatMoney } from '../../../domain/format';

const SAMPLE = '1234567.891';

/** TRY, USD, EUR, GBP with their symbol and number format (tr-TR, symbol stripped on screens and paper). */
export function CurrencyFormatsTable() {
  const t = useT();
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <HTMLTable compact striped style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="currency-table">
        <thead>
          <tr>
            <th style={{ textAlign: 'start' }}>{t('exchangeRates.col.currency')}</th>
            <th style={{ textAlign: 'start' }}>{t('exchangeRates.col.symbol')}</th>
            <th style={{ textAlign: 'end' }}>{t('exchangeRates.col.format')}</th>
            <th style={{ textAlign: 'end' }}>{t('exchangeRates.col.formatSymbol')}</th>
          </tr>
        </thead>
        <tbody>
          {CURRENCIES.map((c) => (
            <tr key={c} data-currency={c}>
              <td>
                <strong dir="ltr">{c}</strong> {t(`exchangeRates.currency.${c}`)}{' '}
                {c === DEFAULT_CURRENCY && (
                  <Tag minimal intent="primary">
                    {t('exchangeRates.page.default')}
                  </Tag>
                )}
              </td>
              <td>{CURRENCY_SYMBOLS[c]}</td>
              <td style={{ textAlign: 'end' }}>
                <span dir="ltr">{formatMoney(SAMPLE, { currency: c })}</span>
              </td>
              <td style={{ textAlign: 'end' }}>
                <span dir="ltr">{formatMoney(SAMPLE, { currency: c, symbol: true })}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
