import { describe, expect, it } from 'vitest';
import { fastSalePriceRule, type Actor } from '../../src/domain/documents/permissions';

const cashier: Actor = { id: 2, roles: ['operator'], permissions: [] };
const trusted: Actor = { id: 3, roles: ['operator'], permissions: ['fastSale'] };
const admin: Actor = { id: 1, roles: ['admin'], permissions: [] };
// product 7 costs 12.50 today and cost 12.00 when an offline sale was made; product 8 never changed
const pricesOf = (id: string) => ({ '7': ['12.50', '12.00'], '8': ['5.00'] })[id];

describe('spec §6 on the till: the price of a line without the fast-sale permission', () => {
  it('sells at a price the product had (today or when the sale was made), with no discount', () => {
    expect(fastSalePriceRule(cashier, [{ productId: '7', unitPrice: '12.5' }, { productId: '8', unitPrice: '5' }], pricesOf)).toBeNull();
    expect(fastSalePriceRule(cashier, [{ productId: '7', unitPrice: '12.00', discountRate: '0' }], pricesOf)).toBeNull();
  });
  it('refuses a price the product never had, or any discount', () => {
    expect(fastSalePriceRule(cashier, [{ productId: '7', unitPrice: '11.99' }], pricesOf)).toBe('fastSale.cannotChangePrice');
    expect(fastSalePriceRule(cashier, [{ productId: '8', unitPrice: '5.00', discountRate: '10' }], pricesOf)).toBe('fastSale.cannotChangePrice');
  });
  it('leaves unknown products to the reference check, and does not apply with the permission or to an admin', () => {
    expect(fastSalePriceRule(cashier, [{ productId: '99', unitPrice: '1.00' }], pricesOf)).toBeNull();
    for (const actor of [trusted, admin]) expect(fastSalePriceRule(actor, [{ productId: '7', unitPrice: '1.00', discountRate: '50' }], pricesOf)).toBeNull();
  });
});
