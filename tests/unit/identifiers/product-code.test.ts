import { describe, expect, it } from 'vitest';
import { productByCode, productCodeKeys } from '../../../src/domain/identifiers/product-code';

const p = (id: number, fields: { barcode?: string | null; isbn?: string | null; code?: string | null }) => ({
  id,
  barcode: null,
  isbn: null,
  code: null,
  ...fields,
});

describe('a scanned or typed code names one product: barcode, then ISBN, then code', () => {
  it('a barcode wins over an ISBN and a code that read the same', () => {
    const products = [p(1, { code: '9789750719387' }), p(2, { isbn: '9789750719387' }), p(3, { barcode: '9789750719387' })];
    expect(productByCode(products, '9789750719387')?.id).toBe(3);
  });

  it('an ISBN wins over a product code', () => {
    const products = [p(1, { code: '9789750719387' }), p(2, { isbn: '9789750719387' })];
    expect(productByCode(products, '9789750719387')?.id).toBe(2);
  });

  it('an ISBN-10 with hyphens finds the ISBN-13 it stands for', () => {
    expect(productByCode([p(7, { isbn: '9780306406157' })], '0-306-40615-2')?.id).toBe(7);
  });

  it('a barcode matches without hyphens or spaces, a code without case', () => {
    expect(productByCode([p(1, { barcode: '8690000000017' })], ' 8690-0000-00017 ')?.id).toBe(1);
    expect(productByCode([p(2, { code: 'KLM-01' })], 'klm-01')?.id).toBe(2);
  });

  it('nothing for empty text or a code no product has', () => {
    expect(productByCode([p(1, { code: 'A' })], '   ')).toBeNull();
    expect(productByCode([p(1, { code: 'A' })], 'B')).toBeNull();
  });

  it('the keys go barcode, ISBN, code, without repeats', () => {
    expect(productCodeKeys('0-306-40615-2').map((k) => `${k.field}:${k.value}`)).toEqual([
      'barcode:0-306-40615-2',
      'barcode:0306406152',
      'isbn:9780306406157',
      'code:0-306-40615-2',
    ]);
  });
});
