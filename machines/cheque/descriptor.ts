import { defineDescriptor } from '../descriptor';
import { ownChequeFamily, receivedChequeFamily } from './machine';
import { CHEQUE_REASONS, CHEQUE_REASON_FIELDS } from './reasons';
import { chequeCreateBody, ownChequeEventFields, receivedChequeEventFields } from './schemas';

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
  list: '/ceksenet/list',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'dueDate', titleKey: 'column.dueDate', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'amount', titleKey: 'column.amount', kind: 'amount' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
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
  list: '/ceksenet/list',
  columns: [
    { key: 'number', titleKey: 'column.number', kind: 'text' },
    { key: 'dueDate', titleKey: 'column.dueDate', kind: 'date' },
    { key: 'accountId', titleKey: 'column.account', kind: 'account' },
    { key: 'amount', titleKey: 'column.amount', kind: 'amount' },
    { key: 'status', titleKey: 'column.status', kind: 'status' },
  ],
});
