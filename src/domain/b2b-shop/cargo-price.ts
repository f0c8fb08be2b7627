import { dec } from '../money/decimal';

/** What a delivery option costs a basket of `total` (VAT included): its price, or nothing from its free-above threshold on. */
export function cargoPriceFor(cargo: { price: string; freeAbove: string | null }, total: string): string {
  return cargo.freeAbove !== null && dec(total).gte(cargo.freeAbove) ? '0.00' : dec(cargo.price).toFixed(2);
}
