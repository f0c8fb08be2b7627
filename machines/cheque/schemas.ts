import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/money/format';
import { EXCHANGE_RATE } from '../../src/domain/money/limits';
import { calendarDate, decimalText, foreignRateRequired, money, recordId, text } from '../../src/domain/schemas/fields';
import { isCalendarDate } from '../../src/domain/calendar-date';
import { isChequeAmount, OWN_CHEQUE_TYPES, RECEIVED_CHEQUE_TYPES } from './rules';

/** Cheques and notes: what EDIT may change. */
const chequeEditFields = {
  dueDate: calendarDate.optional(),
  serialNo: text(500),
  bank: text(500),
  drawer: text(500),
  note: text(500),
};

/**
 * Cheques and notes on creation (received and own alike): the account, the amount and the due date are
 * required, so one 422 names each one missing. The document's number is the portfolio number from the
 * type's series; a `number` the client sends is the cheque's own printed number, kept as `serialNo`.
 */
const chequeFields = z.object({
  accountId: recordId('rules.cheque.accountRequired'),
  // above zero here too, so that a slip's zero row is named with the others in one 422
  amount: z.string({ message: 'rules.cheque.invalidAmount' }).refine(isChequeAmount, { message: 'rules.cheque.invalidAmount' }),
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
  /** TRY per unit of a foreign currency: the lira ledgers book the cheque at it (required then) */
  exchangeRate: decimalText(EXCHANGE_RATE, 'rules.document.invalidExchangeRate').nullable().optional(),
  date: calendarDate.optional(),
  ...chequeEditFields,
  dueDate: z.string({ message: 'rules.cheque.dueDateRequired' }).refine(isCalendarDate, { message: 'rules.cheque.dueDateRequired' }),
  number: z.string().max(50).optional(),
});

/** An amount an event names: a cheque is indivisible, so only its whole amount is accepted (the rule's check). */
const chequeEventAmount = money('rules.cheque.indivisible').optional();

/** COLLECT and PAY: the cash or bank account (contract, "Cash and bank (wave 2)"). */
const settleFields = { cashAccountId: recordId('rules.cheque.cashAccountRequired').optional(), amount: chequeEventAmount };

/** ENDORSE, SEND_TO_BANK, COLLECT, PAY, RETURN of cheques and notes. */
const chequeEvents = {
  ENDORSE: { accountId: recordId('rules.cheque.endorseAccountRequired').optional(), amount: chequeEventAmount },
  SEND_TO_BANK: { bankAccountId: recordId().optional() },
  COLLECT: settleFields,
  RETURN: { amount: chequeEventAmount },
} as const;

export const chequeCreateBody = chequeFields
  .superRefine(foreignRateRequired('rules.cheque.rateRequired'))
  .transform(({ number, ...rest }): Record<string, unknown> => {
    const serialNo = rest.serialNo ?? (number?.trim() ? number.trim() : undefined);
    return serialNo === undefined ? rest : { ...rest, serialNo };
  });
export const receivedChequeEventFields = { EDIT: chequeEditFields, ...chequeEvents };
export const ownChequeEventFields = { EDIT: chequeEditFields, PAY: settleFields, RETURN: chequeEvents.RETURN };

/** At most this many cheques on one slip (bordro). */
export const BATCH_MAX = 100;

const batchItem = z.record(z.string(), z.unknown(), { message: 'validation.invalid' });
const batchDocument = z.object({ id: recordId(), version: z.number().int().min(0).max(2147483647) });

/**
 * POST /api/cheque-batches: one slip (bordro) of several cheques, all or nothing. `receive` (çek girişi) and `issue`
 * (çek çıkışı) create one document per item for one account; `endorse` gives received cheques to a supplier,
 * `collect` and `pay` settle them into or out of one cash or bank account, `return` gives them back.
 */
export const chequeBatchBody = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.enum(['receive', 'issue']),
        accountId: recordId('rules.cheque.accountRequired'),
        date: calendarDate.optional(),
        items: z.array(batchItem, { message: 'validation.required' }).min(1, { message: 'validation.required' }).max(BATCH_MAX),
      }),
      z.object({
        kind: z.literal('endorse'),
        accountId: recordId('rules.cheque.endorseAccountRequired'),
        documents: z.array(batchDocument).min(1).max(BATCH_MAX),
      }),
      z.object({
        kind: z.enum(['collect', 'pay']),
        cashAccountId: recordId('rules.cheque.cashAccountRequired'),
        documents: z.array(batchDocument).min(1).max(BATCH_MAX),
      }),
      z.object({ kind: z.literal('return'), documents: z.array(batchDocument).min(1).max(BATCH_MAX) }),
    ],
    { message: 'validation.invalid' },
  )
  .superRefine((body, ctx) => {
    if (!('items' in body)) {
      const ids = body.documents.map((d) => d.id);
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: ['documents', i, 'id'], message: 'validation.duplicate' });
      });
      return;
    }
    // every item is a creation body of its own, checked whole so that one 422 names every wrong field of every row
    const types: readonly string[] = body.kind === 'receive' ? RECEIVED_CHEQUE_TYPES : OWN_CHEQUE_TYPES;
    body.items.forEach((item, i) => {
      if (!types.includes(item.type as string)) ctx.addIssue({ code: 'custom', path: ['items', i, 'type'], message: 'rules.document.unknownType' });
      const r = chequeCreateBody.safeParse({ ...item, accountId: body.accountId });
      for (const issue of r.success ? [] : r.error.issues) ctx.addIssue({ code: 'custom', path: ['items', i, ...issue.path], message: issue.message });
    });
  });
export type ChequeBatchBody = z.infer<typeof chequeBatchBody>;

/** The event each moving slip sends to every cheque on it. */
export const BATCH_EVENTS = { endorse: 'ENDORSE', collect: 'COLLECT', pay: 'PAY', return: 'RETURN' } as const;
