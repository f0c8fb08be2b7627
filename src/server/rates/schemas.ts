import { z } from 'zod';
import { isIsoDay } from '../../domain/money/tcmb';
import { FOREIGN_CURRENCIES } from './store';

const isoDay = z.string().refine(isIsoDay, 'validation.date');
/** A positive decimal string as the API carries it ("2.8973"); > 0 is checked apart, for its own message. */
const rate = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'validation.decimal');

export const rateQuery = z.object({
  date: isoDay,
  currency: z.string().regex(/^[A-Z]{3}$/, 'validation.invalid'),
});

export const daysQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const manualRateBody = z.object({
  date: isoDay,
  currency: z.enum(FOREIGN_CURRENCIES, 'validation.invalid'),
  forexSelling: rate,
  forexBuying: rate.nullable().optional(),
});
export type ManualRateBody = z.infer<typeof manualRateBody>;

export const fetchBody = z.object({ date: isoDay.optional() });
