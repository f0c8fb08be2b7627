import { createHash } from 'node:crypto';
import { mayWrite } from '../../../machines/access';
import { Dec } from '../../domain/money/decimal';
import type { PosSaleBody } from '../../domain/schemas/pos';
import type { Queryable } from '../db/database';
import { createDocument, sendEvent, type CommandContext } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { fail, invalid, refusedByRule } from '../http/errors';
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
  const r = await q.query<{ id: number; client_hash: string }>(`select id, client_hash from documents where client_id = $1 and doc_type = 'posSale'`, [
    clientId,
  ]);
  const row = r.rows[0];
  return row ? { doc: await loadDocument(q, row.id), hash: row.client_hash } : null;
}

/**
 * Holds the cash box's open session (shared) until the sale commits, so that a close running at the same
 * time either waits for the sale (and counts it in its Z report) or has closed first. Whether the box is open
 * is the receipt machine's decision on COMPLETE (receipt.cashBoxNotOpen).
 */
async function lockOpenSession(q: Queryable, cashBoxId: string): Promise<void> {
  await q.query(`select id from documents where doc_type = 'cashBoxSession' and status = 'open' and snapshot->'context'->>'cashBoxId' = $1 for share`, [
    cashBoxId,
  ]);
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
