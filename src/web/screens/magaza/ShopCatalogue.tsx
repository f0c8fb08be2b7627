import { Button, Callout, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { ShopProduct } from '../../../domain/schemas/b2b-shop';
import { useShopCategories, useShopProducts } from '../../api/shop';
import { useT } from '../../i18n/useT';
import { navigate, useHashSearch } from '../../routes/hashLocation';
import { addToBasket } from './basketStore';
import { ProductCover } from './ProductCover';
import { SHOP_PATH, SHOP_PRODUCT_PATH } from './shopPaths';
import { priceText, refusal, stockText } from './shopText';

const PAGE = 12;

function ProductLine({ product }: { product: ShopProduct }) {
  const t = useT();
  const [added, setAdded] = useState(false);
  const stock = stockText(t, product.stock);
  return (
    <li className="shop-product" data-testid="shop-product">
      <a href={`#${SHOP_PRODUCT_PATH}/${product.id}`} className="shop-product-cover" tabIndex={-1} aria-hidden>
        <ProductCover cover={product.cover} />
      </a>
      <div className="shop-product-body">
        <a href={`#${SHOP_PRODUCT_PATH}/${product.id}`} className="shop-product-name">
          {product.name}
        </a>
        <div className="shop-meta">
          <span dir="ltr">{product.code}</span>
          {stock && <span data-testid="shop-stock">{stock}</span>}
        </div>
        <strong className="shop-price" data-testid="shop-price">
          {priceText(t, product.price)}
        </strong>
        <Button
          icon={added ? 'tick' : 'shopping-cart'}
          intent={added ? 'success' : 'primary'}
          text={added ? t('storefront.added') : t('storefront.addToBasket')}
          aria-label={t('storefront.addNamed', { name: product.name })}
          onClick={() => {
            addToBasket(product, 1);
            setAdded(true);
          }}
        />
      </div>
    </li>
  );
}

/** /magaza: the categories, the server's Turkish-aware search, and the products with the dealer's price and the stock as the company shows it. */
export function ShopCatalogue() {
  const t = useT();
  const params = new URLSearchParams(useHashSearch());
  const q = params.get('q') ?? '';
  const categoryId = /^\d{1,9}$/.test(params.get('k') ?? '') ? Number(params.get('k')) : null;
  const offset = Number(params.get('s') ?? 0) || 0;
  const [typed, setTyped] = useState(q);
  const categories = useShopCategories();
  const products = useShopProducts({ q, categoryId, limit: PAGE, offset });
  const go = (next: { q?: string; k?: number | null; s?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    const nk = next.k === undefined ? categoryId : next.k;
    if (nq) p.set('q', nq);
    if (nk !== null) p.set('k', String(nk));
    if (next.s) p.set('s', String(next.s));
    navigate(`${SHOP_PATH}${p.size ? `?${p}` : ''}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim(), s: 0 });
  };
  const page = products.data;
  return (
    <>
      <form role="search" onSubmit={submit} className="shop-search">
        <InputGroup
          type="search"
          name="q"
          large
          leftIcon="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('storefront.searchPlaceholder')}
          aria-label={t('storefront.searchPlaceholder')}
        />
        <Button type="submit" large intent="primary" text={t('storefront.search')} />
      </form>
      {categories.data && categories.data.length > 0 && (
        <HTMLSelect
          name="category"
          aria-label={t('storefront.category')}
          value={categoryId ?? ''}
          onChange={(e) => go({ k: e.target.value ? Number(e.target.value) : null, s: 0 })}
          options={[{ value: '', label: t('storefront.allCategories') }, ...categories.data.map((c) => ({ value: c.id, label: c.name }))]}
        />
      )}
      {products.isError && <Callout intent="danger">{refusal(products.error)}</Callout>}
      {page && (
        <>
          <p className="shop-count" data-testid="shop-count">
            {t('storefront.found', { n: page.total })}
          </p>
          {page.items.length === 0 ? (
            <NonIdealState icon="search" title={t('storefront.nothingFound')} />
          ) : (
            <ul className="shop-products">
              {page.items.map((p) => (
                <ProductLine key={p.id} product={p} />
              ))}
            </ul>
          )}
          <div className="shop-pager">
            <Button disabled={offset === 0} icon="chevron-left" text={t('storefront.previous')} onClick={() => go({ s: Math.max(0, offset - PAGE) })} />
            <Button disabled={offset + PAGE >= page.total} rightIcon="chevron-right" text={t('storefront.next')} onClick={() => go({ s: offset + PAGE })} />
          </div>
        </>
      )}
      {products.isPending && <Spinner size={24} />}
    </>
  );
}
