// What the app puts together of the marketplace: its routes and its background round.
export { marketplaceRoutes } from './routes';
export { defineMarketplaceRound } from './round';
export type { MarketOptions } from './factory';
