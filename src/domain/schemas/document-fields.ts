import { z } from 'zod';
import { PAYMENT_TYPES } from '../lifecycle/receipt';
import { CURRENCIES } from '../money/format';
import { EXCHANGE_RATE, MONEY_AMOUNT } from '../money/limits';
import { documentLines } from './document-lines';
import { calendarDate, decimalText, recordId } from './fields';

/**
 * The fields each document family reads from a client, as zod shapes: the creation bodies
 * (document-create.ts) and the events (document-events.ts) are made of them, so that a family's fields
 * are read one way wherever they come in and anything else is dropped before the journal sees it.
 * Where the lifecycle has its own reason for a missing or malformed field, the message is that rule's.
 */

const optionalId = recordId().nullable().optional();
const money = (message = 'validation.number') => decimalText(MONEY_AMOUNT, message);
const text = (max: number) => z.string().max(max).nullable().optional();

/** Header fields of receipts (the till's tables too), on creation and EDIT. */
export const receiptFields = {
  accountId: optionalId,
  currency: z.enum(CURRENCIES).optional(),
  /** TRY per unit of `currency` (the TCMB bulletin's or one typed by the user) */
  exchangeRate: decimalText(EXCHANGE_RATE).nullable().optional(),
  date: calendarDate.optional(),
  paymentType: z.enum(PAYMENT_TYPES).nullable().optional(),
  /** the cash and card parts of a `mixed` payment */
  payments: z.object({ cash: money(), card: money() }).strict().nullable().optional(),
  warehouseId: optionalId,
  targetWarehouseId: optionalId,
  cashBoxId: optionalId,
  tableName: z.string().trim().min(1).max(50).nullable().optional(),
  note: text(2000),
  lines: documentLines.optional(),
};

/** Header fields of orders and offers, on creation and EDIT. */
export const orderFields = {
  accountId: optionalId,
  currency: z.enum(CURRENCIES).optional(),
  exchangeRate: decimalText(EXCHANGE_RATE).nullable().optional(),
  date: calendarDate.optional(),
  deliveryDate: calendarDate.nullable().optional(),
  warehouseId: optionalId,
  note: text(2000),
  lines: documentLines.optional(),
};

/** Cheques and notes: what EDIT may change. */
export const chequeEditFields = {
  dueDate: calendarDate.optional(),
  serialNo: text(500),
  bank: text(500),
  drawer: text(500),
  note: text(500),
};

/** Cheques and notes on creation (received and own alike). */
export const chequeFields = {
  accountId: recordId('rules.cheque.accountRequired').optional(),
  amount: money('rules.cheque.invalidAmount').optional(),
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
  date: calendarDate.optional(),
  ...chequeEditFields,
};

/** An amount an event names: a cheque is indivisible, so only its whole amount is accepted (the rule's check). */
const chequeEventAmount = money('rules.cheque.indivisible').optional();

/** ENDORSE, SEND_TO_BANK, COLLECT, PAY, RETURN of cheques and notes. */
export const chequeEventFields = {
  ENDORSE: { accountId: recordId('rules.cheque.endorseAccountRequired').optional(), amount: chequeEventAmount },
  SEND_TO_BANK: { bankAccountId: recordId().optional() },
  COLLECT: {
    method: z.enum(['cash', 'bank'], { message: 'rules.cheque.methodRequired' }).optional(),
    cashBoxId: recordId().optional(),
    bankAccountId: recordId().optional(),
    amount: chequeEventAmount,
  },
  RETURN: { amount: chequeEventAmount },
} as const;

/** Library loans on creation: the event that creates them and its payload. */
export const loanFields = {
  event: z.enum(['RESERVE', 'LEND'], { message: 'rules.common.invalidInput' }),
  memberId: recordId('rules.loan.memberRequired').optional(),
  copyId: recordId('rules.loan.copyRequired').optional(),
  date: calendarDate.optional(),
  dueDate: calendarDate.optional(),
  note: text(1000),
};

/** The receipt an e-document carries: its id, or the text that names it. */
const carriedDocument = z.union([z.string().min(1).max(100), recordId()], { message: 'rules.edocument.documentRequired' });

export const edocumentFields = {
  documentId: carriedDocument.optional(),
  date: calendarDate.optional(),
};

export const cashBoxFields = {
  cashBoxId: recordId(),
  date: calendarDate.optional(),
  /** the float in the drawer when the session opens */
  openingBalance: money().optional(),
};

/** Jobs and tasks, on creation and EDIT. */
export const jobFields = {
  title: z.string().max(300, { message: 'rules.job.titleRequired' }).nullable().optional(),
  priority: z.enum(['low', 'medium', 'high'], { message: 'rules.job.invalidPriority' }).optional(),
  assigneeId: z
    .union([z.string().max(100), recordId()])
    .nullable()
    .optional(),
  dueDate: calendarDate.nullable().optional(),
  note: text(4000),
};

export const jobCreateFields = { ...jobFields, date: calendarDate.optional() };
