import { z } from 'zod';
import { CASHBOX_TYPES } from '../lifecycle/cashbox';
import { OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from '../lifecycle/cheque';
import { EDOCUMENT_TYPES } from '../lifecycle/edocument';
import { JOB_TYPES } from '../lifecycle/job';
import { LOAN_TYPES } from '../lifecycle/loan';
import { ORDER_TYPES } from '../lifecycle/order';
import { RECEIPT_TYPES } from '../lifecycle/receipt';
import { isRecord } from '../lifecycle/rules';
import { VOUCHER_TYPES } from '../lifecycle/voucher';
import { cashBoxFields, chequeFields, edocumentFields, jobCreateFields, loanFields, orderFields, receiptFields } from './document-fields';
import { voucherCreateBody } from './vouchers';

/** The creation body of each family: its own fields, nothing else (the number and the facts are the server's). */
const BY_FAMILY: readonly [types: readonly string[], schema: z.ZodType<Record<string, unknown>>][] = [
  [RECEIPT_TYPES, z.object(receiptFields)],
  [ORDER_TYPES, z.object(orderFields)],
  [[...RECEIVED_CHEQUE_TYPES, ...OWN_CHEQUE_TYPES], z.object(chequeFields)],
  [LOAN_TYPES, z.object(loanFields)],
  [EDOCUMENT_TYPES, z.object(edocumentFields)],
  [CASHBOX_TYPES, z.object(cashBoxFields)],
  [JOB_TYPES, z.object(jobCreateFields)],
  [VOUCHER_TYPES, voucherCreateBody as z.ZodType<Record<string, unknown>>],
];
const BY_TYPE = new Map(BY_FAMILY.flatMap(([types, schema]) => types.map((t) => [t, schema] as const)));

export type CreateDocumentBody = Record<string, unknown> & { type: string };

/**
 * POST /api/documents: the fields of the type's family, every bad one listed in one 422; fields the family
 * does not know are dropped, so that neither the snapshot nor the append-only journal keeps them.
 */
export const createDocumentBody = z.unknown().transform((raw, ctx): CreateDocumentBody => {
  if (!isRecord(raw)) {
    ctx.issues.push({ code: 'custom', message: 'validation.invalid', input: raw });
    return z.NEVER;
  }
  const schema = typeof raw.type === 'string' ? BY_TYPE.get(raw.type) : undefined;
  if (!schema) {
    ctx.issues.push({
      code: 'custom',
      path: ['type'],
      message: raw.type === undefined ? 'validation.required' : 'rules.document.unknownType',
      input: raw.type,
    });
    return z.NEVER;
  }
  const r = schema.safeParse(raw);
  if (!r.success) {
    for (const issue of r.error.issues) ctx.issues.push({ ...issue, input: undefined } as never);
    return z.NEVER;
  }
  return { ...r.data, type: raw.type as string };
});
