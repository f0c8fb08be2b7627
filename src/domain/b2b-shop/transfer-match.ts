import { dec } from '../money/decimal';

/** A shop order as the transfer matching reads it: its account, payment state, and what it asks (its total and delivery). */
export interface TransferOrder {
  accountId: number;
  paymentState: string;
  total: string;
  cargoPrice: string;
}

/** A collection (a voucher of the cash family) as the matching reads it. */
export interface TransferCollection {
  accountId: number | null;
  status: string;
  amount: string;
  /** already paying a shop order, or the collection of a card payment */
  taken: boolean;
}

/** The collection's statuses that have booked the money on the account. */
export const BOOKED_COLLECTION = ['completed', 'closed'] as const;

/** What the order is due: its total and its delivery. */
export const transferDue = (o: Pick<TransferOrder, 'total' | 'cargoPrice'>): string => dec(o.total).plus(o.cargoPrice).toFixed(2);

/**
 * Whether the collection may pay the order placed for a bank transfer (/b2b/islem): the order still awaits its
 * transfer, and the collection is booked on the same dealer's account, pays no other order, and covers what is due.
 * Answers the message key of the refusal, or null.
 */
export function transferMatchRefusal(o: TransferOrder, c: TransferCollection): string | null {
  if (o.paymentState !== 'awaitingTransfer') return 'b2b.transfer.notAwaited';
  if (c.accountId !== o.accountId) return 'b2b.transfer.otherAccount';
  if (!(BOOKED_COLLECTION as readonly string[]).includes(c.status)) return 'b2b.transfer.notBooked';
  if (c.taken) return 'b2b.transfer.taken';
  if (dec(c.amount).lt(transferDue(o))) return 'b2b.transfer.short';
  return null;
}
