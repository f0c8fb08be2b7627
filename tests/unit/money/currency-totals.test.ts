import { describe, expect, it } from 'vitest';
import { totalsByCurrency } from '../../../src/domain/money/currency-totals';

describe('totals by currency', () => {
  it('never adds amounts of two currencies into one figure, and keeps the order they first appear in', () => {
    const totals = totalsByCurrency([
      { amount: '1250.50', currency: 'EUR' },
      { amount: '100', currency: 'TRY' },
      { amount: '749.50', currency: 'EUR' },
      { amount: '0.01', currency: 'TRY' },
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', total: '2000.00' },
      { currency: 'TRY', total: '100.01' },
    ]);
  });

  it('adds exactly, to the kuruş: 0.1 + 0.2 is 0.30', () => {
    expect(
      totalsByCurrency([
        { amount: '0.1', currency: 'TRY' },
        { amount: '0.2', currency: 'TRY' },
      ]),
    ).toEqual([{ currency: 'TRY', total: '0.30' }]);
  });

  it('counts a row still being typed as nothing, yet shows its currency at zero', () => {
    expect(totalsByCurrency([{ amount: undefined, currency: 'USD' }])).toEqual([{ currency: 'USD', total: '0.00' }]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});
