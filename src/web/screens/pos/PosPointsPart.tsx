import { useEffect } from 'react';
import type { PosFlowContext, PosFlowEvent } from '../../../../flows/pos';
import { formatDecimal, readAmount } from '../../../domain/format';
import { liraForPoints } from '../../../domain/loyalty/tender';
import { useAccountPoints, useLoyaltySettings } from '../../api/loyalty';
import { useT } from '../../i18n/useT';
import type { OfflineDb } from '../../offline/offlineDb';
import { AccountPicker } from '../common/AccountPicker';
import { LocalAccountPicker } from './offline/LocalAccountPicker';

/**
 * The part of a mixed payment paid with the customer's loyalty points: the account, what it holds, the liras paid
 * with them. The till hands the receipt machine the settings and the balance it last read (SET_LOYALTY); the server
 * decides again with the real balance, under the account's lock, when the sale reaches it.
 */
export function PosPointsPart({
  context,
  send,
  submitting,
  localAccounts,
}: {
  context: PosFlowContext;
  send: (e: PosFlowEvent) => void;
  submitting: boolean;
  localAccounts?: OfflineDb | null;
}) {
  const t = useT();
  const settings = useLoyaltySettings().data;
  const { accountId } = context.payment;
  const points = useAccountPoints(settings?.enabled ? accountId : null).data;
  useEffect(() => {
    send({ type: 'SET_LOYALTY', loyalty: settings && points ? { settings, balance: points.balance, categories: {} } : undefined });
  }, [settings, points, send]);
  if (!settings?.enabled) return null;
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
      {points && (
        <p className="pos-hint" data-testid="pos-points-available">
          {t('loyalty.available', { points: points.balance, value: formatDecimal(liraForPoints(Math.max(points.balance, 0), settings.pointValue), 2) })}
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
