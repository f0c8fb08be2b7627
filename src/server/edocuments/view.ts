import type { z } from 'zod';
import type { edocumentSchema } from '../../domain/schemas/edocuments';
import type { EdocumentListRow } from './queue';

/** An e-document as the API gives it (contract.md "E-documents"). */
export function edocumentJson(r: EdocumentListRow) {
  const ctx = r.context ?? {};
  return {
    id: r.id,
    type: r.doc_type as 'eInvoice' | 'eArchive' | 'eWaybill',
    status: r.status as z.input<typeof edocumentSchema>['status'],
    uuid: r.ettn,
    number: r.gib_number,
    sourceId: r.source_id,
    attempts: ctx.attempts ?? 0,
    ...(ctx.lastError ? { lastError: ctx.lastError } : {}),
    date: ctx.date ?? '',
    sourceNumber: r.source_number,
    sourceType: r.source_type,
    accountName: r.account_name,
    updatedAt: (r.updated_at instanceof Date ? r.updated_at : new Date(r.updated_at)).toISOString(),
  } satisfies z.input<typeof edocumentSchema>;
}
