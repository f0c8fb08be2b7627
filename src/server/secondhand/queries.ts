import { DEFAULT_SECONDHAND_SETTINGS, type SecondhandSettings } from '../../domain/secondhand/price';
import type { Queryable } from '../db/database';

/** The SQL of second-hand copies and their settings (migration 041). */

/**
 * Marks these copies sold by the document, each only while unsold and of the line's product; answers how many it
 * marked. On PostgreSQL a parallel sale of the same copy waits for this row and then finds it sold.
 */
export async function markCopiesSold(q: Queryable, documentId: number, copies: readonly { copyId: number; productId: number | null }[]): Promise<number> {
  const r = await q.query(
    `update secondhand_copies c set sold_document_id = $1
       from unnest($2::integer[], $3::integer[]) as s (copy_id, product_id)
      where c.id = s.copy_id and c.product_id = s.product_id and c.sold_document_id is null`,
    [documentId, copies.map((c) => c.copyId), copies.map((c) => c.productId)],
  );
  return r.rowCount;
}

export async function readSecondhandSettings(q: Queryable): Promise<SecondhandSettings> {
  const r = await q.query<{ grades: SecondhandSettings['grades']; rounding_step: string; rounding_mode: SecondhandSettings['roundingMode'] }>(
    `select grades, rounding_step::text as rounding_step, rounding_mode from secondhand_settings`,
  );
  const row = r.rows[0];
  return row ? { grades: row.grades, roundingStep: row.rounding_step, roundingMode: row.rounding_mode } : DEFAULT_SECONDHAND_SETTINGS;
}

export async function saveSecondhandSettings(q: Queryable, companyId: number, s: SecondhandSettings): Promise<void> {
  await q.query(
    `insert into secondhand_settings (company_id, grades, rounding_step, rounding_mode) values ($1, $2, $3, $4)
     on conflict (company_id) do update set grades = excluded.grades, rounding_step = excluded.rounding_step, rounding_mode = excluded.rounding_mode`,
    [companyId, JSON.stringify(s.grades), s.roundingStep, s.roundingMode],
  );
}

export interface CopyRow {
  id: number;
  product_id: number;
  product_name: string;
  new_price: string;
  vat_rate: number;
  barcode: string;
  grade: string;
  notes: string;
  price: string;
  listed: boolean;
  sold_document_id: number | null;
}

const COPY_SELECT = `select c.id, c.product_id, p.name as product_name, p.price::text as new_price, p.vat_rate, c.barcode, c.grade, c.notes,
       c.price::text as price, c.listed, c.sold_document_id
  from secondhand_copies c join products p on p.company_id = c.company_id and p.id = c.product_id`;

export async function listCopies(q: Queryable, status: 'available' | 'sold' | 'all', text?: string, grade?: string): Promise<CopyRow[]> {
  const r = await q.query<CopyRow>(
    `${COPY_SELECT}
      where ($1 = 'all' or ($1 = 'sold') = (c.sold_document_id is not null))
        and ($2::text is null or p.name ilike '%' || $2 || '%' or c.barcode = $2 or p.isbn = $2 or p.barcode = $2)
        and ($3::text is null or c.grade = $3)
      order by c.id desc limit 200`,
    [status, text?.trim() || null, grade ?? null],
  );
  return r.rows;
}

export async function copyByBarcode(q: Queryable, barcode: string): Promise<CopyRow | null> {
  return (await q.query<CopyRow>(`${COPY_SELECT} where c.barcode = $1`, [barcode])).rows[0] ?? null;
}

export async function productPrice(q: Queryable, productId: number): Promise<string | null> {
  return (await q.query<{ price: string }>(`select price::text as price from products where id = $1`, [productId])).rows[0]?.price ?? null;
}

export async function barcodeTaken(q: Queryable, barcode: string): Promise<boolean> {
  return (await q.query(`select 1 from secondhand_copies where barcode = $1`, [barcode])).rowCount > 0;
}

/** A new copy; without a barcode of its own it gets `SH` and its id. */
export async function insertCopy(
  q: Queryable,
  companyId: number,
  c: { productId: number; grade: string; barcode?: string; notes: string; price: string; listed: boolean },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into secondhand_copies (company_id, product_id, grade, barcode, notes, price, listed)
     values ($1, $2, $3, coalesce($4, 'new-' || md5(random()::text)), $5, $6, $7) returning id`,
    [companyId, c.productId, c.grade, c.barcode ?? null, c.notes, c.price, c.listed],
  );
  const id = r.rows[0]!.id;
  if (!c.barcode) await q.query(`update secondhand_copies set barcode = 'SH' || lpad(id::text, 8, '0') where id = $1`, [id]);
  return id;
}

export async function copyById(q: Queryable, id: number): Promise<CopyRow | null> {
  return (await q.query<CopyRow>(`${COPY_SELECT} where c.id = $1`, [id])).rows[0] ?? null;
}

/** The prices the copies named by a till sale's lines are sold at (the fast-sale fact lets a cashier sell at them). */
export async function copyPrices(q: Queryable, ids: readonly number[]): Promise<{ product_id: number; price: string }[]> {
  if (!ids.length) return [];
  return (
    await q.query<{ product_id: number; price: string }>(`select product_id, price::text as price from secondhand_copies where id = any($1::integer[])`, [ids])
  ).rows;
}
