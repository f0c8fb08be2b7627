import { describe, expect, it } from 'vitest';
import { unitChoices, unitOfMultiplier } from '../../src/domain/units';

const UNITS = [
  { code: 'ADET', baseCode: null, factor: '1' },
  { code: 'KOLI', baseCode: 'ADET', factor: '12.0000' },
  { code: 'PAKET', baseCode: 'ADET', factor: '10' },
  { code: 'KG', baseCode: null, factor: '1' },
  { code: 'GR', baseCode: 'KG', factor: '0.0010' },
];

describe('a receipt line entered in a packing unit', () => {
  it("offers the product's own unit (×1) and each unit packed from it, with the factor as the multiplier", () => {
    expect(unitChoices('ADET', UNITS)).toEqual([
      { code: 'ADET', multiplier: '1' },
      { code: 'KOLI', multiplier: '12' },
      { code: 'PAKET', multiplier: '10' },
    ]);
    expect(unitChoices('KG', UNITS)).toEqual([
      { code: 'KG', multiplier: '1' },
      { code: 'GR', multiplier: '0.001' },
    ]);
  });

  it('a product kept in a packing unit or a unit no longer defined is entered in it alone', () => {
    expect(unitChoices('KOLI', UNITS)).toEqual([{ code: 'KOLI', multiplier: '1' }]);
    expect(unitChoices('TOP', UNITS)).toEqual([{ code: 'TOP', multiplier: '1' }]);
  });

  it("reads a saved line's unit back from its multiplier, exactly (12 and 12.00 are KOLI; 7 is the product's unit)", () => {
    expect(unitOfMultiplier('ADET', '12.00', UNITS)).toBe('KOLI');
    expect(unitOfMultiplier('ADET', '1', UNITS)).toBe('ADET');
    expect(unitOfMultiplier('ADET', '7', UNITS)).toBe('ADET');
    expect(unitOfMultiplier('KG', '0.001', UNITS)).toBe('GR');
  });
});
