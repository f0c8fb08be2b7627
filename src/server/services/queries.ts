import type { Queryable } from '../db/database';
import type { ServiceBody, ServiceInvoice } from '../../domain/schemas/services';
import type { ServicePeriod } from '../../domain/services/periods';

/** The SQL of Cari → Servisler (migration recurring_services). */

export interface ServiceRow {
  id: number;
  account_id: number;
  account_name: string;
  product_id: number;
  product_name: string;
  name: string;
  price: string;
  vat_rate: number;
  price_includes_vat: boolean;
  currency: string;
  period: ServicePeriod;
  every_months: number | null;
  start_date: string;
  end_date: string | null;
  invoice_as: 'draft' | 'completed';
  active: boolean;
  created_by: number;
  invoice_count: number;
  /** the last period billed, -1 when none */
  last_period: number;
}

const SERVICE_SELECT = `select s.id, s.account_id, a.name as account_name, s.product_id, p.name as product_name, s.name,
         trim_scale(s.price)::text as price, s.vat_rate, s.price_includes_vat, s.currency, s.period, s.every_months,
         to_char(s.start_date, 'YYYY-MM-DD') as start_date, to_char(s.end_date, 'YYYY-MM-DD') as end_date, s.invoice_as, s.active,
         s.created_by, (select count(*)::integer from service_invoices i where i.service_id = s.id) as invoice_count,
         coalesce((select max(i.period_index) from service_invoices i where i.service_id = s.id), -1) as last_period
    from recurring_services s join accounts a on a.id = s.account_id join products p on p.id = s.product_id`;

export async function listServices(
  q: Queryable,
  f: { accountId?: number; active?: boolean; limit: number; offset: number },
): Promise<{ rows: ServiceRow[]; total: number }> {
  const where = `where ($1::integer is null or s.account_id = $1) and ($2::boolean is null or s.active = $2)`;
  const args = [f.accountId ?? null, f.active ?? null];
  const rows = await q.query<ServiceRow>(`${SERVICE_SELECT} ${where} order by s.active desc, a.name, s.name, s.id limit $3 offset $4`, [
    ...args,
    f.limit,
    f.offset,
  ]);
  const total = await q.query<{ n: number }>(`select count(*)::integer as n from recurring_services s ${where}`, args);
  return { rows: rows.rows, total: total.rows[0]!.n };
}

/** The service; `lock`: its row locked until the transaction ends (billing and editing it queue here). */
export async function findService(q: Queryable, id: number, lock = false): Promise<ServiceRow | null> {
  if (lock) await q.query(`select 1 from recurring_services where id = $1 for update`, [id]);
  const r = await q.query<ServiceRow>(`${SERVICE_SELECT} where s.id = $1`, [id]);
  return r.rows[0] ?? null;
}

const columns = (b: ServiceBody) => [
  b.accountId,
  b.productId,
  b.name,
  b.price,
  b.vatRate,
  b.priceIncludesVat,
  b.currency,
  b.period,
  b.period === 'months' ? b.everyMonths : null,
  b.startDate,
  b.endDate ?? null,
  b.invoiceAs,
  b.active,
];

/** Whether the account and the product a service names are the company's. */
export async function accountAndProductExist(q: Queryable, accountId: number, productId: number): Promise<{ account: boolean; product: boolean }> {
  const r = await q.query<{ account: boolean; product: boolean }>(
    `select exists (select 1 from accounts where id = $1) as account, exists (select 1 from products where id = $2) as product`,
    [accountId, productId],
  );
  return r.rows[0]!;
}

export async function insertService(q: Queryable, companyId: number, userId: number, b: ServiceBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into recurring_services (account_id, product_id, name, price, vat_rate, price_includes_vat, currency, period, every_months,
       start_date, end_date, invoice_as, active, company_id, created_by)
     values ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9, $10::date, $11::date, $12, $13, $14, $15) returning id`,
    [...columns(b), companyId, userId],
  );
  return r.rows[0]!.id;
}

export async function updateService(q: Queryable, id: number, b: ServiceBody): Promise<void> {
  await q.query(
    `update recurring_services set account_id = $1, product_id = $2, name = $3, price = $4::numeric, vat_rate = $5, price_includes_vat = $6,
       currency = $7, period = $8, every_months = $9, start_date = $10::date, end_date = $11::date, invoice_as = $12, active = $13
     where id = $14`,
    [...columns(b), id],
  );
}

export async function listServiceInvoices(q: Queryable, serviceId: number): Promise<ServiceInvoice[]> {
  const r = await q.query<{
    period_index: number;
    due_date: string;
    last_day: string;
    document_id: number;
    number: string;
    status: string;
    refusal: string | null;
    made_at: Date;
  }>(
    `select i.period_index, to_char(i.due_date, 'YYYY-MM-DD') as due_date, to_char(i.last_day, 'YYYY-MM-DD') as last_day, i.document_id,
            d.number, d.status, i.refusal, i.made_at
       from service_invoices i join documents d on d.id = i.document_id
      where i.service_id = $1 order by i.period_index desc`,
    [serviceId],
  );
  return r.rows.map((row) => ({
    periodIndex: row.period_index,
    dueDate: row.due_date,
    lastDay: row.last_day,
    documentId: row.document_id,
    number: row.number,
    status: row.status,
    refusal: row.refusal,
    madeAt: new Date(row.made_at).toISOString(),
  }));
}

/** Records the invoice of one period; false when that period was billed already (the unique index). */
export async function insertServiceInvoice(
  q: Queryable,
  companyId: number,
  row: { serviceId: number; periodIndex: number; dueDate: string; lastDay: string; documentId: number; refusal: string | null },
): Promise<boolean> {
  const r = await q.query(
    `insert into service_invoices (company_id, service_id, period_index, due_date, last_day, document_id, refusal)
     values ($1, $2, $3, $4::date, $5::date, $6, $7) on conflict (company_id, service_id, period_index) do nothing`,
    [companyId, row.serviceId, row.periodIndex, row.dueDate, row.lastDay, row.documentId, row.refusal],
  );
  return r.rowCount > 0;
}

/** The companies that have an active service, and its ids: what a billing round looks at (read as the schema owner). */
export async function listActiveServices(q: Queryable, companyId?: number): Promise<{ company_id: number; id: number }[]> {
  const r = await q.query<{ company_id: number; id: number }>(
    `select company_id, id from recurring_services where active and ($1::integer is null or company_id = $1) order by company_id, id`,
    [companyId ?? null],
  );
  return r.rows;
}
