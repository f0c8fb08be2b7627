import { checkTaxTreatment } from '../../domain/edocuments/tax-codes';
import { toIsbn13 } from '../../domain/identifiers/isbn';
import {
  DEFAULT_UNIT,
  PRODUCT_COLUMNS,
  PRODUCT_REFERENCES,
  type CreateProductBody,
  type ProductReference,
  type UpdateProductBody,
  createProductBody,
} from '../../domain/schemas/masterdata';
import { foldForSearch, turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { addError, attributesOf, fieldValue, type Errors } from '../http/field-checks';
import { holdUnit } from '../units/public';
import type { ProductValues } from './queries';

/**
 * The database checks of a product write (POST and PUT), added to zod's errors so that one 422 lists
 * every invalid field: the location is one of the company's, the code is free (except on the card
 * itself), the set's products exist, the unit is one of the company's (Sistem → Birimler) and each definition
 * reference is a row of the right kind.
 */
export async function checkProductFields(q: Queryable, raw: unknown, errors: Errors, exceptId?: number): Promise<void> {
  const locationId = fieldValue(createProductBody, raw, errors, 'locationId');
  if (locationId !== undefined && (await q.query(`select 1 from locations where id = $1`, [locationId])).rowCount === 0) {
    addError(errors, 'locationId', 'validation.locationNotFound');
  }
  const code = fieldValue(createProductBody, raw, errors, 'code');
  if (code !== undefined && (await productCodeTaken(q, code, exceptId))) addError(errors, 'code', 'validation.codeTaken');
  const parts = fieldValue(createProductBody, raw, errors, 'setProducts');
  if (parts?.length) {
    const ids = [...new Set(parts.map((p) => p.productId))];
    const found = await q.query(`select id from products where id = any($1::integer[])`, [ids]);
    if (found.rowCount !== ids.length) addError(errors, 'setProducts', 'validation.productNotFound');
  }
  const barcode = fieldValue(createProductBody, raw, errors, 'barcode');
  if (barcode !== undefined && (await barcodeHeldByVariant(q, barcode, exceptId))) addError(errors, 'barcode', 'validation.barcodeTaken');
  const unit = fieldValue(createProductBody, raw, errors, 'unit');
  if (unit !== undefined && !(await holdUnit(q, unit))) addError(errors, 'unit', 'validation.unitNotFound');
  await checkReferences(q, raw, errors);
  // an exemption code belongs to a 0 % product, as it does to a 0 % line
  const exemptionCode = fieldValue(createProductBody, raw, errors, 'vatExemptionCode');
  const vatRate = fieldValue(createProductBody, raw, errors, 'vatRate');
  if (exemptionCode !== undefined && vatRate !== undefined && checkTaxTreatment({ vatRate, exemptionCode }))
    addError(errors, 'vatExemptionCode', 'rules.line.invalidExemption');
}

async function checkReferences(q: Queryable, raw: unknown, errors: Errors): Promise<void> {
  const wanted = (Object.keys(PRODUCT_REFERENCES) as ProductReference[])
    .map((field) => ({ field, id: fieldValue(createProductBody, raw, errors, field) }))
    .filter((w): w is { field: ProductReference; id: number } => w.id !== undefined);
  if (!wanted.length) return;
  const rows = (
    await q.query<{ id: number; kind: string; roles: string[] }>(`select id, kind, roles from definitions where id = any($1::integer[])`, [
      wanted.map((w) => w.id),
    ])
  ).rows;
  for (const { field, id } of wanted) {
    const rule = PRODUCT_REFERENCES[field];
    const row = rows.find((r) => r.id === id);
    if (!row || row.kind !== rule.kind || (rule.role !== null && !row.roles.includes(rule.role))) addError(errors, field, rule.message);
  }
}

/** A variant's barcode is the one card the till finds by it: no other card carries it, nor a variant one another card has. */
async function barcodeHeldByVariant(q: Queryable, barcode: string, exceptId?: number): Promise<boolean> {
  const r = await q.query(
    `select 1 from products p where p.barcode = $1 and ($2::integer is null or p.id <> $2)
        and (p.parent_product_id is not null or exists (select 1 from products s where s.id = $2 and s.parent_product_id is not null))`,
    [barcode, exceptId ?? null],
  );
  return r.rowCount > 0;
}

export async function productCodeTaken(q: Queryable, code: string, exceptId?: number): Promise<boolean> {
  return (await q.query(`select 1 from products where lower(code) = lower($1) and ($2::integer is null or id <> $2)`, [code, exceptId ?? null])).rowCount > 0;
}

/** The sort key and the folded search text of a name (columns name_key and search_text, migration 006). */
export const searchKeys = (name: string) => ({ nameKey: turkishSortKey(name), searchText: foldForSearch(name) });

/**
 * The columns a product is written with, on POST and PUT alike. A book's barcode is its ISBN, kept as
 * ISBN-13 too, so that a search by ISBN finds it.
 */
export function productValues(body: CreateProductBody | UpdateProductBody, code: string): ProductValues {
  const keys = searchKeys(body.name);
  return {
    code,
    name: body.name,
    barcode: body.barcode ?? null,
    isbn: body.isbn ?? (body.barcode ? toIsbn13(body.barcode) : null),
    unit: body.unit ?? DEFAULT_UNIT,
    vatRate: body.vatRate,
    price: body.price,
    priceIncludesVat: body.priceIncludesVat,
    vatExemptionCode: body.vatExemptionCode ?? null,
    locationId: body.locationId,
    criticalStock: body.criticalStock ?? null,
    attributes: attributesOf(body, PRODUCT_COLUMNS),
    nameKey: keys.nameKey,
    searchText: keys.searchText,
  };
}
