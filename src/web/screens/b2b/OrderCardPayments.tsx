import { Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { holdsMoney } from '../../../domain/payments/states';
import { showNotice } from '../../api/errorBus';
import { useOrderCardPayments, useRefundCardPayment } from '../../api/fetchB2bShop';
import { useT } from '../../i18n/useT';

/**
 * A shop order's card payments on /b2b/islem (managers): the provider's reference, the state, the amount and what was
 * refunded; a payment holding money may be refunded whole here (a second click confirms).
 */
export function OrderCardPayments({ documentId }: { documentId: number }) {
  const t = useT();
  const payments = useOrderCardPayments(documentId).data;
  const refund = useRefundCardPayment();
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!payments) return <Spinner size={16} />;
  if (payments.length === 0) return <span className="bp6-text-muted">{t('cardPayments.panel.none')}</span>;
  const onRefund = (id: number) => {
    if (confirming !== id) return setConfirming(id);
    setConfirming(null);
    refund.mutate(id, { onSuccess: () => showNotice({ kind: 'toast', intent: 'success', message: t('cardPayments.panel.refundDone'), timeout: 3000 }) });
  };
  return (
    <HTMLTable compact data-testid={`b2b-card-payments-${documentId}`}>
      <thead>
        <tr>
          <th>{t('cardPayments.panel.reference')}</th>
          <th>{t('b2b.label.payment')}</th>
          <th>{t('cardPayments.panel.amount')}</th>
          <th>{t('cardPayments.panel.refunded')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id} data-state={p.state}>
            <td dir="ltr">{p.providerPaymentId}</td>
            <td>{t(`cardPayments.state.${p.state}`)}</td>
            <td dir="ltr">{p.amount}</td>
            <td dir="ltr">{p.refunded}</td>
            <td>
              {holdsMoney(p.state) && (
                <Button small intent="danger" loading={refund.isPending} onClick={() => onRefund(p.id)}>
                  {t(confirming === p.id ? 'cardPayments.panel.confirmRefund' : 'cardPayments.panel.refund')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
