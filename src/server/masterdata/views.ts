import { HOME_COUNTRY } from '../../domain/countries';
import { PRODUCT_REFERENCES } from '../../domain/schemas/masterdata';
import { compareTurkish } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import type { z } from 'zod';
import type { accountSchema } from '../../domain/schemas/accounts';
import { einvoiceCheckJson } from './einvoice-check';
import type { productSchema } from '../../domain/schemas/products';
import type { VariantChoice, VariantChoiceValue } from '../../domain/variants/picker';
import { variantChoicesJson, variantValuesJson } from './variants/values-json';

/** How products and accounts leave the server: one shape for the list item, the card and the POST answer. */

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  barcode: string | null;
  isbn: string | null;
  unit: string;
  vat_rate: number;
  price: string;
  price_includes_vat: boolean;
  vat_exemption_code: string | null;
  location_id: number;
  critical_stock: string | null;
  attributes: Record<string, unknown> | null;
  stock_quantity: string;
  version: number;
  definition_names: Record<string, string> | null;
  stock_by_warehouse: { warehouseId: number; warehouseName: string; quantity: string }[] | null;
  stock_by_location: { warehouseId: number; locationId: number; locationName: string; pickOrder: number; quantity: string }[] | null;
  parent_product_id: number | null;
  variant_values: VariantChoiceValue[] | null;
  variant_choices: VariantChoice[] | null;
  total: number;
}

export interface AccountRow {
  id: number;
  code: string;
  name: string;
  kind: string;
  currency: string;
  lira_balance: string;
  /** a foreign-currency account's balance in its currency (null for a lira account) */
  own_balance: string | null;
  tax_number: string | null;
  tax_office: string | null;
  iban: string | null;
  email: string | null;
  attributes: Record<string, unknown> | null;
  version: number;
  einvoice_registered: boolean | null;
  einvoice_alias: string | null;
  einvoice_checked_at: Date | string | null;
  total: number;
}

/** Trims trailing zeros of a numeric string (PostgreSQL keeps the column's scale). */
export function decimalString(v: string, minScale = 0): string {
  if (!v.includes('.')) return minScale ? `${v}.${'0'.repeat(minScale)}` : v;
  let [int, frac = ''] = v.split('.');
  frac = frac.replace(/0+$/, '');
  while (frac.length < minScale) frac += '0';
  return frac ? `${int}.${frac}` : int!;
}

/** The columns of a product item (list, card and the answer of POST /api/products). */
export const PRODUCT_SELECT = `select p.id, p.code, p.name, p.barcode, p.isbn, p.unit, p.vat_rate, p.price::text as price, p.price_includes_vat, p.vat_exemption_code, p.location_id,
                p.critical_stock::text as critical_stock, p.attributes,
                coalesce((select sum(m.quantity) from stock_moves m where m.company_id = p.company_id and m.product_id = p.id), 0)::text as stock_quantity,
                p.version,
                (select jsonb_object_agg(d.id::text, d.name) from definitions d
                  where d.company_id = p.company_id
                    and d.id in (${Object.keys(PRODUCT_REFERENCES)
                      .map((f) => `(p.attributes->>'${f}')::integer`)
                      .join(', ')})) as definition_names,
                (select jsonb_agg(jsonb_build_object('warehouseId', w.id, 'warehouseName', w.name, 'quantity', s.quantity::text))
                   from (select m.warehouse_id, sum(m.quantity) as quantity from stock_moves m
                          where m.company_id = p.company_id and m.product_id = p.id group by m.warehouse_id) s
                   join warehouses w on w.company_id = p.company_id and w.id = s.warehouse_id) as stock_by_warehouse,
                (select jsonb_agg(jsonb_build_object('warehouseId', l.warehouse_id, 'locationId', l.id, 'locationName', l.name, 'pickOrder', l.pick_order,
                                                     'quantity', s.quantity::text))
                   from location_stock s join locations l on l.company_id = s.company_id and l.id = s.location_id
                  where s.company_id = p.company_id and s.product_id = p.id and s.quantity <> 0) as stock_by_location,
                p.parent_product_id, ${variantValuesJson('p')} as variant_values,
                ${variantChoicesJson('p')} as variant_choices`;

/**
 * The columns of an account item (list, card and the answer of POST /api/accounts). Its balance is in its own currency:
 * a lira account's is its lira balance; a foreign-currency account's is the foreign amounts of its moves in that currency
 * (kur farkı rows have none). The lira balance, which every lira report reads, is beside it.
 */
export const ACCOUNT_SELECT = `select a.id, a.code, a.name, a.kind, a.currency, a.tax_number, a.tax_office, a.iban, a.email, a.attributes, a.version,
                a.einvoice_registered, a.einvoice_alias, a.einvoice_checked_at,
                coalesce((select sum(m.debit - m.credit) from account_moves m where m.company_id = a.company_id and m.account_id = a.id), 0)::numeric(18,2)::text as lira_balance,
                case when a.currency <> 'TRY' then coalesce((select sum(m.foreign_amount) from account_moves m
                  where m.company_id = a.company_id and m.account_id = a.id and m.currency = a.currency), 0)::numeric(18,2)::text end as own_balance`;

/** The name of each definition the product refers to: `categoryName` beside `categoryId`, and so on. */
function definitionNames(p: ProductRow): Record<string, string | null> {
  const names = p.definition_names ?? {};
  return Object.fromEntries(
    Object.keys(PRODUCT_REFERENCES).map((f) => {
      const id = p.attributes?.[f];
      return [f.replace(/Id$/, 'Name'), id === undefined || id === null ? null : (names[String(id)] ?? null)];
    }),
  );
}

const pickOrderOf = (p: ProductRow, locationId: number) => p.stock_by_location?.find((l) => l.locationId === locationId)?.pickOrder ?? 0;

/** Spec §3 fields without a column of their own travel in `attributes`; columns win over a same-named attribute. */
export function productJson(p: ProductRow): z.input<typeof productSchema> {
  return {
    ...(p.attributes ?? {}),
    ...definitionNames(p),
    id: p.id,
    code: p.code,
    name: p.name,
    barcode: p.barcode,
    isbn: p.isbn,
    unit: p.unit,
    vatRate: p.vat_rate,
    price: decimalString(p.price, 2),
    priceIncludesVat: p.price_includes_vat,
    vatExemptionCode: p.vat_exemption_code,
    locationId: p.location_id,
    criticalStock: p.critical_stock === null ? null : decimalString(p.critical_stock),
    stockQuantity: decimalString(p.stock_quantity),
    stockByWarehouse: (p.stock_by_warehouse ?? [])
      .map((s) => ({ ...s, quantity: decimalString(s.quantity) }))
      .sort((a, b) => compareTurkish(a.warehouseName, b.warehouseName) || a.warehouseId - b.warehouseId),
    stockByLocation: (p.stock_by_location ?? [])
      .map(({ pickOrder: _, ...s }) => ({ ...s, quantity: decimalString(s.quantity) }))
      .sort((a, b) => a.warehouseId - b.warehouseId || pickOrderOf(p, a.locationId) - pickOrderOf(p, b.locationId) || a.locationId - b.locationId),
    version: p.version,
    parentProductId: p.parent_product_id,
    variantValues: p.variant_values ?? [],
    variantChoices: p.variant_choices ?? [],
  };
}

export function accountJson(a: AccountRow): z.input<typeof accountSchema> {
  return {
    ...(a.attributes ?? {}),
    // every card is in a country: Turkey unless its card says otherwise (migration 091 wrote it on the older ones)
    country: typeof a.attributes?.country === 'string' ? a.attributes.country : HOME_COUNTRY,
    id: a.id,
    code: a.code,
    name: a.name,
    kind: a.kind,
    taxNumber: a.tax_number,
    taxOffice: a.tax_office,
    iban: a.iban,
    email: a.email,
    version: a.version,
    currency: a.currency,
    balance: a.own_balance ?? a.lira_balance,
    liraBalance: a.lira_balance,
    einvoiceCheck: einvoiceCheckJson(a),
  };
}

export async function selectProduct(db: Queryable, id: number): Promise<ProductRow | undefined> {
  return (await db.query<ProductRow>(`${PRODUCT_SELECT}, 1 as total from products p where p.id = $1`, [id])).rows[0];
}

export async function selectAccount(db: Queryable, id: number): Promise<AccountRow | undefined> {
  return (await db.query<AccountRow>(`${ACCOUNT_SELECT}, 1 as total from accounts a where a.id = $1`, [id])).rows[0];
}
