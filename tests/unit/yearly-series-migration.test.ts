import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Migration 069 turns one counter per type into one per type and year, rebuilt from the numbers already given. */
const SERIES_PART = readFileSync(new URL('../../src/server/db/migrations/069_yearly_series_and_settings.sql', import.meta.url), 'utf8').split(
  '-- Sistem → Genel Ayarlar',
)[0]!;

describe('migration 069: number series per type and year', () => {
  it("each year's counter is its highest number, so no number given before is given again; a counter no document shows keeps the current year", async () => {
    const db = new PGlite();
    await db.exec(`
      create table companies (id integer primary key);
      insert into companies values (1), (2);
      create table document_series (company_id integer not null references companies (id), doc_type text not null, next_value integer not null,
                                    primary key (company_id, doc_type));
      create table documents (company_id integer, id integer, doc_type text, number text);
      insert into documents values (1, 1, 'salesInvoice', 'SF2025000001'), (1, 2, 'salesInvoice', 'SF2025000002'),
        (1, 3, 'salesInvoice', 'SF2026000003'), (1, 4, 'salesOrder', 'SS2026000001'), (2, 5, 'salesInvoice', 'SF2026000001');
      insert into document_series values (1, 'salesInvoice', 3), (1, 'salesOrder', 1), (1, 'chequeBatch', 4), (2, 'salesInvoice', 1);
    `);
    await db.exec(SERIES_PART);
    const year = (await db.query<{ y: number }>(`select extract(year from now() at time zone 'Europe/Istanbul')::integer as y`)).rows[0]!.y;
    const rows = (await db.query(`select company_id, doc_type, year, next_value from document_series order by 1, 2, 3`)).rows;
    expect(rows).toEqual([
      { company_id: 1, doc_type: 'chequeBatch', year, next_value: 4 },
      { company_id: 1, doc_type: 'salesInvoice', year: 2025, next_value: 2 },
      { company_id: 1, doc_type: 'salesInvoice', year: 2026, next_value: 3 },
      { company_id: 1, doc_type: 'salesOrder', year: 2026, next_value: 1 },
      { company_id: 2, doc_type: 'salesInvoice', year: 2026, next_value: 1 },
    ]);
    // the key is now per year: a new year's row starts beside the old ones
    await db.exec(`insert into document_series values (1, 'salesInvoice', 1, 2027)`);
    await db.close();
  });
});
