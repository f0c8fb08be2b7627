// What other areas may use of the exchange rates: the rate of a currency on a day (the engine's documents).
export { rateFor } from './resolve';
