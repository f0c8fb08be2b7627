/** A document's number: the type's prefix (its family's descriptor) + year + a 6-digit counter. */
export function formatNumber(prefix: string, year: number, counter: number): string {
  return `${prefix}${year}${String(counter).padStart(6, '0')}`;
}
