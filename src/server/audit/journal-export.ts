import { canonicalJson } from '../../domain/canonical';
import type { Database } from '../db/database';
import type { JournalRow } from '../documents/journal';
import { istanbulDayBounds } from './day-bounds';
import { journalPage } from './journal-rows';
import type { JournalExportQuery } from '../../domain/schemas/audit';

/** Rows read per company transaction while the export streams. */
const PAGE_SIZE = 1000;

/** The columns of the export: every field the hash covers, by the names of the hashed body, then the chain. */
export const EXPORT_COLUMNS = ['company', 'document', 'seq', 'event', 'payload', 'from', 'to', 'accepted', 'reason', 'user', 'at', 'prevHash', 'hash'] as const;

/** A journal row under the hashed body's names; `payload` stays an object (canonical JSON text in CSV). */
export function exportRow(r: JournalRow) {
  return {
    company: r.companyId,
    document: r.documentId,
    seq: r.seq,
    event: r.event,
    payload: r.payload,
    from: r.from,
    to: r.to,
    accepted: r.accepted,
    reason: r.reason,
    user: r.userId,
    at: r.at,
    prevHash: r.prevHash,
    hash: r.hash,
  };
}

/** A CSV field: quoted (quotes doubled) when it holds the separator, a quote or a line break; null is empty. */
export function csvField(value: unknown, separator: string): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? canonicalJson(value) : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(r: JournalRow, separator: string): string {
  const row = exportRow(r);
  return EXPORT_COLUMNS.map((k) => csvField(row[k], separator)).join(separator) + '\r\n';
}

/**
 * The journal of a range as a stream of CSV lines or one JSON document `{from, to, rows: [...]}`, read a
 * page at a time (keyset) in company transactions, so a big range never sits in memory whole. The first
 * page is read before the stream is handed out: a query that fails is an error reply, never a 200 cut short.
 */
export async function journalExportStream(
  db: Database,
  companyId: number,
  query: JournalExportQuery,
  pageSize = PAGE_SIZE,
): Promise<ReadableStream<Uint8Array>> {
  const bounds = istanbulDayBounds(query.from, query.to);
  const separator = query.separator === 'tab' ? '\t' : ';';
  const encoder = new TextEncoder();
  const pageAfter = (after: { document: number; seq: number }) => db.company(companyId, (q) => journalPage(q, bounds, after, pageSize));
  let rows = await pageAfter({ document: 0, seq: 0 });
  let started = false;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let out = '';
      if (!started) {
        started = true;
        out =
          query.format === 'csv'
            ? EXPORT_COLUMNS.join(separator) + '\r\n'
            : `{"from":${JSON.stringify(query.from ?? null)},"to":${JSON.stringify(query.to ?? null)},"rows":[`;
      }
      for (const r of rows) {
        if (query.format === 'csv') out += csvLine(r, separator);
        else {
          out += (first ? '\n' : ',\n') + JSON.stringify(exportRow(r));
          first = false;
        }
      }
      const last = rows[rows.length - 1];
      const done = rows.length < pageSize;
      if (done && query.format === 'json') out += '\n]}\n';
      if (out) controller.enqueue(encoder.encode(out));
      if (done) controller.close();
      else rows = await pageAfter({ document: last!.documentId, seq: last!.seq });
    },
  });
}

export function exportFileName(query: JournalExportQuery): string {
  const span = `${query.from ?? 'start'}_${query.to ?? 'end'}`;
  return `journal_${span}.${query.format === 'json' ? 'json' : query.separator === 'tab' ? 'tsv' : 'csv'}`;
}
