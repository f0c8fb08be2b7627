import { CASH_ACCOUNT_KINDS, type CashAccount } from '../../../domain/schemas/cash-accounts';
import { CURRENCIES } from '../../../domain/money/format';
import { formatNumber, parseAmount } from '../../../domain/format';
import { useSaveCashAccount } from '../../api/saveCashAccount';
import { useT } from '../../i18n/useT';
import { DefinitionDialog } from '../common/DefinitionDialog';

const TEXT_FIELDS = ['name', 'accountNumber', 'holder', 'branch', 'bank', 'iban'] as const;

/** A rate as typed in tr-TR ("32,1234") in the API's form; anything unreadable goes as typed, for the server's 422. */
const rateOf = (v: string) => {
  const r = parseAmount(v, { maxDecimals: 6, rate: true });
  return v === '' ? null : r.ok ? r.value : v;
};

/** Adds or edits a cash or bank account's definition (spec: type, name, number, holder, branch, bank, IBAN, currency, rate). */
export function CashAccountDialog({ account, onClose }: { account?: CashAccount; onClose: () => void }) {
  const t = useT();
  const save = useSaveCashAccount();
  return (
    <DefinitionDialog
      title={t(account ? 'cashAccounts.editTitle' : 'cashAccounts.newTitle')}
      testId="cash-account-dialog"
      fields={[
        {
          kind: 'select',
          name: 'kind',
          label: t('cashAccounts.field.kind'),
          required: true,
          options: CASH_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`cashAccounts.kind.${k}`) })),
        },
        ...TEXT_FIELDS.map((name) => ({ kind: 'text' as const, name, label: t(`cashAccounts.field.${name}`), required: name === 'name' })),
        { kind: 'select', name: 'currency', label: t('cashAccounts.field.currency'), required: true, options: CURRENCIES.map((c) => ({ value: c, label: c })) },
        { kind: 'text', name: 'exchangeRate', label: t('cashAccounts.field.exchangeRate') },
      ]}
      initial={{
        kind: account?.kind ?? 'cash',
        name: account?.name ?? '',
        accountNumber: account?.accountNumber ?? '',
        holder: account?.holder ?? '',
        branch: account?.branch ?? '',
        bank: account?.bank ?? '',
        iban: account?.iban ?? '',
        currency: account?.currency ?? 'TRY',
        exchangeRate: account?.exchangeRate ? formatNumber(account.exchangeRate, { decimals: 4 }) : '',
      }}
      save={(v) => save.mutateAsync({ id: account?.id, body: { ...v, exchangeRate: rateOf(String(v.exchangeRate ?? '')) } })}
      onClose={onClose}
    />
  );
}
