import { useSyncExternalStore } from 'react';

/** A line of the dealer's basket: the product and how many; its name only to show it before the server's quote answers. */
export interface BasketLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * The basket, kept in this browser (localStorage) until the order is placed: prices, campaigns and totals are never
 * kept here but asked of the server (POST /api/shop/basket), so what is shown is what the order will be charged.
 */
const KEY = 'defter.shopBasket';
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: BasketLine[] } = { raw: null, lines: [] };

const isLine = (v: unknown): v is BasketLine => {
  const l = v as BasketLine;
  return !!l && Number.isInteger(l.productId) && typeof l.name === 'string' && Number.isInteger(l.quantity) && l.quantity > 0;
};

function read(): BasketLine[] {
  const raw = localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: BasketLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

function write(lines: BasketLine[]): void {
  const kept = lines.filter((l) => l.quantity > 0);
  if (kept.length) localStorage.setItem(KEY, JSON.stringify(kept));
  else localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

const subscribe = (cb: () => void) => {
  listeners.add(cb);
  window.addEventListener('storage', cb);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', cb);
  };
};

export const useBasket = (): BasketLine[] => useSyncExternalStore(subscribe, read);

export function addToBasket(product: { id: number; name: string }, quantity: number): void {
  const lines = read();
  const found = lines.find((l) => l.productId === product.id);
  write(
    found
      ? lines.map((l) => (l === found ? { ...l, quantity: l.quantity + quantity } : l))
      : [...lines, { productId: product.id, name: product.name, quantity }],
  );
}

export function setBasketQuantity(productId: number, quantity: number): void {
  write(read().map((l) => (l.productId === productId ? { ...l, quantity } : l)));
}

export const emptyBasket = (): void => write([]);
