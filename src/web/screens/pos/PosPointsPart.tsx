import { useEffect } from 'react';
import type { PosFlowContext, PosFlowEvent } from '../../../../flows/pos';
import { formatDecimal, readAmount } from '../../../domain/format';
import { liraForPoints } from '../../../domain/loyalty/tender';
import { useT } from '../../i18n/useT';
import type { OfflineDb } from '../../offline/offlineDb';
import { AccountPicker } from '../common/AccountPicker';
import { LocalAccountPicker } from './offline/LocalAccountPicker';
import { useTillLoyalty } from './useTillLoyalty';

/**
 * The part of a mixed payment paid with the customer's loyalty points: the account, what it may still spend, the liras
 * paid with them. The till hands the receipt machine the settings and what is left of the balance it last read, online
 * or downloaded, less its own queued sales (SET_LOYALTY, flows/pos.ts `tillLoyalty`); the server decides again with the
 * real balance, under the account's lock, when the sale reaches it (an offline one it settles, never refuses).
 */
export function PosPointsPart({
  context,
  send,
  submitting,
  localAccounts,
  offlineDb,
}: {
  context: PosFlowContext;
  send: (e: PosFlowEvent) => void;
  submitting: boolean;
  localAccounts?: OfflineDb | null;
  /** the till's offline database: the loyalty settings kept, the accounts' downloaded points, the queued sales */
  offlineDb?: OfflineDb | null;
}) {
  const t = useT();
  const { accountId } = context.payment;
  const { enabled, fact } = useTillLoyalty(offlineDb ?? null, accountId);
  useEffect(() => {
    send({ type: 'SET_LOYALTY', loyalty: fact });
    // a new object each render: what it says is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(fact), send]);
  if (!enabled) return null;
  return (
    <div data-testid="pos-points">
      {localAccounts ? (
        <LocalAccountPicker
          db={localAccounts}
          label={t('pos.account')}
          value={accountId}
          onChange={(id) => send({ type: 'SET_ACCOUNT', accountId: id })}
          disabled={submitting}
        />
      ) : (
        <AccountPicker
          name="posPointsAccount"
          label={t('pos.account')}
          value={accountId === null ? '' : String(accountId)}
          onChange={(id) => send({ type: 'SET_ACCOUNT', accountId: id ? Number(id) : null })}
          disabled={submitting}
        />
      )}
      {fact && (
        <p className="pos-hint" data-testid="pos-points-available" data-points={fact.balance}>
          {t('loyalty.available', { points: fact.balance, value: formatDecimal(liraForPoints(Math.max(fact.balance, 0), fact.settings.pointValue), 2) })}
        </p>
      )}
      <label className="bp6-label">
        {t('loyalty.pay')}
        <input
          className="bp6-input"
          data-testid="pos-points-amount"
          inputMode="decimal"
          defaultValue=""
          disabled={submitting || accountId === null}
          onChange={(e) => {
            const r = readAmount(e.target.value);
            send({ type: 'SET_POINTS', amount: r.ok ? r.value : e.target.value });
          }}
        />
      </label>
    </div>
  );
}
