import { mayRetry, mikroKindOf, type MikroDocumentType } from '../../domain/mikro/transfers';
import { dec } from '../../domain/money/decimal';
import type { Database, Queryable } from '../db/database';
import { loadDocument } from '../documents/store';
import { fail } from '../http/errors';
import { erpProviderOf } from './factory';
import { ErpError, type ErpDocument, type ErpProvider } from './provider';
import { findMikroSettings, type MikroSettingsRow } from './settings-queries';
import { claimWaiting, findTransfer, noteTry, rearmFailed, settleTransfer, type TransferRow } from './transfer-queries';

/**
 * Sending a completed document to Mikro, exactly once. Its transfer row is made when it completes (one per document,
 * with our key), then whoever holds the row's short claim talks to Mikro outside any transaction: a try after an earlier
 * one asks Mikro for our key before sending, and Mikro refusing the document's number as one it has is asked too. No
 * answer leaves the row waiting for the next round; a refusal makes it failed, with Mikro's reason, until retried.
 */
export interface MikroOptions {
  /** the sandbox Mikro beside the server (MIKRO_URL) */
  sandboxUrl: string | null;
  /** how long after a try Mikro did not answer the transfer is tried again, in ms */
  retryMs: number;
}

/** How long one caller talks to Mikro about a transfer before another may. */
const CLAIM_MS = 30_000;
/** The series of the documents' numbers at Mikro; the sequence is the transfer's own id. */
const SERIES = 'DF';

interface Line {
  productId?: unknown;
  quantity?: unknown;
  unitPrice?: unknown;
  vatRate?: unknown;
}

/** What Mikro is told of the document: its account's and products' codes, its lines, the company's codes. */
async function erpDocumentOf(q: Queryable, row: TransferRow, settings: MikroSettingsRow): Promise<ErpDocument> {
  const doc = await loadDocument(q, row.document_id);
  const context = doc.snapshot.context as { accountId?: unknown; date?: unknown; lines?: Line[] };
  const lines = (context.lines ?? []).filter((l) => l.productId !== undefined && l.productId !== null && l.productId !== '');
  const account = await q.query<{ code: string }>(`select code from accounts where id = $1`, [Number(context.accountId)]);
  const products = await q.query<{ id: number; code: string }>(`select id, code from products where id = any($1::integer[])`, [
    lines.map((l) => Number(l.productId)),
  ]);
  const codeOf = new Map(products.rows.map((p) => [p.id, p.code]));
  const type = doc.type as MikroDocumentType;
  return {
    key: row.transfer_key,
    series: SERIES,
    sequence: row.id,
    kind: mikroKindOf(type),
    sale: type.startsWith('sales'),
    number: doc.number,
    date: typeof context.date === 'string' ? context.date.slice(0, 10) : new Date().toISOString().slice(0, 10),
    accountCode: account.rows[0]?.code ?? '',
    warehouseNo: settings.warehouse_no,
    lines: lines.map((l) => {
      const quantity = String(l.quantity ?? '0');
      const unitPrice = String(l.unitPrice ?? '0');
      return {
        stockCode: codeOf.get(Number(l.productId)) ?? '',
        quantity,
        unitPrice,
        total: dec(quantity).mul(dec(unitPrice)).toFixed(2),
        vatCode: settings.vat_codes[String(l.vatRate)],
      };
    }),
  };
}

/** Talks to Mikro about a claimed waiting transfer and records what it says. */
async function sendClaimed(db: Database, companyId: number, row: TransferRow, provider: ErpProvider, doc: ErpDocument, o: MikroOptions) {
  try {
    // an earlier try may have reached Mikro and lost its answer
    let got = row.attempts > 1 ? await provider.findDocument(doc.key, doc.kind) : null;
    if (!got) {
      try {
        got = await provider.saveDocument(doc);
      } catch (e) {
        if (!(e instanceof ErpError && e.duplicate)) throw e;
        got = await provider.findDocument(doc.key, doc.kind);
        if (!got) throw new ErpError('Mikro has the number but not our key', false);
      }
    }
    const number = got.number;
    return (await db.company(companyId, (q) => settleTransfer(q, row.id, { state: 'sent', number })))!;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return db.company(companyId, async (q) => {
      if (e instanceof ErpError && e.permanent) return (await settleTransfer(q, row.id, { state: 'failed', code: e.refusal, message }))!;
      await noteTry(q, row.id, message, o.retryMs);
      return (await findTransfer(q, row.id))!;
    });
  }
}

/** Sends one waiting transfer if nobody else is sending it now; answers the transfer as it stands after. */
export async function sendTransfer(db: Database, companyId: number, id: number, o: MikroOptions): Promise<TransferRow | undefined> {
  const prep = await db.company(companyId, async (q) => {
    const settings = await findMikroSettings(q);
    const claimed = await claimWaiting(q, id, CLAIM_MS);
    if (!claimed) return { row: await findTransfer(q, id), settings, doc: null };
    return { row: claimed, settings, doc: await erpDocumentOf(q, claimed, settings) };
  });
  if (!prep.row || !prep.doc) return prep.row;
  let provider: ErpProvider;
  try {
    provider = erpProviderOf(prep.settings, o.sandboxUrl);
  } catch (e) {
    const err = e instanceof ErpError ? e : new ErpError(String(e), false);
    return db.company(companyId, async (q) => {
      if (err.permanent) return settleTransfer(q, id, { state: 'failed', code: err.refusal, message: err.message });
      await noteTry(q, id, err.message, o.retryMs);
      return findTransfer(q, id);
    });
  }
  return sendClaimed(db, companyId, prep.row, provider, prep.doc, o);
}

/** POST /api/mikro/transfers/retry: the failed transfers named (or all) go back to waiting and are sent now. */
export async function retryTransfers(db: Database, companyId: number, ids: readonly number[] | null, o: MikroOptions): Promise<TransferRow[]> {
  const rearmed = await db.company(companyId, async (q) => {
    if (ids && ids.length === 1) {
      const one = await findTransfer(q, ids[0]!);
      if (!one) throw fail('NF10004');
      if (!mayRetry(one.state)) throw fail('MI10002', { state: one.state });
    }
    return rearmFailed(q, ids);
  });
  const out: TransferRow[] = [];
  for (const id of rearmed) {
    const row = await sendTransfer(db, companyId, id, o);
    if (row) out.push(row);
  }
  return out;
}
