import { compactIsbn, isValidIsbn10, toIsbn13 } from '../../../domain/identifiers/isbn';
import type { Product } from '../../../domain/schemas/products';
import { fetchProducts } from '../../api/fetchProducts';

const compact = (v: string) => compactIsbn(v).toUpperCase();

/**
 * What the product cell's text names: an exact barcode, ISBN (10 or 13, with or without hyphens) or
 * code first; otherwise the candidates GET /api/products?q= found, for the user to choose from.
 */
export async function lookupProduct(text: string): Promise<{ exact: Product | null; candidates: Product[] }> {
  const typed = text.trim();
  const asIsbn13 = isValidIsbn10(compact(typed)) ? toIsbn13(compact(typed)) : null;
  const q = asIsbn13 ?? typed;
  const page = await fetchProducts({ q, limit: 10, offset: 0 });
  const wanted = new Set([compact(typed), ...(asIsbn13 ? [asIsbn13] : [])]);
  const exact =
    page.items.find((p) => [p.barcode, p.isbn].some((v) => v && wanted.has(compact(v)))) ??
    page.items.find((p) => p.code && p.code.toUpperCase() === typed.toUpperCase()) ??
    (page.items.length === 1 ? page.items[0]! : null);
  return { exact, candidates: exact ? [] : page.items };
}
