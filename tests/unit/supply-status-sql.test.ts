import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSIONS, waitsFor } from '../../machines/conversions';
import { supplyStatus } from '../../machines/order/rules';
import { REMAINING_LINES_SQL, SUPPLY_STATUS_SQL } from '../../src/server/documents/supply-status-sql';

/** The lists filter orders by supply status in SQL; the screens and the API show the domain's. They must agree. */
let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
});
afterAll(() => pg.close());

const quantity = fc.integer({ min: 0, max: 40 }).map((n) => (n / 4).toFixed(2));
const line = fc.record({ quantity: quantity.filter((q) => q !== '0.00'), suppliedQuantity: quantity });
const lines = fc.array(line, { minLength: 0, maxLength: 6 });

describe('the supply status in SQL is the domain’s supplyStatus()', () => {
  it('over random orders, exact decimals included', async () => {
    await fc.assert(
      fc.asyncProperty(lines, async (ls) => {
        const r = await pg.query<{ s: string }>(`select ${SUPPLY_STATUS_SQL} as s from (select $1::jsonb as snapshot) d`, [
          JSON.stringify({ context: { lines: ls } }),
        ]);
        expect(r.rows[0]!.s).toBe(supplyStatus({ lines: ls as never }));
      }),
      { numRuns: 300 },
    );
  });

  it('three tenths supplied of 0.3 is supplied in both', async () => {
    const ls = [{ quantity: '0.3', suppliedQuantity: '0.3' }];
    const r = await pg.query<{ s: string }>(`select ${SUPPLY_STATUS_SQL} as s from (select $1::jsonb as snapshot) d`, [
      JSON.stringify({ context: { lines: ls } }),
    ]);
    expect(r.rows[0]!.s).toBe('supplied');
    expect(supplyStatus({ lines: ls as never })).toBe('supplied');
  });
});

describe('a source waiting for a conversion in SQL is the domain’s waitsFor()', () => {
  const withWrittenOff = fc.array(fc.record({ quantity: quantity.filter((q) => q !== '0.00'), suppliedQuantity: quantity, writtenOffQuantity: quantity }), {
    minLength: 0,
    maxLength: 6,
  });
  const order = CONVERSIONS.find((c) => c.source === 'salesOrder')!;

  it('over random lines, supplied and written off, exact decimals included', async () => {
    await fc.assert(
      fc.asyncProperty(withWrittenOff, async (ls) => {
        const r = await pg.query<{ w: boolean }>(`select ${REMAINING_LINES_SQL} as w from (select $1::jsonb as snapshot) d`, [
          JSON.stringify({ context: { lines: ls } }),
        ]);
        expect(r.rows[0]!.w).toBe(waitsFor(order, { type: 'salesOrder', status: 'approved', lines: ls }));
      }),
      { numRuns: 300 },
    );
  });
});
