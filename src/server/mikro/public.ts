// What the app puts together of Mikro ERP: its routes, its engine hooks, the background round.
export { mikroRoutes } from './routes';
export { registerMikroHooks } from './engine-hooks';
export { defineMikroRound, mikroRound } from './round';
export type { MikroOptions } from './transfer';
