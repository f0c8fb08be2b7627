import { z } from 'zod';
import { recordIdNumber } from './fields';
import { shopOrderBody } from './b2b-shop';

/**
 * What the storefront (/magaza) asks beyond the list of products: the categories it publishes and a basket's quote,
 * the campaigns and totals the order will be charged, decided by the server before the dealer places it.
 */

/** GET /api/shop/categories: the categories (stock definitions) that hold a published product, by name. */
export const shopCategorySchema = z.object({ id: z.number(), name: z.string() });
export type ShopCategory = z.infer<typeof shopCategorySchema>;
export const shopCategoryListSchema = z.array(shopCategorySchema);

/** POST /api/shop/basket: the basket's lines and, when chosen, its delivery option. */
export const shopBasketBody = z.object({
  lines: shopOrderBody.shape.lines,
  cargoOptionId: recordIdNumber('validation.invalid').optional(),
});
export type ShopBasketBody = z.infer<typeof shopBasketBody>;

const discount = z.object({ campaignId: z.string(), name: z.string(), amount: z.string() });
export const shopBasketSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number(),
      quantity: z.string(),
      unitPrice: z.string(),
      vatRate: z.number(),
      priceIncludesVat: z.boolean(),
      campaignDiscounts: z.array(discount),
      total: z.string(),
    }),
  ),
  campaigns: z.array(discount),
  totals: z.object({ sub: z.string(), discount: z.string(), tax: z.string(), grand: z.string() }),
  cargoPrice: z.string().nullable(),
});
export type ShopBasket = z.infer<typeof shopBasketSchema>;
