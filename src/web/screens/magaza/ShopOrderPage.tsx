import { Callout, Card, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { formatDateTime, formatQuantity } from '../../../domain/format';
import { useShopOrder } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { useHashSearch } from '../../routes/hashLocation';
import { CardPayment } from './CardForm';
import { lira, refusal } from './shopText';

/** The bank's return adds `payment` and `state` to the address: only whether it came back is read, never what it says. */
const cameBackFromBank = (hashSearch: string) => new URLSearchParams(hashSearch).has('payment') || new URLSearchParams(window.location.search).has('payment');

/**
 * /magaza/siparis/{documentId}: the dealer's order as the server has it: its lines, total, delivery and payment state.
 * Back from the bank it says paid or not from the order read again, and an order still awaiting its card takes one.
 */
export function ShopOrderPage({ documentId }: { documentId: number }) {
  const t = useT();
  const order = useShopOrder(documentId);
  const returned = cameBackFromBank(useHashSearch());
  if (order.isPending) return <Spinner size={32} />;
  if (order.isError) return <Callout intent="danger">{refusal(order.error)}</Callout>;
  const o = order.data;
  const paid = o.paymentState === 'paid';
  const awaitingCard = o.paymentState === 'awaitingCard';
  const last = o.cardPayments.at(-1);
  const waitingAtBank = last?.state === 'pending3ds' || last?.state === 'started';
  return (
    <>
      {returned && paid && (
        <Callout intent="success" data-testid="shop-payment-outcome" icon="tick-circle">
          {t('storefront.cardPaid')}
        </Callout>
      )}
      {returned && awaitingCard && (
        <Callout intent={waitingAtBank ? 'warning' : 'danger'} data-testid="shop-payment-outcome">
          {waitingAtBank ? t('cardPayments.state.pending3ds') : t('storefront.cardNotPaid')}
        </Callout>
      )}
      <Card className="shop-card">
        <H4 data-testid="shop-order-number">{t('storefront.orderNumber', { number: o.number })}</H4>
        <p className="shop-meta">
          <Tag minimal intent={paid ? 'success' : awaitingCard ? 'warning' : 'none'} data-testid="shop-payment-state">
            {t(`b2b.paymentState.${o.paymentState}`)}
          </Tag>
          <span>{t(`b2b.payment.${o.paymentType}`)}</span>
          <span>{formatDateTime(o.placedAt)}</span>
        </p>
        <ul className="shop-basket">
          {o.lines.map((l, i) => (
            <li key={i} className="shop-basket-line">
              <span className="shop-product-name">{l.name}</span>
              <div className="shop-meta">
                <span>
                  {formatQuantity(l.quantity)} × {lira(t, l.unitPrice)}
                </span>
                <strong>{lira(t, l.total)}</strong>
              </div>
            </li>
          ))}
        </ul>
        <HTMLTable compact className="shop-totals">
          <tbody>
            <tr>
              <th>{t('storefront.orderTotal')}</th>
              <td data-testid="shop-order-total">{lira(t, o.total)}</td>
            </tr>
            <tr>
              <th>{t('storefront.deliveryNamed', { name: o.cargoName })}</th>
              <td>{o.cargoPrice === '0.00' ? t('storefront.freeDelivery') : lira(t, o.cargoPrice)}</td>
            </tr>
            <tr>
              <th>{t('storefront.amountDue')}</th>
              <td data-testid="shop-amount-due">{lira(t, o.amountDue)}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <p className="shop-meta">
          {t('storefront.deliveryAddress')}: {o.deliveryAddress}
        </p>
      </Card>
      {awaitingCard && (
        <Card className="shop-card">
          <H4>{returned || last ? t('storefront.tryAgain') : t('storefront.payByCard')}</H4>
          <CardPayment documentId={documentId} />
        </Card>
      )}
    </>
  );
}
