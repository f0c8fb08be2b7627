/**
 * The SQL over `trade_lines` (migration 077: one row per line of a completed sale or purchase, its revenue and its
 * cost kept by triggers) that the line reports' windows (windows/trade-windows.ts) share: which lines a report's
 * filters pick, and the names a row shows. It picks exactly the lines `saleLines` (queries.ts) reads.
 */

export const SALE_TYPES = ['salesInvoice', 'posSale', 'salesReturn'] as const;
export const PURCHASE_TYPES = ['purchaseInvoice', 'purchaseReturn'] as const;
export const RETURN_TYPES = ['salesReturn', 'purchaseReturn'] as const;

/** The parameters of one statement, numbered as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface TradeLineFilter {
  from?: string;
  to?: string;
  accountId?: number;
  productId?: number;
  categoryId?: number;
  warehouseId?: number;
  userId?: number;
  paymentType?: string;
}

const DIGITS = `'^\\d{1,9}$'`;
/** a product's group as saleLines joins it: the id its attributes name */
export const CATEGORY_OF_PRODUCT = `case when p.attributes->>'categoryId' ~ ${DIGITS} then (p.attributes->>'categoryId')::integer end`;

/** The conditions on `t` (trade_lines) that keep the lines of `types` the filters ask for; till sales invoiced later drop out. */
export function tradeLineConditions(p: SqlParams, types: readonly string[], f: TradeLineFilter): string {
  const c = [`t.doc_type = any(${p.add(types)}::text[])`, 'not t.invoiced_later'];
  if (f.from) c.push(`t.day >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`t.day <= ${p.add(f.to)}::date`);
  if (f.accountId !== undefined) c.push(`t.account_id = ${p.add(f.accountId)}::integer`);
  if (f.productId !== undefined) c.push(`t.product_id = ${p.add(f.productId)}::integer`);
  if (f.warehouseId !== undefined) c.push(`t.warehouse_id = ${p.add(f.warehouseId)}::integer`);
  if (f.userId !== undefined) c.push(`t.user_id = ${p.add(f.userId)}::integer`);
  if (f.paymentType !== undefined) c.push(`t.payment_type = ${p.add(f.paymentType)}::text`);
  if (f.categoryId !== undefined) {
    const id = p.add(f.categoryId);
    c.push(
      `t.product_id in (select p.id from products p join definitions c on c.company_id = p.company_id and c.id = ${CATEGORY_OF_PRODUCT}
                         where c.id = ${id}::integer)`,
    );
  }
  return c.join(' and ');
}

/** The joins that name a line's account, product, group, warehouse and user (left joins: a line keeps its row). */
export const LABEL_JOINS = `
  left join accounts a on a.company_id = t.company_id and a.id = t.account_id
  left join products p on p.company_id = t.company_id and p.id = t.product_id
  left join definitions c on c.company_id = t.company_id and c.id = ${CATEGORY_OF_PRODUCT}
  left join warehouses w on w.company_id = t.company_id and w.id = t.warehouse_id
  left join users u on u.company_id = t.company_id and u.id = t.user_id`;

/**
 * A `values` list of codes and their words, to join a code to the label a report shows so the database can sort by
 * it: `(values ('cash', 'Nakit'), …) as alias (code, label)`.
 */
export function labelList(p: SqlParams, alias: string, codes: readonly string[], label: (code: string) => string): string {
  const rows = codes.map((code) => `(${p.add(code)}::text, ${p.add(label(code))}::text)`).join(', ');
  return `(values ${rows}) as ${alias} (code, label)`;
}
