/**
 * The Idempotency-Key of placing a basket (docs/modules/b2b-shop.md): the same as long as what is sent is the same, so
 * a double click or a retry after a lost answer gets the first order back; another basket gets a new key. Kept in
 * this tab until the order is placed.
 */
const KEY = 'defter.shopOrderKey';

const randomKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function orderKeyFor(body: unknown): string {
  const text = JSON.stringify(body);
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { body?: string; key?: string } | null;
    if (kept?.body === text && typeof kept.key === 'string') return kept.key;
  } catch {
    // a broken entry: a new key
  }
  const key = randomKey();
  sessionStorage.setItem(KEY, JSON.stringify({ body: text, key }));
  return key;
}

export const forgetOrderKey = (): void => sessionStorage.removeItem(KEY);
