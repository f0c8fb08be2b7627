import { keepPreviousData, useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

/** GET /api/products?q=&limit=&offset= (contract "Master data"); amounts travel as decimal strings. */
const decimalText = z.union([z.string(), z.number()]).transform(String);

export const productSchema = z
  .object({
    id: z.number(),
    code: z.string().nullable().optional(),
    name: z.string(),
    barcode: z.string().nullable().optional(),
    isbn: z.string().nullable().optional(),
    unit: z.string().nullable().optional(),
    vatRate: z.number(),
    price: decimalText,
    locationId: z.number().nullable().optional(),
    stockQuantity: decimalText.nullable().optional(),
    criticalStock: decimalText.nullable().optional(),
    version: z.number().optional(),
    /** the stock ledger per warehouse (warehouses with moves only), on the card */
    stockByWarehouse: z.array(z.object({ warehouseId: z.number(), warehouseName: z.string(), quantity: decimalText })).optional(),
  })
  .loose();
export type Product = z.infer<typeof productSchema>;

export const productPageSchema = z.object({ items: z.array(productSchema), total: z.number() });
export type ProductPage = z.infer<typeof productPageSchema>;

export interface ProductQuery {
  q: string;
  limit: number;
  offset: number;
}

export async function fetchProducts({ q, limit, offset }: ProductQuery): Promise<ProductPage> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (q) params.set('q', q);
  return productPageSchema.parse(await api<unknown>(`/products?${params}`));
}

export function useProducts(query: ProductQuery) {
  return useQuery({ queryKey: ['products', query], queryFn: () => fetchProducts(query), placeholderData: keepPreviousData });
}

/**
 * POST /api/products: 201 with the product, or 422 {errors: {field: [messages]}} (shown by the caller).
 * The body of spec §3: the fields below and the other optional ones of the card (see StockFormPage).
 */
export interface NewProduct {
  name: string;
  barcode?: string;
  code?: string;
  unit?: string;
  vatRate: number;
  price: string;
  locationId?: number;
  author?: string;
  publisher?: string;
  criticalStock?: string;
  [field: string]: unknown;
}

export async function createProduct(body: NewProduct): Promise<Product> {
  return productSchema.parse(await api<unknown>('/products', { method: 'POST', body }));
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => qc.invalidateQueries({ queryKey: ['products'] }) });
}
