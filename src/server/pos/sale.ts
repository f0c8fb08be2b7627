import { createHash } from 'node:crypto';
import { mayWrite } from '../../../machines/access';
import { Dec } from '../../domain/money/decimal';
import type { PosSaleBody } from '../../domain/schemas/pos';
import type { Queryable } from '../db/database';
import { createDocument, sendEvent, type CommandContext } from '../documents/commands';
import { loadDocument, type DocumentRow } from '../documents/store';
import { fail, invalid, refusedByRule } from '../http/errors';
import { companyTimeZone, serverNow } from '../clock';
import { businessDay } from '../../domain/clock/clock';
import { saleSalesperson } from '../../domain/commissions/sale-salesperson';
import { namedSalesperson } from '../commissions/public';
import { findSaleByClientId, lockOpenCashBoxSession, lockSaleClientId, setSaleClientId } from './queries';

const dec = (v: string | undefined) => new Dec(v ?? '0').toFixed();

/** The sale a body asks for, written the same way whatever the spelling of its numbers: a retry has the same fingerprint. */
export function saleFingerprint(body: PosSaleBody): string {
  const canonical = {
    cashBoxId: body.cashBoxId,
    paymentType: body.paymentType,
    // the part paid with points only where there is one, so that the sales made before it keep their fingerprint
    payments: body.payments
      ? { cash: dec(body.payments.cash), card: dec(body.payments.card), ...(body.payments.points ? { points: dec(body.payments.points) } : {}) }
      : null,
    accountId: body.accountId ?? null,
    // the salesperson only where one is named, so that the sales made before it keep their fingerprint
    ...(body.salespersonId ? { salespersonId: body.salespersonId } : {}),
    soldAt: body.soldAt ? new Date(body.soldAt).toISOString() : null,
    // a VAT-inclusive price is marked only where it is one, so that the sales made before it keep their fingerprint
    lines: body.lines.map((l) => [
      l.productId,
      dec(l.quantity),
      dec(l.unitPrice),
      dec(l.discountRate),
      l.vatRate,
      ...(l.priceIncludesVat ? ['vatIncluded'] : []),
      ...(l.copyId ? ['copy', l.copyId] : []),
    ]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The sale made with this client id, with the fingerprint of its body; null when there is none. */
export async function saleByClientId(q: Queryable, clientId: string): Promise<{ doc: DocumentRow; hash: string } | null> {
  const found = await findSaleByClientId(q, clientId);
  return found ? { doc: await loadDocument(q, found.id), hash: found.hash } : null;
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
export async function recordSale(ctx: CommandContext, body: PosSaleBody): Promise<{ doc: DocumentRow; replayed: boolean; salespersonRemoved?: string }> {
  if (!mayWrite(ctx.auth, 'posSale')) throw fail('PE10003');
  await lockSaleClientId(ctx.q, body.clientId);
  const hash = saleFingerprint(body);
  const earlier = await saleByClientId(ctx.q, body.clientId);
  if (earlier) {
    if (earlier.hash !== hash) throw invalid({ clientId: [{ key: 'rules.pos.clientIdTaken' }] });
    return { doc: earlier.doc, replayed: true };
  }
  // `madeOffline` is how the sale is settled, not what was sold: an upload retried with it keeps its fingerprint
  const { clientId, soldAt, payments, madeOffline, salespersonId, ...sale } = body;
  // a salesperson deleted since the sale was made: the sale is kept, its writer's (sale-salesperson.ts)
  const named = salespersonId ? await namedSalesperson(ctx.q, salespersonId) : 'present';
  const dropped = salespersonId !== undefined && saleSalesperson(named, true) === 'drop';
  const date = businessDay(soldAt ? new Date(soldAt) : serverNow(), await companyTimeZone(ctx.q, ctx.auth.companyId));
  // creating first checks every id the body names (a 422), then the box must have its session open
  const created = await createDocument(ctx, {
    ...sale,
    ...(salespersonId && !dropped ? { salespersonId } : {}),
    ...(sale.paymentType === 'mixed' ? { payments } : {}),
    type: 'posSale',
    date,
    clientId,
    ...(soldAt ? { soldAt: new Date(soldAt).toISOString() } : {}),
    ...(madeOffline ? { madeOffline: true } : {}),
  });
  await lockOpenCashBoxSession(ctx.q, body.cashBoxId);
  await setSaleClientId(ctx.q, created.id, clientId, hash);
  const started = await step(ctx, created, 'START');
  return { doc: await step(ctx, started, 'COMPLETE'), replayed: false, ...(dropped ? { salespersonRemoved: salespersonId } : {}) };
}
