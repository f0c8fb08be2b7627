import { Card, H3, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useShopOrders } from '../../api/fetchB2bShop';
import { useT } from '../../i18n/useT';
import { TransferMatchButton } from './TransferMatchDialog';

/** /b2b/islem: the orders dealers placed in the shop, newest first, each a sales order of the panel with its payment state. */
export function ShopOrdersPage({ mayWrite = false }: { mayWrite?: boolean }) {
  const t = useT();
  const orders = useShopOrders().data;
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
              <tr key={o.documentId}>
                <td>
                  <a href={`#/fis/siparis/satis/duzen/${o.documentId}`}>{o.number}</a>
                </td>
                <td>{o.accountName}</td>
                <td dir="ltr">{o.total}</td>
                <td>{t(`b2b.paymentState.${o.paymentState}`)}</td>
                <td>{o.cargoName}</td>
                {mayWrite && <td>{o.paymentState === 'awaitingTransfer' && <TransferMatchButton documentId={o.documentId} />}</td>}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
