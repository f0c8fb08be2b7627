import { Button, Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { allowedByRoles, CARD_PAYMENT_ROLES } from '../../../domain/roles';
import { useShopOrders } from '../../api/fetchB2bShop';
import { useUiSettings } from '../../api/fetchUiSettings';
import { useT } from '../../i18n/useT';
import { OrderCardPayments } from './OrderCardPayments';
import { TransferMatchButton } from './TransferMatchDialog';

/**
 * /b2b/islem: the orders dealers placed in the shop, newest first, each a sales order of the panel with its payment
 * state; a manager opens a card order's payments beside it (and may refund one there), and matches a transfer order
 * with the collection that pays it.
 */
export function ShopOrdersPage({ mayWrite = false }: { mayWrite?: boolean }) {
  const t = useT();
  const orders = useShopOrders().data;
  const seesPayments = allowedByRoles(CARD_PAYMENT_ROLES, useUiSettings().data?.authorizedUser.roles ?? []);
  const [open, setOpen] = useState<number | null>(null);
  if (!orders) return <Spinner size={32} />;
  return (
    <Card className="b2b-orders" data-testid="b2b-orders">
      <H3>{t('route.b2bOrders')}</H3>
      {orders.items.length === 0 ? (
        <NonIdealState title={t('b2b.none')} />
      ) : (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{t('b2b.label.number')}</th>
              <th>{t('b2b.label.account')}</th>
              <th>{t('b2b.label.total')}</th>
              <th>{t('b2b.label.payment')}</th>
              <th>{t('b2b.label.cargoName')}</th>
              {mayWrite && <th />}
            </tr>
          </thead>
          <tbody>
            {orders.items.map((o) => (
              <Fragment key={o.documentId}>
                <tr>
                  <td>
                    <a href={`#/fis/siparis/satis/duzen/${o.documentId}`}>{o.number}</a>
                  </td>
                  <td>{o.accountName}</td>
                  <td dir="ltr">{o.total}</td>
                  <td>
                    {t(`b2b.paymentState.${o.paymentState}`)}
                    {seesPayments && o.paymentType === 'card' && (
                      <Button
                        small
                        minimal
                        icon="credit-card"
                        title={t('cardPayments.panel.show')}
                        aria-label={t('cardPayments.panel.show')}
                        onClick={() => setOpen(open === o.documentId ? null : o.documentId)}
                      />
                    )}
                  </td>
                  <td>{o.cargoName}</td>
                  {mayWrite && <td>{o.paymentState === 'awaitingTransfer' && <TransferMatchButton documentId={o.documentId} />}</td>}
                </tr>
                {open === o.documentId && (
                  <tr>
                    <td colSpan={mayWrite ? 6 : 5}>
                      <OrderCardPayments documentId={o.documentId} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
