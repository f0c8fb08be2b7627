import { areaClient } from './areaClient';

/**
 * The dealers' shop client (/magaza): the dealer's own session token (audience `dealer`, kept in this tab's
 * sessionStorage: it survives the trip to the bank's 3-D Secure page and back), never the staff token.
 */
const shop = areaClient('/api/shop', 'defter.shopToken');

export const getShopToken = shop.getToken;
export const setShopToken = shop.setToken;
export const shopApi = shop.call;
