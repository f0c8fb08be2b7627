import { describe, expect, it } from 'vitest';
import { cardAmount, refundable, refundFits } from '../../../src/domain/payments/amount';
import { afterRefund, canMove, isFinal, PAYMENT_STATES } from '../../../src/domain/payments/states';

describe('a card payment’s amount', () => {
  it('is liras and kuruş, exact, above zero, at most two decimals', () => {
    expect(cardAmount('1250.5')).toBe('1250.50');
    expect(cardAmount('0.01')).toBe('0.01');
    expect(cardAmount('99999999999.99')).toBe('99999999999.99');
    for (const bad of ['0', '0.00', '-1', '1.005', '1,50', '1e3', '', 12.5, null]) expect(cardAmount(bad)).toBeNull();
  });

  it('a refund takes back at most what is left of the payment, exactly', () => {
    expect(refundable('100.10', '33.37')).toBe('66.73');
    expect(refundFits('100.10', '33.37', '66.73')).toBe(true);
    expect(refundFits('100.10', '33.37', '66.74')).toBe(false);
    expect(refundFits('100.10', '0', '0')).toBe(false);
    expect(afterRefund(refundable('100.10', '100.10'))).toBe('refunded');
    expect(afterRefund(refundable('100.10', '100.00'))).toBe('authorised');
  });
});

describe('a card payment’s states move only forward', () => {
  it('started → 3-D Secure pending → authorised, declined or failed → refunded or cancelled', () => {
    expect(canMove('started', 'pending3ds')).toBe(true);
    expect(canMove('pending3ds', 'authorised')).toBe(true);
    expect(canMove('pending3ds', 'declined')).toBe(true);
    expect(canMove('authorised', 'refunded')).toBe(true);
    expect(canMove('authorised', 'cancelled')).toBe(true);
  });

  it('no state goes back, and a declined, failed, refunded or cancelled payment is final', () => {
    const order = PAYMENT_STATES;
    for (const from of order)
      for (const to of order) if (order.indexOf(to) <= order.indexOf(from) && canMove(from, to)) throw new Error(`${from} → ${to} goes back`);
    for (const s of ['declined', 'failed', 'refunded', 'cancelled'] as const) {
      expect(isFinal(s)).toBe(true);
      expect(PAYMENT_STATES.some((to) => canMove(s, to))).toBe(false);
    }
    // a replayed callback cannot authorise a refunded payment, nor a late one a declined payment
    expect(canMove('refunded', 'authorised')).toBe(false);
    expect(canMove('declined', 'authorised')).toBe(false);
    // only an authorised payment is refunded or cancelled
    expect(canMove('pending3ds', 'refunded')).toBe(false);
    expect(canMove('declined', 'cancelled')).toBe(false);
  });
});
