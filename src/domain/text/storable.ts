/**
 * Text PostgreSQL can store: no NUL (text and jsonb refuse U+0000) and no lone surrogate (U+D800–U+DFFF
 * without its pair cannot be encoded as UTF-8). The API refuses anything else once, at its boundary.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
