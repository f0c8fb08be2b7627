import { compactIdentifier } from './digits';
import { isValidEan13 } from './ean';
import { isValidIsbn10 } from './isbn';

/**
 * A product barcode as typed or scanned: EAN-13 (which covers ISBN-13) or an ISBN-10, separators allowed.
 * Returns the compact form to store, or null when the form or the check digit is wrong.
 */
export function normalizeBarcode(value: string): string | null {
  const v = compactIdentifier(value).toUpperCase();
  if (isValidEan13(v) || isValidIsbn10(v)) return v;
  return null;
}
