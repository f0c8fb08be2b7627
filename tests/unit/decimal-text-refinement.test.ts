import { describe, expect, it } from 'vitest';
import { loyaltySettingsBody } from '../../src/domain/schemas/loyalty';
import { salespersonBody } from '../../src/domain/schemas/commissions';
import { receiptCreateBody } from '../../machines/receipt/schemas';

// A refinement after a decimal's pattern used to run on text the pattern refused, and decimal.js threw on it: a 500.
describe('a decimal that is not one is refused by its pattern, before any bound is read from it', () => {
  it.each(['1.2.3', '0x10', '1e5', '-1'])('%s', (bad) => {
    const loyalty = loyaltySettingsBody.safeParse({
      enabled: true,
      pointsPerLira: '1',
      categoryRates: {},
      earnOn: [],
      pointValue: bad,
      expiry: { kind: 'none' },
      minSpend: 0,
    });
    expect(loyalty.success).toBe(false);
    const commission = salespersonBody.safeParse({ name: 'Temsilci', rules: [{ scope: 'all', basis: 'sales', rate: bad }], targets: [] });
    expect(commission.success).toBe(false);
    const premium = salespersonBody.safeParse({
      name: 'Temsilci',
      rules: [],
      targets: [{ period: 'year', amount: bad, premiumKind: 'percent', premium: bad }],
    });
    expect(premium.success).toBe(false);
    expect(receiptCreateBody.safeParse({ documentDiscount: { rate: bad } }).success).toBe(false);
  });
});
