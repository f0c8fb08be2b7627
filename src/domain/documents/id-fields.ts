/**
 * Context fields that hold a record id. The machines keep them as strings; the API shows them as numbers,
 * and the auditor's replay compares the two views the same way (src/server/documents/view.ts, replaySteps.ts).
 */
export const ID_FIELDS: ReadonlySet<string> = new Set([
  'accountId',
  'targetAccountId',
  'productId',
  'warehouseId',
  'targetWarehouseId',
  'cashBoxId',
  'sourceId',
  'documentId',
  'memberId',
  'copyId',
  'bankAccountId',
  'cashAccountId',
  'endorsedTo',
  'assigneeId',
  'jobId',
]);

/** A record id as the API shows it: a number when the field holds one, the value unchanged otherwise. */
export function apiId(key: string, value: unknown): unknown {
  return ID_FIELDS.has(key) && typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}
