import { z } from 'zod';
import { MONEY_AMOUNT } from '../../src/domain/money/limits';
import { calendarDate, decimalText, money, recordId } from '../../src/domain/schemas/fields';

const cashBoxFields = {
  cashBoxId: recordId(),
  date: calendarDate.optional(),
  /** the float in the drawer when the session opens */
  openingBalance: money().optional(),
};

export const cashBoxCreateBody = z.object(cashBoxFields);
export const cashBoxEventFields = { CLOSE: { countedCash: decimalText(MONEY_AMOUNT).nullable().optional(), date: calendarDate.optional() } };
