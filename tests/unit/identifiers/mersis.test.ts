import { describe, expect, it } from 'vitest';
import { isValidMersis } from '../../../src/domain/identifiers/mersis';
import { turkey } from './fixture';

describe('MERSİS number', () => {
  it('follows the fixture rule', () => {
    expect(turkey.mersis.rule).toContain('^\\d{16}$');
    const rule = new RegExp(turkey.mersis.rule.split(' ')[0]!);
    for (const v of ['0123456789012345', '9999999999999999', '012345678901234', '01234567890123456', '012345678901234a', '']) {
      expect(isValidMersis(v)).toBe(rule.test(v));
    }
  });

  it('is 16 digits', () => {
    expect(isValidMersis('0001234567890001')).toBe(true);
    expect(isValidMersis('0001-2345-6789-0001')).toBe(false);
  });
});
