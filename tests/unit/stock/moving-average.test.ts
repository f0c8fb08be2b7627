import { describe, expect, it } from 'vitest';
import { lineCostValues } from '../../../src/domain/stock/line-cost';
import { valueAt, valueMoves, type ValuationMove } from '../../../src/domain/stock/moving-average';

let n = 0;
const move = (warehouseId: string, quantity: string, rule: ValuationMove['rule'], documentId = `d${++n}`, lineId = 'L1'): ValuationMove => ({
  id: `m${++n}`,
  warehouseId,
  documentId,
  lineId,
  quantity,
  rule,
});
const cost = (value: string) => ({ kind: 'cost', value }) as const;
const average = { kind: 'average' } as const;

describe('the moving weighted average cost', () => {
  it('values a purchase at its net after the line and document discounts, without VAT, in liras', () => {
    // 10 × 12.00 less 10 % = 108.00 and 5 × 20.00 = 100.00; a document discount of 20.80 shared over 108 : 100
    expect(
      lineCostValues(
        [
          { quantity: '10', unitPrice: '12.00', discountRate: '10', vatRate: 20 },
          { quantity: '5', unitPrice: '20.00', vatRate: 20 },
        ],
        { documentDiscount: { amount: '20.80' } },
      ),
    ).toEqual(['97.20', '90.00']);
    // a VAT-inclusive price: 120.00 at 20 % is 100.00; a rate of 10 % off the document; in USD at 32.5
    expect(lineCostValues([{ quantity: '1', unitPrice: '120.00', vatRate: 20, priceIncludesVat: true }], { documentDiscount: { rate: '10' } })).toEqual([
      '90.00',
    ]);
    expect(lineCostValues([{ quantity: '3', unitPrice: '1.10', vatRate: 0 }], { exchangeRate: '32.5' })).toEqual(['107.25']);
  });

  it('sells at the average at that moment, to the cent, and an emptying sale takes what is left', () => {
    const buy1 = move('W', '3', cost('10.00'));
    const buy2 = move('W', '2', cost('11.00'));
    const sell1 = move('W', '-1', average);
    const sell2 = move('W', '-4', average);
    const r = valueMoves({}, [buy1, buy2, sell1, sell2]);
    // 21.00 for 5: 4.20 each
    expect(r.values[sell1.id]).toBe('-4.20');
    expect(r.values[sell2.id]).toBe('-16.80');
    expect(r.positions.W).toMatchObject({ quantity: '0', value: '0.00' });
    // thirds: 10.00 for 3, one sold is 3.33, the last two take 6.67
    const a = move('V', '3', cost('10.00'));
    const s1 = move('V', '-1', average);
    const s2 = move('V', '-2', average);
    const thirds = valueMoves({}, [a, s1, s2]);
    expect([thirds.values[s1.id], thirds.values[s2.id]]).toEqual(['-3.33', '-6.67']);
  });

  it('a return restores the value it is given, and without one comes back at the average', () => {
    const opening = { W: { quantity: '4', value: '10.00' } };
    const back = move('W', '1', cost('3.00'));
    const sold = move('W', '-5', average);
    const r = valueMoves(opening, [back, sold]);
    expect(r.values[back.id]).toBe('3.00');
    expect(r.values[sold.id]).toBe('-13.00');
    const plain = move('W', '2', average);
    expect(valueMoves(opening, [plain]).values[plain.id]).toBe('5.00');
    expect(valueAt('2.5', '3')).toBe('7.50');
  });

  it('a transfer carries the value it took from one warehouse to the other', () => {
    const buy = move('A', '3', cost('10.00'));
    const out = move('A', '-1', average, 'T1', 'L1');
    const into = move('B', '1', { kind: 'carry' }, 'T1', 'L1');
    const r = valueMoves({ B: { quantity: '1', value: '5.00' } }, [buy, out, into]);
    expect(r.values[out.id]).toBe('-3.33');
    expect(r.values[into.id]).toBe('3.33');
    expect(r.positions).toMatchObject({ A: { quantity: '2', value: '6.67' }, B: { quantity: '2', value: '8.33' } });
  });

  it('a purchase dated before a sale re-values the sale, and what a later transfer carried', () => {
    const buy = move('A', '2', cost('20.00'));
    const sale = move('A', '-1', average);
    const out = move('A', '-1', average, 'T', 'L1');
    const into = move('B', '1', { kind: 'carry' }, 'T', 'L1');
    const before = valueMoves({}, [buy, sale, out, into]);
    expect([before.values[sale.id], before.values[into.id]]).toEqual(['-10.00', '10.00']);
    // a purchase of 2 at 40.00 posted with the day before the sale: the average becomes 15.00
    const late = move('A', '2', cost('40.00'));
    const after = valueMoves({}, [buy, late, sale, out, into]);
    expect([after.values[sale.id], after.values[out.id], after.values[into.id]]).toEqual(['-15.00', '-15.00', '15.00']);
    expect(after.positions).toMatchObject({ A: { quantity: '2', value: '30.00' }, B: { quantity: '1', value: '15.00' } });
  });

  it('below zero sells at the last average known there', () => {
    const buy = move('W', '2', cost('8.00'));
    const s1 = move('W', '-2', average);
    const s2 = move('W', '-1', average);
    const r = valueMoves({}, [buy, s1, s2]);
    expect([r.values[s1.id], r.values[s2.id]]).toEqual(['-8.00', '-4.00']);
    expect(r.positions.W).toMatchObject({ quantity: '-1', value: '-4.00' });
  });
});
