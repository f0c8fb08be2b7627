import { describe, expect, it } from 'vitest';
import { EMPTY_STOCK_FORM, bodyOf } from '../../src/web/screens/stok/stockFormValues';

describe('the stock card form sends its amounts as the one parser reads them', () => {
  it('a price typed with Turkish thousands separators (15.000, 1.234,56) is sent as its decimal, not as fifteen', () => {
    const body = bodyOf({ ...EMPTY_STOCK_FORM, name: 'Defter', price: '15.000', weight: '1.234,5' }, [], null);
    expect(body.price).toBe('15000');
    expect(body.weight).toBe('1234.5');
  });
  it('what the parser cannot read goes as typed, for the server to name the field', () => {
    expect(bodyOf({ ...EMPTY_STOCK_FORM, name: 'Defter', price: '1,234.56' }, [], null).price).toBe('1,234.56');
  });
});
