import { AnchorButton, Button, Callout, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { documentLock } from '../../../../machines/locks';
import { cashVoucherCreateBody } from '../../../../machines/cash/schemas';
import { formatAmount, formatMoney, parseAmount } from '../../../domain/format';
import { add } from '../../../domain/money/decimal';
import { cashVoucherViewSchema, type CashVoucherView } from '../../../domain/schemas/document-views';
import { ApiError } from '../../api/apiError';
import { useCreateCashVoucher } from '../../api/createCashVoucher';
import { useCashAccounts } from '../../api/fetchCashAccounts';
import { useDocument } from '../../api/fetchDocument';
import { fetchLibraryMembers } from '../../api/fetchLibraryMembers';
import { useLibraryMember } from '../../api/fetchLibraryMember';
import { useDocumentEvent } from '../../api/sendDocumentEvent';
import { useT } from '../../i18n/useT';
import { DateField } from '../common/DateField';
import { DocumentFormShell } from '../common/DocumentFormShell';
import { BackIcon, formGridStyle, SelectField, TextField } from '../common/FormField';
import { VoucherActions } from '../common/VoucherActions';
import { voucherCommands } from '../common/voucherCommands';
import { fieldErrors } from '../common/listHelpers';
import { useMayWrite } from '../common/useMayWrite';
import { companyToday } from '../../api/businessDay';
import { schemaErrors } from '../common/schemaErrors';

const TYPE = 'libraryReceipt';
// completing a receipt changes the cash account, the member's account and what the member owes
const REFRESHES = [['accounts'], ['cashBoxes'], ['library']] as const;

interface Values {
  memberId: string;
  cashAccountId: string;
  fines: string;
  fees: string;
  date: string;
  note: string;
}
type Field = keyof Values | 'amount' | 'fineAmount';

const valuesOf = (v?: CashVoucherView): Values => ({
  memberId: v?.memberId ? String(v.memberId) : '',
  cashAccountId: v ? String(v.cashAccountId) : '',
  fines: v ? formatAmount(v.fineAmount ?? v.amount) : '',
  fees: v ? formatAmount(add(v.amount, `-${v.fineAmount ?? v.amount}`)) : '',
  date: v?.date ?? companyToday(),
  note: v?.note ?? '',
});

/**
 * /kutuphane/fisler/yeni and …/duzen/{id}: a member's fines and fees paid into a cash account (a cash voucher of type
 * libraryReceipt). The member is found by card; the page shows what they owe; the server refuses more fines than that.
 */
export function LibraryReceiptFormPage({ id, path }: { id?: number; path: string }) {
  const t = useT();
  const receipt = useDocument(id ?? null, cashVoucherViewSchema);
  if (id === undefined) return <ReceiptForm path={path} />;
  if (receipt.isPending) return <NonIdealState icon={<Spinner />} title={t('cashVouchers.loading')} />;
  if (!receipt.data)
    return <NonIdealState icon="error" title={t('cashVouchers.notFound')} action={<a href="#/kutuphane/fisler">{t('libraryReceipts.back')}</a>} />;
  return <ReceiptForm key={`${receipt.data.id}-${receipt.data.version}`} receipt={receipt.data} path={path} />;
}

function ReceiptForm({ receipt, path }: { receipt?: CashVoucherView; path: string }) {
  const t = useT();
  const accounts = useCashAccounts();
  const [values, setValues] = useState<Values>(() => valuesOf(receipt));
  const [card, setCard] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [other, setOther] = useState<string[]>([]);
  const member = useLibraryMember(values.memberId ? Number(values.memberId) : null);
  const create = useCreateCashVoucher();
  const event = useDocumentEvent(cashVoucherViewSchema, REFRESHES);
  const busy = create.isPending || event.isPending;
  const writable = useMayWrite(TYPE);
  const draft = writable && (!receipt || !documentLock(receipt.type, receipt.status).locked);
  const dirty = !!receipt && JSON.stringify(values) !== JSON.stringify(valuesOf(receipt));
  const fines = parseAmount(values.fines || '0', { maxDecimals: 2 });
  const fees = parseAmount(values.fees || '0', { maxDecimals: 2 });
  const total = fines.ok && fees.ok ? add(fines.value, fees.value) : null;

  const set = (f: keyof Values) => (v: string) => {
    setValues((s) => ({ ...s, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };
  const findMember = async () => {
    const found = (await fetchLibraryMembers(card.trim())).items.find((m) => m.cardNumber.toUpperCase() === card.trim().toUpperCase());
    if (!found) return setErrors((e) => ({ ...e, memberId: t('libraryReceipts.noMember') }));
    setErrors((e) => ({ ...e, memberId: found.accountId === null ? t('libraryReceipts.noAccount') : undefined }));
    setValues((s) => ({ ...s, memberId: String(found.id) }));
  };
  const showError = (err: unknown) => {
    const byField = fieldErrors(err) as Partial<Record<Field, string>>;
    const mapped: Partial<Record<Field, string>> = { ...byField, fines: byField.fineAmount, fees: byField.amount };
    const known = ['memberId', 'cashAccountId', 'amount', 'fineAmount', 'date', 'note'];
    const rest = Object.entries(byField)
      .filter(([k]) => !known.includes(k))
      .map(([, m]) => m as string);
    if (err instanceof ApiError && err.status !== 422) rest.push((err.body as { message?: string } | null)?.message ?? err.message);
    setErrors(mapped);
    setOther(rest);
  };

  /** The amounts as typed in tr-TR are read here; every other rule is the server's own request schema. */
  const body = (): Record<string, unknown> | null => {
    const fields: Record<string, unknown> = {
      memberId: values.memberId,
      cashAccountId: values.cashAccountId,
      amount: total ?? '',
      fineAmount: fines.ok ? fines.value : '',
      date: values.date,
      note: values.note.trim() || (receipt ? null : undefined),
    };
    const checked = schemaErrors(cashVoucherCreateBody, { ...fields, type: TYPE }, values, t, { amount: 'fees', fineAmount: 'fines' });
    const e = checked.errors;
    if (!fines.ok) e.fines = t('validation.decimal');
    if (!fees.ok) e.fees = t('validation.decimal');
    setErrors(e);
    setOther([]);
    return Object.keys(e).length || !checked.ok ? null : fields;
  };

  const commands = voucherCommands<CashVoucherView>({
    stored: receipt,
    words: 'cashVouchers',
    t,
    create,
    event,
    pathOf: (v) => `/kutuphane/fisler/duzen/${v.id}`,
    showError,
  });
  const save = (e: FormEvent) => {
    e.preventDefault();
    const fields = body();
    if (fields) commands.save(fields, TYPE);
  };
  const send = commands.send;

  const m = member.data;
  return (
    <DocumentFormShell
      path={path}
      testId="library-receipt-form"
      type={TYPE}
      doc={receipt ? { number: receipt.number, status: receipt.status } : null}
      title={t(receipt ? 'route.libraryReceiptEdit' : 'route.libraryReceiptNew')}
      idPrefix="library-receipt"
      before={<AnchorButton href="#/kutuphane/fisler" minimal icon={<BackIcon />} text={t('libraryReceipts.back')} />}
      lockTestId="library-receipt-locked"
      style={{ maxWidth: 860 }}
    >
      <Callout intent="none" icon="info-sign" style={{ marginBottom: 12 }}>
        {t('cashVouchers.effect.libraryReceipt')}
      </Callout>
      {other.length > 0 && (
        <div role="alert" data-testid="library-receipt-error">
          <Callout intent="danger" style={{ marginBottom: 12 }}>
            {other.map((msg) => (
              <div key={msg}>{msg}</div>
            ))}
          </Callout>
        </div>
      )}
      {draft && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12, maxWidth: 480 }}>
          <InputGroup
            dir="ltr"
            aria-label={t('libraryReceipts.member')}
            placeholder={t('libraryReceipts.member')}
            value={card}
            onChange={(e) => setCard(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void findMember();
            }}
            data-testid="library-receipt-card"
            style={{ minWidth: 0 }}
          />
          <Button icon="search" text={t('libraryReceipts.findMember')} onClick={() => void findMember()} data-testid="library-receipt-find" />
        </div>
      )}
      {errors.memberId && (
        <div role="alert" className="bp6-text-small" style={{ color: 'var(--bp-intent-danger-text, #c23030)', marginBottom: 8 }} data-testid="error-memberId">
          {errors.memberId}
        </div>
      )}
      {m && (
        <p data-testid="library-receipt-member">
          <strong>{m.name}</strong> · <span dir="ltr">{m.cardNumber}</span>
          {m.accountName ? ` · ${m.accountName}` : ''} ·{' '}
          <span data-testid="library-receipt-owed">{t('libraryReceipts.owed', { amount: formatMoney(m.finesOwed) })}</span>
        </p>
      )}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!draft || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <div style={formGridStyle}>
            <TextField
              name="fines"
              label={t('libraryReceipts.fines')}
              inputMode="decimal"
              dir="ltr"
              value={values.fines}
              onChange={set('fines')}
              error={errors.fines}
            />
            <TextField
              name="fees"
              label={t('libraryReceipts.fees')}
              inputMode="decimal"
              dir="ltr"
              value={values.fees}
              onChange={set('fees')}
              error={errors.fees}
            />
            <SelectField
              name="cashAccountId"
              label={t('cashVouchers.field.cashAccount')}
              value={values.cashAccountId}
              onChange={set('cashAccountId')}
              error={errors.cashAccountId}
              required
              options={[
                { value: '', label: t('cashVouchers.pickCashAccount') },
                ...(accounts.data ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` })),
              ]}
            />
            <DateField name="date" label={t('cashVouchers.field.date')} value={values.date} onChange={set('date')} error={errors.date} required />
            <TextField name="note" label={t('cashVouchers.field.note')} value={values.note} onChange={set('note')} error={errors.note} />
          </div>
        </fieldset>
        <p data-testid="library-receipt-total">{t('libraryReceipts.total', { amount: total ? formatMoney(total) : '—' })}</p>
        <VoucherActions
          words="cashVouchers"
          testId="library-receipt"
          draft={draft}
          saving={create.isPending || (event.isPending && event.variables?.type === 'EDIT')}
          stored={!!receipt && writable}
          allowed={receipt?.allowedEvents ?? []}
          dirty={dirty}
          busy={busy}
          loading={event.isPending ? event.variables?.type : null}
          onEvent={send}
        />
      </form>
    </DocumentFormShell>
  );
}
