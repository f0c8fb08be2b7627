import { describe, expect, it } from 'vitest';
import { reportCsv, reportCsvStream } from '../../src/server/reports/csv';
import type { ReportColumn, ReportRow } from '../../src/domain/schemas/reports';

/**
 * Issue #16: the stock ledger's CSV export (a million moves on a real shop's data) is written a page at a time as the
 * reader takes it. Whatever the pages, the file is byte for byte the one the whole report gives: header, rows with
 * the language's decimals and defused formulas, and the totals summed exactly under their columns.
 */
const columns: ReportColumn[] = [
  { key: 'date', title: 'Tarih', type: 'date' },
  { key: 'name', title: 'Ad', type: 'text' },
  { key: 'quantity', title: 'Miktar', type: 'quantity' },
  { key: 'value', title: 'Tutar', type: 'money' },
];
const rows: ReportRow[] = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-01-0${i + 1}`,
  name: i === 3 ? '=HYPERLINK("x")' : `Kitap; "${i}"`,
  quantity: i % 2 ? '-1.5' : '2',
  value: i === 5 ? null : `${i}0.10`,
}));

async function streamed(pageSize: number, all: ReportRow[], totals: string[]): Promise<string> {
  const stream = await reportCsvStream(
    {
      columns,
      totals,
      places: { value: 2 },
      page: async (after) => {
        const from = (after as number | null) ?? 0;
        const next = from + pageSize;
        return { rows: all.slice(from, next), after: next < all.length ? next : null };
      },
    },
    'tr',
    'semicolon',
    'Toplam',
  );
  // the byte-order mark is part of the file: decoded as is, not dropped
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe('a report streamed as CSV', () => {
  it('is byte for byte the CSV of the whole report, whatever the pages, totals included', async () => {
    const sums = { quantity: '3.5', value: '160.60' };
    const whole = reportCsv({ columns, rows, totals: sums, total: rows.length }, 'tr', 'semicolon', 'Toplam');
    expect(whole).toContain('160,60');
    for (const size of [1, 3, 7, 50]) expect(await streamed(size, rows, ['quantity', 'value'])).toBe(whole);
    expect(await streamed(2, [], ['quantity', 'value'])).toBe(
      reportCsv({ columns, rows: [], totals: { quantity: '0', value: '0.00' }, total: 0 }, 'tr', 'semicolon', 'Toplam'),
    );
    expect(await streamed(2, rows, [])).toBe(reportCsv({ columns, rows, totals: {}, total: rows.length }, 'tr', 'semicolon', 'Toplam'));
  });
});
