import { RECEIPT_TYPES } from '../lifecycle/receipt';
import { VOUCHER_TYPES } from '../lifecycle/voucher';

export interface Actor {
  id: number;
  roles: readonly string[];
  permissions: readonly string[];
}

const ACCOUNTING_TYPES = new Set<string>([
  ...RECEIPT_TYPES,
  'salesOrder',
  'purchaseOrder',
  'offer',
  'receivedCheque',
  'receivedNote',
  'ownCheque',
  'ownNote',
  'eInvoice',
  'eArchive',
  'eWaybill',
  ...VOUCHER_TYPES,
]);
const POS_TYPES = new Set(['posSale']);
const TASK_TYPES = new Set(['job', 'task']);
const LIBRARY_TYPES = new Set(['loan']);
const CASH_TYPES = new Set(['cashBoxSession']);

/** Which document types a user may create or act on; auditors read everything and change nothing. */
export function mayWrite(actor: Actor, type: string): boolean {
  const roles = actor.roles;
  if (roles.includes('admin')) return true;
  if (roles.includes('manager') && (ACCOUNTING_TYPES.has(type) || TASK_TYPES.has(type) || LIBRARY_TYPES.has(type) || CASH_TYPES.has(type))) return true;
  if (roles.includes('operator') && (POS_TYPES.has(type) || CASH_TYPES.has(type))) return true;
  if (roles.includes('employee') && (TASK_TYPES.has(type) || LIBRARY_TYPES.has(type))) return true;
  return false;
}

export function mayRead(actor: Actor, type: string): boolean {
  const roles = actor.roles;
  if (roles.includes('admin') || roles.includes('manager') || roles.includes('auditor')) return true;
  if (roles.includes('operator')) return POS_TYPES.has(type) || CASH_TYPES.has(type);
  if (roles.includes('employee')) return TASK_TYPES.has(type) || LIBRARY_TYPES.has(type);
  return false;
}
