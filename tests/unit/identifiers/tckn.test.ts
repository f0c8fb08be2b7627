import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTckn } from '../../../src/domain/identifiers/tckn';
import { turkey } from './fixture';

describe('TCKN (citizen identity number)', () => {
  it('has vectors', () => {
    expect(turkey.tckn.valid.length).toBeGreaterThan(0);
    expect(turkey.tckn.invalid.length).toBeGreaterThan(0);
  });

  it.each(turkey.tckn.valid.map((x) => [x.v, x.src]))('%s is valid (%s)', (v) => {
    expect(isValidTckn(v)).toBe(true);
  });

  it.each(turkey.tckn.invalid.map((x) => [x.v, x.why]))('%s is invalid: %s', (v) => {
    expect(isValidTckn(v)).toBe(false);
  });

  it('changing any one digit of a valid number makes it invalid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...turkey.tckn.valid.map((x) => x.v)), fc.nat(10), fc.integer({ min: 1, max: 9 }), (v, pos, delta) => {
        const changed = v.slice(0, pos) + String((Number(v[pos]) + delta) % 10) + v.slice(pos + 1);
        expect(isValidTckn(changed)).toBe(false);
      }),
    );
  });

  it('refuses other forms', () => {
    for (const v of ['', '172917160600', '1729171606a', '00000000000']) expect(isValidTckn(v)).toBe(false);
  });
});
