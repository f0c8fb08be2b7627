import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/money/format';
import { calendarDate, money, recordId, text } from '../../src/domain/schemas/fields';

/** Cheques and notes: what EDIT may change. */
const chequeEditFields = {
  dueDate: calendarDate.optional(),
  serialNo: text(500),
  bank: text(500),
  drawer: text(500),
  note: text(500),
};

/** Cheques and notes on creation (received and own alike). */
const chequeFields = {
  accountId: recordId('rules.cheque.accountRequired').optional(),
  amount: money('rules.cheque.invalidAmount').optional(),
  currency: z.enum(CURRENCIES, { message: 'rules.document.invalidCurrency' }).optional(),
  date: calendarDate.optional(),
  ...chequeEditFields,
};

/** An amount an event names: a cheque is indivisible, so only its whole amount is accepted (the rule's check). */
const chequeEventAmount = money('rules.cheque.indivisible').optional();

/** ENDORSE, SEND_TO_BANK, COLLECT, PAY, RETURN of cheques and notes. */
const chequeEvents = {
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

export const chequeCreateBody = z.object(chequeFields);
export const receivedChequeEventFields = { EDIT: chequeEditFields, ...chequeEvents };
export const ownChequeEventFields = { EDIT: chequeEditFields, PAY: chequeEvents.COLLECT, RETURN: chequeEvents.RETURN };
