import { Button } from '@blueprintjs/core';
import { useEffect } from 'react';
import { changeDue, saleTotals, type PosFlowContext } from '../../../../flows/pos';
import { lineAmounts } from '../../../domain/money/totals';
import { useCompany } from '../../api/company';
import { useT } from '../../i18n/useT';
import { shownAmount } from '../fis/editor/amountText';

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
        <table>
          <tbody>
            {context.lines.map((l) => (
              <tr key={l.productId}>
                <td>
                  {l.name} × {shownAmount(l.quantity, 0)}
                  {l.discountRate !== '0' ? ` (-%${shownAmount(l.discountRate, 0)})` : ''}
                </td>
                <td className="pos-num">{shownAmount(lineAmounts(l).net, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t('pos.tax')}: {shownAmount(totals.tax, 2)}
        </p>
        <p data-testid="pos-slip-total">
          <strong>
            {t('pos.total')}: {shownAmount(totals.grand, 2)}
          </strong>
        </p>
        <p data-testid="pos-slip-payment">{t(`pos.kind.${context.payment.kind}`)}</p>
        {change !== null && (
          <p data-testid="pos-slip-change">
            {t('pos.change')}: {shownAmount(change, 2)}
          </p>
        )}
      </div>
      <div className="pos-done-actions">
        <Button icon="print" data-testid="pos-print" onClick={() => window.print()}>
          {t('pos.print')}
        </Button>
        <Button intent="primary" data-testid="pos-new-sale" onClick={onNewSale}>
          {t('pos.newSale')}
        </Button>
      </div>
    </div>
  );
}
