import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { splitStatements } from '../../src/server/db/migrate';
import { freshDemoDatabase } from '../support/fresh-database';

/**
 * Migration 089: before it a foreign-currency invoice moved its account (and a cash account its cash sale went into)
 * by the foreign amount. On an upgrade those moves become their lira equivalent at the document's rate, the foreign
 * amount beside; a foreign cash voucher's lira move keeps its amount and rate beside; a dollar position closed at
 * another rate gets its kur farkı; the kept day totals follow. On
 * a fresh embedded database of its own, with the moves as an installation before 089 wrote them.
 */
const MIGRATION = fileURLToPath(new URL('../../src/server/db/migrations/089_lira_equivalents.sql', import.meta.url));

describe.skipIf(inject('databaseKind') !== 'pglite')('migration 089: existing foreign-currency moves booked in liras', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDemoDatabase();
  });
  afterAll(() => db?.close());

  it('converts each old move at its document’s rate once, keeps the foreign amount beside, and rebuilds the day totals', async () => {
    const result = await db.system(async (q) => {
      const one = async <T>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows[0]!;
      const { company } = await one<{ company: number }>(`select id as company from companies order by id limit 1`);
      const { user } = await one<{ user: number }>(`select id as user from users where company_id = $1 order by id limit 1`, [company]);
      const { account } = await one<{ account: number }>(
        `insert into accounts (company_id, code, name, kind) values ($1, 'M089', 'Eski döviz müşterisi', 'customer') returning id as account`,
        [company],
      );
      const box = async (currency: string) =>
        (
          await one<{ id: number }>(`insert into cash_boxes (company_id, name, kind, currency) values ($1, $2, 'cash', $3) returning id`, [
            company,
            `M089 ${currency}`,
            currency,
          ])
        ).id;
      const [tl, usd] = [await box('TRY'), await box('USD')];
      const doc = async (type: string, number: string, context: Record<string, unknown>) =>
        (
          await one<{ id: number }>(
            `insert into documents (company_id, doc_type, number, status, version, snapshot, created_by) values ($1, $2, $3, 'completed', 1, $4::jsonb, $5) returning id`,
            [company, type, number, JSON.stringify({ value: 'completed', context }), user],
          )
        ).id;
      const invoice = await doc('salesInvoice', 'M089-1', { type: 'salesInvoice', currency: 'USD', exchangeRate: '34.5', date: '2024-01-10', lines: [] });
      const collection = await doc('collection', 'M089-2', { type: 'collection', currency: 'USD', amount: '40.00', exchangeRate: '35', date: '2024-01-20' });
      const rest = await doc('collection', 'M089-4', { type: 'collection', currency: 'USD', amount: '60.00', exchangeRate: '35', date: '2024-01-25' });
      const cashSale = await doc('salesInvoice', 'M089-3', { type: 'salesInvoice', currency: 'EUR', exchangeRate: '37.25', date: '2024-01-21', lines: [] });
      const move = (documentId: number, debit: string, credit: string, currency: string) =>
        q.query(`insert into account_moves (company_id, document_id, account_id, debit, credit, currency) values ($1, $2, $3, $4, $5, $6)`, [
          company,
          documentId,
          account,
          debit,
          credit,
          currency,
        ]);
      // as the code before 089 wrote them: the invoice by its dollars, the voucher by its liras, the cash sale by its euros
      await move(invoice, '100.00', '0', 'USD');
      await move(collection, '0', '1400.00', 'TRY');
      await move(cashSale, '10.00', '0', 'EUR');
      await move(cashSale, '0', '10.00', 'EUR');
      await move(rest, '0', '2100.00', 'TRY');
      const cash = (documentId: number, boxId: number, amount: string, currency: string, counter: string | null, day: string) =>
        q.query(
          `insert into cash_moves (company_id, document_id, cash_box_id, amount, on_date, currency, exchange_rate, counter_amount, counter_currency)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [company, documentId, boxId, amount, day, currency, counter ? '35' : null, counter, counter ? 'TRY' : null],
        );
      await cash(collection, usd, '40.00', 'USD', '1400.00', '2024-01-20');
      await cash(cashSale, tl, '10.00', 'EUR', null, '2024-01-21');

      const steps = splitStatements(readFileSync(MIGRATION, 'utf8')).filter((s) => /^(update|delete|insert)\b/.test(s));
      expect(steps.length).toBeGreaterThan(4);
      // run twice: a second run changes nothing
      for (let i = 0; i < 2; i++) for (const step of steps) await q.query(step);

      const moves = await q.query(
        `select document_id, debit::text, credit::text, currency, foreign_amount::text, trim_scale(exchange_rate)::text as rate
           from account_moves where account_id = $1 order by id`,
        [account],
      );
      const boxes = await q.query(
        `select cash_box_id, amount::text, currency, counter_amount::text, counter_currency from cash_moves where cash_box_id = any($1::integer[]) order by id`,
        [[tl, usd]],
      );
      const totals = await one<{ debit: string; credit: string }>(
        `select sum(debit)::text as debit, sum(credit)::text as credit from account_day_totals where account_id = $1`,
        [account],
      );
      const tlTotal = await one<{ amount_in: string }>(`select sum(amount_in)::text as amount_in from cash_day_totals where cash_box_id = $1`, [tl]);
      return { ids: { invoice, collection, rest, cashSale, tl, usd }, moves: moves.rows, boxes: boxes.rows, totals, tlTotal };
    });
    const { invoice, collection, rest, cashSale, tl, usd } = result.ids;
    expect(result.moves).toEqual([
      { document_id: invoice, debit: '3450.00', credit: '0.00', currency: 'USD', foreign_amount: '100.00', rate: '34.5' },
      { document_id: collection, debit: '0.00', credit: '1400.00', currency: 'USD', foreign_amount: '-40.00', rate: '35' },
      { document_id: cashSale, debit: '372.50', credit: '0.00', currency: 'EUR', foreign_amount: '10.00', rate: '37.25' },
      { document_id: cashSale, debit: '0.00', credit: '372.50', currency: 'EUR', foreign_amount: '-10.00', rate: '37.25' },
      { document_id: rest, debit: '0.00', credit: '2100.00', currency: 'USD', foreign_amount: '-60.00', rate: '35' },
      // the dollars are closed, 50.00 liras more collected than invoiced: the gain booked on the last collection
      { document_id: rest, debit: '50.00', credit: '0.00', currency: 'USD', foreign_amount: '0.00', rate: null },
    ]);
    expect(result.boxes).toEqual([
      { cash_box_id: usd, amount: '40.00', currency: 'USD', counter_amount: '1400.00', counter_currency: 'TRY' },
      { cash_box_id: tl, amount: '372.50', currency: 'TRY', counter_amount: '10.00', counter_currency: 'EUR' },
    ]);
    expect(result.totals).toEqual({ debit: '3872.50', credit: '3872.50' });
    expect(result.tlTotal).toEqual({ amount_in: '372.50' });
  });
});
