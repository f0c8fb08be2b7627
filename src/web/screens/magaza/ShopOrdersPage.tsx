import { Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { formatDate } from '../../../domain/format';
import { useShopOrders } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { SHOP_ORDER_PATH } from './shopPaths';
import { lira, refusal } from './shopText';

/** /magaza/siparisler: the dealer's own orders, newest first, with their payment state. */
export function ShopOrdersPage() {
  const t = useT();
  const orders = useShopOrders();
  if (orders.isPending) return <Spinner size={32} />;
  if (orders.isError) return <Callout intent="danger">{refusal(orders.error)}</Callout>;
  if (orders.data.items.length === 0) return <NonIdealState icon="box" title={t('storefront.noOrders')} />;
  return (
    <ul className="shop-products" data-testid="shop-orders">
      {orders.data.items.map((o) => (
        <li key={o.documentId} className="shop-order-line">
          <a href={`#${SHOP_ORDER_PATH}/${o.documentId}`} className="shop-product-name">
            {t('storefront.orderNumber', { number: o.number })}
          </a>
          <div className="shop-meta">
            <span>{formatDate(o.placedAt)}</span>
            <strong>{lira(t, o.total)}</strong>
            <Tag minimal intent={o.paymentState === 'paid' ? 'success' : 'none'}>
              {t(`b2b.paymentState.${o.paymentState}`)}
            </Tag>
          </div>
        </li>
      ))}
    </ul>
  );
}
