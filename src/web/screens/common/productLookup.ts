import { compactIsbn, isValidIsbn10, toIsbn13 } from '../../../domain/identifiers/isbn';
import { productByCode } from '../../../domain/identifiers/product-code';
import type { Product } from '../../../domain/schemas/products';
import { fetchProducts } from '../../api/fetchProducts';

/**
 * What the product cell's text names: the product its code names exactly (barcode, then ISBN, then code:
 * src/domain/identifiers/product-code.ts, the till's order); otherwise the candidates GET /api/products?q=
 * found, for the user to choose from, or the only one.
 */
export async function lookupProduct(text: string): Promise<{ exact: Product | null; candidates: Product[] }> {
  const typed = text.trim();
  const compact = compactIsbn(typed).toUpperCase();
  const asIsbn13 = isValidIsbn10(compact) ? toIsbn13(compact) : null;
  const page = await fetchProducts({ q: asIsbn13 ?? typed, limit: 10, offset: 0 });
  const exact = productByCode(page.items, typed) ?? (page.items.length === 1 ? page.items[0]! : null);
  return { exact, candidates: exact ? [] : page.items };
}
