import { OPEN_CHEQUE_STATUSES } from '../../src/domain/cheques/portfolio';
import { defineDescriptor, type ListColumn, type ListFilter } from '../descriptor';
import { ownChequeFamily, receivedChequeFamily } from './machine';
import { CHEQUE_LIST_PATH, OWN_CHEQUE_PAGES, RECEIVED_CHEQUE_PAGES } from './pages';
import { CHEQUE_REASONS, CHEQUE_REASON_FIELDS } from './reasons';
import { OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from './rules';
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

/** The portfolio's filters (GET /api/cheques/portfolio), over both sides' open cheques. */
const CHEQUE_FILTERS = [
  { kind: 'text', key: 'q', titleKey: 'cheques.portfolio.search', fields: ['number', 'serialNo', 'accountName', 'bank'] },
  {
    kind: 'types',
    key: 'side',
    titleKey: 'cheques.portfolio.side',
    field: 'type',
    groups: { received: RECEIVED_CHEQUE_TYPES, own: OWN_CHEQUE_TYPES },
    words: 'cheques.side',
    allKey: 'cheques.portfolio.allSides',
  },
  { kind: 'status', key: 'status', titleKey: 'cheques.field.status', field: 'status', values: OPEN_CHEQUE_STATUSES, allKey: 'receiptTracking.allStatuses' },
  { kind: 'account', key: 'accountId', titleKey: 'cheques.field.account', field: 'accountId' },
  {
    kind: 'dateRange',
    key: 'due',
    titleKey: 'cheques.portfolio.dueFrom',
    toTitleKey: 'cheques.portfolio.dueTo',
    field: 'dueDate',
    from: 'dueFrom',
    to: 'dueTo',
  },
] as const satisfies readonly ListFilter[];

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
  filters: CHEQUE_FILTERS,
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
  filters: CHEQUE_FILTERS,
});
