import { z } from 'zod';
import { ACCOUNT_PRODUCTS_LIMIT } from '../authorities';

/**
 * Spec §6, per-account product authority: PUT /api/accounts/:id/products replaces the products the account may be
 * sold. An empty list lets it be sold anything.
 */
export const accountProductsBody = z.strictObject({
  productIds: z
    .array(z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^[1-9]\d{0,8}$/)]), { message: 'validation.invalid' })
    .max(ACCOUNT_PRODUCTS_LIMIT, `validation.maxItems|${ACCOUNT_PRODUCTS_LIMIT}`)
    .transform((ids) => [...new Set(ids.map(Number))]),
});
export type AccountProductsBody = z.infer<typeof accountProductsBody>;

/** GET and PUT /api/accounts/:id/products answer the list as it is stored. */
export const accountProductSchema = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type AccountProduct = z.infer<typeof accountProductSchema>;
export const accountProductListSchema = z.object({ items: z.array(accountProductSchema) });
