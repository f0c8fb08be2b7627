import { STORAGE } from '../api/session';

/** The open cash box as last seen online: offline sales name it (the key is cleared by logout with the other offline keys). */
const KEY = `${STORAGE.offlinePrefix}.cashBox`;

export function rememberCashBox(cashBoxId: number | null): void {
  if (cashBoxId === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(cashBoxId));
}

export function rememberedCashBox(): number | null {
  const v = Number(localStorage.getItem(KEY));
  return Number.isSafeInteger(v) && v > 0 ? v : null;
}
