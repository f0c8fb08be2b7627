import { z } from 'zod';
import { listPage, pageLimit, pageOffset } from './fields';

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

/**
 * A move of a box's cash ledger (GET /api/cash-boxes/:id/moves): a payment part of a sale or invoice, a cheque
 * settled, or a session's own (`kind`: `opening`, the float's difference from the cash the box held, or
 * `overShort`, the count's difference at closing). `amount` is signed: into the box positive.
 */
export const cashMoveSchema = z.object({
  id: z.number(),
  at: z.string(),
  amount: z.string(),
  paymentType: z.string().nullable(),
  kind: z.string().nullable(),
  documentId: z.number().nullable(),
  documentType: z.string().nullable(),
  documentNumber: z.string().nullable(),
});
export type CashMove = z.infer<typeof cashMoveSchema>;

export const cashMovePageSchema = listPage(cashMoveSchema);
export type CashMovePage = z.infer<typeof cashMovePageSchema>;

/** The query of GET /api/cash-boxes/:id/moves: newest first, a page at a time. */
export const cashMoveQuery = z.object({ limit: pageLimit(200, 50), offset: pageOffset });
