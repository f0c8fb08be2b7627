import { Button, Card, FormGroup, H3, HTMLTable, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suggest, type ItemRenderer } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useState } from 'react';
import { DOCUMENT_TYPES } from '../../../../machines/registry';
import { formatAmount, formatDate, formatNumber } from '../../../domain/format';
import type { Account } from '../../../domain/schemas/accounts';
import { useAccounts } from '../../api/fetchAccounts';
import { ApiError } from '../../api/apiError';
import type { StatementRow } from '../../../domain/schemas/statement';
import { useStatement } from '../../api/fetchStatement';
import { useT } from '../../i18n/useT';
import { AccountPointsSection } from './AccountPointsSection';
import { DateField } from '../common/DateField';
import { formGridStyle } from '../common/FormField';
import './statementPrint.css';
import { freshItems } from '../common/freshItems';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../../../domain/date-range';

const ACCOUNT_INPUT_ID = 'f-statement-account';

/** The types a statement names in other words than their document type's (documentTypes.<type>): the vouchers' own. */
const OWN_TYPE_KEYS: Record<string, string> = {
  receivableVoucher: 'vouchers.type.receivableVoucher',
  payableVoucher: 'vouchers.type.payableVoucher',
  collection: 'cashVouchers.type.collection',
  payment: 'cashVouchers.type.payment',
  cashIn: 'cashVouchers.type.cashIn',
  cashOut: 'cashVouchers.type.cashOut',
  transferVoucher: 'vouchers.type.transferVoucher',
};

const Money = ({ value, testId }: { value: string | null | undefined; testId?: string }) => (
  <span dir="ltr" data-testid={testId}>
    {formatAmount(value ?? '')}
  </span>
);

/** /cari/ekstre: an account's moves in a date range with the running balance, opening and closing rows; printable. */
export function AccountStatementPage({ path }: { path: string }) {
  const t = useT();
  const [account, setAccount] = useState<Account | null>(null);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const accounts = useAccounts({ q: search, limit: 20, offset: 0 });

  // spec §5: the first date cannot be greater than the second date (the server says the same on `to`)
  const orderError = dateRangeInOrder(from, to) ? undefined : t(DATE_ORDER_MESSAGE);
  const statement = useStatement(account && !orderError ? { accountId: account.id, from, to } : null);
  const serverErrors = statement.error instanceof ApiError && statement.error.status === 422 ? (statement.error.body?.errors ?? {}) : {};
  const fromError = serverErrors.from?.[0];
  const toError = orderError ?? serverErrors.to?.[0];
  const data = !orderError && !fromError && !toError ? statement.data : undefined;

  const typeLabel = (type: string | null) =>
    !type ? '' : OWN_TYPE_KEYS[type] ? t(OWN_TYPE_KEYS[type]) : DOCUMENT_TYPES.includes(type) ? t(`documentTypes.${type}`) : type;
  const renderAccount: ItemRenderer<Account> = (a, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={a.id}
        ref={ref}
        active={modifiers.active}
        disabled={modifiers.disabled}
        text={a.name}
        label={a.code ?? undefined}
        onClick={handleClick}
        onFocus={handleFocus}
        data-testid="statement-account-option"
        data-id={a.id}
      />
    ) : null;

  return (
    <Card className="defter-page statement-page" data-testid="account-statement" data-route={path}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <H3 style={{ margin: 0, flex: '1 1 auto' }}>{t('route.accountStatement')}</H3>
        <Button
          className="statement-no-print"
          icon="print"
          text={t('accounts.statement.print')}
          disabled={!data}
          onClick={() => window.print()}
          data-testid="statement-print"
        />
      </div>

      <div className="statement-no-print" style={formGridStyle}>
        <FormGroup label={t('accounts.statement.account')} labelFor={ACCOUNT_INPUT_ID} style={{ minWidth: 0 }}>
          <Suggest<Account>
            items={freshItems(accounts)}
            itemRenderer={renderAccount}
            itemsEqual="id"
            inputValueRenderer={(a) => (a.code ? `${a.name} (${a.code})` : a.name)}
            selectedItem={account}
            onItemSelect={(a) => setAccount(a)}
            query={search}
            onQueryChange={setSearch}
            resetOnQuery={false}
            noResults={<MenuItem disabled text={accounts.isFetching ? <Spinner size={16} /> : t('accounts.statement.noAccounts')} roleStructure="listoption" />}
            fill
            popoverProps={{ minimal: true, matchTargetWidth: true }}
            inputProps={
              {
                id: ACCOUNT_INPUT_ID,
                placeholder: t('accounts.statement.accountPick'),
                title: t('accounts.statement.accountSearch'),
                'data-testid': 'statement-account',
              } as never
            }
          />
        </FormGroup>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 12, minWidth: 0 }}>
          <DateField name="from" label={t('accounts.statement.from')} value={from} onChange={setFrom} error={fromError} testId="statement-from" />
          <DateField name="to" label={t('accounts.statement.to')} value={to} onChange={setTo} error={toError} testId="statement-to" />
        </div>
      </div>

      {!account ? (
        <NonIdealState icon="search" description={t('accounts.statement.pickFirst')} />
      ) : !data ? (
        statement.isFetching ? (
          <Spinner />
        ) : null
      ) : (
        <>
          <div className="statement-print-only" style={{ marginBottom: 8 }}>
            <strong>{data.account.name}</strong> {data.account.code ? `(${data.account.code})` : ''}
            {(from || to) && <span dir="ltr"> {`${formatDate(from)} – ${formatDate(to)}`}</span>}
          </div>
          <AccountPointsSection accountId={account.id} />
          <div className="statement-scroll" style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <HTMLTable compact striped className="statement-table" style={{ width: '100%', whiteSpace: 'nowrap' }} data-testid="statement-table">
              <thead>
                <tr>
                  <th>{t('accounts.statement.date')}</th>
                  <th>{t('accounts.statement.number')}</th>
                  <th>{t('accounts.statement.type')}</th>
                  <th>{t('accounts.statement.description')}</th>
                  <th style={{ textAlign: 'end' }}>{t('accounts.statement.debit')}</th>
                  <th style={{ textAlign: 'end' }}>{t('accounts.statement.credit')}</th>
                  <th style={{ textAlign: 'end' }}>{t('accounts.statement.balance')}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-testid="statement-opening">
                  <td dir="ltr" style={{ textAlign: 'start' }}>
                    {from ? formatDate(from) : ''}
                  </td>
                  <td colSpan={5}>
                    <strong>{t('accounts.statement.opening')}</strong>
                  </td>
                  <td style={{ textAlign: 'end' }}>
                    <strong>
                      <Money value={data.opening} testId="statement-opening-balance" />
                    </strong>
                  </td>
                </tr>
                {data.rows.length === 0 && (
                  <tr>
                    <td colSpan={7} style={{ textAlign: 'center' }} data-testid="statement-empty">
                      {t('accounts.statement.empty')}
                    </td>
                  </tr>
                )}
                {data.rows.map((r: StatementRow, i) => (
                  <tr key={`${r.documentId ?? 'x'}-${i}`} data-testid="statement-row" data-document-id={r.documentId ?? undefined}>
                    <td dir="ltr" style={{ textAlign: 'start' }}>
                      {formatDate(r.date)}
                    </td>
                    <td dir="ltr" style={{ textAlign: 'start' }} data-testid="statement-number">
                      {r.documentNumber}
                    </td>
                    <td>{typeLabel(r.documentType)}</td>
                    <td style={{ whiteSpace: 'normal', minWidth: 120 }}>
                      {r.kind === 'exchangeDifference' ? (
                        <span data-testid="statement-exchange-difference">
                          {t('accounts.statement.exchangeDifference', { currency: r.foreignCurrency ?? '' })}
                        </span>
                      ) : (
                        r.description
                      )}
                      {r.foreignAmount && (
                        <div className="bp6-text-small bp6-text-muted" dir="ltr" data-testid="statement-foreign">
                          {t('accounts.statement.foreign', {
                            amount: formatAmount(r.foreignAmount),
                            currency: r.foreignCurrency ?? '',
                            rate: formatNumber(r.exchangeRate ?? '', { decimals: 4 }),
                          })}
                        </div>
                      )}
                    </td>
                    <td style={{ textAlign: 'end' }}>
                      <Money value={r.debit} />
                    </td>
                    <td style={{ textAlign: 'end' }}>
                      <Money value={r.credit} />
                    </td>
                    <td style={{ textAlign: 'end' }}>
                      <Money value={r.balance} testId="statement-balance" />
                    </td>
                  </tr>
                ))}
                <tr data-testid="statement-closing">
                  <td dir="ltr" style={{ textAlign: 'start' }}>
                    {to ? formatDate(to) : ''}
                  </td>
                  <td colSpan={3}>
                    <strong>{t('accounts.statement.closing')}</strong>
                  </td>
                  <td style={{ textAlign: 'end' }} title={t('accounts.statement.totals')}>
                    <strong>
                      <Money value={data.totals.debit} testId="statement-total-debit" />
                    </strong>
                  </td>
                  <td style={{ textAlign: 'end' }} title={t('accounts.statement.totals')}>
                    <strong>
                      <Money value={data.totals.credit} testId="statement-total-credit" />
                    </strong>
                  </td>
                  <td style={{ textAlign: 'end' }}>
                    <strong>
                      <Money value={data.closing} testId="statement-closing-balance" />
                    </strong>
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
    </Card>
  );
}
