/** A document's number: the type's prefix (its family's descriptor) + year + a 6-digit counter. */
export function formatNumber(prefix: string, year: number, counter: number): string {
  return `${prefix}${year}${String(counter).padStart(6, '0')}`;
}

/** A company's own prefix of a type's series (Evrak Ayarları): 1–4 capital letters, so a number still reads prefix, year, counter. */
export const DOCUMENT_PREFIX = /^[A-Z]{1,4}$/;
