import type { Queryable } from '../db/database';
import type { Salesperson, SalespersonBody, SalespersonChoice } from '../../domain/schemas/commissions';
import type { SoldFigures } from '../../domain/commissions/rules';
import type { NamedSalesperson } from '../../domain/commissions/sale-salesperson';
import { CATEGORY_OF_PRODUCT, SALE_TYPES, SqlParams, tradeLineConditions } from '../reports/public';

/** The SQL of /komisyon (migration 202611290920_commissions): salespeople, their rules and targets, what they sold. */

interface PersonRow {
  id: number;
  name: string;
  user_id: number | null;
  user_name: string | null;
  active: boolean;
}

/** The company's salespeople with their rules and targets, by name; one when `id` is given. */
export async function listSalespeople(q: Queryable, id?: number): Promise<Salesperson[]> {
  const people = await q.query<PersonRow>(
    `select s.id, s.name, s.user_id, u.name as user_name, s.active
       from salespeople s left join users u on u.company_id = s.company_id and u.id = s.user_id
      where $1::integer is null or s.id = $1 order by lower(s.name) collate "C", s.id`,
    [id ?? null],
  );
  const rules = await q.query<Salesperson['rules'][number] & { salespersonId: number }>(
    `select r.salesperson_id as "salespersonId", r.scope, r.category_id as "groupId", c.name as "groupName",
            r.product_id as "productId", p.name as "productName", r.basis, r.rate::text as rate
       from commission_rules r
       left join definitions c on c.company_id = r.company_id and c.id = r.category_id
       left join products p on p.company_id = r.company_id and p.id = r.product_id
      where $1::integer is null or r.salesperson_id = $1 order by r.salesperson_id, r.id`,
    [id ?? null],
  );
  const targets = await q.query<Salesperson['targets'][number] & { salespersonId: number }>(
    `select salesperson_id as "salespersonId", period, amount::text as amount, premium_kind as "premiumKind", premium::text as premium
       from commission_targets where $1::integer is null or salesperson_id = $1
      order by salesperson_id, array_position(array['month', 'quarter', 'year'], period)`,
    [id ?? null],
  );
  return people.rows.map((s) => ({
    id: s.id,
    name: s.name,
    userId: s.user_id,
    userName: s.user_name,
    active: s.active,
    rules: rules.rows.filter((r) => r.salespersonId === s.id).map(({ salespersonId: _, ...r }) => r),
    targets: targets.rows.filter((t) => t.salespersonId === s.id).map(({ salespersonId: _, ...t }) => t),
  }));
}

/** Which of the ids the company has: its users, product groups (stock categories) and products. */
export async function knownIds(q: Queryable, body: SalespersonBody): Promise<{ users: Set<number>; groups: Set<number>; products: Set<number> }> {
  const ids = (pick: (r: SalespersonBody['rules'][number]) => number | null | undefined) => body.rules.map(pick).filter((x): x is number => x != null);
  const [users, groups, products] = await Promise.all([
    q.query<{ id: number }>(`select id from users where id = any($1::integer[])`, [body.userId == null ? [] : [body.userId]]),
    q.query<{ id: number }>(`select id from definitions where kind = 'category' and id = any($1::integer[])`, [ids((r) => r.groupId)]),
    q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids((r) => r.productId)]),
  ]);
  const set = (r: { rows: { id: number }[] }) => new Set(r.rows.map((x) => x.id));
  return { users: set(users), groups: set(groups), products: set(products) };
}

/** Whether another salesperson has that name (case ignored) or that user. */
export async function salespersonTaken(q: Queryable, body: SalespersonBody, exceptId: number | null): Promise<{ name: boolean; user: boolean }> {
  const r = await q.query<{ name: boolean; user: boolean }>(
    `select coalesce(bool_or(lower(name) = lower($1)), false) as name, coalesce(bool_or(user_id = $2), false) as user
       from salespeople where $3::integer is null or id <> $3`,
    [body.name, body.userId ?? null, exceptId],
  );
  return r.rows[0]!;
}

/** Writes the salesperson (a new one when `id` is null) and replaces their rules and targets; answers the id. */
export async function saveSalesperson(q: Queryable, companyId: number, id: number | null, body: SalespersonBody): Promise<number> {
  const saved =
    id === null
      ? (
          await q.query<{ id: number }>(`insert into salespeople (company_id, name, user_id, active) values ($1, $2, $3, $4) returning id`, [
            companyId,
            body.name,
            body.userId ?? null,
            body.active,
          ])
        ).rows[0]!.id
      : id;
  if (id !== null) {
    await q.query(`update salespeople set name = $2, user_id = $3, active = $4 where id = $1`, [id, body.name, body.userId ?? null, body.active]);
    await q.query(`delete from commission_rules where salesperson_id = $1`, [id]);
    await q.query(`delete from commission_targets where salesperson_id = $1`, [id]);
  }
  for (const r of body.rules)
    await q.query(
      `insert into commission_rules (company_id, salesperson_id, scope, category_id, product_id, basis, rate) values ($1, $2, $3, $4, $5, $6, $7)`,
      [companyId, saved, r.scope, r.scope === 'group' ? r.groupId : null, r.scope === 'product' ? r.productId : null, r.basis, r.rate],
    );
  for (const t of body.targets)
    await q.query(`insert into commission_targets (company_id, salesperson_id, period, amount, premium_kind, premium) values ($1, $2, $3, $4, $5, $6)`, [
      companyId,
      saved,
      t.period,
      t.amount,
      t.premiumKind,
      t.premium,
    ]);
  return saved;
}

/** The active salespeople, by name: what a sale may name. */
export async function salespersonChoices(q: Queryable): Promise<SalespersonChoice[]> {
  return (await q.query<SalespersonChoice>(`select id, name, user_id as "userId" from salespeople where active order by lower(name), id`)).rows;
}

/** Whether the company has the salesperson, deleted them (removed_salespeople), or never had them (another company's too). */
export async function namedSalesperson(q: Queryable, id: string | number): Promise<NamedSalesperson> {
  const r = await q.query<{ present: boolean; removed: boolean }>(
    `select exists (select 1 from salespeople where id = $1) as present, exists (select 1 from removed_salespeople where id = $1) as removed`,
    [Number(id)],
  );
  return r.rows[0]!.present ? 'present' : r.rows[0]!.removed ? 'removed' : 'unknown';
}

/** Deletes a salesperson with their rules and targets; the sales naming them fall back to their writers. */
export async function deleteSalesperson(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`delete from salespeople where id = $1`, [id])).rowCount > 0;
}

/**
 * What each salesperson sold between `from` and `to` (the sales and returns `trade_lines` holds, till sales invoiced
 * later left to their invoice), per product: a sale is the salesperson's it names, else its writer's.
 */
export async function soldBySalesperson(q: Queryable, from: string, to: string): Promise<Map<number, SoldFigures[]>> {
  const p = new SqlParams();
  const r = await q.query<{ salesperson_id: number; product_id: number | null; group_id: number | null; sales: string; returns: string; cost: string }>(
    `select sp.id as salesperson_id, t.product_id, ${CATEGORY_OF_PRODUCT} as group_id,
            coalesce(sum(t.revenue) filter (where t.doc_type <> 'salesReturn'), 0)::text as sales,
            coalesce(sum(t.revenue) filter (where t.doc_type = 'salesReturn'), 0)::text as returns,
            sum(t.cost)::text as cost
       from trade_lines t
       left join document_salespeople ds on ds.company_id = t.company_id and ds.document_id = t.document_id
       left join salespeople named on named.company_id = t.company_id and named.id = ds.salesperson_id
       join salespeople sp on sp.company_id = t.company_id
        and sp.id = coalesce(named.id, (select w.id from salespeople w where w.company_id = t.company_id and w.user_id = t.user_id))
       left join products p on p.company_id = t.company_id and p.id = t.product_id
      where ${tradeLineConditions(p, SALE_TYPES, { from, to })}
      group by sp.id, t.product_id, group_id`,
    p.values,
  );
  const out = new Map<number, SoldFigures[]>();
  for (const row of r.rows) {
    const list = out.get(row.salesperson_id) ?? [];
    list.push({
      productId: row.product_id === null ? null : String(row.product_id),
      groupId: row.group_id === null ? null : String(row.group_id),
      sales: row.sales,
      returns: row.returns,
      cost: row.cost,
    });
    out.set(row.salesperson_id, list);
  }
  return out;
}
