import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeFormula } from '../../../src/domain/reports/csv';
import { sortRows, sumColumns } from '../../../src/domain/reports/sort-and-sum';

describe('report cells and order', () => {
  it('a CSV cell: the language’s decimal separator, no thousands separator, day.month.year, formulas kept as text', () => {
    expect(csvCell({ type: 'money' }, '1234567.50', 'tr')).toBe('1234567,50');
    expect(csvCell({ type: 'money' }, '-1234.50', 'en')).toBe('-1234.50');
    expect(csvCell({ type: 'quantity' }, '2.5', 'de')).toBe('2,5');
    expect(csvCell({ type: 'date' }, '2026-01-31', 'ar')).toBe('31.01.2026');
    expect(csvCell({ type: 'text' }, null, 'tr')).toBe('');
    expect(['=1+1', '+90 212', '-x', '@SUM(A1)', '\tx', 'Kitap'].map(neutralizeFormula)).toEqual(["'=1+1", "'+90 212", "'-x", "'@SUM(A1)", "'\tx", 'Kitap']);
  });

  it('sorts numbers exactly, text the Turkish way, empty cells last; sums exactly', () => {
    const rows = [
      { v: '10.10', t: 'Şeker' },
      { v: '9.99', t: 'Çay' },
      { v: null, t: 'İnci' },
      { v: '100', t: 'Zeytin' },
    ];
    expect(sortRows(rows, 'v', 'money', 'asc').map((r) => r.v)).toEqual(['9.99', '10.10', '100', null]);
    expect(sortRows(rows, 'v', 'money', 'desc').map((r) => r.v)).toEqual(['100', '10.10', '9.99', null]);
    expect(sortRows(rows, 't', 'text', 'asc').map((r) => r.t)).toEqual(['Çay', 'İnci', 'Şeker', 'Zeytin']);
    expect(sumColumns([{ a: '0.10' }, { a: '0.20' }, { a: null }], ['a'], { a: 2 })).toEqual({ a: '0.30' });
  });
});
