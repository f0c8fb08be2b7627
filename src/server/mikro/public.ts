// What the app puts together of Mikro ERP: its routes, its engine hooks, the background round.
export { mikroRoutes } from './routes';
export { registerMikroHooks } from './engine-hooks';
export { startMikroRound, mikroRound } from './round';
export type { MikroOptions } from './transfer';
