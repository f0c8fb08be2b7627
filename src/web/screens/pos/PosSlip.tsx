import { Button } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { campaignLines, changeDue, saleDue, type PosFlowContext } from '../../../../flows/pos';
import { formatDateTime } from '../../../domain/format';
import { useT } from '../../i18n/useT';
import { SlipHead } from './SlipHead';
import { SlipLines } from './SlipLines';
import { SlipPoints } from './SlipPoints';
import { InvoiceSaleButton } from '../common/InvoiceSaleButton';

/**
 * The information slip of a completed sale, printed on 80 mm paper (pos.css print rules): the company, date and
 * time, number, cashier, the lines with the VAT per rate, what the customer handed over and the change. Enter
 * starts a new sale.
 */
export function PosSlip({ context, cashier, onNewSale }: { context: PosFlowContext; cashier: string; onNewSale: () => void }) {
  const t = useT();
  // the slip shows the sale as it was made: its campaigns at that moment
  const lines = campaignLines(context, context.soldAt ? new Date(context.soldAt) : new Date());
  const due = saleDue(lines, context.rounding).payable;
  const { kind, cash, card } = context.payment;
  const change = kind === 'cash' ? changeDue(due, cash) : null;
  // the payment field that had the focus is gone: the slip takes it (Enter starts the next sale, Tab reaches its
  // buttons). Not a button: a sale made offline shows the slip within the Enter that paid, which would press it too
  const slipRef = useRef<HTMLDivElement>(null);
  useEffect(() => slipRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        onNewSale();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNewSale]);
  return (
    <div className="pos-done" data-testid="pos-done">
      <div className="pos-slip" data-testid="pos-slip" ref={slipRef} tabIndex={-1}>
        <SlipHead prefix="pos">
          <p data-testid="pos-slip-date">
            {t('pos.slip.date')}: {formatDateTime(context.soldAt ?? new Date().toISOString())}
          </p>
          {context.queued ? (
            <p data-testid="pos-slip-queued" data-client-id={context.queued}>
              {t('offline.slipQueued')}
            </p>
          ) : (
            <p>
              {t('pos.slip.number')}: <span data-testid="pos-slip-number">{context.receipt?.number}</span>
            </p>
          )}
          <p data-testid="pos-slip-cashier">
            {t('pos.slip.cashier')}: {cashier}
          </p>
        </SlipHead>
        <SlipLines
          prefix="pos"
          lines={lines.map((l) => ({ ...l, key: l.copyId === undefined ? l.productId : `c${l.copyId}` }))}
          rounding={context.rounding}
          paid={{
            kind,
            change,
            ...(kind === 'cash' ? { received: cash === '' ? due : cash } : {}),
            ...(kind === 'mixed' ? { parts: { cash, card } } : {}),
          }}
        />
        {context.receipt && <SlipPoints saleId={context.receipt.id} />}
      </div>
      <div className="pos-done-actions">
        <Button icon="print" data-testid="pos-print" onClick={() => window.print()}>
          {t('pos.print')}
        </Button>
        {context.receipt && <InvoiceSaleButton saleId={context.receipt.id} />}
        <Button intent="primary" data-testid="pos-new-sale" onClick={onNewSale}>
          {t('pos.newSale')}
        </Button>
      </div>
    </div>
  );
}
