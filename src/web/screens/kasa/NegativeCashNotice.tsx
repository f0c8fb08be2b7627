import { Callout } from '@blueprintjs/core';
import { cashShortages, type CashMoveAmount } from '../../../domain/cash/negative-cash';
import { formatAmount } from '../../../domain/format';
import type { CashAccount } from '../../../domain/schemas/cash-accounts';
import { useT } from '../../i18n/useT';

/**
 * Before a voucher is saved or completed: the accounts its moves would take below zero, by the domain's rule on the
 * balances and policies the server lists (a warning; where the account refuses it, the completion will be refused).
 */
export function NegativeCashNotice({ moves, accounts }: { moves: readonly CashMoveAmount[]; accounts: readonly CashAccount[] }) {
  const t = useT();
  const balances = Object.fromEntries(accounts.map((a) => [String(a.id), { balance: a.balance, policy: a.negativeCash }]));
  const shortages = cashShortages(moves, balances);
  if (shortages.length === 0) return null;
  const refused = shortages.some((s) => s.policy === 'refuse');
  return (
    <Callout
      intent={refused ? 'danger' : 'warning'}
      icon="warning-sign"
      style={{ marginBottom: 12 }}
      data-testid="negative-cash-notice"
      data-policy={refused ? 'refuse' : 'warn'}
    >
      {shortages.map((s) => {
        const a = accounts.find((x) => String(x.id) === s.cashBoxId)!;
        const money = (v: string) => `${formatAmount(v)} ${a.currency}`;
        return <div key={s.cashBoxId}>{t(`cashVouchers.negativeCash.${s.policy}`, { name: a.name, balance: money(s.balance), after: money(s.after) })}</div>;
      })}
    </Callout>
  );
}
