import { Button, Card, H3, HTMLTable, InputGroup, FormGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useGeneralSettings } from '../../api/areaSettings';
import { useState } from 'react';
import { isCashVoucherType } from '../../../../machines/cash/rules';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';
import { formatAmount, formatDate, formatNumber } from '../../../domain/format';
import type { CashStatementRow } from '../../../domain/schemas/cash-accounts';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { downloadCashStatement, useCashStatement, type CashStatementFilter } from '../../api/fetchCashStatement';
import { useT } from '../../i18n/useT';
import { useHashSearch } from '../../routes/hashLocation';
import { DateField } from '../common/DateField';
import { formGridStyle, SelectField } from '../common/FormField';
import { ListPager } from '../common/ListPager';
import { cashVoucherEditPath } from './cashVoucherKinds';
import './cashStatementPrint.css';

const PAGE_SIZE = 50;

const Money = ({ value, testId }: { value: string | null | undefined; testId?: string }) => (
  <span dir="ltr" data-testid={testId}>
    {value ? formatAmount(value) : ''}
  </span>
);

/**
 * /kasa/islem: every move of a cash or bank account in day order, with the running balance from the opening
 * balance, filtered by days, direction and text, paged on the server; printable and downloadable as CSV.
 * `?account=<id>` opens one account (the link of /kasa/list).
 */
export function CashStatementPage({ path }: { path: string }) {
  const t = useT();
  const search = useHashSearch();
  const accounts = useCashAccounts();
  const [accountId, setAccountId] = useState(() => new URLSearchParams(search).get('account') ?? '');
  const [filter, setFilter] = useState<Required<CashStatementFilter>>({ from: '', to: '', direction: '', q: '' });
  const [page, setPage] = useState(0);
  const general = useGeneralSettings();
  const orderError = dateRangeInOrder(filter.from, filter.to) ? undefined : t(DATE_ORDER_MESSAGE);
  const id = accountId && !orderError ? Number(accountId) : null;
  const statement = useCashStatement(id, filter, PAGE_SIZE, page * PAGE_SIZE);
  const data = id ? statement.data : undefined;
  const set = (k: keyof CashStatementFilter) => (v: string) => {
    setFilter((f) => ({ ...f, [k]: v }));
    setPage(0);
  };
  const typeLabel = (r: CashStatementRow) => (r.documentType ? t(`documentTypes.${r.documentType}`) : '');

  return (
    <Card className="defter-page cash-statement-page" data-testid="cash-statement" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>
          {t('route.cashStatement')}
          {data ? ` — ${data.account.name} (${data.account.currency})` : ''}
        </H3>
        <span className="cash-statement-no-print" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button icon="print" text={t('cashStatement.print')} disabled={!data} onClick={() => window.print()} data-testid="cash-statement-print" />
          <Button
            icon="download"
            text={t('cashStatement.csv')}
            disabled={!id}
            onClick={() => void downloadCashStatement(id!, filter, general.data?.csvSeparator ?? 'semicolon')}
            data-testid="cash-statement-csv"
          />
          <Button
            icon="download"
            text={t('cashStatement.tsv')}
            disabled={!id}
            onClick={() => void downloadCashStatement(id!, filter, 'tab')}
            data-testid="cash-statement-tsv"
          />
        </span>
      </div>
      <div className="cash-statement-no-print" style={formGridStyle}>
        <SelectField
          name="account"
          label={t('cashStatement.account')}
          value={accountId}
          onChange={(v) => {
            setAccountId(v);
            setPage(0);
          }}
          options={[
            { value: '', label: t('cashVouchers.pickCashAccount') },
            ...(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
          ]}
        />
        <DateField name="from" label={t('cashStatement.from')} value={filter.from} onChange={set('from')} />
        <DateField name="to" label={t('cashStatement.to')} value={filter.to} onChange={set('to')} error={orderError} />
        <SelectField
          name="direction"
          label={t('cashStatement.directionLabel')}
          value={filter.direction}
          onChange={set('direction')}
          options={(['', 'in', 'out'] as const).map((d) => ({ value: d, label: t(`cashStatement.direction.${d || 'all'}`) }))}
        />
        <FormGroup label={t('cashStatement.search')} labelFor="f-cash-statement-q">
          <InputGroup id="f-cash-statement-q" type="search" value={filter.q} onValueChange={set('q')} data-testid="cash-statement-search" />
        </FormGroup>
      </div>
      {!accountId ? (
        <NonIdealState icon="bank-account" title={t('cashStatement.pick')} />
      ) : !data ? (
        statement.isPending && !orderError ? (
          <Spinner />
        ) : null
      ) : (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: '8px 0' }} data-testid="cash-statement-summary">
            <span>
              {t('cashStatement.opening')}: <Money value={data.opening} testId="cash-statement-opening" />
            </span>
            <span>
              {t('cashStatement.totalIn')}: <Money value={data.totals.in} testId="cash-statement-in" />
            </span>
            <span>
              {t('cashStatement.totalOut')}: <Money value={data.totals.out} testId="cash-statement-out" />
            </span>
            <span>
              {t('cashStatement.closing')}: <Money value={data.closing} testId="cash-statement-closing" />
            </span>
          </div>
          {data.items.length === 0 ? (
            <NonIdealState icon="search" title={t('cashStatement.empty')} />
          ) : (
            <div className="cash-statement-scroll" style={{ overflowX: 'auto' }}>
              <HTMLTable compact striped className="cash-statement-table" style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="cash-statement-table">
                <thead>
                  <tr>
                    <th>{t('cashStatement.column.date')}</th>
                    <th>{t('cashStatement.column.documentNumber')}</th>
                    <th>{t('cashStatement.column.documentType')}</th>
                    <th>{t('cashStatement.column.note')}</th>
                    <th>{t('cashStatement.column.accountName')}</th>
                    <th style={{ textAlign: 'end' }}>{t('cashStatement.column.in')}</th>
                    <th style={{ textAlign: 'end' }}>{t('cashStatement.column.out')}</th>
                    <th style={{ textAlign: 'end' }}>{t('cashStatement.column.counterAmount')}</th>
                    <th style={{ textAlign: 'end' }}>{t('cashStatement.column.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((r) => (
                    <tr key={r.id} data-testid="cash-statement-row" data-id={r.id}>
                      <td>{formatDate(r.date)}</td>
                      <td>
                        {r.documentId && r.documentType && isCashVoucherType(r.documentType) ? (
                          <a href={`#${cashVoucherEditPath(r.documentType, r.documentId)}`} data-testid="cash-statement-link">
                            {r.documentNumber}
                          </a>
                        ) : (
                          (r.documentNumber ?? '')
                        )}
                      </td>
                      <td>{typeLabel(r)}</td>
                      <td style={{ whiteSpace: 'normal' }}>{r.note ?? (r.moveKind ? t(`cashStatement.moveKind.${r.moveKind}`) : '')}</td>
                      <td>{r.accountName ?? ''}</td>
                      <td style={{ textAlign: 'end' }}>{r.amount.startsWith('-') ? '' : <Money value={r.amount} />}</td>
                      <td style={{ textAlign: 'end' }}>{r.amount.startsWith('-') ? <Money value={r.amount.slice(1)} /> : ''}</td>
                      <td style={{ textAlign: 'end' }} data-testid="cash-statement-counter">
                        {r.counterAmount ? (
                          <span dir="ltr">
                            {formatAmount(r.counterAmount)} {r.counterCurrency} @ {formatNumber(r.exchangeRate ?? '', { decimals: 4 })}
                          </span>
                        ) : (
                          ''
                        )}
                      </td>
                      <td style={{ textAlign: 'end' }}>
                        <Money value={r.balance} testId="cash-statement-balance" />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
          <div className="cash-statement-no-print">
            <ListPager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
          </div>
        </>
      )}
    </Card>
  );
}
