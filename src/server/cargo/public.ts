// What the app puts together of cargo: its routes, its engine hooks, the background round.
export { cargoRoutes } from './routes';
export { registerCargoHooks } from './engine-hooks';
export { defineCargoFollowUp } from './tracker';
export type { CargoOptions } from './shipping';
