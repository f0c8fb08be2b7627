import { defineDescriptor } from '../descriptor';
import { edocumentFamily } from './machine';
import { EDOCUMENT_REASONS, EDOCUMENT_REASON_FIELDS } from './reasons';
import { edocumentCreateBody, edocumentEventFields } from './schemas';

/** E-Fatura, e-Arşiv and e-İrsaliye on their way to the tax authority (lifecycles.md §6). */
export const edocumentDescriptor = defineDescriptor({
  family: edocumentFamily,
  types: { eInvoice: { prefix: 'EF' }, eArchive: { prefix: 'EA' }, eWaybill: { prefix: 'EI' } },
  write: ['manager'],
  reasons: EDOCUMENT_REASONS,
  reasonFields: EDOCUMENT_REASON_FIELDS,
  create: edocumentCreateBody,
  events: edocumentEventFields,
  facts: [],
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'type', titleKey: 'column.type', kind: 'text' },
    { key: 'date', titleKey: 'column.date', kind: 'date' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
