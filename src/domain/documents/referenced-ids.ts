import { MAX_INTEGER } from '../money/limits';

/** Fields of a document's context (and of the journal payloads that build it) naming a product, and those naming a current account. */
export const PRODUCT_ID_FIELDS: ReadonlySet<string> = new Set(['productId', 'copyId']);
export const ACCOUNT_ID_FIELDS: ReadonlySet<string> = new Set(['accountId', 'targetAccountId', 'memberId']);

export interface ReferencedIds {
  products: number[];
  accounts: number[];
}

/** A record id as a context holds it (a number, or its digits as text); null for anything else. */
export function recordIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= MAX_INTEGER ? n : null;
}

/**
 * The products and current accounts that documents' contexts or journal payloads name, each once, in ascending
 * order: what the auditor's journal and replay show by name (GET /api/documents/:id/references).
 */
export function referencedIds(values: readonly unknown[]): ReferencedIds {
  const products = new Set<number>();
  const accounts = new Set<number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      const id = recordIdOf(v);
      if (id !== null && PRODUCT_ID_FIELDS.has(key)) products.add(id);
      else if (id !== null && ACCOUNT_ID_FIELDS.has(key)) accounts.add(id);
      else walk(v);
    }
  };
  values.forEach(walk);
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { products: sorted(products), accounts: sorted(accounts) };
}
