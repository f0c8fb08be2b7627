import { z } from 'zod';
import { listPage } from './fields';

/** A cash or bank box as GET /api/cash-boxes lists it, with its balance from the cash ledger (a decimal string). */
export const cashBoxSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  currency: z.string(),
  iban: z.string().nullable(),
  bank: z.string().nullable(),
  balance: z.string(),
});
export type CashBox = z.infer<typeof cashBoxSchema>;

export const cashBoxPageSchema = listPage(cashBoxSchema);
