import { defineDescriptor, type ListColumn } from '../descriptor';
import { ownChequeFamily, receivedChequeFamily } from './machine';
import { CHEQUE_LIST_PATH, OWN_CHEQUE_PAGES, RECEIVED_CHEQUE_PAGES } from './pages';
import { CHEQUE_REASONS, CHEQUE_REASON_FIELDS } from './reasons';
import { chequeCreateBody, ownChequeEventFields, receivedChequeEventFields } from './schemas';

/** The cheque list's columns (keys of an open cheque's view, src/domain/schemas/cheques.ts), both sides the same. */
const CHEQUE_COLUMNS = [
  { key: 'number', titleKey: 'cheques.field.number', kind: 'documentNumber' },
  { key: 'type', titleKey: 'cheques.field.type', kind: 'documentType' },
  { key: 'serialNo', titleKey: 'cheques.field.serialNo', kind: 'text' },
  { key: 'accountName', titleKey: 'cheques.field.account', kind: 'text' },
  { key: 'bank', titleKey: 'cheques.field.bank', kind: 'text' },
  { key: 'dueDate', titleKey: 'cheques.field.dueDate', kind: 'date' },
  { key: 'amount', titleKey: 'cheques.field.amount', kind: 'amount' },
  { key: 'status', titleKey: 'cheques.field.status', kind: 'status' },
] as const satisfies readonly ListColumn[];

/** Cheques and notes received from customers (lifecycles.md §4). */
export const receivedChequeDescriptor = defineDescriptor({
  family: receivedChequeFamily,
  types: { receivedCheque: { prefix: 'CA' }, receivedNote: { prefix: 'NA' } },
  write: ['manager'],
  reasons: CHEQUE_REASONS,
  reasonFields: CHEQUE_REASON_FIELDS,
  create: chequeCreateBody,
  events: receivedChequeEventFields,
  facts: [
    { on: ['COLLECT'], supply: ['cashAccountCurrency'] },
    { on: ['ENDORSE'], supply: ['endorseAccount'] },
    { on: ['BOUNCE', 'COLLECT'], supply: ['businessDay'] },
  ],
  list: CHEQUE_LIST_PATH,
  pages: RECEIVED_CHEQUE_PAGES,
  columns: CHEQUE_COLUMNS,
});

/** The company's own cheques and notes, given to suppliers (lifecycles.md §4). */
export const ownChequeDescriptor = defineDescriptor({
  family: ownChequeFamily,
  types: { ownCheque: { prefix: 'CV' }, ownNote: { prefix: 'NV' } },
  write: ['manager'],
  reasons: CHEQUE_REASONS,
  reasonFields: CHEQUE_REASON_FIELDS,
  create: chequeCreateBody,
  events: ownChequeEventFields,
  facts: [{ on: ['PAY'], supply: ['cashAccountCurrency'] }],
  list: CHEQUE_LIST_PATH,
  pages: OWN_CHEQUE_PAGES,
  columns: CHEQUE_COLUMNS,
});
