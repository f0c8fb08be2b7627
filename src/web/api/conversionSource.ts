import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';
import { fetchProductNames } from './fetchProductNames';

const sourceLine = z
  .object({
    id: z.string(),
    productId: z.number().optional(),
    quantity: z.string(),
    unitPrice: z.string(),
    multiplier: z.string().optional(),
    discountRate: z.string().optional(),
    vatRate: z.number(),
    suppliedQuantity: z.string().optional(),
    writtenOffQuantity: z.string().optional(),
  })
  .loose();

const sourceSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    number: z.string(),
    status: z.string(),
    currency: z.string().optional(),
    exchangeRate: z.string().nullable().optional(),
    accountId: z.number().nullable().optional(),
    lines: z.array(sourceLine).default([]),
  })
  .loose();

export type ConversionSource = z.infer<typeof sourceSchema> & { productNames: Record<number, string> };

/** GET /api/documents/:id and the names of its products (GET /api/products/:id each), for the conversion wizard. */
export async function fetchConversionSource(id: number): Promise<ConversionSource> {
  const doc = sourceSchema.parse(await api<unknown>(`/documents/${id}`));
  const names = await fetchProductNames(doc.lines.map((l) => l.productId).filter((p): p is number => p !== undefined));
  return { ...doc, productNames: names };
}

export function useConversionSource(id: number) {
  return useQuery({ queryKey: ['documents', id, 'conversionSource'], queryFn: () => fetchConversionSource(id) });
}
