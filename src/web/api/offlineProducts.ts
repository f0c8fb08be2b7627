import { z } from 'zod';
import { api } from './client';

const productSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  barcode: z.string().nullable(),
  isbn: z.string().nullable(),
  price: z.string(),
  vatRate: z.number(),
  unit: z.string(),
  passive: z.boolean(),
});
const pageSchema = z.object({ items: z.array(productSchema), next: z.number().nullable(), total: z.number().nullable() });
export type OfflineProductPage = z.infer<typeof pageSchema>;

export const OFFLINE_PAGE_SIZE = 5000;

/** GET /api/offline/products?after=&limit=: one page of the catalogue the till keeps, in id order. */
export async function fetchOfflineProducts(after: number): Promise<OfflineProductPage> {
  return pageSchema.parse(await api<unknown>(`/offline/products?after=${after}&limit=${OFFLINE_PAGE_SIZE}`));
}
