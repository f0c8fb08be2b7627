import { useCashBoxes } from '../../api/fetchCashBoxes';
import { useT } from '../../i18n/useT';
import { SelectField } from '../common/FormField';

/** The cash or bank account a cheque is collected into or paid from (a row of the cash boxes). */
export function CashAccountSelect({ value, onChange, error }: { value: string; onChange(id: string): void; error?: string }) {
  const t = useT();
  const boxes = useCashBoxes().data ?? [];
  return (
    <SelectField
      name="cashAccountId"
      label={t('cheques.field.cashAccount')}
      required
      value={value}
      error={error}
      onChange={onChange}
      options={[
        { value: '', label: t('cheques.pickCashAccount') },
        ...boxes.map((b) => ({ value: String(b.id), label: `${b.name} (${t(`cheques.cashKind.${b.kind}`)}, ${b.currency})` })),
      ]}
    />
  );
}
