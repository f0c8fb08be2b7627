import { Button, Callout, Card, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { CURRENCIES } from '../../../domain/money/format';
import { formatAmount, parseAmount } from '../../../domain/format';
import { totalsByCurrency } from '../../../domain/money/currency-totals';
import { useSaveChequeBatch } from '../../api/saveChequeBatch';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { showNotice } from '../../api/errorBus';
import { AccountPicker } from '../common/AccountPicker';
import { ExchangeRateField } from '../common/ExchangeRateField';
import { DateField } from '../common/DateField';
import { formGridStyle } from '../common/FormField';
import { ChequeSlipPage } from './ChequeSlipPage';
import { CHEQUE_LIST, TYPES_OF_SIDE, type ChequePage } from './chequePages';
import { slipErrors } from './slipErrors';
import { companyToday } from '../../api/businessDay';
import { schemaIssues } from '../common/schemaErrors';
import { chequeBatchBody } from '../../../../machines/cheque/schemas';

interface Row {
  type: string;
  serialNo: string;
  bank: string;
  drawer: string;
  dueDate: string;
  amount: string;
}
const emptyRow = (type: string): Row => ({ type, serialNo: '', bank: '', drawer: '', dueDate: '', amount: '' });
const ROW_FIELDS = ['serialNo', 'bank', 'drawer'] as const;

/**
 * /ceksenet/cekgiris/yeni and /ceksenet/cekcikis/yeni: an entry or issue slip (bordro) of several cheques and notes of
 * one account, saved in one call (all or nothing). The issue page also endorses customers' cheques to a supplier.
 */
export function ChequeEntryPage({ page, path }: { page: ChequePage; path: string }) {
  const t = useT();
  const [endorse, setEndorse] = useState(false);
  if (page.kind === 'issue' && endorse)
    return (
      <ChequeSlipPage
        page={{ ...page, side: 'received', kind: 'endorse' }}
        path={path}
        before={<EntryModes endorse onChange={setEndorse} />}
        title={t('cheques.endorseTitle')}
      />
    );
  return <EntryForm page={page} path={path} before={page.kind === 'issue' ? <EntryModes endorse={false} onChange={setEndorse} /> : null} />;
}

function EntryModes({ endorse, onChange }: { endorse: boolean; onChange(v: boolean): void }) {
  const t = useT();
  return (
    <div style={{ display: 'flex', gap: 8, marginBottom: 12 }} role="tablist">
      <Button role="tab" aria-selected={!endorse} active={!endorse} text={t('cheques.mode.own')} onClick={() => onChange(false)} data-testid="mode-own" />
      <Button role="tab" aria-selected={endorse} active={endorse} text={t('cheques.mode.endorse')} onClick={() => onChange(true)} data-testid="mode-endorse" />
    </div>
  );
}

function EntryForm({ page, path, before }: { page: ChequePage; path: string; before: React.ReactNode }) {
  const t = useT();
  const types = TYPES_OF_SIDE[page.side];
  const [accountId, setAccountId] = useState('');
  const [date, setDate] = useState(() => companyToday());
  const [currency, setCurrency] = useState<string>('TRY');
  /** TRY per unit of a foreign currency: the slip's cheques are booked at it */
  const [exchangeRate, setExchangeRate] = useState('');
  const foreign = currency !== 'TRY';
  const [rows, setRows] = useState<Row[]>([emptyRow(types[0])]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<string[]>([]);
  const save = useSaveChequeBatch();

  const setRow = (i: number, change: Partial<Row>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`items.${i}.`))));
  };
  const amounts = rows.map((r) => parseAmount(r.amount, { maxDecimals: 2 }));
  const [total] = totalsByCurrency(amounts.map((a) => ({ amount: a.ok ? a.value : undefined, currency })));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const items = rows.map((r, i) => {
      const amount = amounts[i]!;
      return {
        type: r.type,
        // what was typed when it is no amount, for the schema to name it
        amount: amount.ok ? amount.value : r.amount,
        currency,
        ...(foreign ? { exchangeRate } : {}),
        dueDate: r.dueDate,
        ...Object.fromEntries(ROW_FIELDS.filter((f) => r[f].trim()).map((f) => [f, r[f].trim()])),
      };
    });
    const checked = schemaIssues(chequeBatchBody, { kind: page.kind, accountId, date, items }, t);
    // the slip's one rate is every row's: its error stands under the slip's rate field
    const local = Object.fromEntries(Object.entries(checked.errors).map(([k, m]) => [/^items\.\d+\.exchangeRate$/.test(k) ? 'exchangeRate' : k, m]));
    setErrors(local);
    setOther([]);
    if (!checked.ok) return;
    save.mutate(
      { kind: page.kind as 'receive' | 'issue', accountId, date, items },
      {
        onSuccess: (reply) => {
          showNotice({
            kind: 'toast',
            intent: 'success',
            message: t('cheques.slipSaved', { number: reply.batchNo, n: reply.documents.length }),
            timeout: 4000,
          });
          navigate(CHEQUE_LIST);
        },
        onError: (err) => {
          const r = slipErrors(err);
          setErrors(r.fields);
          setOther(r.other);
        },
      },
    );
  };

  const cell = (i: number, f: keyof Row, label: string, extra: { dir?: 'ltr'; inputMode?: 'decimal' } = {}) => (
    <td>
      <InputGroup
        aria-label={label}
        name={`items.${i}.${f}`}
        value={rows[i]![f]}
        dir={extra.dir}
        inputMode={extra.inputMode}
        intent={errors[`items.${i}.${f}`] ? 'danger' : 'none'}
        onChange={(e) => setRow(i, { [f]: e.target.value })}
      />
      {errors[`items.${i}.${f}`] && (
        <div className="bp6-text-small" style={{ color: 'var(--defter-danger, #c23030)' }} data-testid={`error-items.${i}.${f}`}>
          {errors[`items.${i}.${f}`]}
        </div>
      )}
    </td>
  );

  return (
    <Card className="defter-page" data-testid="cheque-entry" data-route={path}>
      <H3>{t(`route.${page.key}New`)}</H3>
      {before}
      {other.length > 0 && (
        <Callout intent="danger" role="alert" style={{ marginBottom: 12 }} data-testid="slip-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <form onSubmit={submit} noValidate>
        <div style={formGridStyle}>
          <AccountPicker
            name="accountId"
            label={t(page.side === 'own' ? 'cheques.field.supplier' : 'cheques.field.customer')}
            value={accountId}
            onChange={(v) => {
              setAccountId(v);
              setErrors((e) => ({ ...e, accountId: '' }));
            }}
            error={errors.accountId || undefined}
            required
          />
          <DateField name="date" label={t('cheques.field.date')} value={date} onChange={setDate} required error={errors.date} />
          <FormGroup label={t('cheques.field.currency')} labelFor="slip-currency">
            <HTMLSelect id="slip-currency" name="currency" value={currency} onChange={(e) => setCurrency(e.target.value)} options={[...CURRENCIES]} />
          </FormGroup>
          <ExchangeRateField
            currency={currency}
            date={date}
            value={exchangeRate}
            onChange={(v) => {
              setExchangeRate(v);
              setErrors((e) => ({ ...e, exchangeRate: '' }));
            }}
            // the server names the rate on each cheque of the slip: one rate for all, shown once
            error={errors.exchangeRate || Object.entries(errors).find(([k, m]) => m && k.endsWith('.exchangeRate'))?.[1]}
          />
        </div>
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable compact style={{ width: '100%' }} data-testid="slip-rows">
            <thead>
              <tr>
                <th>{t('cheques.field.type')}</th>
                <th>{t('cheques.field.serialNo')}</th>
                <th>{t('cheques.field.bank')}</th>
                <th>{t('cheques.field.drawer')}</th>
                <th>{t('cheques.field.dueDate')} *</th>
                <th>{t('cheques.field.amount')} *</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} data-testid="slip-row">
                  <td>
                    <HTMLSelect
                      aria-label={t('cheques.field.type')}
                      // the column never squeezes the type's name: the other columns give way
                      style={{ minWidth: 'max-content' }}
                      value={r.type}
                      onChange={(e) => setRow(i, { type: e.target.value })}
                      options={types.map((ty) => ({ value: ty, label: t(`documentTypes.${ty}`) }))}
                    />
                  </td>
                  {cell(i, 'serialNo', t('cheques.field.serialNo'), { dir: 'ltr' })}
                  {cell(i, 'bank', t('cheques.field.bank'))}
                  {cell(i, 'drawer', t('cheques.field.drawer'))}
                  <td style={{ minWidth: 150 }}>
                    <DateField
                      id={`f-items-${i}-dueDate`}
                      name={`items.${i}.dueDate`}
                      label={t('cheques.field.dueDate')}
                      hideLabel
                      value={r.dueDate}
                      onChange={(v) => setRow(i, { dueDate: v })}
                      error={errors[`items.${i}.dueDate`]}
                      style={{ margin: 0 }}
                    />
                  </td>
                  {cell(i, 'amount', t('cheques.field.amount'), { dir: 'ltr', inputMode: 'decimal' })}
                  <td>
                    <Button
                      minimal
                      icon="trash"
                      aria-label={t('cheques.removeRow')}
                      disabled={rows.length === 1}
                      onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 12 }}>
          <Button
            icon="add"
            text={t('cheques.addRow')}
            onClick={() => setRows((rs) => [...rs, emptyRow(rs[rs.length - 1]?.type ?? types[0])])}
            data-testid="add-row"
          />
          <span style={{ flex: '1 1 auto' }} />
          <strong data-testid="slip-total" dir="ltr">
            {t('cheques.slipTotal', { n: rows.length })}: {formatAmount(total?.total ?? '0')} {currency}
          </strong>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={save.isPending} text={t('cheques.saveSlip')} data-testid="slip-save" />
        </div>
      </form>
    </Card>
  );
}
