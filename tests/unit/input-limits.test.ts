import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayAfter, isCalendarDate, isStorableInstant } from '../../src/domain/calendar-date';
import { checkLineInputs, lineFitsLedgers, totalFitsLedgers } from '../../src/domain/lifecycle/lines';
import { LEDGER_AMOUNT, LEDGER_QUANTITY, fitsColumn } from '../../src/domain/money/limits';
import { Dec } from '../../src/domain/money/decimal';
import { computeTotals, lineAmounts, type PricedLine } from '../../src/domain/money/totals';
import { createDocumentBody } from '../../machines/parse-create';
import { eventBodyFor } from '../../machines/parse-events';
import { recordIdValue } from '../../src/domain/schemas/fields';
import { isStorableText } from '../../src/domain/text/storable';
import { MAX_JSON_DEPTH, unreadableFields } from '../../src/server/http/json-body';

const LIMITS = { tooFew: 'receipt.noLines', tooMany: 'receipt.tooManyLines' } as const;
const line = (quantity: string, unitPrice: string, multiplier = '1') => ({ productId: '1', quantity, unitPrice, multiplier, vatRate: 20 });

describe('a calendar date', () => {
  it('is a day that exists, checked without a Date that could throw', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '2023-12-31']) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      '2023-13-01',
      '2023-02-29',
      '1900-02-29',
      '0000-01-01',
      '2023-00-10',
      '2023-04-31',
      '99999-01-01',
      '2023-1-01',
      ' 2023-01-01',
      42,
      null,
    ]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
  });

  it('agrees with the calendar of JavaScript for every day of years 1–9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const t = new Date(`${text}T00:00:00Z`);
        expect(isCalendarDate(text)).toBe(!Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === text);
      }),
      { numRuns: 2000 },
    );
  });

  it('has a day after it that PostgreSQL reads, the last one too', () => {
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
    expect(dayAfter('2023-02-28')).toBe('2023-03-01');
    expect(dayAfter('2023-12-31')).toBe('2024-01-01');
    expect(dayAfter('9999-12-31')).toBe('10000-01-01');
  });

  it('bounds an instant in UTC too: no timestamp before year 1', () => {
    expect(isStorableInstant('2025-01-15T10:00:00+03:00')).toBe(true);
    expect(isStorableInstant('0001-01-01T00:00:00+03:00')).toBe(false);
    expect(isStorableInstant('0001-01-01T00:00:00-03:00')).toBe(true);
  });
});

describe('text the database holds', () => {
  it('has no NUL and no surrogate without its pair', () => {
    for (const ok of ['', 'Çağrı', 'a😀b', '\uD83D\uDE00']) expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uD83D\uD83D\uDE00', '\uDE00\uD83D']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });

  it('a JSON body names every field it cannot hold or walk, keys too', () => {
    const deep = JSON.parse('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1));
    expect(unreadableFields({ note: 'a\u0000', lines: [{ id: '\uD800', n: Infinity }], ['k\u0000']: 1, extra: deep })).toEqual({
      note: [{ key: 'validation.badCharacters' }],
      'lines.0.id': [{ key: 'validation.badCharacters' }],
      'lines.0.n': [{ key: 'validation.number' }],
      'k\u0000': [{ key: 'validation.badCharacters' }],
      extra: [{ key: 'validation.tooDeep', values: { n: MAX_JSON_DEPTH } }],
    });
    expect(unreadableFields({ ok: JSON.parse('['.repeat(MAX_JSON_DEPTH - 1) + ']'.repeat(MAX_JSON_DEPTH - 1)) })).toEqual({});
  });
});

describe('ids and ledger columns', () => {
  it('an id is 1..2147483647, as a number or its digits', () => {
    expect([1, '1', 2147483647, '2147483647'].map(recordIdValue)).toEqual([1, 1, 2147483647, 2147483647]);
    for (const bad of [0, -1, 1.5, 2147483648, '2147483648', '99999999999', '1e5', '', null, Infinity]) expect(recordIdValue(bad), String(bad)).toBeNull();
  });

  it('a line fits when its stock move and its amounts fit, exactly as the columns round', () => {
    expect(fitsColumn('9999999999999999.99', LEDGER_AMOUNT)).toBe(true);
    expect(fitsColumn('9999999999999999.995', LEDGER_AMOUNT)).toBe(false);
    expect(fitsColumn('-99999999999999.9999', LEDGER_QUANTITY)).toBe(true);
    expect(lineFitsLedgers(line('99999999999999', '0'))).toBe(true);
    expect(lineFitsLedgers(line('9999999', '10000000', '1000'))).toBe(false);
    expect(lineFitsLedgers(line('9999999', '999999999'))).toBe(false);
    expect(lineFitsLedgers({ ...line('9999999', '999999999'), vatRate: 0 })).toBe(true);
  });

  it('the lifecycle refuses a line or a total the ledgers cannot hold, and the fast check agrees with the exact one', () => {
    expect(checkLineInputs([line('99999999', '999999999.99')], 0, LIMITS)).toBe('line.amountTooLarge');
    const half = { ...line('9999999', '999999999'), vatRate: 0 };
    expect(checkLineInputs([half], 0, LIMITS)).toBeNull();
    expect(checkLineInputs([half, half], 0, LIMITS)).toBe('line.totalTooLarge');
    // the shortcut for small lines gives the exact answer
    const exact = (l: PricedLine) => {
      const a = lineAmounts(l);
      return (
        fitsColumn(new Dec(l.quantity).times(l.multiplier ?? '1'), LEDGER_QUANTITY) &&
        fitsColumn(a.gross, LEDGER_AMOUNT) &&
        fitsColumn(new Dec(a.net).plus(a.tax), LEDGER_AMOUNT)
      );
    };
    const amount = fc.stringMatching(/^[1-9]\d{0,9}(\.\d{1,6})?$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: amount, unitPrice: amount, multiplier: fc.constantFrom('1', '12', '1000000'), vatRate: fc.constantFrom(0, 20) }), {
          minLength: 1,
          maxLength: 4,
        }),
        (lines) => {
          for (const l of lines) expect(lineFitsLedgers(l)).toBe(exact(l));
          if (lines.every(exact)) expect(totalFitsLedgers(lines)).toBe(fitsColumn(computeTotals(lines).grand, LEDGER_AMOUNT));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('document bodies', () => {
  it('a creation keeps only its family’s fields', () => {
    const r = createDocumentBody.safeParse({ type: 'job', title: 'Say', secret: 'x', lines: [] });
    expect(r.success && r.data).toEqual({ type: 'job', title: 'Say' });
    const unknown = createDocumentBody.safeParse({ type: 'nonsense' });
    expect(unknown.success ? null : unknown.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['type', 'rules.document.unknownType']]);
  });

  it('an event keeps the fields that event of that family reads', () => {
    const collect = eventBodyFor('receivedCheque', { type: 'COLLECT' }).parse({
      type: 'COLLECT',
      version: 3,
      cashAccountId: 7,
      amount: '10.00',
      lines: [],
    });
    expect(collect).toEqual({ type: 'COLLECT', version: 3, cashAccountId: '7', amount: '10.00' });
    expect(eventBodyFor('job', { type: 'EDIT' }).parse({ type: 'EDIT', version: 1, title: 'x', lines: [] })).toEqual({ type: 'EDIT', version: 1, title: 'x' });
    expect(eventBodyFor('salesInvoice', { type: 'PRINT' }).parse({ type: 'PRINT', version: 1, note: 'x' })).toEqual({ type: 'PRINT', version: 1 });
  });
});
