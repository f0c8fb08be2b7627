import type { ShelfLocation } from '../../../../domain/schemas/definitions';

/** What a scanner typed, matched the way a label is printed: case and Turkish dotted/dotless i ignored, spaces trimmed. */
const fold = (s: string) => s.trim().toLocaleLowerCase('tr').replace(/\s+/g, ' ');

/** The location a scanned label names: its name, its aisle-shelf-bin code, or its number. */
export function scannedLocation<L extends Pick<ShelfLocation, 'id' | 'name' | 'aisle' | 'shelf' | 'bin'>>(code: string, locations: readonly L[]): L | null {
  const c = fold(code);
  if (!c) return null;
  return (
    locations.find((l) => fold(l.name) === c) ??
    locations.find((l) => [l.aisle, l.shelf, l.bin].some(Boolean) && fold([l.aisle, l.shelf, l.bin].filter(Boolean).join('-')) === c) ??
    locations.find((l) => String(l.id) === c) ??
    null
  );
}

/** The product a scanned barcode or stock code names, among those offered. */
export function scannedProduct<P extends { code: string; barcode: string | null }>(code: string, products: readonly P[]): P | null {
  const c = fold(code);
  if (!c) return null;
  return products.find((p) => p.barcode !== null && fold(p.barcode) === c) ?? products.find((p) => fold(p.code) === c) ?? null;
}
