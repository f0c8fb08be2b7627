import { z } from 'zod';
import { LEDGER_QUANTITY } from '../money/limits';
import { decimalText, recordId, recordIdNumber } from './fields';

/** A set product's recipe: the components and how many of each one set takes (at most 100). */
export const productSetBody = z.object({
  components: z
    .array(z.object({ productId: recordIdNumber(), quantity: decimalText(LEDGER_QUANTITY).refine((v) => Number(v) > 0, { message: 'validation.invalid' }) }))
    .max(100),
});
export type ProductSetBody = z.infer<typeof productSetBody>;

export const productSetIdParam = recordIdNumber();

const component = z.object({ productId: recordId(), code: z.string(), name: z.string(), quantity: z.string() });

/** GET /api/product-sets: every set product with its components. */
export const productSetSchema = z.object({ productId: recordId(), code: z.string(), name: z.string(), components: z.array(component) });
export type ProductSet = z.infer<typeof productSetSchema>;
export const productSetsSchema = z.object({ items: z.array(productSetSchema) });
