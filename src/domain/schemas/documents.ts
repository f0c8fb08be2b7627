import { z } from 'zod';
import { DATE_ORDER_MESSAGE, dateRangeInOrder } from '../date-range';
import { LINE_DECIMAL } from '../money/limits';
import { calendarDate, decimalText, pageLimit, pageOffset, recordId } from './fields';

export { lineBody, documentLines } from './document-lines';

const quantity = decimalText(LINE_DECIMAL);

/** Foreign-currency conversions: keep the source's rate or take today's central-bank rate (recorded). */
const rateChoice = z.enum(['source', 'today'], { message: 'validation.invalid' }).optional();

export const conversionBody = z.object({
  target: z.string().min(1).max(40),
  exchangeRate: rateChoice,
  lines: z
    .array(z.object({ sourceLineId: z.string().min(1).max(40), quantity }))
    .min(1)
    .max(1250)
    .optional(),
});

/** POST /api/documents/merges: one target draft from several sources (waybills into one invoice). */
export const mergeBody = z.object({
  target: z.string().min(1).max(40),
  exchangeRate: rateChoice,
  sourceIds: z
    .array(recordId())
    .min(2)
    .max(50, { message: 'rules.conversion.tooManySources' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
  lines: z
    .array(z.object({ sourceId: recordId(), sourceLineId: z.string().min(1).max(40), quantity }))
    .min(1)
    .max(1250)
    .optional(),
});

const typeName = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/**
 * GET /api/documents: `type` is one type or a comma-separated list, `family` a lifecycle family
 * (receipt, order, …); `from`/`to` bound the document's date (inclusive); from > to is refused on `to`.
 */
export const listDocumentsQuery = z
  .object({
    type: z
      .string()
      .max(400)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.length <= 20 && list.every((t) => typeName.test(t)), { message: 'validation.invalid' })
      .optional(),
    family: z.string().regex(typeName, { message: 'validation.invalid' }).optional(),
    status: z.string().max(40).optional(),
    q: z.string().max(100).optional(),
    accountId: recordId().optional(),
    /** documents made for a job (/is/satis/islem): one job's id, or `any` for every job's */
    jobId: z.union([z.literal('any'), recordId()]).optional(),
    /** orders: derived supply status (lifecycles.md §2) */
    supply: z.enum(['neverSupplied', 'partiallySupplied', 'supplied'], { message: 'validation.invalid' }).optional(),
    /** waybills: invoiced or not yet */
    invoiced: z.enum(['true', 'false'], { message: 'validation.invalid' }).optional(),
    /** sources waiting for a conversion into this type (lifecycles.md §3): in a status it takes, with something left on a line */
    convertTo: z.string().regex(typeName, { message: 'validation.invalid' }).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    limit: pageLimit(500, 50),
    offset: pageOffset,
  })
  .refine((v) => dateRangeInOrder(v.from, v.to), { message: DATE_ORDER_MESSAGE, path: ['to'] });
