import { describe, expect, it } from 'vitest';
import { checkFastSaleLines } from '../../../machines/receipt/fast-sale';
import { mergedLines } from '../../../src/domain/documents/table-bill';
import { normalizeLines, type DocLine } from '../../../src/domain/lifecycle/lines';

/** A till line prices its product the way the product's card does: with the VAT in the price, or on top of it. */

const facts = { permitted: false, prices: { '7': ['42.90'] }, vatIncluded: { '7': [true] } };
const line = (priceIncludesVat?: boolean) => ({
  productId: '7',
  quantity: '1',
  unitPrice: '42.90',
  vatRate: 20,
  ...(priceIncludesVat === undefined ? {} : { priceIncludesVat }),
});

describe('without the fast-sale permission', () => {
  it('a shelf price is sold with its VAT in it; adding the VAT on top changes the price and is refused', () => {
    expect(checkFastSaleLines([], [line(true)], facts)).toBeNull();
    expect(checkFastSaleLines([], [line(false)], facts)).toBe('fastSale.cannotChangePrice');
    expect(checkFastSaleLines([], [line()], facts)).toBe('fastSale.cannotChangePrice');
  });

  it('an offline sale may price it the way it was meant when the sale was made', () => {
    expect(checkFastSaleLines([], [line()], { ...facts, vatIncluded: { '7': [true, false] } })).toBeNull();
  });

  it('facts journaled before prices could include the VAT replay as they were decided', () => {
    expect(checkFastSaleLines([], [line(false)], { permitted: false, prices: { '7': ['42.90'] } })).toBeNull();
  });

  it('a kept line that turns its VAT the other way is a changed line', () => {
    const before = normalizeLines([line(true)], 0).lines;
    expect(before[0]!.priceIncludesVat).toBe(true);
    const changed = [{ ...line(false), id: before[0]!.id }];
    expect(checkFastSaleLines(before, changed, { permitted: false, prices: {}, vatIncluded: {} })).toBe('fastSale.cannotChangePrice');
    expect(checkFastSaleLines(before, [{ ...line(true), id: before[0]!.id }], { permitted: false, prices: {}, vatIncluded: {} })).toBeNull();
  });
});

describe('stored lines', () => {
  it('keep the mark only where the price includes the VAT, so older lines are stored as they were', () => {
    const [withVat, onTop] = normalizeLines([line(true), line(false)], 0).lines as [DocLine, DocLine];
    expect(withVat).toMatchObject({ priceIncludesVat: true, total: '35.75' });
    expect('priceIncludesVat' in onTop).toBe(false);
    expect(onTop.total).toBe('42.90');
  });

  it('merging two bills adds up only lines priced the same way', () => {
    const [a] = normalizeLines([line(true)], 0).lines;
    const [b, c] = normalizeLines([line(true), line(false)], 5).lines;
    const merged = mergedLines([a!], [b!, c!]);
    expect(merged.map((l) => [l.quantity, l.priceIncludesVat ?? false])).toEqual([
      ['2', true],
      ['1', false],
    ]);
  });
});
