import { Dec } from './money/decimal';

/** What the conversion needs of a unit (Sistem → Birimler, schemas/units.ts). */
export interface UnitFactor {
  code: string;
  baseCode: string | null;
  factor: string;
}

/**
 * The units a line of a product kept in `productUnit` may be entered in, each with the line's multiplier: how many
 * of the product's own unit one of it holds (the stock moves quantity × multiplier in the product's unit). The
 * product's unit itself (×1), then every unit packed from it (KOLI = 12 ADET gives ×12 to an ADET product). A product
 * kept in a packing unit (KOLI) is entered in it alone: its stock counts koli.
 */
export function unitChoices(productUnit: string, units: readonly UnitFactor[]): { code: string; multiplier: string }[] {
  const packed = units
    .filter((u) => u.baseCode === productUnit && u.code !== productUnit)
    .map((u) => ({ code: u.code, multiplier: new Dec(u.factor).toFixed() }));
  return [{ code: productUnit, multiplier: '1' }, ...packed];
}

/** The unit a saved line was entered in, read back from its multiplier (the first of the choices that has it). */
export function unitOfMultiplier(productUnit: string, multiplier: string, units: readonly UnitFactor[]): string {
  const m = new Dec(multiplier || '1');
  return unitChoices(productUnit, units).find((c) => m.eq(c.multiplier))?.code ?? productUnit;
}
