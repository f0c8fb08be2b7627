import { Button, Callout, Tag } from '@blueprintjs/core';
import { formatDecimal } from '../../../../domain/format';
import { useDecideGuestOrder, useGuestOrders } from '../../../api/qrMenu';
import { useT } from '../../../i18n/useT';

const STATE_INTENT = { waiting: 'warning', confirmed: 'success', refused: 'none' } as const;

/**
 * The QR menu's guest orders on this table's bill: each waits for the staff, who confirm it (its lines join the
 * bill at the products' prices, and the bill is loaded again) or refuse it. Nothing shows for a table without any.
 */
export function GuestOrders({ documentId, onConfirmed }: { documentId: number; onConfirmed: () => void }) {
  const t = useT();
  const orders = useGuestOrders(documentId);
  const decide = useDecideGuestOrder(documentId);
  const items = orders.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="tables-guest-orders" data-testid="guest-orders">
      <h4>{t('qrmenu.guestOrdersTitle')}</h4>
      {items.map((o) => (
        <Callout key={o.id} intent={STATE_INTENT[o.state]} icon={null} data-testid="guest-order" data-state={o.state} data-id={o.id}>
          <Tag minimal>{t(`qrmenu.${o.state}`)}</Tag>
          <ul>
            {o.lines.map((l, i) => (
              <li key={i}>
                {formatDecimal(l.quantity, 0)} × {l.name}
              </li>
            ))}
          </ul>
          {o.note && <p>{o.note}</p>}
          {o.state === 'waiting' && (
            <div className="tables-actions">
              <Button
                intent="success"
                icon="tick"
                text={t('qrmenu.confirm')}
                loading={decide.isPending && decide.variables?.id === o.id}
                data-testid="guest-order-confirm"
                onClick={() => decide.mutate({ id: o.id, confirm: true }, { onSuccess: onConfirmed })}
              />
              <Button
                icon="cross"
                text={t('qrmenu.refuse')}
                disabled={decide.isPending}
                data-testid="guest-order-refuse"
                onClick={() => decide.mutate({ id: o.id, confirm: false })}
              />
            </div>
          )}
        </Callout>
      ))}
    </section>
  );
}
