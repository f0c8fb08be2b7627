import { describe, expect, it } from 'vitest';
import { isValidEan13 } from '../../src/domain/identifiers/ean';
import { inStoreEan13, inStoreNumber, nextInStoreBarcodes } from '../../src/domain/variants/barcodes';
import { variantCode, variantCombinations, variantKey, variantName, type VariantValue } from '../../src/domain/variants/combinations';
import { lineProductIds, modelOnLines } from '../../src/domain/variants/model-lines';
import { pickerDimensions, variantFor, type VariantChoice } from '../../src/domain/variants/picker';
import { parseValueLines, valueCodeOf, valueLinesText } from '../../src/domain/variants/value-lines';

const v = (id: number, dimensionId: number, code: string, name = code): VariantValue => ({ id, dimensionId, code, name });
const sizes = { dimensionId: 1, values: [v(1, 1, 'S'), v(2, 1, 'M'), v(3, 1, 'L')] };
const colours = { dimensionId: 2, values: [v(4, 2, 'RED', 'Kırmızı'), v(5, 2, 'BLUE', 'Mavi')] };

describe('variant combinations and codes', () => {
  it('one combination per value of each dimension, the first dimension varying slowest', () => {
    const combos = variantCombinations([sizes, colours]);
    expect(combos).toHaveLength(6);
    expect(combos.map((c) => variantCode('TSHIRT', c))).toEqual([
      'TSHIRT-S-RED',
      'TSHIRT-S-BLUE',
      'TSHIRT-M-RED',
      'TSHIRT-M-BLUE',
      'TSHIRT-L-RED',
      'TSHIRT-L-BLUE',
    ]);
    expect(variantName('Tişört', combos[1]!)).toBe('Tişört S / Mavi');
  });

  it('no combinations without a dimension or with a dimension without values', () => {
    expect(variantCombinations([])).toEqual([]);
    expect(variantCombinations([sizes, { dimensionId: 2, values: [] }])).toEqual([]);
  });

  it('the same combination has the same key whatever order its values come in', () => {
    expect(variantKey([v(4, 2, 'RED'), v(2, 1, 'M')])).toBe(variantKey([v(2, 1, 'M'), v(4, 2, 'RED')]));
    expect(variantKey([v(2, 1, 'M'), v(4, 2, 'RED')])).toBe('2.4');
  });
});

describe('generated variant barcodes', () => {
  it('are EAN-13 of the in-store range 20, with a valid check digit', () => {
    expect(inStoreEan13(1)).toBe('2000000000015');
    for (const n of [1, 7, 42, 123_456, 9_999_999_999]) {
      const code = inStoreEan13(n);
      expect(code).toMatch(/^20\d{11}$/);
      expect(isValidEan13(code)).toBe(true);
      expect(inStoreNumber(code)).toBe(n);
    }
    expect(() => inStoreEan13(0)).toThrow(RangeError);
    expect(() => inStoreEan13(10_000_000_000)).toThrow(RangeError);
  });

  it('continue after the highest running number, and a manufacturer’s barcode has none', () => {
    expect(nextInStoreBarcodes(41, 2).map(inStoreNumber)).toEqual([42, 43]);
    expect(inStoreNumber('9786051234567')).toBeNull();
  });
});

describe('dimension values as the dialog takes them', () => {
  it('separated by commas or lines, the code from the name in upper-case ASCII unless given after =', () => {
    expect(valueCodeOf('Kırmızı')).toBe('KIRMIZI');
    expect(valueCodeOf('Açık mavi')).toBe('ACIKMAVI');
    expect(valueCodeOf('Çok çok uzun bir renk adı')).toHaveLength(10);
    const lines = parseValueLines('Kırmızı = red,\n\n  Açık mavi ,XL');
    expect(lines).toEqual([
      { name: 'Kırmızı', code: 'RED' },
      { name: 'Açık mavi', code: 'ACIKMAVI' },
      { name: 'XL', code: 'XL' },
    ]);
    expect(parseValueLines(valueLinesText(lines))).toEqual(lines);
  });
});

describe('the till’s size/colour picker', () => {
  const value = (dimensionId: number, valueId: number, name: string) => ({
    dimensionId,
    dimension: dimensionId === 1 ? 'Beden' : 'Renk',
    valueId,
    value: name,
  });
  const variants: VariantChoice[] = [
    { id: 10, values: [value(1, 1, 'S'), value(2, 4, 'Kırmızı')] },
    { id: 11, values: [value(1, 1, 'S'), value(2, 5, 'Mavi')] },
    { id: 12, values: [value(1, 2, 'M'), value(2, 4, 'Kırmızı')] },
  ];
  it('offers each dimension with the values some variant has', () => {
    expect(pickerDimensions(variants)).toEqual([
      {
        id: 1,
        name: 'Beden',
        values: [
          { id: 1, name: 'S' },
          { id: 2, name: 'M' },
        ],
      },
      {
        id: 2,
        name: 'Renk',
        values: [
          { id: 4, name: 'Kırmızı' },
          { id: 5, name: 'Mavi' },
        ],
      },
    ]);
  });
  it('names the variant of a full choice; none while a dimension is unchosen or when no variant has it', () => {
    expect(
      variantFor(
        variants,
        new Map([
          [1, 2],
          [2, 4],
        ]),
      ),
    ).toBe(12);
    expect(variantFor(variants, new Map([[1, 2]]))).toBeNull();
    expect(
      variantFor(
        variants,
        new Map([
          [1, 2],
          [2, 5],
        ]),
      ),
    ).toBeNull();
  });
});

describe('a model on a document line', () => {
  it('names the first line naming a model; free-text lines and other products pass', () => {
    const lines = [{ productId: null }, { productId: 7 }, { productId: '12' }, { productId: 12 }];
    expect(modelOnLines(lines, new Set(['12']))).toBe('12');
    expect(modelOnLines(lines, new Set(['99']))).toBeNull();
    expect(lineProductIds([...lines, { productId: 'x' }, { productId: -1 }])).toEqual([7, 12]);
  });
});
