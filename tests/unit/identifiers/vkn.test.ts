import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVkn, vknCheckDigit } from '../../../src/domain/identifiers/vkn';
import { turkey } from './fixture';

describe('VKN (GİB tax number)', () => {
  it('has vectors', () => {
    expect(turkey.vkn.valid.length).toBeGreaterThan(0);
    expect(turkey.vkn.invalid.length).toBeGreaterThan(0);
  });

  it.each(turkey.vkn.valid.map((x) => [x.v, x.src]))('%s is valid (%s)', (v) => {
    expect(isValidVkn(v)).toBe(true);
  });

  it.each(turkey.vkn.invalid.map((x) => [x.v, x.why]))('%s is invalid: %s', (v) => {
    expect(isValidVkn(v)).toBe(false);
  });

  it('the GİB sample supplier 1288331521 would need check digit 5', () => {
    expect(vknCheckDigit('128833152')).toBe(5);
    expect(isValidVkn('1288331525')).toBe(true);
  });

  it('exactly one check digit fits any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (body) => {
        const fits = [...'0123456789'].filter((d) => isValidVkn(body + d));
        expect(fits).toEqual([String(vknCheckDigit(body))]);
      }),
    );
  });

  it('refuses other forms', () => {
    for (const v of ['', '45405369200', '454053692a', ' 4540536920', '4540-536920']) expect(isValidVkn(v)).toBe(false);
  });
});
