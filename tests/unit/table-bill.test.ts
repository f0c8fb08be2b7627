import { describe, expect, it } from 'vitest';
import { mergedLines, splitLines } from '../../src/domain/documents/table-bill';
import type { DocLine } from '../../src/domain/lifecycle/lines';
import { Dec } from '../../src/domain/money/decimal';

const line = (id: string, productId: string, quantity: string, unitPrice = '10.00'): DocLine => ({
  id,
  productId,
  quantity,
  unitPrice,
  multiplier: '1',
  discountRate: '0',
  vatRate: 20,
  total: '0',
  suppliedQuantity: '0',
});

const total = (lines: readonly { productId?: string; quantity: string }[], productId: string) =>
  lines
    .filter((l) => l.productId === productId)
    .reduce((s, l) => s.plus(l.quantity), new Dec(0))
    .toFixed();

describe('a table bill: merging and splitting lines', () => {
  it('merging adds the same product at the same price to its line, anything else as a new line without an id', () => {
    const target = [line('L1', '7', '2'), line('L2', '8', '1')];
    const source = [line('L1', '7', '1.5'), line('L2', '7', '1', '12.00'), line('L3', '9', '3')];
    const merged = mergedLines(target, source);
    expect(merged.map((l) => [l.id, l.productId, l.quantity, l.unitPrice])).toEqual([
      ['L1', '7', '3.5', '10.00'],
      ['L2', '8', '1', '10.00'],
      [undefined, '7', '1', '12.00'],
      [undefined, '9', '3', '10.00'],
    ]);
  });

  it('splitting moves the chosen quantities: nothing is lost, a line given whole leaves the bill', () => {
    const bill = [line('L1', '7', '3'), line('L2', '8', '2'), line('L3', '9', '1')];
    const split = splitLines(bill, [
      { lineId: 'L1', quantity: '1' },
      { lineId: 'L2', quantity: '2' },
    ]);
    if (!split.ok) throw new Error('refused');
    expect(split.rest.map((l) => [l.id, l.quantity])).toEqual([
      ['L1', '2'],
      ['L3', '1'],
    ]);
    expect(split.moved.map((l) => [l.id, l.productId, l.quantity])).toEqual([
      [undefined, '7', '1'],
      [undefined, '8', '2'],
    ]);
    for (const p of ['7', '8', '9']) expect(new Dec(total(split.rest, p)).plus(total(split.moved, p)).toFixed()).toBe(total(bill, p));
  });

  it('refuses more than a line has and an unknown line, naming each field', () => {
    const split = splitLines(
      [line('L1', '7', '2')],
      [
        { lineId: 'L1', quantity: '2.5' },
        { lineId: 'L9', quantity: '1' },
      ],
    );
    expect(split).toEqual({
      ok: false,
      errors: { 'lines.0.quantity': [{ key: 'tables.splitTooMuch', values: { max: '2' } }], 'lines.1.lineId': [{ key: 'errors.NF10004' }] },
    });
  });

  it('the whole bill cannot be split off: that is moving the table', () => {
    expect(splitLines([line('L1', '7', '2')], [{ lineId: 'L1', quantity: '2' }])).toEqual({ ok: false, rule: 'tables.splitAll' });
  });
});
