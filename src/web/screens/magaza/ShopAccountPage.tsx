import { Callout, Card, H4, Spinner } from '@blueprintjs/core';
import { useShopMe } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { refusal } from './shopText';

/** /magaza/hesap: the dealer's account. */
export function ShopAccountPage() {
  const t = useT();
  const me = useShopMe();
  if (me.isPending) return <Spinner size={32} />;
  if (me.isError) return <Callout intent="danger">{refusal(me.error)}</Callout>;
  return (
    <Card className="shop-card">
      <H4>{me.data.name}</H4>
      <p dir="ltr">{me.data.email}</p>
    </Card>
  );
}
