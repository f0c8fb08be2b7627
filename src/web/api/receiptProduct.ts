import { api } from './client';
import { productSchema, type Product } from './products';

/** GET /api/products/:id: a receipt line's product (name, unit) when an existing receipt is opened. */
export async function fetchProduct(id: number): Promise<Product> {
  return productSchema.parse(await api<unknown>(`/products/${id}`));
}
