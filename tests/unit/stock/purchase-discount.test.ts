import { describe, expect, it } from 'vitest';
import { receiptFamily } from '../../../machines/receipt/machine';
import { receiptCompletionEffects, type ReceiptContext } from '../../../machines/receipt/rules';
import { discountedTotals } from '../../../src/domain/money/discounted-totals';

const lines = [
  { quantity: '10', unitPrice: '10.00', vatRate: 20 as const },
  { quantity: '5', unitPrice: '10.00', vatRate: 20 as const },
];

describe('a purchase’s document discount', () => {
  it('is shared over the lines by their net to the kuruş, and the VAT is taken on what is left', () => {
    expect(discountedTotals(lines)).toEqual({ sub: '150.00', discount: '0.00', tax: '30.00', grand: '180.00' });
    expect(discountedTotals(lines, { amount: '10.00' })).toEqual({ sub: '150.00', discount: '10.00', tax: '28.00', grand: '168.00' });
    expect(discountedTotals(lines, { rate: '10' })).toEqual({ sub: '150.00', discount: '15.00', tax: '27.00', grand: '162.00' });
    // more than the lines are worth takes all of them
    expect(discountedTotals(lines, { amount: '999.00' })).toMatchObject({ discount: '150.00', grand: '0.00' });
  });

  it('lowers the cost each line brings into stock by its share', () => {
    const created = receiptFamily.create({
      type: 'purchaseInvoice',
      number: 'AF-1',
      date: '2026-06-01',
      accountId: 'S1',
      warehouseId: 'W1',
      documentDiscount: { amount: '10.00' },
      lines: lines.map((l, i) => ({ ...l, productId: `P${i + 1}` })),
    });
    expect(created.ok).toBe(true);
    const context = (created as unknown as { state: { context: ReceiptContext } }).state.context;
    expect(context.totals.grand).toBe('168.00');
    const costs = receiptCompletionEffects(context)
      .filter((e) => e.type === 'stockMove')
      .map((e) => e.params.cost);
    expect(costs).toEqual([
      { kind: 'cost', value: '93.33' },
      { kind: 'cost', value: '46.67' },
    ]);
  });
});
