import { describe, expect, it } from 'vitest';
import { PAYABLE_ROUNDING_STEPS, isPayableRounding, roundToStep, roundedPayable, type PayableRounding } from '../../../src/domain/money/payable-rounding';

const nearest = (step: PayableRounding['step']): PayableRounding => ({ step, mode: 'nearest' });
const down = (step: PayableRounding['step']): PayableRounding => ({ step, mode: 'down' });

describe('küsurat yuvarlama: the payable amount of a document', () => {
  it('rounds to the nearest step, a half going up, for each step', () => {
    const cases: [PayableRounding['step'], string, string][] = [
      ['0.05', '10.02', '10.00'],
      ['0.05', '10.025', '10.05'],
      ['0.05', '10.03', '10.05'],
      ['0.05', '10.07', '10.05'],
      ['0.10', '99.94', '99.90'],
      ['0.10', '99.95', '100.00'],
      ['0.25', '12.12', '12.00'],
      ['0.25', '12.13', '12.25'],
      ['0.25', '12.38', '12.50'],
      ['0.50', '7.24', '7.00'],
      ['0.50', '7.25', '7.50'],
      ['0.50', '7.74', '7.50'],
      ['1.00', '149.49', '149.00'],
      ['1.00', '149.50', '150.00'],
    ];
    for (const [step, amount, rounded] of cases) expect(roundToStep(amount, nearest(step)), `${amount} to ${step}`).toBe(rounded);
  });

  it('rounds down to the step, never up', () => {
    expect(roundToStep('10.04', down('0.05'))).toBe('10.00');
    expect(roundToStep('99.99', down('0.10'))).toBe('99.90');
    expect(roundToStep('12.49', down('0.25'))).toBe('12.25');
    expect(roundToStep('7.99', down('0.50'))).toBe('7.50');
    expect(roundToStep('149.99', down('1.00'))).toBe('149.00');
    expect(roundToStep('150.00', down('1.00'))).toBe('150.00');
  });

  it('is exact in decimals: no binary fraction makes 0.15 + 0.15 + 0.15 miss its step', () => {
    // 0.45 is 9 × 0.05 exactly; as doubles 0.45 / 0.05 is 8.999…
    expect(roundToStep('0.45', down('0.05'))).toBe('0.45');
    expect(roundToStep('1.15', down('0.05'))).toBe('1.15');
    expect(roundToStep('123456789012.37', nearest('0.10'))).toBe('123456789012.40');
    expect(roundToStep('123456789012.37', nearest('0.25'))).toBe('123456789012.25');
  });

  it('rounds a return’s negative total as its sale’s, mirrored: the refund is what the sale took', () => {
    for (const step of PAYABLE_ROUNDING_STEPS) {
      for (const amount of ['0.01', '7.25', '12.13', '99.95', '149.50', '149.49']) {
        for (const rounding of [nearest(step), down(step)]) {
          expect(roundToStep(`-${amount}`, rounding)).toBe(`-${roundToStep(amount, rounding)}`.replace('-0.00', '0.00'));
        }
      }
    }
    expect(roundToStep('-7.25', nearest('0.50'))).toBe('-7.50');
    expect(roundToStep('-7.99', down('0.50'))).toBe('-7.50');
  });

  it('the payable is the total rounded and the rounding the difference, so total + rounding = payable', () => {
    expect(roundedPayable('118.34', nearest('0.10'), 'TRY')).toEqual({ payable: '118.30', rounding: '-0.04' });
    expect(roundedPayable('118.35', nearest('0.10'), 'TRY')).toEqual({ payable: '118.40', rounding: '0.05' });
    expect(roundedPayable('118.35', down('1.00'), 'TRY')).toEqual({ payable: '118.00', rounding: '-0.35' });
    expect(roundedPayable('-118.35', down('1.00'), 'TRY')).toEqual({ payable: '-118.00', rounding: '0.35' });
  });

  it('without a step, or in a foreign currency, the payable is the total to the cent', () => {
    expect(roundedPayable('118.34', undefined, 'TRY')).toEqual({ payable: '118.34', rounding: '0.00' });
    expect(roundedPayable('118.34', nearest('1.00'), 'EUR')).toEqual({ payable: '118.34', rounding: '0.00' });
    expect(roundedPayable('118.34', nearest('1.00'), 'USD')).toEqual({ payable: '118.34', rounding: '0.00' });
  });

  it('knows a stored rounding only when both its step and its mode are ones offered', () => {
    expect(isPayableRounding({ step: '0.10', mode: 'nearest' })).toBe(true);
    expect(isPayableRounding({ step: '0.1', mode: 'nearest' })).toBe(false);
    expect(isPayableRounding({ step: '0.10', mode: 'up' })).toBe(false);
    expect(isPayableRounding({ step: '0.10', mode: 'down', extra: 1 })).toBe(false);
    expect(isPayableRounding(null)).toBe(false);
    expect(isPayableRounding(['0.10', 'down'])).toBe(false);
  });
});
