import { z } from 'zod';
import { CURRENCIES } from '../../src/domain/money/format';
import { EXCHANGE_RATE } from '../../src/domain/money/limits';
import { documentLines } from '../../src/domain/schemas/document-lines';
import { calendarDate, decimalText, optionalId, recordId, text } from '../../src/domain/schemas/fields';
import { PAYMENT_TYPES } from '../../src/domain/documents/payment-types';

/** Header fields of orders and offers, on creation and EDIT. */
const orderFields = {
  accountId: optionalId,
  currency: z.enum(CURRENCIES).optional(),
  exchangeRate: decimalText(EXCHANGE_RATE).nullable().optional(),
  date: calendarDate.optional(),
  deliveryDate: calendarDate.nullable().optional(),
  warehouseId: optionalId,
  paymentType: z.enum(PAYMENT_TYPES).nullable().optional(),
  /** who is credited with the sale for commissions (/komisyon): the invoice made of the order takes it; absent, its writer */
  salespersonId: optionalId,
  note: text(2000),
  /** a sales order: the campaigns whose discounts the user removed (the `campaignRemoval` permission) */
  removedCampaigns: z.array(recordId()).max(50).nullable().optional(),
  lines: documentLines.optional(),
};

export const orderCreateBody = z.object(orderFields);
export const orderEventFields = { EDIT: orderFields, SHORT_CLOSE: { reason: z.string().max(500).optional() } };
