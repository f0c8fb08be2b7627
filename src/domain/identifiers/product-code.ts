import { compactIsbn, isValidIsbn10, toIsbn13 } from './isbn';

/** The fields of a product a scanned or typed code may name. */
export type ProductCodeField = 'barcode' | 'isbn' | 'code';

export interface ProductCodeKey {
  field: ProductCodeField;
  value: string;
}

const compact = (v: string) => compactIsbn(v).toUpperCase();

/**
 * The keys a scanned or typed code is looked up by, first match wins: the barcode (as read, then without
 * hyphens and spaces), the ISBN (an ISBN-10 read as its ISBN-13), the product code (as typed, then in capitals).
 * The till's order: a scanner reads a package's barcode, which is unique and exact, so it goes first; a book's
 * ISBN comes next (a shop may stick its own barcode on a book); the product code is what people type, last.
 */
export function productCodeKeys(text: string): ProductCodeKey[] {
  const typed = text.trim();
  if (!typed) return [];
  const code = compact(typed);
  const isbn = isValidIsbn10(code) ? (toIsbn13(code) ?? code) : code;
  const keys: ProductCodeKey[] = [
    { field: 'barcode', value: typed },
    { field: 'barcode', value: code },
    { field: 'isbn', value: isbn },
    { field: 'code', value: typed },
    { field: 'code', value: typed.toUpperCase() },
  ];
  return keys.filter((k, i) => k.value && keys.findIndex((o) => o.field === k.field && o.value === k.value) === i);
}

type Coded = { [F in ProductCodeField]?: string | null };

/** Whether a stored field answers a key: barcodes and ISBNs compared without hyphens or spaces, codes without case. */
function answers(stored: string | null | undefined, key: ProductCodeKey): boolean {
  if (!stored) return false;
  return key.field === 'code' ? stored.toUpperCase() === key.value.toUpperCase() : compact(stored) === compact(key.value);
}

/** The product among `products` that `text` names exactly, by the keys of `productCodeKeys` in their order; null when none. */
export function productByCode<P extends Coded>(products: readonly P[], text: string): P | null {
  for (const key of productCodeKeys(text)) {
    const found = products.find((p) => answers(p[key.field], key));
    if (found) return found;
  }
  return null;
}
