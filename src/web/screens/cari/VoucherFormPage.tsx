import { AnchorButton, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import type { FormEvent } from 'react';
import { documentLock } from '../../../../machines/locks';
import { CURRENCIES } from '../../../domain/money/format';
import { voucherCreateBody } from '../../../../machines/voucher/schemas';
import { voucherViewSchema, type VoucherView } from '../../../domain/schemas/document-views';
import { useDocument } from '../../api/fetchDocument';
import { useCreateVoucher, type VoucherFields } from '../../api/createVoucher';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { useDocumentForm } from '../common/useDocumentForm';
import { AccountPicker } from '../common/AccountPicker';
import { DateField } from '../common/DateField';
import { ExchangeRateField } from '../common/ExchangeRateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { useMayWrite } from '../common/useMayWrite';
import { VoucherActions } from '../common/VoucherActions';
import { voucherCommands } from '../common/voucherCommands';
import { VOUCHER_KINDS, voucherEditPath, type VoucherType } from './voucherKinds';
import { InstalmentPicker } from '../common/InstalmentPicker';
import { formatAmount, parseAmount, type ParseAmountError } from '../../../domain/format';
import { companyToday } from '../../api/businessDay';
import { schemaErrors } from '../common/schemaErrors';

const VOUCHER_REFRESHES = [['accounts']] as const;
/** the voucher's buttons besides saving (EDIT): shown when its machine allows them */
const AMOUNT_ERROR_KEYS: Record<ParseAmountError, string> = {
  empty: 'validation.required',
  invalid: 'validation.decimal',
  'mixed-separators': 'validation.mixedSeparators',
  negative: 'vouchers.amountError.negative',
  'too-many-decimals': 'vouchers.amountError.tooManyDecimals',
  'too-large': 'vouchers.amountError.tooLarge',
};

interface Values {
  accountId: string;
  targetAccountId: string;
  amount: string;
  currency: string;
  /** TRY per unit of a foreign currency, as the API carries it; '' for TRY */
  exchangeRate: string;
  date: string;
  dueDate: string;
  description: string;
  /** the instalments picked to settle first, ids joined by commas in the order picked */
  instalmentIds: string;
}
type Field = keyof Values;

const valuesOf = (v: VoucherView | undefined): Values => ({
  accountId: v ? String(v.accountId) : '',
  targetAccountId: v?.targetAccountId ? String(v.targetAccountId) : '',
  amount: v ? formatAmount(v.amount) : '',
  currency: v?.currency ?? 'TRY',
  exchangeRate: v?.exchangeRate ?? '',
  date: v?.date ?? companyToday(),
  dueDate: v?.dueDate ?? '',
  description: v?.description ?? '',
  instalmentIds: (v?.instalmentIds ?? []).join(','),
});

/**
 * /cari/{alacak,borc,virman}/yeni and …/duzen/{id}: a current-account voucher. Save writes the draft (POST,
 * then EDIT); Complete sends COMPLETE when the voucher allows it, which moves the balances. A voucher that
 * is no longer a draft, or one opened by a reader (the auditor), is shown read-only with its status.
 */
export function VoucherFormPage({ type, id, path }: { type: VoucherType; id?: number; path: string }) {
  const t = useT();
  const voucher = useDocument(id ?? null, voucherViewSchema);
  if (id === undefined) return <VoucherForm type={type} path={path} />;
  if (voucher.isPending) return <NonIdealState icon={<Spinner />} title={t('vouchers.loading')} />;
  if (!voucher.data) return <NonIdealState icon="error" title={t('vouchers.notFound')} action={<a href="#/cari/islem">{t('vouchers.back')}</a>} />;
  const v = voucher.data;
  return <VoucherForm key={`${v.id}-${v.version}`} type={(v.type as VoucherType) ?? type} voucher={v} path={path} />;
}

function VoucherForm({ type, voucher, path }: { type: VoucherType; voucher?: VoucherView; path: string }) {
  const t = useT();
  const { values, setValues, errors, setErrors, other, setOther, field, showError } = useDocumentForm<Values>(() => valuesOf(voucher));
  const create = useCreateVoucher();
  // completing or cancelling a voucher changes the accounts' balances
  const event = useDocumentEvent(voucherViewSchema, VOUCHER_REFRESHES);
  const busy = create.isPending || event.isPending;
  // a reader (the auditor) sees the voucher as a locked one is seen, without its actions
  const writable = useMayWrite(type);
  const draft = writable && (!voucher || !documentLock(voucher.type, voucher.status).locked);
  const allowed = voucher?.allowedEvents ?? [];
  const transfer = type === 'transferVoucher';
  const kind = VOUCHER_KINDS[type];
  const foreign = values.currency !== 'TRY';
  // Complete acts on the stored voucher: unsaved changes are saved first
  const dirty = !!voucher && JSON.stringify(values) !== JSON.stringify(valuesOf(voucher));

  /**
   * The amount as typed in tr-TR is read here; every rule of the voucher is then checked by the server's own
   * request schema (src/domain/schemas/vouchers.ts), which names each wrong field in the words of the rules.
   */
  const fields = (): VoucherFields | null => {
    const amount = parseAmount(values.amount, { maxDecimals: 2 });
    const body: VoucherFields = {
      accountId: values.accountId,
      targetAccountId: transfer ? values.targetAccountId || null : undefined,
      amount: amount.ok ? amount.value : '',
      currency: values.currency,
      // the ledgers book a foreign voucher's lira equivalent at its rate
      exchangeRate: foreign ? values.exchangeRate || null : voucher ? null : undefined,
      date: values.date,
      dueDate: values.dueDate || (voucher ? null : undefined),
      description: values.description.trim() || (voucher ? null : undefined),
      instalmentIds: type === 'receivableVoucher' && values.instalmentIds ? values.instalmentIds.split(',') : voucher ? null : undefined,
    };
    const checked = schemaErrors(voucherCreateBody, { ...body, type }, values, t);
    const e = checked.errors;
    if (!amount.ok) e.amount = t(AMOUNT_ERROR_KEYS[amount.error]);
    setErrors(e);
    setOther([]);
    return Object.keys(e).length || !checked.ok ? null : body;
  };

  const commands = voucherCommands<VoucherView, VoucherFields>({
    stored: voucher,
    words: 'vouchers',
    t,
    create,
    event,
    pathOf: (v) => voucherEditPath(v.type, v.id),
    showError,
    // the new-voucher page is ready for the next one
    onCreated: () => setValues(valuesOf(undefined)),
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
      testId="voucher-form"
      type={type}
      doc={voucher ? { number: voucher.number, status: voucher.status } : null}
      title={t(voucher ? kind.editTitle : kind.newTitle)}
      idPrefix="voucher"
      before={<AnchorButton href="#/cari/islem" minimal icon={<BackIcon />} text={t('vouchers.back')} data-testid="back-link" />}
      lockTestId="voucher-locked"
      style={{ maxWidth: 860 }}
    >
      <Callout intent="none" icon="info-sign" style={{ marginBottom: 12 }}>
        {t(`vouchers.effect.${type}`)}
      </Callout>
      {other.length > 0 && (
        <Callout intent="danger" style={{ marginBottom: 12 }} data-testid="voucher-error">
          {other.map((m, i) => (
            <div key={i}>{m}</div>
          ))}
        </Callout>
      )}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!draft || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            <AccountPicker
              {...field('accountId')}
              // the instalments picked belong to the account
              onChange={(v) => {
                setValues((s) => ({ ...s, accountId: v, instalmentIds: '' }));
                setErrors((e) => ({ ...e, accountId: undefined }));
              }}
              label={t(transfer ? 'vouchers.field.debitAccount' : type === 'payableVoucher' ? 'vouchers.field.debitAccount' : 'vouchers.field.creditAccount')}
              required
              disabled={!draft}
            />
            {transfer && <AccountPicker {...field('targetAccountId')} label={t('vouchers.field.creditAccount')} required disabled={!draft} />}
            <TextField {...field('amount')} label={t('vouchers.field.amount')} help={t('vouchers.amountHelp')} inputMode="decimal" dir="ltr" required />
            <SelectField {...field('currency')} label={t('vouchers.field.currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <ExchangeRateField
              currency={values.currency}
              date={values.date}
              value={values.exchangeRate}
              disabled={!draft}
              onChange={field('exchangeRate').onChange}
              error={errors.exchangeRate}
            />
            <DateField {...field('date')} label={t('vouchers.field.date')} required />
            <DateField {...field('dueDate')} label={t('vouchers.field.dueDate')} />
            <TextField {...field('description')} label={t('vouchers.field.description')} />
          </div>
          {type === 'receivableVoucher' && (
            <InstalmentPicker
              accountId={values.accountId}
              value={values.instalmentIds ? values.instalmentIds.split(',') : []}
              onChange={(ids) => setValues((s) => ({ ...s, instalmentIds: ids.join(',') }))}
              error={errors.instalmentIds}
            />
          )}
        </fieldset>
        <VoucherActions
          words="vouchers"
          testId="voucher"
          draft={draft}
          saving={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
          stored={!!voucher && writable}
          allowed={allowed}
          dirty={dirty}
          busy={busy}
          loading={event.isPending ? event.variables?.type : null}
          onEvent={send}
        >
          {dirty && allowed.includes('COMPLETE') && (
            <span className="bp6-text-muted" style={{ alignSelf: 'center' }} data-testid="voucher-save-first">
              {t('vouchers.saveFirst')}
            </span>
          )}
        </VoucherActions>
      </form>
    </DocumentFormShell>
  );
}
