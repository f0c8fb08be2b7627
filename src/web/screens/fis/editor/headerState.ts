import type { Currency } from '../../../../domain/money/format';
import type { Account } from '../../../../domain/schemas/accounts';

export interface HeaderState {
  account: Account | null;
  /** YYYY-MM-DD */
  date: string;
  warehouseId: number | null;
  targetWarehouseId: number | null;
  currency: Currency;
  /** decimal string, TRY per unit of the currency; "" when TRY */
  exchangeRate: string;
  paymentType: string | null;
  /** orders only: YYYY-MM-DD, or "" when not set */
  deliveryDate: string;
  note: string;
}

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function emptyHeader(): HeaderState {
  return {
    account: null,
    date: today(),
    warehouseId: null,
    targetWarehouseId: null,
    currency: 'TRY',
    exchangeRate: '',
    paymentType: null,
    deliveryDate: '',
    note: '',
  };
}

/** "2026-11-21" → "21.11.2026" */
export function isoToTr(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

/** "21.11.2026" (or 21/11/2026, 21-11-2026) → "2026-11-21"; null when it is not a real day. */
export function trToIso(text: string): string | null {
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
