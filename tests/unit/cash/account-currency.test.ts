import { describe, expect, it } from 'vitest';
import { currencyChangeAllowed } from '../../../src/domain/cash/account-currency';

describe('a cash account keeps its currency once its ledger has a move', () => {
  it('changes freely while empty, never after a move, and keeping the same currency is no change', () => {
    expect(currencyChangeAllowed({ currency: 'TRY', moves: 0 }, 'USD')).toBe(true);
    expect(currencyChangeAllowed({ currency: 'TRY', moves: 1 }, 'USD')).toBe(false);
    expect(currencyChangeAllowed({ currency: 'TRY', moves: 5 }, 'TRY')).toBe(true);
  });
});
