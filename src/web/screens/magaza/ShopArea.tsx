import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState, type CSSProperties } from 'react';
import { signOutDealer, useShopHome, useShopMe, useShopPages } from '../../api/shop';
import { getShopToken } from '../../api/shopClient';
import { useT } from '../../i18n/useT';
import { navigate, usePath } from '../../routes/hashLocation';
import { LanguageSwitcher } from '../common/LanguageSwitcher';
import { emptyBasket, useBasket } from './basketStore';
import { ShopAccountPage } from './ShopAccountPage';
import { ShopBasketPage } from './ShopBasketPage';
import { ShopCatalogue } from './ShopCatalogue';
import { ShopContentPage } from './ShopContentPage';
import { ShopOrderPage } from './ShopOrderPage';
import { ShopOrdersPage } from './ShopOrdersPage';
import { ShopProductPage } from './ShopProductPage';
import {
  SHOP_ACCOUNT_PATH,
  SHOP_BASKET_PATH,
  SHOP_ORDER_PATH,
  SHOP_ORDERS_PATH,
  SHOP_PAGE_PATH,
  SHOP_PATH,
  SHOP_PRODUCT_PATH,
  SHOP_SIGN_IN_PATH,
} from './shopPaths';
import { ShopSignIn } from './ShopSignIn';
import { refusal } from './shopText';
import './magaza.css';

const slugOf = (path: string) => path.startsWith(`${SHOP_PAGE_PATH}/`);
const idIn = (path: string, prefix: string) => new RegExp(`^${prefix}/(\\d{1,9})$`).exec(path)?.[1];

/** The page a path opens, with the key of its title. */
function pageOf(path: string): { titleKey: string; page: React.ReactNode } {
  const slug = new RegExp(`^${SHOP_PAGE_PATH}/([a-z0-9-]{1,100})$`).exec(path)?.[1];
  if (slug) return { titleKey: 'storefront.title.page', page: <ShopContentPage key={slug} slug={slug} /> };
  const product = idIn(path, SHOP_PRODUCT_PATH);
  if (product) return { titleKey: 'storefront.title.product', page: <ShopProductPage key={product} id={Number(product)} /> };
  const order = idIn(path, SHOP_ORDER_PATH);
  if (order) return { titleKey: 'storefront.title.order', page: <ShopOrderPage key={order} documentId={Number(order)} /> };
  if (path === SHOP_BASKET_PATH) return { titleKey: 'storefront.title.basket', page: <ShopBasketPage /> };
  if (path === SHOP_ORDERS_PATH) return { titleKey: 'storefront.title.orders', page: <ShopOrdersPage /> };
  if (path === SHOP_ACCOUNT_PATH) return { titleKey: 'storefront.title.account', page: <ShopAccountPage /> };
  return { titleKey: 'storefront.title.catalogue', page: <ShopCatalogue /> };
}

/**
 * The dealers' shop (/magaza, issue #31): outside the panel like the reader area, found by the host, with the dealer's
 * own session and never a staff token. Phone first; right to left in Arabic like the rest of the app.
 */
export default function ShopArea() {
  const t = useT();
  const path = usePath();
  const home = useShopHome();
  const pages = useShopPages();
  const [signedIn, setSignedIn] = useState(() => getShopToken() !== null);
  const me = useShopMe(signedIn);
  const basket = useBasket();
  const count = basket.reduce((n, l) => n + l.quantity, 0);
  // an ended session (a new password, signed out elsewhere): the client forgot the token, the dealer signs in again
  const sessionEnded = me.isError && getShopToken() === null;
  const { titleKey, page } = pageOf(path);
  const shopName = home.data?.name || t('storefront.defaultName');
  useEffect(() => {
    document.title = `${t((signedIn && !sessionEnded) || slugOf(path) ? titleKey : 'storefront.title.signIn')} - ${shopName}`;
  }, [t, titleKey, shopName, signedIn, sessionEnded, path]);

  const out = async () => {
    await signOutDealer().catch(() => undefined);
    // the basket is kept in this browser: the next dealer starts with an empty one
    emptyBasket();
    setSignedIn(false);
    navigate(SHOP_SIGN_IN_PATH);
  };
  const colours = home.data ? ({ '--shop-primary': home.data.primaryColour, '--shop-accent': home.data.accentColour } as CSSProperties) : undefined;

  return (
    <div className="shop-area" style={colours}>
      <header className="shop-bar">
        <a href={`#${SHOP_PATH}`} className="shop-name" data-testid="shop-name">
          {home.data?.logoUrl && <img src={home.data.logoUrl} alt="" className="shop-logo" />}
          {shopName}
        </a>
        {signedIn && !sessionEnded && (
          <nav aria-label={t('storefront.menu')} className="shop-nav">
            <a href={`#${SHOP_PATH}`}>{t('storefront.nav.products')}</a>
            <a href={`#${SHOP_BASKET_PATH}`} data-testid="shop-basket-link">
              {t('storefront.nav.basket', { n: count })}
            </a>
            <a href={`#${SHOP_ORDERS_PATH}`}>{t('storefront.nav.orders')}</a>
            <a href={`#${SHOP_ACCOUNT_PATH}`}>{t('storefront.nav.account')}</a>
            <Button minimal small icon="log-out" className="shop-out" text={t('storefront.signOut')} onClick={out} />
          </nav>
        )}
        <LanguageSwitcher />
      </header>
      <main className="shop-main">
        {home.isPending ? (
          <Spinner size={32} />
        ) : home.isError ? (
          <NonIdealState icon="shop" title={refusal(home.error)} />
        ) : slugOf(path) ? (
          page
        ) : !signedIn || sessionEnded ? (
          <ShopSignIn
            ended={sessionEnded}
            onSignedIn={() => {
              setSignedIn(true);
              void me.refetch();
              if (path === SHOP_SIGN_IN_PATH) navigate(SHOP_PATH);
            }}
          />
        ) : (
          <>
            {me.data && (
              <p className="shop-dealer" data-testid="shop-dealer">
                {me.data.name}
              </p>
            )}
            {page}
          </>
        )}
      </main>
      {pages.data && pages.data.items.length > 0 && (
        <footer className="shop-footer">
          <nav aria-label={t('storefront.pagesMenu')}>
            {pages.data.items.map((p) => (
              <a key={p.slug} href={`#${SHOP_PAGE_PATH}/${p.slug}`}>
                {p.title}
              </a>
            ))}
          </nav>
        </footer>
      )}
    </div>
  );
}
