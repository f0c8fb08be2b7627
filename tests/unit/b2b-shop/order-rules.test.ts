import { describe, expect, it } from 'vitest';
import {
  ABANDONED_CARD_PAYMENT_MINUTES,
  CARD_CLAIM_SECONDS,
  cardStartRefusal,
  fitsRiskLimit,
  meetsMinimumOrder,
  riskLeft,
  withCargo,
} from '../../../src/domain/b2b-shop/order-rules';

describe("a shop order's rules", () => {
  it('reaches the minimum order with its total, exactly', () => {
    expect(meetsMinimumOrder('250.00', '250.00')).toBe(true);
    expect(meetsMinimumOrder('249.99', '250')).toBe(false);
    expect(meetsMinimumOrder('0.10', '0.00')).toBe(true);
  });

  it("on account fits what is left of the dealer's risk limit after its balance and open orders; no limit, no check", () => {
    expect(riskLeft(null, '999999', '0')).toBeNull();
    expect(fitsRiskLimit({ riskLimit: null, balance: '999999.00', openOrders: '5000.00' }, '1000000.00')).toEqual({ ok: true });
    expect(riskLeft('1000', '300.10', '199.80')).toBe('500.10');
    expect(fitsRiskLimit({ riskLimit: '1000', balance: '300.10', openOrders: '199.80' }, '500.10')).toEqual({ ok: true });
    expect(fitsRiskLimit({ riskLimit: '1000', balance: '300.10', openOrders: '199.80' }, '500.11')).toEqual({ ok: false, left: '500.10' });
    // a dealer owed money (credit balance) has more room; one already over its limit has nothing left
    expect(fitsRiskLimit({ riskLimit: '100', balance: '-50.00', openOrders: '0' }, '150.00')).toEqual({ ok: true });
    expect(fitsRiskLimit({ riskLimit: '100', balance: '120.00', openOrders: '0' }, '0.01')).toEqual({ ok: false, left: '0.00' });
  });

  it('comes to its total and its cargo, exactly', () => {
    expect(withCargo('240.00', '30.00')).toBe('270.00');
    expect(withCargo('0.1', '0.2')).toBe('0.30');
  });

  it('starts one card payment at a time, and only while it awaits one and stands', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    const awaiting = { paymentState: 'awaitingCard', status: 'draft', claimedAt: null, waitingSince: null };
    expect(cardStartRefusal(awaiting, now)).toBeNull();
    expect(cardStartRefusal({ ...awaiting, paymentState: 'paid' }, now)).toBe('notAwaitingCard');
    expect(cardStartRefusal({ ...awaiting, paymentState: 'onAccount' }, now)).toBe('notAwaitingCard');
    expect(cardStartRefusal({ ...awaiting, status: 'cancelled' }, now)).toBe('notAwaitingCard');
    // a click being started, or a payment at the bank's page
    expect(cardStartRefusal({ ...awaiting, claimedAt: ago(1) }, now)).toBe('underWay');
    expect(cardStartRefusal({ ...awaiting, waitingSince: ago(60) }, now)).toBe('underWay');
    // a claim whose start never finished, or a payment left at the bank's page past its time, holds nothing
    expect(cardStartRefusal({ ...awaiting, claimedAt: ago(CARD_CLAIM_SECONDS) }, now)).toBeNull();
    expect(cardStartRefusal({ ...awaiting, waitingSince: ago(ABANDONED_CARD_PAYMENT_MINUTES * 60) }, now)).toBeNull();
  });
});
