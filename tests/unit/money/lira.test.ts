import { describe, expect, it } from 'vitest';
import { cashMoveInBox, exchangeDifference, exchangeDifferenceMove, foreignNets, liraOf } from '../../../src/domain/money/lira';

describe('the lira equivalent of a foreign amount', () => {
  it('is amount × rate to the kuruş, half-up, exactly; a lira amount or one without a rate is itself', () => {
    expect(liraOf('100', 'USD', '34.5')).toBe('3450.00');
    expect(liraOf('0.01', 'EUR', '0.5')).toBe('0.01'); // 0.005 rounds up
    expect(liraOf('0.01', 'EUR', '0.4999')).toBe('0.00');
    expect(liraOf('10.01', 'USD', '34.5675')).toBe('346.02'); // 346.020675
    expect(liraOf('1234567890123.45', 'GBP', '43.123456')).toBe('53238834088751.43');
    expect(liraOf('12.345', 'TRY', '34')).toBe('12.35');
    expect(liraOf('7', 'USD', undefined)).toBe('7.00');
  });
});

describe('the kur farkı of a document closing a foreign position', () => {
  it('closing all of it leaves the lira at exactly zero: the gain or loss is the lira left over', () => {
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '-100', lira: '-3500' })).toBe('50.00');
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '-100', lira: '-3400' })).toBe('-50.00');
    // a payable paid at a higher rate is a loss: a credit on the supplier
    expect(exchangeDifference({ foreign: '-100', lira: '-3450' }, { foreign: '100', lira: '3500' })).toBe('-50.00');
  });

  it('a part closes at the average rate it was booked at; more than the position closes it and opens the rest at its own rate', () => {
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '-40', lira: '-1360' })).toBe('-20.00');
    expect(exchangeDifference({ foreign: '3', lira: '100' }, { foreign: '-1', lira: '-34' })).toBe('0.67'); // 33.33 booked, 34.00 collected
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '-150', lira: '-5250' })).toBe('50.00');
  });

  it('there is none when nothing is closed or the rates agree', () => {
    expect(exchangeDifference({ foreign: '0', lira: '0' }, { foreign: '-100', lira: '-3500' })).toBeNull();
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '50', lira: '1750' })).toBeNull();
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '-100', lira: '-3450' })).toBeNull();
    expect(exchangeDifference({ foreign: '100', lira: '3450' }, { foreign: '0', lira: '0' })).toBeNull();
  });

  it('a document’s moves are netted per account and currency before: a cash invoice and its payment close nothing', () => {
    const nets = foreignNets([
      { accountId: '7', side: 'debit', amount: '100.00', currency: 'USD', lira: '3450.00' },
      { accountId: '7', side: 'credit', amount: '100.00', currency: 'USD', lira: '3450.00' },
      { accountId: '7', side: 'credit', amount: '5.00', currency: 'EUR', lira: '185.00' },
      { accountId: '7', side: 'credit', amount: '5.00', currency: 'TRY' },
    ]);
    expect(nets).toEqual([
      { accountId: '7', currency: 'USD', foreign: '0', lira: '0' },
      { accountId: '7', currency: 'EUR', foreign: '-5', lira: '-185' },
    ]);
    expect(exchangeDifferenceMove(nets[0]!, { foreign: '50', lira: '1500' })).toBeNull();
    expect(exchangeDifferenceMove(nets[1]!, { foreign: '5', lira: '180' })).toEqual({
      accountId: '7',
      side: 'debit',
      amount: '0',
      lira: '5.00',
      currency: 'EUR',
      kind: 'exchangeDifference',
    });
  });
});

describe('a foreign document’s cash move in its cash account’s currency', () => {
  const move = { amount: '10.00', currency: 'EUR', lira: '372.50', exchangeRate: '37.25' };
  it('moves an account of its currency by the foreign amount and a lira one by the lira, the other beside; a third currency has no rate', () => {
    expect(cashMoveInBox(move, 'EUR')).toEqual({ amount: '10.00', currency: 'EUR', exchangeRate: '37.25', counterAmount: '372.50', counterCurrency: 'TRY' });
    expect(cashMoveInBox(move, 'TRY')).toEqual({ amount: '372.50', currency: 'TRY', exchangeRate: '37.25', counterAmount: '10.00', counterCurrency: 'EUR' });
    expect(cashMoveInBox(move, 'USD')).toBeNull();
  });
});
