import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDecimal,
  formatGrandTotal,
  formatMoney,
  formatNumber,
  formatQuantity,
  formatRate,
  parseAmount,
} from '../../src/domain/format';

describe('formatDate (day-month-year, tr-TR)', () => {
  it('formats an ISO day without moving it across time zones', () => {
    expect(formatDate('2027-11-21')).toBe('21.11.2027');
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
  });
  it('treats a 10-digit timestamp as seconds and a 13-digit one as milliseconds', () => {
    const ms = new Date(2026, 10, 21, 12).getTime();
    expect(formatDate(Math.floor(ms / 1000))).toBe('21.11.2026');
    expect(formatDate(String(Math.floor(ms / 1000)))).toBe('21.11.2026');
    expect(formatDate(ms)).toBe('21.11.2026');
  });
  it('leaves what is not a date as it is, and empty as empty', () => {
    expect(formatDate('yarın')).toBe('yarın');
    expect(formatDate(null)).toBe('');
  });
});

describe('one formatting module for amounts, quantities, rates and totals (tr-TR in every language)', () => {
  it('an amount has two decimals and never throws on what the API may send', () => {
    expect(formatAmount('1234.5')).toBe('1.234,50');
    expect(formatAmount(12)).toBe('12,00');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('n/a')).toBe('n/a');
  });
  it('a quantity keeps the decimals it has, at most four', () => {
    expect(formatQuantity('12.50')).toBe('12,5');
    expect(formatQuantity('3')).toBe('3');
    expect(formatQuantity('1.123456')).toBe('1,1235');
  });
  it('a rate is written the Turkish way', () => {
    expect(formatRate(20)).toBe('%20');
  });
  it('a cell shows every decimal a stored value has, and at least the ones asked', () => {
    expect(formatDecimal('1234.5', 2)).toBe('1.234,50');
    expect(formatDecimal('3', 0)).toBe('3');
    expect(formatDecimal('0.125', 2)).toBe('0,125');
  });
  it("a document's grand total carries its currency's symbol", () => {
    expect(formatGrandTotal({ totals: { grand: '1481.4' }, currency: 'TRY' })).toBe('₺1.481,40');
    expect(formatGrandTotal({ totals: { grand: '10' }, currency: 'EUR' })).toBe('€10,00');
    expect(formatGrandTotal({ totals: null, currency: 'TRY' })).toBe('');
  });
});

describe('a negative number keeps its minus in front in right-to-left text', () => {
  // a bare "-2" in an Arabic line shows as "2-": the left-to-right mark makes the minus and the digits one run
  const LRM = '\u200e';
  it('every formatter writes the mark before the minus, and only there', () => {
    expect(formatAmount('-2')).toBe(`${LRM}-2,00`);
    expect(formatQuantity('-2')).toBe(`${LRM}-2`);
    expect(formatDecimal('-1234.5', 2)).toBe(`${LRM}-1.234,50`);
    expect(formatNumber('-0.5')).toBe(`${LRM}-0,50`);
    expect(formatMoney('-1234.5', { symbol: true })).toBe(`${LRM}-₺1.234,50`);
    expect(formatRate('-5')).toBe(`${LRM}-%5`);
    expect(formatGrandTotal({ totals: { grand: '-10' }, currency: 'EUR' })).toBe(`${LRM}-€10,00`);
    expect(formatAmount('2')).toBe('2,00');
    expect(formatAmount('-0.001')).toBe('0,00');
  });
  it('a formatted negative number typed or pasted back reads as the same number', () => {
    expect(parseAmount(formatAmount('-1234.5'), { allowNegative: true })).toEqual({ ok: true, value: '-1234.50' });
  });
});
