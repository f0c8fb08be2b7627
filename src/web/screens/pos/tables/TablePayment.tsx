import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { PAYMENT_KINDS, changeDue, paymentProblem, type PaymentKind, type PosPayment } from '../../../../../flows/pos';
import type { TableFlowEvent } from '../../../../../flows/pos-table';
import { useT } from '../../../i18n/useT';
import { AccountPicker } from '../../common/AccountPicker';
import { formatDecimal, readAmount } from '../../../../domain/format';

export const PAY_KEYS: Readonly<Record<string, PaymentKind>> = { F8: 'cash', F9: 'card', F10: 'mixed', F11: 'account' };
const KEY_OF: Readonly<Record<PaymentKind, string>> = { cash: 'F8', card: 'F9', mixed: 'F10', account: 'F11' };

const typed = (text: string) => {
  const r = readAmount(text);
  return r.ok ? r.value : text;
};

interface Props {
  payment: PosPayment;
  grand: string;
  submitting: boolean;
  send: (e: TableFlowEvent) => void;
}

/** Paying a table: the kind (F8–F11), cash with the change due, card, mixed parts, or on account. Enter pays, Esc goes back. */
export function TablePayment({ payment, grand, submitting, send }: Props) {
  const t = useT();
  const problem = paymentProblem(payment, grand);
  const change = payment.kind === 'cash' ? changeDue(grand, payment.cash) : null;
  return (
    <div
      className="tables-payment"
      data-testid="tables-payment"
      data-kind={payment.kind}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !(e.target as HTMLElement).closest('.bp6-popover-target, .bp6-menu, button')) {
          e.preventDefault();
          send({ type: 'CONFIRM' });
        } else if (e.key === 'Escape') send({ type: 'BACK' });
      }}
    >
      <h3>{t('tables.payTitle')}</h3>
      <ButtonGroup fill className="tables-actions">
        {PAYMENT_KINDS.map((kind) => (
          <Button
            key={kind}
            active={payment.kind === kind}
            data-testid={`tables-kind-${kind}`}
            disabled={submitting}
            onClick={() => send({ type: 'PAY', kind })}
          >
            <kbd>{KEY_OF[kind]}</kbd> {t(`pos.kind.${kind}`)}
          </Button>
        ))}
      </ButtonGroup>
      {(payment.kind === 'cash' || payment.kind === 'mixed') && (
        <label className="bp6-label">
          {t(payment.kind === 'cash' ? 'pos.cashGiven' : 'pos.cashPart')}
          <input
            key={payment.kind}
            className="bp6-input"
            data-testid="tables-cash"
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
            data-testid="tables-card"
            inputMode="decimal"
            defaultValue=""
            disabled={submitting}
            onChange={(e) => send({ type: 'SET_CARD', amount: typed(e.target.value) })}
          />
        </label>
      )}
      {payment.kind === 'account' && (
        <AccountPicker
          name="tablesAccount"
          label={t('pos.account')}
          value={payment.accountId === null ? '' : String(payment.accountId)}
          onChange={(id) => send({ type: 'SET_ACCOUNT', accountId: id ? Number(id) : null })}
          disabled={submitting}
        />
      )}
      {payment.kind === 'card' && <input className="tables-hidden-focus" autoFocus readOnly aria-label={t('pos.complete')} />}
      {change !== null && (
        <p data-testid="tables-change">
          {t('pos.change')}: <strong>{formatDecimal(change, 2)}</strong>
        </p>
      )}
      {problem && (
        <Callout intent="warning" data-testid="tables-payment-problem">
          {t(problem)}
        </Callout>
      )}
      <div className="tables-actions">
        <Button intent="primary" data-testid="tables-pay-confirm" loading={submitting} disabled={problem !== null} onClick={() => send({ type: 'CONFIRM' })}>
          {t('pos.complete')}
        </Button>
        <Button data-testid="tables-pay-back" disabled={submitting} onClick={() => send({ type: 'BACK' })}>
          {t('tables.dismiss')}
        </Button>
      </div>
      <p className="bp6-text-muted">{t('pos.paymentHint')}</p>
    </div>
  );
}
