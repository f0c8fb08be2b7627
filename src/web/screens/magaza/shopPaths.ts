/** The dealers' shop's own paths (outside the panel, no staff log-in; the bank comes back to an order's page). */
export const SHOP_PATH = '/magaza';
export const SHOP_SIGN_IN_PATH = '/magaza/giris';
export const SHOP_PRODUCT_PATH = '/magaza/urun';
export const SHOP_BASKET_PATH = '/magaza/sepet';
export const SHOP_ORDER_PATH = '/magaza/siparis';
export const SHOP_ORDERS_PATH = '/magaza/siparisler';
export const SHOP_ACCOUNT_PATH = '/magaza/hesap';
export const SHOP_PAGE_PATH = '/magaza/sayfa';
