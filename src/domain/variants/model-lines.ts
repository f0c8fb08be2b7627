/**
 * A model (a product with variants) is not sold, bought or moved itself: its stock is its variants', so that the model's
 * stock is always the sum of theirs. The first line of a document naming one of `models`, or null; a line without a
 * product is free text.
 */
export function modelOnLines(lines: readonly { productId?: unknown }[], models: ReadonlySet<string>): string | null {
  for (const line of lines) {
    if (line.productId === undefined || line.productId === null || line.productId === '') continue;
    if (models.has(String(line.productId))) return String(line.productId);
  }
  return null;
}

/** The product ids of `lines`, as the server asks which of them are models. */
export const lineProductIds = (lines: readonly { productId?: unknown }[]): number[] => [
  ...new Set(lines.map((l) => Number(l.productId)).filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)),
];
