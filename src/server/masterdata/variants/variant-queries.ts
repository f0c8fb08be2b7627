import type { z } from 'zod';
import type { VariantValue } from '../../../domain/variants/combinations';
import type { modelVariantsSchema } from '../../../domain/schemas/variants';
import { IN_STORE_PREFIX } from '../../../domain/variants/barcodes';
import type { Queryable } from '../../db/database';
import { decimalString } from '../views';
import { variantValuesJson } from './values-json';

/** The SQL of a model's variants: product rows naming it as their parent (migration product_variants). */

export interface ModelRow {
  id: number;
  code: string;
  name: string;
  parent_product_id: number | null;
}

/** The product's row locked, so that two generations for one model queue. */
export async function lockModel(q: Queryable, id: number): Promise<ModelRow | null> {
  const r = await q.query<ModelRow>(`select id, code, name, parent_product_id from products where id = $1 for update`, [id]);
  return r.rows[0] ?? null;
}

/** The products among `ids` that have variants (models), with their names. */
export async function modelsAmong(q: Queryable, ids: number[]): Promise<{ id: number; name: string }[]> {
  const r = await q.query<{ id: number; name: string }>(
    `select p.id, p.name from products p where p.id = any($1::integer[])
        and exists (select 1 from products v where v.company_id = p.company_id and v.parent_product_id = p.id)`,
    [ids],
  );
  return r.rows;
}

export async function valuesByIds(q: Queryable, ids: number[]): Promise<VariantValue[]> {
  const r = await q.query<{ id: number; dimension_id: number; code: string; name: string }>(
    `select id, dimension_id, code, name from variant_values where id = any($1::integer[]) order by position, id`,
    [ids],
  );
  return r.rows.map((v) => ({ id: v.id, dimensionId: v.dimension_id, code: v.code, name: v.name }));
}

/** The variant keys the model has, and the dimensions its variants vary in. */
export async function existingVariants(q: Queryable, modelId: number): Promise<{ keys: Set<string>; dimensionIds: number[] }> {
  const keys = await q.query<{ variant_key: string }>(`select variant_key from products where parent_product_id = $1`, [modelId]);
  const dims = await q.query<{ dimension_id: number }>(
    `select distinct pv.dimension_id from product_variant_values pv join products p on p.company_id = pv.company_id and p.id = pv.product_id
      where p.parent_product_id = $1 order by pv.dimension_id`,
    [modelId],
  );
  return { keys: new Set(keys.rows.map((k) => k.variant_key)), dimensionIds: dims.rows.map((d) => d.dimension_id) };
}

/** The highest running number of the company's generated barcodes (src/domain/variants/barcodes.ts), 0 when none. */
export async function highestInStoreNumber(q: Queryable): Promise<number> {
  const r = await q.query<{ n: string | null }>(`select max(substr(barcode, 3, 10)::bigint)::text as n from products where barcode ~ $1`, [
    `^${IN_STORE_PREFIX}[0-9]{11}$`,
  ]);
  return Number(r.rows[0]?.n ?? 0);
}

/** The barcodes among `barcodes` that a product other than `exceptIds` carries. */
export async function barcodesTaken(q: Queryable, barcodes: string[], exceptIds: number[] = []): Promise<Set<string>> {
  const r = await q.query<{ barcode: string }>(`select barcode from products where barcode = any($1::text[]) and not (id = any($2::integer[]))`, [
    barcodes,
    exceptIds,
  ]);
  return new Set(r.rows.map((b) => b.barcode));
}

/** The codes among `codes` a product already has (compared as product codes are, case-insensitively). */
export async function codesTaken(q: Queryable, codes: string[]): Promise<Set<string>> {
  const r = await q.query<{ code: string }>(`select lower(code) as code from products where lower(code) = any($1::text[])`, [
    codes.map((c) => c.toLowerCase()),
  ]);
  return new Set(r.rows.map((c) => c.code));
}

export interface NewVariant {
  code: string;
  name: string;
  nameKey: string;
  searchText: string;
  barcode: string | null;
  key: string;
  values: VariantValue[];
}

/**
 * A variant starts as a copy of its model's card (unit, VAT, price, shelf and the other fields) with its own code,
 * name, barcode and values; a model's own list of free-text variants and set parts are not copied.
 */
export async function insertVariant(q: Queryable, modelId: number, v: NewVariant): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into products (company_id, code, name, barcode, isbn, unit, vat_rate, price, location_id, critical_stock, attributes, name_key, search_text,
                           price_includes_vat, vat_exemption_code, parent_product_id, variant_key)
     select company_id, $2, $3, $4, null, unit, vat_rate, price, location_id, critical_stock, attributes - 'variants' - 'setProducts', $5, $6,
            price_includes_vat, vat_exemption_code, id, $7
       from products where id = $1
     returning id`,
    [modelId, v.code, v.name, v.barcode, v.nameKey, v.searchText, v.key],
  );
  const id = r.rows[0]!.id;
  for (const value of v.values)
    await q.query(
      `insert into product_variant_values (company_id, product_id, dimension_id, value_id) select company_id, $1, $2, $3 from products where id = $1`,
      [id, value.dimensionId, value.id],
    );
  return id;
}

/** The ids among `ids` that are not variants of the model. */
export async function notVariantsOf(q: Queryable, modelId: number, ids: number[]): Promise<number[]> {
  const r = await q.query<{ id: number }>(`select id from products where parent_product_id = $1 and id = any($2::integer[])`, [modelId, ids]);
  return ids.filter((id) => !r.rows.some((row) => row.id === id));
}

export async function locationsFound(q: Queryable, ids: number[]): Promise<Set<number>> {
  return new Set((await q.query<{ id: number }>(`select id from locations where id = any($1::integer[])`, [ids])).rows.map((l) => l.id));
}

export async function clearBarcodes(q: Queryable, ids: number[]): Promise<void> {
  await q.query(`update products set barcode = null where id = any($1::integer[])`, [ids]);
}

export async function updateVariant(q: Queryable, v: { id: number; barcode: string | null; price: string; locationId: number }): Promise<void> {
  await q.query(`update products set barcode = $2, price = $3::numeric, location_id = $4, version = version + 1, updated_at = now() where id = $1`, [
    v.id,
    v.barcode,
    v.price,
    v.locationId,
  ]);
}

/**
 * A model's variants keep the fields the model holds for all of them (unit, VAT, whether the price includes it, the
 * exemption code and the card's other fields): saving the model's card writes them onto its variants too.
 */
export async function copyModelFields(q: Queryable, modelId: number): Promise<void> {
  await q.query(
    `update products v
        set unit = m.unit, vat_rate = m.vat_rate, price_includes_vat = m.price_includes_vat, vat_exemption_code = m.vat_exemption_code,
            critical_stock = m.critical_stock, attributes = m.attributes - 'variants' - 'setProducts', version = v.version + 1, updated_at = now()
       from products m
      where m.id = $1 and v.company_id = m.company_id and v.parent_product_id = m.id`,
    [modelId],
  );
}

type ModelVariantsJson = z.input<typeof modelVariantsSchema>;

/** The model, its stock over its variants, and each variant with its stock and values; null when there is no such product. */
export async function modelVariants(q: Queryable, modelId: number): Promise<ModelVariantsJson | null> {
  const model = await q.query<{ id: number; code: string; name: string }>(`select id, code, name from products where id = $1`, [modelId]);
  if (!model.rows[0]) return null;
  const rows = await q.query<{
    id: number;
    code: string;
    name: string;
    barcode: string | null;
    price: string;
    location_id: number;
    stock_quantity: string;
    values: ModelVariantsJson['items'][number]['values'] | null;
  }>(
    `select p.id, p.code, p.name, p.barcode, p.price::text as price, p.location_id,
            coalesce((select sum(t.quantity) from stock_totals t where t.company_id = p.company_id and t.product_id = p.id), 0)::text as stock_quantity,
            ${variantValuesJson('p')} as values
       from products p where p.parent_product_id = $1 order by p.id`,
    [modelId],
  );
  const items = rows.rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    barcode: r.barcode,
    price: decimalString(r.price, 2),
    locationId: r.location_id,
    stockQuantity: decimalString(r.stock_quantity),
    values: r.values ?? [],
  }));
  const sum = await q.query<{ total: string }>(
    `select coalesce(sum(t.quantity), 0)::text as total from stock_totals t join products p on p.company_id = t.company_id and p.id = t.product_id
      where p.parent_product_id = $1`,
    [modelId],
  );
  return { model: { ...model.rows[0], stockQuantity: decimalString(sum.rows[0]!.total) }, items };
}
