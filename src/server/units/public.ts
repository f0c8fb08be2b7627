// What other areas may use of the units: holding a unit while a product is written with it.
export { holdUnit } from './queries';
