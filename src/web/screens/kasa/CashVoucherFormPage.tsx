import { AnchorButton, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { documentLock } from '../../../../machines/locks';
import {
  ACCOUNT_OPTIONAL,
  ACCOUNT_REQUIRED,
  INCOME_EXPENSE_TYPES,
  checkRate,
  LOCAL_CURRENCY,
  cashVoucherMoves,
  localAmount,
  needsRate as needsRateFor,
  transferTargetAmount,
  type CashVoucherType,
} from '../../../../machines/cash/rules';
import { cashVoucherCreateBody } from '../../../../machines/cash/schemas';
import { CASH_REASON_FIELDS } from '../../../../machines/cash/reasons';
import { reasonError, schemaErrors } from '../common/schemaErrors';
import { ApiError } from '../../api/apiError';
import { cashVoucherViewSchema, type CashVoucherView } from '../../../domain/schemas/document-views';
import { useDocument } from '../../api/fetchDocument';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useCreateCashVoucher } from '../../api/createCashVoucher';
import { useDefinitionOptions } from '../../api/fetchDefinitionOptions';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { ExchangeRateField } from '../common/ExchangeRateField';
import { InstalmentPicker } from '../common/InstalmentPicker';
import { useMayWrite } from '../common/useMayWrite';
import { VoucherActions } from '../common/VoucherActions';
import { voucherCommands } from '../common/voucherCommands';
import { cashVoucherEditPath, cashVoucherTitle } from './cashVoucherKinds';
import { formatAmount, parseAmount, type ParseAmountError } from '../../../domain/format';
import { Dec } from '../../../domain/money/decimal';
import { companyToday } from '../../api/businessDay';
import { NegativeCashNotice } from './NegativeCashNotice';

// completing a voucher changes the cash accounts' and the current accounts' balances
const REFRESHES = [['accounts'], ['cashBoxes']] as const;
const AMOUNT_ERROR_KEYS: Record<ParseAmountError, string> = {
  empty: 'validation.required',
  invalid: 'validation.decimal',
  'mixed-separators': 'validation.mixedSeparators',
  negative: 'vouchers.amountError.negative',
  'too-many-decimals': 'vouchers.amountError.tooManyDecimals',
  'too-large': 'vouchers.amountError.tooLarge',
};

interface Values {
  cashAccountId: string;
  accountId: string;
  targetCashAccountId: string;
  incomeExpenseId: string;
  amount: string;
  exchangeRate: string;
  date: string;
  note: string;
  /** a collection's instalments to settle first, ids joined by commas in the order picked */
  instalmentIds: string;
}
type Field = keyof Values;

const valuesOf = (v: CashVoucherView | undefined, cashAccountId = ''): Values => ({
  cashAccountId: v ? String(v.cashAccountId) : cashAccountId,
  accountId: v?.accountId ? String(v.accountId) : '',
  targetCashAccountId: v?.targetCashAccountId ? String(v.targetCashAccountId) : '',
  incomeExpenseId: v?.incomeExpenseId ? String(v.incomeExpenseId) : '',
  amount: v ? formatAmount(v.amount) : '',
  exchangeRate: v?.exchangeRate ?? '',
  date: v?.date ?? companyToday(),
  note: v?.note ?? '',
  instalmentIds: (v?.instalmentIds ?? []).join(','),
});

/**
 * /kasa/{tahsilat,odeme,alacak,borc,virman,gelir,gider}/yeni and …/duzen/{id}: a cash voucher. Save writes the draft
 * (POST, then EDIT); Complete moves the cash (and the current account). A completed voucher, or one opened by a reader,
 * is shown read-only with its status; a correction is a new voucher.
 */
export function CashVoucherFormPage({ type, id, path }: { type: CashVoucherType; id?: number; path: string }) {
  const t = useT();
  const voucher = useDocument(id ?? null, cashVoucherViewSchema);
  if (id === undefined) return <CashVoucherForm type={type} path={path} />;
  if (voucher.isPending) return <NonIdealState icon={<Spinner />} title={t('cashVouchers.loading')} />;
  if (!voucher.data) return <NonIdealState icon="error" title={t('cashVouchers.notFound')} action={<a href="#/kasa/islem">{t('cashVouchers.back')}</a>} />;
  const v = voucher.data;
  return <CashVoucherForm key={`${v.id}-${v.version}`} type={(v.type as CashVoucherType) ?? type} voucher={v} path={path} />;
}

function CashVoucherForm({ type, voucher, path }: { type: CashVoucherType; voucher?: CashVoucherView; path: string }) {
  const t = useT();
  const accounts = useCashAccounts();
  const items = useDefinitionOptions('incomeExpense');
  const [values, setValues] = useState<Values>(() => valuesOf(voucher));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const create = useCreateCashVoucher();
  const event = useDocumentEvent(cashVoucherViewSchema, REFRESHES);
  const busy = create.isPending || event.isPending;
  const writable = useMayWrite(type);
  const draft = writable && (!voucher || !documentLock(voucher.type, voucher.status).locked);
  const allowed = voucher?.allowedEvents ?? [];
  const transfer = type === 'cashTransfer';
  const dirty = !!voucher && JSON.stringify(values) !== JSON.stringify(valuesOf(voucher));

  const list = accounts.data ?? [];
  const source = list.find((a) => String(a.id) === values.cashAccountId);
  const target = list.find((a) => String(a.id) === values.targetCashAccountId);
  const currency = source?.currency ?? voucher?.currency ?? LOCAL_CURRENCY;
  const targetCurrency = transfer ? (target?.currency ?? voucher?.targetCurrency ?? undefined) : undefined;
  // a transfer's rate is asked once its target account is chosen
  const needsRate = transfer && !targetCurrency ? false : needsRateFor(currency, targetCurrency);
  /** the foreign currency whose TRY value the rate states; null for a cross rate between two foreign currencies */
  const foreign = !needsRate
    ? null
    : !transfer
      ? currency
      : currency === LOCAL_CURRENCY
        ? targetCurrency!
        : targetCurrency === LOCAL_CURRENCY
          ? currency
          : null;
  const parsedAmount = parseAmount(values.amount, { maxDecimals: 2 });
  // the bulletin's field gives the API's form; a cross rate is typed with a comma or a point as the decimal mark
  const typedRate = parseAmount(values.exchangeRate, { maxDecimals: 6, rate: true });
  const rate = foreign ? values.exchangeRate : typedRate.ok ? typedRate.value : values.exchangeRate.trim();
  const rateReady = /^\d+(\.\d+)?$/.test(rate) && Number(rate) > 0;
  const counter =
    needsRate && parsedAmount.ok && rateReady
      ? transfer
        ? `${formatAmount(transferTargetAmount({ amount: parsedAmount.value, currency, targetCurrency, exchangeRate: rate }))} ${targetCurrency}`
        : `${formatAmount(localAmount({ amount: parsedAmount.value, currency, exchangeRate: rate }))} ${LOCAL_CURRENCY}`
      : null;

  // what completing the voucher as typed would take out of its accounts, for the negative-cash notice
  const outMoves =
    draft && source && parsedAmount.ok && new Dec(parsedAmount.value).gt(0)
      ? cashVoucherMoves({
          type,
          number: '',
          date: values.date,
          cashAccountId: values.cashAccountId,
          targetCashAccountId: values.targetCashAccountId || undefined,
          amount: parsedAmount.value,
          currency,
          targetCurrency,
          exchangeRate: needsRate && rateReady ? rate : undefined,
          printed: false,
        })
      : [];

  const field = (f: Field) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [f]: v }));
      setErrors((e) => ({ ...e, [f]: undefined }));
    },
  });
  const accountOptions = [
    { value: '', label: t('cashVouchers.pickCashAccount') },
    ...list.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
  ];
  const direction = type === 'income' ? 'income' : 'expense';
  const itemOptions = [
    { value: '', label: t('cashVouchers.pickIncomeExpense') },
    ...(items.data ?? [])
      .filter((d) => (d as Record<string, unknown>).direction === direction && (d.active || String(d.id) === values.incomeExpenseId))
      .map((d) => ({ value: String(d.id), label: d.name })),
  ];

  const showError = (err: unknown) => {
    const byField = fieldErrors(err) as Partial<Record<Field, string>>;
    const rest = Object.entries(byField)
      .filter(([k]) => !(k in values))
      .map(([, m]) => m as string);
    if (err instanceof ApiError && err.status !== 422 && Object.keys(byField).length === 0)
      rest.push((err.body as { message?: string } | null)?.message ?? err.message);
    setErrors(byField);
    setOther(rest);
  };

  /** The amount as typed in tr-TR is read here; every other rule is checked by the server's own request schema. */
  const fields = (): Record<string, unknown> | null => {
    const body: Record<string, unknown> = {
      cashAccountId: values.cashAccountId,
      amount: parsedAmount.ok ? parsedAmount.value : '',
      date: values.date,
      note: values.note.trim() || (voucher ? null : undefined),
      exchangeRate: needsRate ? rate || null : voucher ? null : undefined,
    };
    if (ACCOUNT_REQUIRED.has(type) || ACCOUNT_OPTIONAL.has(type)) body.accountId = values.accountId || (voucher ? null : undefined);
    if (transfer) body.targetCashAccountId = values.targetCashAccountId || null;
    if (INCOME_EXPENSE_TYPES.has(type)) body.incomeExpenseId = values.incomeExpenseId || null;
    if (type === 'collection') body.instalmentIds = values.instalmentIds ? values.instalmentIds.split(',') : voucher ? null : undefined;
    const checked = schemaErrors(cashVoucherCreateBody, { ...body, type }, values, t);
    const e = {
      ...(needsRate ? reasonError(checkRate(currency, targetCurrency, body.exchangeRate ?? undefined), CASH_REASON_FIELDS, values, t) : {}),
      ...checked.errors,
    };
    if (!parsedAmount.ok) e.amount = t(AMOUNT_ERROR_KEYS[parsedAmount.error]);
    setErrors(e);
    setOther([]);
    return Object.keys(e).length || !checked.ok ? null : body;
  };

  const commands = voucherCommands<CashVoucherView>({
    stored: voucher,
    words: 'cashVouchers',
    t,
    create,
    event,
    pathOf: (v) => cashVoucherEditPath(v.type, v.id),
    showError,
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = fields();
    if (body) commands.save(body, type);
  };
  const send = commands.send;

  return (
    <DocumentFormShell
      path={path}
      testId="cash-voucher-form"
      type={type}
      doc={voucher ? { number: voucher.number, status: voucher.status } : null}
      title={t(cashVoucherTitle(type, voucher ? 'edit' : 'new'))}
      idPrefix="cash-voucher"
      before={<AnchorButton href="#/kasa/islem" minimal icon={<BackIcon />} text={t('cashVouchers.back')} data-testid="back-link" />}
      lockTestId="cash-voucher-locked"
      style={{ maxWidth: 860 }}
    >
      <Callout intent="none" icon="info-sign" style={{ marginBottom: 12 }}>
        {t(`cashVouchers.effect.${type}`)}
      </Callout>
      {other.length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="cash-voucher-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <NegativeCashNotice moves={outMoves} accounts={list} />
      <form onSubmit={save} noValidate>
        <fieldset disabled={!draft || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            <SelectField
              {...field('cashAccountId')}
              label={t(transfer ? 'cashVouchers.field.sourceCashAccount' : 'cashVouchers.field.cashAccount')}
              options={accountOptions}
              required
            />
            {transfer && <SelectField {...field('targetCashAccountId')} label={t('cashVouchers.field.targetCashAccount')} options={accountOptions} required />}
            {ACCOUNT_REQUIRED.has(type) && (
              <AccountPicker
                {...field('accountId')}
                // the instalments picked belong to the account
                onChange={(v) => {
                  setValues((s) => ({ ...s, accountId: v, instalmentIds: '' }));
                  setErrors((e) => ({ ...e, accountId: undefined }));
                }}
                label={t('cashVouchers.field.account')}
                required
                disabled={!draft}
              />
            )}
            {ACCOUNT_OPTIONAL.has(type) && <AccountPicker {...field('accountId')} label={t('cashVouchers.field.counterAccount')} disabled={!draft} />}
            {INCOME_EXPENSE_TYPES.has(type) && (
              <SelectField {...field('incomeExpenseId')} label={t('cashVouchers.field.incomeExpense')} options={itemOptions} required />
            )}
            <TextField
              {...field('amount')}
              label={`${t('cashVouchers.field.amount')} (${currency})`}
              help={t('vouchers.amountHelp')}
              inputMode="decimal"
              dir="ltr"
              required
            />
            {needsRate && (
              <div style={{ minWidth: 0 }}>
                {foreign ? (
                  <ExchangeRateField
                    currency={foreign}
                    date={values.date}
                    value={values.exchangeRate}
                    disabled={!draft}
                    onChange={field('exchangeRate').onChange}
                    error={errors.exchangeRate}
                  />
                ) : (
                  <TextField
                    {...field('exchangeRate')}
                    label={t('cashVouchers.field.exchangeRate')}
                    help={t('cashVouchers.crossRateHelp', { from: currency, to: targetCurrency ?? '' })}
                    inputMode="decimal"
                    dir="ltr"
                  />
                )}
                {counter && (
                  <div className="bp6-text-small bp6-text-muted" data-testid="cash-voucher-counter">
                    {t('cashVouchers.otherAmount', { amount: counter })}
                  </div>
                )}
              </div>
            )}
            <DateField {...field('date')} label={t('cashVouchers.field.date')} required />
            <TextField {...field('note')} label={t('cashVouchers.field.note')} />
          </div>
          {type === 'collection' && (
            <InstalmentPicker
              accountId={values.accountId}
              value={values.instalmentIds ? values.instalmentIds.split(',') : []}
              onChange={(ids) => setValues((s) => ({ ...s, instalmentIds: ids.join(',') }))}
              error={errors.instalmentIds}
            />
          )}
        </fieldset>
        <VoucherActions
          words="cashVouchers"
          testId="cash-voucher"
          draft={draft}
          saving={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
          stored={!!voucher && writable}
          allowed={allowed}
          dirty={dirty}
          busy={busy}
          loading={event.isPending ? event.variables?.type : null}
          onEvent={send}
        />
      </form>
    </DocumentFormShell>
  );
}
