import { describe, expect, it } from 'vitest';
import { mergeable } from '../../../machines/conversions';
import { lineSupplyStatus, supplyStatus } from '../../../machines/order/rules';

describe('a line supply status and which sources merge', () => {
  it('compares exact decimals per line, as the order does', () => {
    expect(lineSupplyStatus({ quantity: '0.3', suppliedQuantity: '0' })).toBe('neverSupplied');
    expect(lineSupplyStatus({ quantity: '0.3', suppliedQuantity: '0.2' })).toBe('partiallySupplied');
    expect(lineSupplyStatus({ quantity: '0.3', suppliedQuantity: '0.30' })).toBe('supplied');
    const lines = [
      { quantity: '1', suppliedQuantity: '1' },
      { quantity: '2', suppliedQuantity: '0' },
    ];
    expect(supplyStatus({ lines } as never)).toBe('partiallySupplied');
  });

  it('merges only one type, one account and one currency (TRY when none is named)', () => {
    const w = { type: 'salesWaybill', accountId: '5' };
    expect(mergeable(w, { ...w, currency: 'TRY' })).toBe(true);
    expect(mergeable(w, { ...w, accountId: '6' })).toBe(false);
    expect(mergeable(w, { ...w, type: 'purchaseWaybill' })).toBe(false);
    expect(mergeable(w, { ...w, currency: 'USD' })).toBe(false);
  });
});
