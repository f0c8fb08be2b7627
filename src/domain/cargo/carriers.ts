/**
 * The cargo carriers Defter ships with (spec §2: /modul/{suratkargo, araskargo, yurticikargo, mngkargo, pttkargo}) and
 * the rules of a shipment, decided here once for every path (the pages, the bulk send, the background round).
 */
export const CARRIERS = ['yurtici', 'aras', 'mng', 'surat', 'ptt'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carrier's segment of its pages' paths: /modul/<segment>/ayar and /gonder. */
export const carrierSegment = (carrier: Carrier): string => `${carrier}kargo`;

/** The carrier a page's path names (`/modul/araskargo/gonder` is aras), or null. */
export function carrierOfPath(path: string): Carrier | null {
  const m = /^\/modul\/([a-z]+)kargo\//.exec(path);
  return m && (CARRIERS as readonly string[]).includes(m[1]!) ? (m[1] as Carrier) : null;
}

/** The documents that leave with a carrier: sales invoices, waybills and orders (issue #32). */
export const SHIPPABLE_TYPES = ['salesInvoice', 'salesWaybill', 'salesOrder'] as const;
/** A document of those ships once it stands: not a draft, not cancelled. */
export const SHIPPABLE_STATUSES = ['inProcess', 'approved', 'completed', 'closed'] as const;

export function mayShip(doc: { type: string; status: string }): boolean {
  return (SHIPPABLE_TYPES as readonly string[]).includes(doc.type) && (SHIPPABLE_STATUSES as readonly string[]).includes(doc.status);
}

/**
 * A shipment's states: `sending` until the carrier has it (a lost answer keeps it there, and the next try asks the
 * carrier by our key first), then the carrier's `accepted` → `inTransit` → `delivered` or `returned`; `cancelled`
 * only before pick-up; `failed` when the carrier refused it (the document may be shipped again).
 */
export const SHIPMENT_STATES = ['sending', 'accepted', 'inTransit', 'delivered', 'returned', 'cancelled', 'failed'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** The states the background round follows at the carrier. */
export const FOLLOWED_STATES: readonly ShipmentState[] = ['sending', 'accepted', 'inTransit'];

/** What the carrier says of a shipment, in Defter's words. */
export type CarrierStatus = 'accepted' | 'inTransit' | 'delivered' | 'returned' | 'cancelled';

const ORDER: Record<ShipmentState, number> = { sending: 0, accepted: 1, inTransit: 2, delivered: 3, returned: 3, cancelled: 3, failed: 3 };

/**
 * The state a shipment moves to when the carrier reports `status`: only forward (an old answer arriving late never
 * takes a delivered shipment back in transit), and nothing leaves a final state.
 */
export function nextState(current: ShipmentState, status: CarrierStatus): ShipmentState {
  if (ORDER[current] === 3) return current;
  return ORDER[status] > ORDER[current] || current === 'sending' ? status : current;
}

export type CancelRefusal = 'pickedUp' | 'notCancellable' | 'stillSending';

/**
 * A shipment is cancelled only before the carrier picked it up: when the carrier has accepted it. One still being
 * sent is cancelled once the carrier answered (it may have it already).
 */
export function cancelRefusal(state: ShipmentState): CancelRefusal | null {
  if (state === 'accepted') return null;
  if (state === 'sending') return 'stillSending';
  return state === 'inTransit' || state === 'delivered' || state === 'returned' ? 'pickedUp' : 'notCancellable';
}
