import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import type { PosFlowContext, PosFlowEvent } from '../../../../flows/pos';
import { changeDue, paymentProblem } from '../../../../flows/pos';
import { useT } from '../../i18n/useT';
import type { OfflineDb } from '../../offline/offlineDb';
import { AccountPicker } from '../common/AccountPicker';
import { LocalAccountPicker } from './offline/LocalAccountPicker';
import { PosPointsPart } from './PosPointsPart';
import { formatDecimal, readAmount } from '../../../domain/format';

interface Props {
  context: PosFlowContext;
  grand: string;
  send: (e: PosFlowEvent) => void;
  submitting: boolean;
  /** the local accounts, when they were downloaded: the picker then works offline */
  localAccounts?: OfflineDb | null;
  /** the till's offline database (the points part reads what it keeps) */
  offlineDb?: OfflineDb | null;
}

const typed = (text: string) => {
  const r = readAmount(text);
  return r.ok ? r.value : text;
};

/** The payment panel: Enter completes, Escape goes back to the lines. */
export function PosPayment({ context, grand, send, submitting, localAccounts, offlineDb }: Props) {
  const t = useT();
  const { payment } = context;
  const problem = paymentProblem(payment, grand);
  const change = payment.kind === 'cash' ? changeDue(grand, payment.cash) : null;
  const completeRef = useRef<HTMLButtonElement>(null);
  // once the customer is picked, the next Enter completes the sale
  useEffect(() => {
    if (payment.kind === 'account' && payment.accountId !== null) completeRef.current?.focus();
  }, [payment.kind, payment.accountId]);
  return (
    <div
      className="pos-payment"
      data-testid="pos-payment"
      data-kind={payment.kind}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !(e.target as HTMLElement).closest('.bp6-popover-target, .bp6-menu')) {
          e.preventDefault();
          (e.target as HTMLElement).blur?.();
          send({ type: 'CONFIRM' });
        } else if (e.key === 'Escape') send({ type: 'BACK' });
      }}
    >
      <h3>{t(`pos.kind.${payment.kind}`)}</h3>
      {(payment.kind === 'cash' || payment.kind === 'mixed') && (
        <label className="bp6-label">
          {t(payment.kind === 'cash' ? 'pos.cashGiven' : 'pos.cashPart')}
          <input
            className="bp6-input"
            data-testid="pos-cash"
            inputMode="decimal"
            autoFocus
            defaultValue=""
            disabled={submitting}
            onChange={(e) => send({ type: 'SET_CASH', amount: typed(e.target.value) })}
          />
        </label>
      )}
      {payment.kind === 'mixed' && (
        <label className="bp6-label">
          {t('pos.cardPart')}
          <input
            className="bp6-input"
            data-testid="pos-card"
            inputMode="decimal"
            defaultValue=""
            disabled={submitting}
            onChange={(e) => send({ type: 'SET_CARD', amount: typed(e.target.value) })}
          />
        </label>
      )}
      {payment.kind === 'mixed' && <PosPointsPart context={context} send={send} submitting={submitting} localAccounts={localAccounts} offlineDb={offlineDb} />}
      {payment.kind === 'account' && localAccounts && (
        <LocalAccountPicker
          db={localAccounts}
          label={t('pos.account')}
          value={payment.accountId}
          onChange={(accountId) => send({ type: 'SET_ACCOUNT', accountId })}
          disabled={submitting}
        />
      )}
      {payment.kind === 'account' && !localAccounts && (
        <AccountPicker
          name="posAccount"
          label={t('pos.account')}
          value={payment.accountId === null ? '' : String(payment.accountId)}
          onChange={(id) => send({ type: 'SET_ACCOUNT', accountId: id ? Number(id) : null })}
          disabled={submitting}
        />
      )}
      {payment.kind === 'card' && <button type="button" className="pos-hidden-focus" autoFocus aria-label={t('pos.complete')} />}
      {change !== null && (
        <p className="pos-change" data-testid="pos-change">
          {t('pos.change')}: <strong>{formatDecimal(change, 2)}</strong>
        </p>
      )}
      {problem && (
        <Callout intent="warning" data-testid="pos-payment-problem">
          {t(problem)}
        </Callout>
      )}
      {context.failure && (
        <Callout intent="danger" data-testid="pos-failure">
          {context.failure.includes('.') && !context.failure.includes(' ') ? t(context.failure) : context.failure}
        </Callout>
      )}
      <p className="pos-hint">{t('pos.paymentHint')}</p>
      <Button
        ref={completeRef}
        intent="primary"
        icon="tick"
        data-testid="pos-complete"
        disabled={submitting || problem !== null}
        loading={submitting}
        onClick={() => send({ type: 'CONFIRM' })}
      >
        {t('pos.complete')}
      </Button>
    </div>
  );
}
