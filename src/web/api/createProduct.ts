import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productSchema, type Product } from '../../domain/schemas/products';
import { api } from './client';
import { productKeys } from './queryKeys';

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
  /** the price includes the VAT (the server's default: true) */
  priceIncludesVat?: boolean;
  locationId?: number;
  author?: string;
  publisher?: string;
  criticalStock?: string;
  [field: string]: unknown;
}

export async function createProduct(body: NewProduct): Promise<Product> {
  return productSchema.parse(await api<unknown>('/products', { method: 'POST', body, formShowsErrors: true }));
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
