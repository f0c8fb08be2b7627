import { z } from 'zod';
import { CASHBOX_TYPES } from '../lifecycle/cashbox';
import { OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from '../lifecycle/cheque';
import { EDOCUMENT_TYPES } from '../lifecycle/edocument';
import { JOB_TYPES } from '../lifecycle/job';
import { LOAN_TYPES } from '../lifecycle/loan';
import { ORDER_TYPES } from '../lifecycle/order';
import { RECEIPT_TYPES } from '../lifecycle/receipt';
import { isRecord } from '../lifecycle/rules';
import { DESCRIPTION_MAX, VOUCHER_TYPES } from '../lifecycle/voucher';
import { CURRENCIES } from '../money/format';
import { MONEY_AMOUNT } from '../money/limits';
import { chequeEditFields, chequeEventFields, jobFields, orderFields, receiptFields } from './document-fields';
import { calendarDate, decimalText, recordId, version } from './fields';

type Shape = z.ZodRawShape;

const voucherEditFields: Shape = {
  accountId: recordId('rules.voucher.accountRequired').nullable().optional(),
  targetAccountId: recordId('rules.voucher.targetAccountRequired').nullable().optional(),
  amount: decimalText(MONEY_AMOUNT, 'rules.voucher.invalidAmount').optional(),
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
  date: calendarDate.optional(),
  dueDate: calendarDate.nullable().optional(),
  description: z
    .string()
    .max(DESCRIPTION_MAX, { message: `validation.maxLength|${DESCRIPTION_MAX}` })
    .nullable()
    .optional(),
};

const remark = z.string().max(2000).optional();

/**
 * What each family's events take from a client (machines/*.ts, src/domain/lifecycle/*.ts): an event not
 * listed carries no fields. Facts are the server's (documents/facts.ts) and SUPPLY is never a client's.
 */
const EVENT_FIELDS: readonly [types: readonly string[], events: Readonly<Record<string, Shape>>][] = [
  [RECEIPT_TYPES, { EDIT: receiptFields }],
  [ORDER_TYPES, { EDIT: orderFields, SHORT_CLOSE: { reason: z.string().max(500).optional() } }],
  [RECEIVED_CHEQUE_TYPES, { EDIT: chequeEditFields, ...chequeEventFields }],
  [OWN_CHEQUE_TYPES, { EDIT: chequeEditFields, PAY: chequeEventFields.COLLECT, RETURN: chequeEventFields.RETURN }],
  [
    LOAN_TYPES,
    {
      EDIT: { note: z.string().max(1000).nullable().optional() },
      LEND: { date: calendarDate.optional(), dueDate: calendarDate.optional() },
      RENEW: { dueDate: calendarDate.optional() },
      RETURN: { date: calendarDate.optional() },
      LOSE: { date: calendarDate.optional() },
    },
  ],
  [EDOCUMENT_TYPES, { SEND_FAILED: { error: remark }, SENT: { envelopeId: remark }, APPROVE: { answer: remark }, REJECT: { answer: remark } }],
  [CASHBOX_TYPES, { CLOSE: { countedCash: decimalText(MONEY_AMOUNT).nullable().optional(), date: calendarDate.optional() } }],
  [JOB_TYPES, { EDIT: jobFields }],
  [VOUCHER_TYPES, { EDIT: voucherEditFields }],
];
const BY_TYPE = new Map(EVENT_FIELDS.flatMap(([types, events]) => types.map((t) => [t, events] as const)));

const eventType = z.string().regex(/^[A-Z][A-Z_]{0,39}$/, { message: 'validation.invalid' });

const schemas = new Map<string, z.ZodType<Record<string, unknown> & { version: number }>>();
function cached(key: string, make: () => z.ZodType<Record<string, unknown> & { version: number }>) {
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = make()));
  return schema;
}

/** The event's name when the family reads fields from it, else '' (no fields): a client's name never grows the cache. */
function knownEvent(docType: string, event: string): string {
  const events = BY_TYPE.get(docType);
  return events && Object.hasOwn(events, event) ? event : '';
}
const fieldsOf = (docType: string, event: string): Shape => BY_TYPE.get(docType)?.[knownEvent(docType, event)] ?? {};

/**
 * POST /api/documents/:id/events on a document of `docType`: `type`, `version` and the fields that event
 * of that family reads. Unknown fields are dropped: the journal keeps only what the machine was given.
 */
export function eventBodyFor(docType: string, body: unknown) {
  const event = knownEvent(docType, isRecord(body) && typeof body.type === 'string' ? body.type : '');
  return cached(`${docType} ${event}`, () => z.object({ type: eventType, version, ...fieldsOf(docType, event) }) as never) as z.ZodType<
    Record<string, unknown> & { type: string; version: number }
  >;
}

/** PATCH /api/documents/:id (the EDIT event): `version` and the fields EDIT of that family reads. */
export function editBodyFor(docType: string) {
  return cached(`${docType} PATCH`, () => z.object({ version, ...fieldsOf(docType, 'EDIT') }) as never);
}
