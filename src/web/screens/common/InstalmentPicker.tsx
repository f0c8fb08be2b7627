import { Checkbox, FormGroup } from '@blueprintjs/core';
import { formatAmount, formatDate } from '../../../domain/format';
import { useInstalmentPlans } from '../../api/fetchInstalmentPlans';
import { useT } from '../../i18n/useT';
import { useMayOpen } from './listHelpers';
import { InstalmentStateTag } from './InstalmentStateTag';

interface Props {
  /** the credited account ('' for none yet) */
  accountId: string;
  /** the instalment ids picked, in the order picked */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The account's open instalments a collection may settle first (`instalmentIds`); with none picked it settles the
 * oldest due first. Those already picked stay listed once paid, so a completed voucher shows what it named.
 */
export function InstalmentPicker({ accountId, value, onChange, error }: Props) {
  const t = useT();
  const mayRead = useMayOpen('/cari/acik');
  const plans = useInstalmentPlans(accountId && mayRead ? Number(accountId) : null);
  const rows = (plans.data ?? []).flatMap((p) =>
    p.instalments.filter((i) => i.state !== 'paid' || value.includes(String(i.id))).map((i) => ({ ...i, plan: p })),
  );
  if (rows.length === 0) return null;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <FormGroup
      label={t('instalments.pick.label')}
      helperText={error ?? t('instalments.pick.help')}
      intent={error ? 'danger' : 'none'}
      data-testid="voucher-instalments"
    >
      {rows.map((i) => (
        <Checkbox
          key={i.id}
          checked={value.includes(String(i.id))}
          onChange={(e) => toggle(String(i.id), e.currentTarget.checked)}
          data-testid="voucher-instalment"
          data-id={i.id}
          labelElement={
            <span>
              <span dir="ltr">
                {i.plan.documentNumber} · {t('instalments.seqOf', { seq: i.seq, count: i.plan.instalments.length })} · {formatDate(i.dueDate)} ·{' '}
                {formatAmount(i.open)} {i.plan.currency}
              </span>{' '}
              <InstalmentStateTag state={i.state} />
            </span>
          }
        />
      ))}
    </FormGroup>
  );
}
