import { createHash } from 'node:crypto';
import { fastSalePriceRule, mayWrite } from '../../domain/documents/permissions';
import { Dec } from '../../domain/money/decimal';
import type { PosSaleBody } from '../../domain/schemas/pos';
import type { Queryable } from '../db/database';
import { createDocument, sendEvent, type CommandContext } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { ApiError, fail, invalid, refusedByRule } from '../http/errors';
import { istanbulToday } from '../rates/istanbul-day';

const dec = (v: string | undefined) => new Dec(v ?? '0').toFixed();

/** The sale a body asks for, written the same way whatever the spelling of its numbers: a retry has the same fingerprint. */
export function saleFingerprint(body: PosSaleBody): string {
  const canonical = {
    cashBoxId: body.cashBoxId,
    paymentType: body.paymentType,
    payments: body.payments ? { cash: dec(body.payments.cash), card: dec(body.payments.card) } : null,
    accountId: body.accountId ?? null,
    soldAt: body.soldAt ? new Date(body.soldAt).toISOString() : null,
    lines: body.lines.map((l) => [l.productId, dec(l.quantity), dec(l.unitPrice), dec(l.discountRate), l.vatRate]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The sale made with this client id, with the fingerprint of its body; null when there is none. */
export async function saleByClientId(q: Queryable, clientId: string): Promise<{ doc: DocumentRow; hash: string } | null> {
  const r = await q.query<{ id: number; client_hash: string }>(`select id, client_hash from documents where client_id = $1 and doc_type = 'posSale'`, [clientId]);
  const row = r.rows[0];
  return row ? { doc: await loadDocument(q, row.id), hash: row.client_hash } : null;
}

/** Spec §6 on the till (fastSalePriceRule): the prices each line's product may be sold at, then the rule. */
async function checkFastSale(ctx: CommandContext, body: PosSaleBody): Promise<void> {
  const auth = ctx.auth;
  if (auth.permissions.includes('fastSale') || auth.roles.includes('admin')) return;
  const ids = [...new Set(body.lines.map((l) => Number(l.productId)))].filter((n) => n <= 2_147_483_647);
  const r = await ctx.q.query<{ id: number; price: string }>(`select id, price::text as price from products where id = any($1::integer[])`, [ids]);
  const today = new Map(r.rows.map((p) => [String(p.id), p.price]));
  const then = body.soldAt ? await pricesAt(ctx, ids, body.soldAt) : new Map<string, string>();
  const pricesOf = (id: string) => (today.has(id) ? [today.get(id)!, ...(then.has(id) ? [then.get(id)!] : [])] : undefined);
  const rule = fastSalePriceRule(auth, body.lines, pricesOf);
  if (rule) throw new ApiError(403, rule, `rules.${rule}`);
}

/** The price each product had at `at`, for those whose price changed since (migration 013 keeps the old ones). */
async function pricesAt(ctx: CommandContext, ids: number[], at: string): Promise<Map<string, string>> {
  const r = await ctx.q.query<{ product_id: number; price: string }>(
    `select distinct on (product_id) product_id, price::text as price from product_price_history
      where product_id = any($1::integer[]) and valid_until > $2::timestamptz order by product_id, valid_until`,
    [ids, new Date(at).toISOString()],
  );
  return new Map(r.rows.map((p) => [String(p.product_id), p.price]));
}

/**
 * Holds the cash box's open session (shared) until the sale commits, so that a close running at the same
 * time either waits for the sale (and counts it in its Z report) or has closed first. Whether the box is open
 * is the receipt machine's decision on COMPLETE (receipt.cashBoxNotOpen).
 */
async function lockOpenSession(q: Queryable, cashBoxId: string): Promise<void> {
  await q.query(`select id from documents where doc_type = 'cashBoxSession' and status = 'open' and snapshot->'context'->>'cashBoxId' = $1 for share`, [cashBoxId]);
}

async function step(ctx: CommandContext, doc: DocumentRow, type: 'START' | 'COMPLETE'): Promise<DocumentRow> {
  const outcome = await sendEvent(ctx, doc.id, doc.version, { type });
  // a refusal throws: the transaction is rolled back, the sale (and its refused journal row) never existed
  if (!outcome.ok) throw refusedByRule(outcome.reason);
  return outcome.doc;
}

/**
 * One till sale in one transaction: created, started and completed, or nothing at all. The same client id
 * again answers the sale it made (`replayed`), in parallel too: an advisory lock on the id serialises
 * uploads of one sale, the unique index keeps it one sale forever.
 */
export async function recordSale(ctx: CommandContext, body: PosSaleBody): Promise<{ doc: DocumentRow; replayed: boolean }> {
  if (!mayWrite(ctx.auth, 'posSale')) throw fail('PE10003');
  await ctx.q.query(`select pg_advisory_xact_lock(hashtext('pos-sale:' || current_setting('app.company_id', true) || ':' || $1))`, [body.clientId]);
  const hash = saleFingerprint(body);
  const earlier = await saleByClientId(ctx.q, body.clientId);
  if (earlier) {
    if (earlier.hash !== hash) throw invalid({ clientId: [{ key: 'rules.pos.clientIdTaken' }] });
    return { doc: earlier.doc, replayed: true };
  }
  await checkFastSale(ctx, body);
  const { clientId, soldAt, payments, ...sale } = body;
  const date = istanbulToday(soldAt ? new Date(soldAt) : new Date());
  // creating first checks every id the body names (a 422), then the box must have its session open
  const created = await createDocument(ctx, {
    ...sale,
    ...(sale.paymentType === 'mixed' ? { payments } : {}),
    type: 'posSale',
    date,
    clientId,
    ...(soldAt ? { soldAt: new Date(soldAt).toISOString() } : {}),
  });
  await lockOpenSession(ctx.q, body.cashBoxId);
  await ctx.q.query(`update documents set client_id = $2, client_hash = $3 where id = $1`, [created.id, clientId, hash]);
  const started = await step(ctx, created, 'START');
  return { doc: await step(ctx, started, 'COMPLETE'), replayed: false };
}
