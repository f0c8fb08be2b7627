import { describe, expect, it } from 'vitest';
import { code128Bars } from '../../src/domain/secondhand/code128';

/** A copy's label (/sahaf) prints its barcode in Code 128 B: start B, the characters, the mod-103 check, the stop. */
describe('Code 128 B bars', () => {
  it('is 11 modules a symbol and 13 for the stop; the check symbol is the weighted sum mod 103', () => {
    const { bars, modules } = code128Bars('SH00000012');
    expect(modules).toBe(11 * (10 + 2) + 13);
    // start B is 2 1 1 2 1 4: bars of 2, 1 and 1 modules at 0, 3 and 6
    expect(bars.slice(0, 3)).toEqual([
      { x: 0, width: 2 },
      { x: 3, width: 1 },
      { x: 6, width: 1 },
    ]);
    // "A" alone: (104 + 33) mod 103 = 34, whose pattern 131123 follows A's (33: 111323)
    const a = code128Bars('A');
    expect(a.bars.slice(6, 9)).toEqual([
      { x: 22, width: 1 },
      { x: 26, width: 1 },
      { x: 28, width: 2 },
    ]);
    expect(() => code128Bars('Ş')).toThrow();
  });
});
