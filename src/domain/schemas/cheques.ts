import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';
import { chequeViewSchema } from './document-views';
import { calendarDate, pageLimit, pageOffset } from './fields';

/** A cheque or note of the portfolio page: its view and its account's name. */
export const openChequeSchema = chequeViewSchema.extend({ accountName: z.string().nullable() });
export type OpenChequeView = z.infer<typeof openChequeSchema>;

const portfolioTotal = z.object({ key: z.string(), side: z.enum(['received', 'own']), currency: z.string(), count: z.number(), total: z.string() });
export type PortfolioTotalView = z.infer<typeof portfolioTotal>;

/**
 * GET /api/cheques/portfolio: every open cheque and note, the totals per due month and per bank, and what is coming
 * due, of the good portfolio; the bounced ones (karşılıksız) apart, until returned or collected.
 */
export const chequePortfolioSchema = z.object({
  today: z.string(),
  until: z.string(),
  items: z.array(openChequeSchema),
  byMonth: z.array(portfolioTotal),
  byBank: z.array(portfolioTotal),
  coming: z.array(openChequeSchema),
  overdue: z.array(openChequeSchema),
  bounced: z.array(openChequeSchema),
});
export type ChequePortfolio = z.infer<typeof chequePortfolioSchema>;

/** GET /api/cheques/moves?from=&to=: the accepted events of cheques and notes, newest first. */
export const chequeMovesQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional(), limit: pageLimit(500, 50), offset: pageOffset })
  .refine((q) => dateRangeInOrder(q.from, q.to), { message: DATE_ORDER_MESSAGE, path: ['to'] });

export const chequeMoveSchema = z.object({
  documentId: z.number(),
  type: z.string(),
  number: z.string(),
  status: z.string(),
  seq: z.number(),
  event: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  at: z.string(),
  userName: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  dueDate: z.string().nullable(),
  accountId: z.number().nullable(),
  accountName: z.string().nullable(),
  /** the account the event named: the supplier of an endorsement */
  targetAccountId: z.number().nullable(),
  cashAccountId: z.number().nullable(),
  batchNo: z.string().nullable(),
});
export type ChequeMove = z.infer<typeof chequeMoveSchema>;
export const chequeMovesPageSchema = z.object({ items: z.array(chequeMoveSchema), total: z.number() });

/** POST /api/cheque-batches: the slip's number and its cheques in the order they were given. */
export const chequeBatchReplySchema = z.object({ batchNo: z.string(), documents: z.array(chequeViewSchema) });
export type ChequeBatchReply = z.infer<typeof chequeBatchReplySchema>;
