import { describe, expect, it } from 'vitest';
import { istanbulDayBounds } from '../../src/server/audit/day-bounds';
import { csvField, journalExportStream } from '../../src/server/audit/journal-export';

describe('journal export', () => {
  it('quotes a CSV field only when it holds the separator, a quote or a line break', () => {
    expect(csvField('plain', ';')).toBe('plain');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('a;b', '\t')).toBe('a;b');
    expect(csvField('a\tb', '\t')).toBe('"a\tb"');
    expect(csvField('say "hi"', ';')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', ';')).toBe('"two\nlines"');
    expect(csvField(null, ';')).toBe('');
    expect(csvField(false, ';')).toBe('false');
    expect(csvField({ b: 1, a: 'x;y' }, ';')).toBe('"{""a"":""x;y"",""b"":1}"');
  });

  it('bounds a range of Istanbul days in UTC+3, the end exclusive', () => {
    expect(istanbulDayBounds('2026-03-01', '2026-03-31')).toEqual({ start: '2026-03-01T00:00:00+03:00', end: '2026-04-01T00:00:00+03:00' });
    expect(istanbulDayBounds(undefined, null)).toEqual({ start: null, end: null });
    expect(istanbulDayBounds('2024-02-28', '2024-02-28').end).toBe('2024-02-29T00:00:00+03:00');
    // the last day a date holds: its end is a five-digit year, which PostgreSQL reads (never "+010000-01")
    expect(istanbulDayBounds(null, '9999-12-31').end).toBe('10000-01-01T00:00:00+03:00');
  });
});

describe('journal export paging', () => {
  /** A database whose journal holds `n` rows of document 1; the query pages through them by (document, seq). */
  function fakeDb(n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({
      company_id: 1,
      document_id: 1,
      seq: i + 1,
      event: i ? 'EDIT' : 'CREATE',
      payload: { note: i === 2 ? 'a;"b"' : 'x' },
      from_status: null,
      to_status: 'draft',
      accepted: true,
      reason: null,
      user_id: 7,
      at: '2026-03-01T10:00:00.000Z',
      prev_hash: `p${i}`,
      hash: `h${i}`,
    }));
    const q = {
      query: async (_sql: string, params: unknown[] = []) => {
        const [, , , afterSeq, limit] = params as [unknown, unknown, number, number, number];
        const page = rows.filter((r) => r.seq > afterSeq).slice(0, limit);
        return { rows: page, rowCount: page.length };
      },
    };
    return {
      kind: 'pglite',
      system: (fn: (x: typeof q) => unknown) => fn(q),
      company: (_c: number, fn: (x: typeof q) => unknown) => fn(q),
      close: async () => undefined,
    } as never;
  }
  const read = (s: ReadableStream<Uint8Array>) => new Response(s).text();

  it('pages through every row once, in CSV and JSON', async () => {
    const csv = await read(await journalExportStream(fakeDb(5), 1, { format: 'csv', separator: 'semicolon' }, 2));
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(6);
    expect(lines[3]).toContain('"{""note"":""a;\\""b\\""""}"');
    const json = JSON.parse(await read(await journalExportStream(fakeDb(4), 1, { format: 'json', separator: 'semicolon', from: '2026-03-01' }, 2)));
    expect(json.from).toBe('2026-03-01');
    expect(json.rows.map((r: { seq: number }) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(await read(await journalExportStream(fakeDb(0), 1, { format: 'json', separator: 'tab' }, 2))).rows).toEqual([]);
  });
});
