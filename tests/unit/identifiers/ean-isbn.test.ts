import { describe, expect, it } from 'vitest';
import { normalizeBarcode } from '../../../src/domain/identifiers/barcode';
import { gs1CheckDigit, isValidEan13 } from '../../../src/domain/identifiers/ean';
import { compactIsbn, isbn10To13, isValidIsbn, isValidIsbn10, isValidIsbn13, toIsbn13 } from '../../../src/domain/identifiers/isbn';
import { turkey } from './fixture';

describe('EAN-13', () => {
  it.each(turkey.ean13.valid)('%s is valid', (v) => {
    expect(isValidEan13(v)).toBe(true);
    expect(gs1CheckDigit(v.slice(0, 12))).toBe(Number(v[12]));
    expect(normalizeBarcode(v)).toBe(v);
  });

  it.each(turkey.ean13.invalid.map((x) => [x.v, x.why]))('%s is invalid: %s', (v) => {
    expect(isValidEan13(v)).toBe(false);
    expect(normalizeBarcode(v)).toBeNull();
  });
});

describe('ISBN-10 and ISBN-13', () => {
  it.each(turkey.isbn.valid)('%s is valid', (v) => {
    expect(isValidIsbn(v)).toBe(true);
    const compact = compactIsbn(v);
    expect(compact.length === 10 ? isValidIsbn10(v) : isValidIsbn13(v)).toBe(true);
    expect(normalizeBarcode(v)).toBe(compact);
  });

  it.each(turkey.isbn.invalid)('%s is invalid', (v) => {
    expect(isValidIsbn(v)).toBe(false);
    expect(normalizeBarcode(v)).toBeNull();
  });

  it.each(turkey.isbn.conversions.map((c) => [c.isbn10, c.isbn13]))('%s converts to %s', (isbn10, isbn13) => {
    expect(isbn10To13(isbn10)).toBe(compactIsbn(isbn13));
    expect(toIsbn13(isbn10)).toBe(compactIsbn(isbn13));
    expect(toIsbn13(isbn13)).toBe(compactIsbn(isbn13));
  });

  it('an X check character is accepted in either case, only in the last position', () => {
    expect(isValidIsbn10('080442957x')).toBe(true);
    expect(isValidIsbn10('08044X9575')).toBe(false);
  });

  it('an EAN-13 outside 978/979 is a barcode but not an ISBN', () => {
    expect(isValidIsbn13('4006381333931')).toBe(false);
    expect(toIsbn13('4006381333931')).toBeNull();
    expect(normalizeBarcode('4006381333931')).toBe('4006381333931');
  });
});
