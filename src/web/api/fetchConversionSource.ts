import { useQuery } from '@tanstack/react-query';
import { orderViewSchema, type OrderView } from '../../domain/schemas/document-views';
import { fetchDocument } from './fetchDocument';
import { documentKeys } from './documentKeys';
import { fetchProductNames } from './fetchProductNames';

export type ConversionSource = OrderView & { productNames: Record<number, string> };

/** The source document (GET /api/documents/:id, its lines with what is supplied) and the names of its products, for the conversion wizard. */
export async function fetchConversionSource(id: number): Promise<ConversionSource> {
  const doc = await fetchDocument(id, orderViewSchema);
  const productIds = doc.lines.map((l) => (l.productId ? Number(l.productId) : null)).filter((p): p is number => p !== null);
  return { ...doc, productNames: await fetchProductNames(productIds) };
}

export function useConversionSource(id: number) {
  return useQuery({ queryKey: documentKeys.conversionSource(id), queryFn: () => fetchConversionSource(id) });
}
