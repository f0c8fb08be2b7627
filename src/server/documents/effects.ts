import type { Effect } from '../../../machines/index';
import type { Queryable } from '../db/database';

export interface EffectContext {
  q: Queryable;
  companyId: number;
  documentId: number;
  defaults: { warehouseId: number | null; cashBoxId: number | null };
  /** sends an event to another document in the same transaction (a source's SUPPLY) */
  sendToDocument(documentId: number, event: Record<string, unknown> & { type: string }): Promise<void>;
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** Carries out the effects a machine returned, in order, inside the command's transaction. */
export async function applyEffects(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  for (const e of effects) {
    const p = e.params;
    switch (e.type) {
      case 'stockMove':
        await ctx.q.query(`insert into stock_moves (company_id, document_id, product_id, warehouse_id, quantity) values ($1, $2, $3, $4, $5)`, [
          ctx.companyId,
          ctx.documentId,
          num(p.productId),
          num(p.warehouseId) ?? ctx.defaults.warehouseId,
          p.quantity,
        ]);
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
        const box = num(p.cashBoxId) ?? num(p.bankAccountId) ?? ctx.defaults.cashBoxId;
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
