import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { changeDue, saleTotals, type PosFlowContext } from '../../../../flows/pos';
import { useCompany } from '../../api/fetchCompany';
import { useT } from '../../i18n/useT';
import { SlipLines } from './SlipLines';
import { InvoiceSaleButton } from '../common/InvoiceSaleButton';

/** The receipt slip of a completed sale; printed on 80 mm paper (pos.css print rules). Enter starts a new sale. */
export function PosSlip({ context, onNewSale }: { context: PosFlowContext; onNewSale: () => void }) {
  const t = useT();
  const company = useCompany();
  const totals = saleTotals(context.lines);
  const change = context.payment.kind === 'cash' ? changeDue(totals.grand, context.payment.cash) : null;
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
      <div className="pos-slip" data-testid="pos-slip">
        <h3>{company.data?.name ?? ''}</h3>
        {context.queued ? (
          <p data-testid="pos-slip-queued" data-client-id={context.queued}>
            {t('offline.slipQueued')}
          </p>
        ) : (
          <p data-testid="pos-slip-number">{context.receipt?.number}</p>
        )}
        <SlipLines
          prefix="pos"
          lines={context.lines.map((l) => ({ ...l, key: l.productId }))}
          paid={{
            kind: context.payment.kind,
            change,
            ...(context.payment.kind === 'mixed' ? { parts: { cash: context.payment.cash, card: context.payment.card } } : {}),
          }}
        />
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
