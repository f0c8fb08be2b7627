import type { Effect } from '../../../machines/index';
import type { Queryable } from '../db/database';
import { writeStockMoves } from './stock-valuation';
import { pickedStockMoves } from './picked-moves';
import { accountMovesWithDifferences, cashMovesInBoxCurrency } from './foreign-moves';
import { companyToday } from '../clock';
import { accountRowOf, cashAmountOf, cashBoxOf } from './ledger-rows';
import { checkCashBalances } from './negative-cash';
import { AREA_EFFECTS, effectHandler, type EffectContext } from './extensions';

export type { EffectContext } from './extensions';

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

const LEDGER_SQL = `
with a as (
  insert into account_moves (company_id, document_id, account_id, debit, credit, currency, foreign_amount, exchange_rate, kind, on_date)
  select $1, $2, m.account_id, m.debit, m.credit, m.currency, m.foreign_amount, m.exchange_rate, m.kind, m.on_date
    from unnest($3::integer[], $4::numeric[], $5::numeric[], $6::text[], $16::numeric[], $17::numeric[], $18::text[], $19::date[])
      as m (account_id, debit, credit, currency, foreign_amount, exchange_rate, kind, on_date)),
c as (
  insert into cash_moves (company_id, document_id, cash_box_id, amount, payment_type, kind, on_date, currency, exchange_rate, counter_amount, counter_currency)
  select $1, $2, coalesce(m.cash_box_id, (select id from cash_boxes where kind = 'cash' order by id limit 1)), m.amount, m.payment_type, m.kind,
         m.on_date, m.currency, m.exchange_rate, m.counter_amount, m.counter_currency
    from unnest($7::integer[], $8::numeric[], $9::text[], $10::text[], $11::date[], $12::text[], $13::numeric[], $14::numeric[], $15::text[])
      as m (cash_box_id, amount, payment_type, kind, on_date, currency, exchange_rate, counter_amount, counter_currency))
select 1`;

/**
 * Writes every ledger move of one effect list: the stock moves with their value (stock-valuation.ts), then the
 * account and cash moves in a single statement, one round trip however many lines. A move that names no cash box
 * goes to the company's first one.
 */
async function writeLedgers(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  const stock = await pickedStockMoves(
    ctx.q,
    ctx.documentId,
    effects.filter((e) => e.type === 'stockMove').map((e) => e.params),
  );
  const moves = effects.filter((e) => e.type === 'accountMove').map((e) => e.params);
  await writeStockMoves(ctx.q, ctx.companyId, ctx.documentId, stock);
  if (!moves.length && !effects.some((e) => e.type === 'cashMove')) return;
  // a foreign-currency document books its lira equivalent, the foreign amount beside, and its kur farkı (foreign-moves.ts)
  const account = await accountMovesWithDifferences(ctx.q, moves);
  const cash = await cashMovesInBoxCurrency(
    ctx.q,
    effects.filter((e) => e.type === 'cashMove').map((e) => e.params),
  );
  const rows = account.map(accountRowOf);
  // every path that writes cash (vouchers, sales and refunds at the till, cheques, sessions, offline sync) comes here
  const shortages = await checkCashBalances(
    ctx.q,
    cash.map((p) => ({ cashBoxId: cashBoxOf(p), amount: cashAmountOf(p) })),
  );
  if (shortages.length) ctx.onNegativeCash?.(shortages);
  const today = cash.length ? await companyToday(ctx.q, ctx.companyId) : null;
  await ctx.q.query(LEDGER_SQL, [
    ctx.companyId,
    ctx.documentId,
    rows.map((r) => r.accountId),
    rows.map((r) => r.debit),
    rows.map((r) => r.credit),
    rows.map((r) => r.currency),
    cash.map(cashBoxOf),
    cash.map(cashAmountOf),
    cash.map((p) => (typeof p.paymentType === 'string' ? p.paymentType : null)),
    cash.map((p) => (typeof p.kind === 'string' ? p.kind : null)),
    // a voucher's day, currency and, across currencies, its rate and the other amount (sales and sessions name none)
    cash.map((p) => text(p.date) ?? today),
    cash.map((p) => text(p.currency)),
    cash.map((p) => text(p.exchangeRate)),
    cash.map((p) => text(p.counterAmount)),
    cash.map((p) => text(p.counterCurrency)),
    account.map((p) => (p.lira === undefined ? null : p.side === 'credit' ? `-${String(p.amount)}` : String(p.amount))),
    account.map((p) => text(p.exchangeRate)),
    account.map((p) => text(p.kind === 'exchangeDifference' ? p.kind : null)),
    // an account move that names its day (`onDate`: a bounced cheque's debit) counts on it; else the trigger takes its document's date
    account.map((p) => text(p.onDate)),
  ]);
}

/**
 * Carries out the effects a machine returned inside the command's transaction: the ledger moves, the events it
 * sends to other documents, then what the areas carry out (extensions.ts): a second-hand copy sold, an e-document
 * queued, a hold fulfilled, the instalments a credit settles. Effects without a ledger (a Z report) live in the snapshot.
 */
export async function applyEffects(ctx: EffectContext, effects: readonly Effect[]): Promise<void> {
  await writeLedgers(ctx, effects);
  for (const e of effects) {
    if (e.type === 'supplySource') {
      await ctx.sendToDocument(Number(e.params.sourceId), { type: 'SUPPLY', lines: e.params.lines, targetType: e.params.targetType });
    }
  }
  for (const kind of AREA_EFFECTS) {
    const params = effects.filter((e) => e.type === kind).map((e) => e.params);
    if (params.length) await effectHandler(kind)(ctx, params);
  }
}
