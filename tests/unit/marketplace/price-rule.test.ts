import { describe, expect, it } from 'vitest';
import { alreadyPushed, listedQuantity, listedValues, marketplacePrice } from '../../../src/domain/marketplace/listing';

describe('the marketplace price rule (domain/marketplace/listing.ts)', () => {
  it('adds the markup exactly, to the kuruş, rounding half up', () => {
    expect(marketplacePrice('50.00', { markup: '10', rounding: 'none' })).toBe('55.00');
    expect(marketplacePrice('12.34', { markup: '10', rounding: 'none' })).toBe('13.57');
    expect(marketplacePrice('0.15', { markup: '10', rounding: 'none' })).toBe('0.17');
    // 0.1 + 0.2 in floats is 0.30000000000000004: decimal.js keeps it exact
    expect(marketplacePrice('0.1', { markup: '200', rounding: 'none' })).toBe('0.30');
    expect(marketplacePrice('99.99', { markup: '-100', rounding: 'none' })).toBe('0.00');
    expect(marketplacePrice('99.99', { markup: '12.5', rounding: 'none' })).toBe('112.49');
  });

  it('rounds up to the lira’s .90, and past it to the next lira’s .90', () => {
    expect(marketplacePrice('12.34', { markup: '10', rounding: 'cents90' })).toBe('13.90');
    expect(marketplacePrice('12.90', { markup: '0', rounding: 'cents90' })).toBe('12.90');
    expect(marketplacePrice('12.91', { markup: '0', rounding: 'cents90' })).toBe('13.90');
    expect(marketplacePrice('13.00', { markup: '0', rounding: 'cents90' })).toBe('13.90');
    expect(marketplacePrice('0', { markup: '0', rounding: 'cents90' })).toBe('0.90');
  });

  it('rounds up to the whole lira, a whole price staying as it is', () => {
    expect(marketplacePrice('12.01', { markup: '0', rounding: 'whole' })).toBe('13.00');
    expect(marketplacePrice('12.00', { markup: '0', rounding: 'whole' })).toBe('12.00');
    expect(marketplacePrice('50', { markup: '10', rounding: 'whole' })).toBe('55.00');
  });

  it('lists the stock less the buffer in whole units, never below zero', () => {
    expect(listedQuantity('10', '3')).toBe(7);
    expect(listedQuantity('2', '3')).toBe(0);
    expect(listedQuantity('-4', '0')).toBe(0);
    expect(listedQuantity('7.5', '0')).toBe(7);
    expect(listedQuantity('3', '3')).toBe(0);
  });

  it('prices a card whose price excludes VAT with its VAT, and sends nothing when the values pushed are these', () => {
    const now = listedValues({ price: '100', vatRate: 20, priceIncludesVat: false, stock: '5' }, { rule: { markup: '0', rounding: 'none' }, stockBuffer: 1 });
    expect(now).toEqual({ quantity: 4, salePrice: '120.00', listPrice: '120.00' });
    expect(alreadyPushed({ quantity: 4, salePrice: '120.0', listPrice: '120' }, now)).toBe(true);
    expect(alreadyPushed({ quantity: 5, salePrice: '120.00', listPrice: '120.00' }, now)).toBe(false);
    expect(alreadyPushed({ quantity: null, salePrice: null, listPrice: null }, now)).toBe(false);
  });
});
