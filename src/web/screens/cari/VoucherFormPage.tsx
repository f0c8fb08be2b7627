import { AnchorButton, Button, Callout, Card, H3, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { CURRENCIES, parseAmount, type ParseAmountError } from '../../../domain/money/format';
import { ApiError } from '../../api/apiError';
import { showNotice } from '../../api/errorBus';
import { voucherViewSchema, type VoucherView } from '../../../domain/schemas/document-views';
import { useDocument } from '../../api/document';
import { useCreateVoucher, type VoucherFields } from '../../api/voucherCreate';
import { useDocumentEvent } from '../../api/documentEvent';
import { useT } from '../../i18n/useT';
import { navigate } from '../../routes/hashLocation';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { fieldErrors } from '../common/listHelpers';
import { formatAmount } from '../common/formatNumber';
import { AccountPicker } from '../common/AccountPicker';
import { VOUCHER_KINDS, voucherEditPath, type VoucherType } from './voucherKinds';

const VOUCHER_REFRESHES = [['accounts']] as const;
const today = () => new Date().toISOString().slice(0, 10);
const AMOUNT_ERROR_KEYS: Record<ParseAmountError, string> = {
  empty: 'validation.required',
  invalid: 'validation.decimal',
  'mixed-separators': 'validation.mixedSeparators',
  ambiguous: 'vouchers.amountError.ambiguous',
  negative: 'vouchers.amountError.negative',
  'too-many-decimals': 'vouchers.amountError.tooManyDecimals',
  'too-large': 'vouchers.amountError.tooLarge',
};

interface Values {
  accountId: string;
  targetAccountId: string;
  amount: string;
  currency: string;
  date: string;
  dueDate: string;
  description: string;
}
type Field = keyof Values;

const valuesOf = (v: VoucherView | undefined): Values => ({
  accountId: v ? String(v.accountId) : '',
  targetAccountId: v?.targetAccountId ? String(v.targetAccountId) : '',
  amount: v ? formatAmount(v.amount) : '',
  currency: v?.currency ?? 'TRY',
  date: v?.date ?? today(),
  dueDate: v?.dueDate ?? '',
  description: v?.description ?? '',
});

/**
 * /cari/{alacak,borc,virman}/yeni and …/duzen/{id}: a current-account voucher. Save writes the draft (POST,
 * then EDIT); Complete sends COMPLETE when the voucher allows it, which moves the balances. A voucher that
 * is no longer a draft is shown read-only with its status.
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
  const [values, setValues] = useState<Values>(() => valuesOf(voucher));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const create = useCreateVoucher();
  // completing or cancelling a voucher changes the accounts' balances
  const event = useDocumentEvent(voucherViewSchema, VOUCHER_REFRESHES);
  const busy = create.isPending || event.isPending;
  const draft = !voucher || voucher.status === 'draft';
  const allowed = voucher?.allowedEvents ?? [];
  const transfer = type === 'transferVoucher';
  const kind = VOUCHER_KINDS[type];
  // Complete acts on the stored voucher: unsaved changes are saved first
  const dirty = !!voucher && JSON.stringify(values) !== JSON.stringify(valuesOf(voucher));

  const field = (f: Field) => ({
    name: f,
    value: values[f],
    error: errors[f],
    onChange: (v: string) => {
      setValues((s) => ({ ...s, [f]: v }));
      setErrors((e) => ({ ...e, [f]: undefined }));
    },
  });

  const showError = (err: unknown) => {
    const byField = fieldErrors(err) as Partial<Record<Field, string>>;
    const rest = Object.entries(byField)
      .filter(([k]) => !(k in values))
      .map(([, m]) => m as string);
    if (err instanceof ApiError && err.status !== 422) rest.push((err.body as { message?: string } | null)?.message ?? err.message);
    setErrors(byField);
    setOther(rest);
  };

  /** Client checks first (required fields, the amount as typed in tr-TR); null when something is wrong. */
  const fields = (): VoucherFields | null => {
    const e: Partial<Record<Field, string>> = {};
    if (!values.accountId) e.accountId = t('rules.voucher.accountRequired');
    if (transfer && !values.targetAccountId) e.targetAccountId = t('rules.voucher.targetAccountRequired');
    if (transfer && values.targetAccountId && values.targetAccountId === values.accountId) e.targetAccountId = t('rules.voucher.sameAccount');
    const amount = parseAmount(values.amount, { maxDecimals: 2 });
    if (!amount.ok) e.amount = t(AMOUNT_ERROR_KEYS[amount.error]);
    else if (!/[1-9]/.test(amount.value)) e.amount = t('rules.voucher.invalidAmount');
    if (!values.date) e.date = t('validation.required');
    setErrors(e);
    setOther([]);
    if (Object.keys(e).length || !amount.ok) return null;
    return {
      accountId: values.accountId,
      targetAccountId: transfer ? values.targetAccountId : undefined,
      amount: amount.value,
      currency: values.currency,
      date: values.date,
      dueDate: values.dueDate || (voucher ? null : undefined),
      description: values.description.trim() || (voucher ? null : undefined),
    };
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const body = fields();
    if (!body) return;
    if (!voucher) {
      create.mutate(
        { ...body, type },
        {
          onSuccess: (v) => {
            showNotice({ kind: 'toast', intent: 'success', message: t('vouchers.saved', { number: v.number }), timeout: 3000 });
            setValues(valuesOf(undefined)); // the new-voucher page is ready for the next one
            navigate(voucherEditPath(v.type, v.id));
          },
          onError: showError,
        },
      );
      return;
    }
    event.mutate(
      { id: voucher.id, version: voucher.version, type: 'EDIT', fields: body as unknown as Record<string, unknown> },
      {
        onSuccess: (v) => showNotice({ kind: 'toast', intent: 'success', message: t('vouchers.saved', { number: v.number }), timeout: 3000 }),
        onError: showError,
      },
    );
  };

  const send = (type: 'COMPLETE' | 'CANCEL') => {
    if (!voucher) return;
    event.mutate(
      { id: voucher.id, version: voucher.version, type },
      {
        onSuccess: () =>
          showNotice({
            kind: 'toast',
            intent: 'success',
            message: t(type === 'COMPLETE' ? 'vouchers.completedNotice' : 'vouchers.cancelledNotice'),
            timeout: 3000,
          }),
        onError: showError,
      },
    );
  };

  return (
    <Card className="defter-page" data-testid="voucher-form" data-route={path} data-status={voucher?.status ?? 'new'} style={{ maxWidth: 860 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
        <AnchorButton href="#/cari/islem" minimal icon={<BackIcon />} text={t('vouchers.back')} data-testid="back-link" />
        <H3 style={{ margin: 0 }}>{t(voucher ? kind.editTitle : kind.newTitle)}</H3>
        {voucher && (
          <>
            <Tag minimal large dir="ltr" data-testid="voucher-number">
              {voucher.number}
            </Tag>
            <Tag
              large
              intent={voucher.status === 'completed' || voucher.status === 'closed' ? 'success' : voucher.status === 'cancelled' ? 'danger' : 'none'}
              data-testid="voucher-status"
            >
              {t(`documentStatus.${voucher.status}`)}
            </Tag>
          </>
        )}
      </div>
      <Callout intent="none" icon="info-sign" style={{ marginBottom: 12 }}>
        {t(`vouchers.effect.${type}`)}
      </Callout>
      {!draft && (
        <Callout intent="warning" icon="lock" style={{ marginBottom: 12 }} data-testid="voucher-locked">
          {t('vouchers.locked', { status: t(`documentStatus.${voucher!.status}`) })}
        </Callout>
      )}
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
              label={t(transfer ? 'vouchers.field.debitAccount' : type === 'payableVoucher' ? 'vouchers.field.debitAccount' : 'vouchers.field.creditAccount')}
              required
              disabled={!draft}
            />
            {transfer && <AccountPicker {...field('targetAccountId')} label={t('vouchers.field.creditAccount')} required disabled={!draft} />}
            <TextField {...field('amount')} label={t('vouchers.field.amount')} help={t('vouchers.amountHelp')} inputMode="decimal" dir="ltr" required />
            <SelectField {...field('currency')} label={t('vouchers.field.currency')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <TextField {...field('date')} label={t('vouchers.field.date')} type="date" dir="ltr" required />
            <TextField {...field('dueDate')} label={t('vouchers.field.dueDate')} type="date" dir="ltr" />
            <TextField {...field('description')} label={t('vouchers.field.description')} />
          </div>
        </fieldset>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {draft && (
            <Button
              type="submit"
              intent="primary"
              icon="floppy-disk"
              loading={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
              text={t('vouchers.save')}
              data-testid="voucher-save"
            />
          )}
          {voucher && allowed.includes('COMPLETE') && (
            <Button
              intent="success"
              icon="tick"
              disabled={busy || dirty}
              title={dirty ? t('vouchers.saveFirst') : undefined}
              text={t('vouchers.complete')}
              onClick={() => send('COMPLETE')}
              data-testid="voucher-complete"
            />
          )}
          {dirty && allowed.includes('COMPLETE') && (
            <span className="bp6-text-muted" style={{ alignSelf: 'center' }} data-testid="voucher-save-first">
              {t('vouchers.saveFirst')}
            </span>
          )}
          {voucher && allowed.includes('CANCEL') && (
            <Button
              intent="danger"
              minimal
              icon="cross"
              disabled={busy}
              text={t('vouchers.cancel')}
              onClick={() => send('CANCEL')}
              data-testid="voucher-cancel"
            />
          )}
        </div>
      </form>
    </Card>
  );
}
