import { Button, Callout, Card, H3, HTMLTable, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { formatDateTime } from '../../../domain/format';
import type { MarketOrderState } from '../../../domain/marketplace/orders';
import { useMarketAction, useMarketOrders, useMarketSettings } from '../../api/marketplace';
import { useT } from '../../i18n/useT';
import { editPathOf } from '../common/receiptRoutes';
import { useMayOpen } from '../common/listHelpers';

const STATE_INTENT: Record<MarketOrderState, Intent> = {
  waiting: 'warning',
  made: 'success',
  cancelled: 'none',
  cancelRefused: 'danger',
  returned: 'danger',
};

/**
 * /kibopazaryeri/siparisler: the orders pulled from the marketplace (by the background round, or "pull now"), each
 * with its state, the sales order it became and why one waits; a waiting order is retried once its cards carry the
 * barcodes. The stock and prices are pushed at once from here too.
 */
export function MarketOrdersPage({ path, title }: { path: string; title: string }) {
  const t = useT();
  const orders = useMarketOrders();
  const settings = useMarketSettings();
  const action = useMarketAction();
  const mayWork = useMayOpen('/kibopazaryeri/ayar');
  const result = action.data;
  const m = (k: string, values?: Record<string, string | number>) => t(`marketplace.orders.${k}`, values);
  return (
    <Card className="defter-page" data-route={path} data-testid="market-orders">
      <H3>{t(title)}</H3>
      <p>{m('intro')}</p>
      {mayWork && (
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <Button
            intent="primary"
            icon="download"
            text={m('pull')}
            loading={action.isPending}
            onClick={() => action.mutate({ action: 'pull' })}
            data-testid="market-pull"
          />
          <Button icon="upload" text={m('push')} disabled={action.isPending} onClick={() => action.mutate({ action: 'push' })} data-testid="market-push" />
        </div>
      )}
      {result?.action === 'pull' && (
        <Callout intent={result.pull.error ? 'danger' : 'success'} style={{ marginBottom: 12 }} data-testid="market-pull-result">
          {result.pull.error
            ? m('failed', { message: result.pull.error })
            : m('pulled', { pulled: result.pull.pulled, made: result.pull.made, waiting: result.pull.waiting })}
        </Callout>
      )}
      {result?.action === 'push' && (
        <Callout intent={result.push.error ? 'danger' : 'success'} style={{ marginBottom: 12 }} data-testid="market-push-result">
          {result.push.error ? m('failed', { message: result.push.error }) : m('pushed', { sent: result.push.sent })}
        </Callout>
      )}
      {settings.data?.lastPullError && !result && (
        <Callout intent="warning" style={{ marginBottom: 12 }}>
          {m('failed', { message: settings.data.lastPullError })}
        </Callout>
      )}
      {!orders.data ? (
        <Spinner size={32} />
      ) : orders.data.length === 0 ? (
        <NonIdealState icon="shopping-cart" description={m('empty')} />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <HTMLTable striped compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('marketplace.orders.column.orderNumber')}</th>
                <th>{t('marketplace.orders.column.customer')}</th>
                <th>{t('marketplace.orders.column.total')}</th>
                <th>{t('marketplace.orders.column.status')}</th>
                <th>{t('marketplace.orders.column.state')}</th>
                <th>{t('marketplace.orders.column.salesOrder')}</th>
                <th>{t('marketplace.orders.column.reason')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {orders.data.map((o) => (
                <tr key={o.id} data-testid="market-order" data-number={o.orderNumber} data-state={o.state}>
                  <td dir="ltr" title={formatDateTime(o.pulledAt)}>
                    {o.orderNumber}
                  </td>
                  <td>{o.customerName}</td>
                  <td dir="ltr">{o.total}</td>
                  <td dir="ltr">{o.status}</td>
                  <td>
                    <Tag minimal intent={STATE_INTENT[o.state]}>
                      {m(`states.${o.state}`)}
                    </Tag>
                    {o.returnState && (
                      <Tag minimal intent="warning" style={{ marginInlineStart: 4 }}>
                        {m(`returnStates.${o.returnState}`)}
                      </Tag>
                    )}
                  </td>
                  <td dir="ltr">
                    {o.documentId !== null && (
                      <a href={`#${editPathOf('salesOrder', o.documentId) ?? ''}`} data-testid="market-sales-order">
                        {o.documentNumber}
                      </a>
                    )}
                  </td>
                  <td>{o.reason ? t(o.reason, { detail: o.detail ?? '' }) : ''}</td>
                  <td>
                    {mayWork && o.state === 'waiting' && (
                      <Button small variant="minimal" icon="refresh" text={m('retry')} onClick={() => action.mutate({ action: 'retry', id: o.id })} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  );
}
