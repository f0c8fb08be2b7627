import type { Effect } from '../../../machines/index';
import type { Queryable } from '../db/database';

export interface EffectContext {
  q: Queryable;
  companyId: number;
  documentId: number;
  /** read only when an effect names no warehouse or cash box */
  defaults: () => Promise<{ warehouseId: number | null; cashBoxId: number | null }>;
  /** sends an event to another document in the same transaction (a source's SUPPLY) */
  sendToDocument(documentId: number, event: Record<string, unknown> & { type: string }): Promise<void>;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** All stock moves of one effect list in a single statement: one round trip however many lines. */
async function insertStockMoves(ctx: EffectContext, moves: readonly Effect[]): Promise<void> {
  if (!moves.length) return;
  const fallback = moves.some((m) => num(m.params.warehouseId) === null) ? (await ctx.defaults()).warehouseId : null;
  await ctx.q.query(
    `insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity)
     select $1, $2, m.product_id, m.warehouse_id, m.quantity
       from unnest($3::integer[], $4::integer[], $5::numeric[]) as m (product_id, warehouse_id, quantity)`,
    [ctx.companyId, ctx.documentId, moves.map((m) => num(m.params.productId)), moves.map((m) => num(m.params.warehouseId) ?? fallback), moves.map((m) => String(m.params.quantity))],
  );
}

/** Carries out the effects a machine returned, in order, inside the command's transaction. */
export async function applyEffects(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  await insertStockMoves(ctx, effects.filter((e) => e.type === 'stockMove'));
  for (const e of effects) {
    const p = e.params;
    switch (e.type) {
      case 'stockMove':
        break;
      case 'accountMove': {
        const debit = p.side === 'debit' ? p.amount : '0';
        const credit = p.side === 'credit' ? p.amount : '0';
        await ctx.q.query(`insert into account_moves (company_id, document_id, account_id, debit, credit, currency) values ($1, $2, $3, $4, $5, $6)`, [
          ctx.companyId,
          ctx.documentId,
          num(p.accountId),
          debit,
          credit,
          p.currency ?? 'TRY',
        ]);
        break;
      }
      case 'cashMove': {
        const box = num(p.cashBoxId) ?? num(p.bankAccountId) ?? (await ctx.defaults()).cashBoxId;
        const amount = p.direction === 'out' ? `-${String(p.amount)}` : String(p.amount);
        await ctx.q.query(`insert into cash_moves (company_id, document_id, cash_box_id, amount) values ($1, $2, $3, $4)`, [ctx.companyId, ctx.documentId, box, amount]);
        break;
      }
      case 'supplySource':
        await ctx.sendToDocument(Number(p.sourceId), { type: 'SUPPLY', lines: p.lines, targetType: p.targetType });
        break;
      default:
        // effects without a ledger (a Z report) live in the document's own snapshot
        break;
    }
  }
}
