import { Button, Callout, Card, FormGroup, H2, NumericInput, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { formatPercent } from '../../../domain/format';
import { useShopProduct } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { addToBasket } from './basketStore';
import { ProductCover } from './ProductCover';
import { ProductReviews } from './ProductReviews';
import { SHOP_BASKET_PATH } from './shopPaths';
import { lira, priceText, refusal, stockText } from './shopText';

/** /magaza/urun/{id}: a product with its cover, the dealer's price with and without VAT, the stock as shown, and how many to add. */
export function ShopProductPage({ id }: { id: number }) {
  const t = useT();
  const product = useShopProduct(id);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  if (product.isPending) return <Spinner size={32} />;
  if (product.isError) return <Callout intent="danger">{refusal(product.error)}</Callout>;
  const p = product.data;
  const stock = stockText(t, p.stock);
  return (
    <Card className="shop-card shop-product-page">
      <ProductCover cover={p.cover} large />
      <div className="shop-product-body">
        <H2 data-testid="shop-product-name">{p.name}</H2>
        <dl className="shop-facts">
          <dt>{t('storefront.code')}</dt>
          <dd dir="ltr">{p.code}</dd>
          {p.isbn && (
            <>
              <dt>{t('storefront.isbn')}</dt>
              <dd dir="ltr">{p.isbn}</dd>
            </>
          )}
          <dt>{t('storefront.netPrice')}</dt>
          <dd>{lira(t, p.price.net)}</dd>
          <dt>{t('storefront.vat', { rate: formatPercent(String(p.price.vatRate)) })}</dt>
          <dd>{lira(t, p.price.vat)}</dd>
          <dt>{t('storefront.grossPrice')}</dt>
          <dd>{lira(t, p.price.gross)}</dd>
          {stock && (
            <>
              <dt>{t('storefront.stock')}</dt>
              <dd data-testid="shop-stock">{stock}</dd>
            </>
          )}
        </dl>
        <strong className="shop-price shop-price-large" data-testid="shop-price">
          {priceText(t, p.price)}
        </strong>
        <FormGroup label={t('storefront.quantity')} labelFor="shop-quantity">
          <NumericInput
            id="shop-quantity"
            large
            min={1}
            max={999999}
            stepSize={1}
            minorStepSize={null}
            value={quantity}
            onValueChange={(n) => setQuantity(Number.isInteger(n) && n > 0 ? Math.min(n, 999999) : 1)}
          />
        </FormGroup>
        <Button
          large
          intent="primary"
          icon="shopping-cart"
          text={t('storefront.addToBasket')}
          onClick={() => {
            addToBasket(p, quantity);
            setAdded(true);
          }}
        />
        {added && (
          <Callout intent="success" data-testid="shop-added">
            {t('storefront.addedToBasket')} <a href={`#${SHOP_BASKET_PATH}`}>{t('storefront.goToBasket')}</a>
          </Callout>
        )}
        <ProductReviews productId={p.id} />
      </div>
    </Card>
  );
}
