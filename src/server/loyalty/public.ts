// What other areas may use of loyalty points: the offline till downloads the settings and each account's balance.
export { findLoyaltySettings } from './queries';
export { pointsBalances } from './balances';
