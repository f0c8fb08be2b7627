import type { Effect } from '../../../machines/index';
import type { Queryable } from '../db/database';
import { creditsOf } from '../../domain/instalments/credits';
import { settleInstalments } from '../instalments/settle';

export interface EffectContext {
  q: Queryable;
  companyId: number;
  documentId: number;
  /** sends an event to another document in the same transaction (a source's SUPPLY) */
  sendToDocument(documentId: number, event: Record<string, unknown> & { type: string }): Promise<void>;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

const LEDGER_SQL = `
with s as (
  insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity)
  select $1, $2, m.product_id, coalesce(m.warehouse_id, (select id from warehouses order by id limit 1)), m.quantity
    from unnest($3::integer[], $4::integer[], $5::numeric[]) as m (product_id, warehouse_id, quantity)),
a as (
  insert into account_moves (company_id, document_id, account_id, debit, credit, currency)
  select $1, $2, m.account_id, m.debit, m.credit, m.currency
    from unnest($6::integer[], $7::numeric[], $8::numeric[], $9::text[]) as m (account_id, debit, credit, currency)),
c as (
  insert into cash_moves (company_id, document_id, cash_box_id, amount, payment_type, kind)
  select $1, $2, coalesce(m.cash_box_id, (select id from cash_boxes where kind = 'cash' order by id limit 1)), m.amount, m.payment_type, m.kind
    from unnest($10::integer[], $11::numeric[], $12::text[], $13::text[]) as m (cash_box_id, amount, payment_type, kind))
select 1`;

/**
 * Writes every ledger move of one effect list (stock, account, cash) in a single statement: one round
 * trip however many lines. A move that names no warehouse or cash box goes to the company's first one.
 */
async function writeLedgers(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  const stock = effects.filter((e) => e.type === 'stockMove').map((e) => e.params);
  const account = effects.filter((e) => e.type === 'accountMove').map((e) => e.params);
  const cash = effects.filter((e) => e.type === 'cashMove').map((e) => e.params);
  if (!stock.length && !account.length && !cash.length) return;
  await ctx.q.query(LEDGER_SQL, [
    ctx.companyId,
    ctx.documentId,
    stock.map((p) => num(p.productId)),
    stock.map((p) => num(p.warehouseId)),
    stock.map((p) => String(p.quantity)),
    account.map((p) => num(p.accountId)),
    account.map((p) => (p.side === 'debit' ? String(p.amount) : '0')),
    account.map((p) => (p.side === 'credit' ? String(p.amount) : '0')),
    account.map((p) => String(p.currency ?? 'TRY')),
    cash.map((p) => num(p.cashBoxId) ?? num(p.bankAccountId)),
    cash.map((p) => (p.direction === 'out' ? `-${String(p.amount)}` : String(p.amount))),
    cash.map((p) => (typeof p.paymentType === 'string' ? p.paymentType : null)),
    cash.map((p) => (typeof p.kind === 'string' ? p.kind : null)),
  ]);
}

/**
 * Carries out the effects a machine returned inside the command's transaction: the ledger moves, the
 * events it sends to other documents, then the instalments a credit settles. Effects without a ledger (a Z report) live in the snapshot.
 */
export async function applyEffects(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  await writeLedgers(ctx, effects);
  for (const e of effects) {
    if (e.type === 'supplySource') {
      await ctx.sendToDocument(Number(e.params.sourceId), { type: 'SUPPLY', lines: e.params.lines, targetType: e.params.targetType });
    }
  }
  // a credit to an account settles its open instalments, accounts in id order (the order their rows are locked in);
  // after the sources' SUPPLY, so that a return locks its invoice before the invoice's instalments, as a plan change does
  const credits = creditsOf(effects.filter((e) => e.type === 'accountMove').map((e) => e.params)).sort((a, b) => a.accountId - b.accountId);
  for (const credit of credits) await settleInstalments(ctx.q, ctx.companyId, ctx.documentId, credit);
}
