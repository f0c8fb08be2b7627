import { cancelRefusal, mayShip, nextState, type Carrier } from '../../domain/cargo/carriers';
import type { ShipOutcome } from '../../domain/schemas/cargo';
import type { Database, Queryable } from '../db/database';
import { loadDocument } from '../documents/store';
import type { AuthUser } from '../env';
import { ApiError, fail } from '../http/errors';
import { carrierProviderOf } from './factory';
import { CargoError, type CarrierProvider, type CarrierShipment, type NewShipment } from './provider';
import { findCarrier, type CarrierRow } from './settings-queries';
import { claimSending, findShipment, moveShipment, noteTry, openShipment, receiverOf, shipmentJson, type ShipmentRow } from './shipment-queries';

/**
 * Shipping a document with a carrier, exactly once. The shipment's row is made first (one live row per document and
 * carrier, with our key), then whoever holds its short claim talks to the carrier: a try after an earlier one asks
 * the carrier for the key before creating, and a carrier that says it has the key already is asked for it too. A
 * carrier that does not answer leaves the row `sending`, for the next try (the background round's or the user's).
 */
export interface CargoOptions {
  /** the sandbox carrier beside the server (CARGO_URL) */
  sandboxUrl: string | null;
  /** how long after a step the carrier is asked again about a shipment, in ms */
  followMs: number;
  /** how long one caller talks to the carrier about a shipment being sent before another may, in ms (CARGO_CLAIM_MS) */
  claimMs?: number;
}

/** How long a claim lasts unless CARGO_CLAIM_MS says otherwise: longer than any one call to a carrier. */
export const DEFAULT_CARGO_CLAIM_MS = 30_000;

const carrierFailure = (e: unknown) =>
  e instanceof CargoError ? fail('CG10002', { message: e.message.slice(0, 300) }) : e instanceof Error ? e : new Error(String(e));

/** What the carrier is told of the document: its number, its account's name and address, the carrier's defaults. */
async function shipmentOf(q: Queryable, row: Pick<ShipmentRow, 'shipment_key' | 'document_id'>, settings: CarrierRow): Promise<NewShipment> {
  const doc = await loadDocument(q, row.document_id);
  const receiver = await receiverOf(q, row.document_id);
  if (!receiver || (!receiver.address && !receiver.city)) throw fail('CG10007');
  return {
    key: row.shipment_key,
    reference: doc.number,
    receiver,
    packageCount: settings.package_count,
    description: settings.description || doc.number,
  };
}

/** Talks to the carrier about a claimed `sending` shipment and records what it says. */
async function sendClaimed(db: Database, companyId: number, row: ShipmentRow, provider: CarrierProvider, shipment: NewShipment, o: CargoOptions) {
  try {
    // an earlier try may have reached the carrier and lost its answer
    let got: CarrierShipment | null = row.attempts > 1 ? await provider.find(row.shipment_key) : null;
    if (!got) {
      try {
        got = await provider.create(shipment);
      } catch (e) {
        if (!(e instanceof CargoError && e.code === 'duplicate')) throw e;
        got = await provider.find(row.shipment_key);
        if (!got) throw new CargoError('the carrier has the key but cannot find it', false);
      }
    }
    const found = got;
    const to = nextState('sending', found.status);
    return db.company(
      companyId,
      async (q) =>
        (await moveShipment(q, row.id, ['sending'], to, { trackingNumber: found.trackingNumber, trackingUrl: found.trackingUrl, nextCheckMs: o.followMs })) ??
        (await findShipment(q, row.id))!,
    );
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return db.company(companyId, async (q) => {
      if (e instanceof CargoError && e.permanent)
        return (await moveShipment(q, row.id, ['sending'], 'failed', { reason: message.slice(0, 500) })) ?? (await findShipment(q, row.id))!;
      await noteTry(q, row.id, message, o.followMs);
      return (await findShipment(q, row.id))!;
    });
  }
}

/** Ships one document (POST /api/cargo/:carrier/shipments, one per document of a bulk send). */
export async function shipDocument(db: Database, auth: AuthUser, carrier: Carrier, documentId: number, o: CargoOptions): Promise<ShipOutcome> {
  const { companyId } = auth;
  try {
    const prep = await db.company(companyId, async (q) => {
      const settings = await findCarrier(q, carrier);
      if (!settings.active) throw fail('CG10003');
      const doc = await loadDocument(q, documentId);
      if (!mayShip(doc)) throw fail('CG10004');
      const row = await openShipment(q, companyId, carrier, documentId, auth.id);
      const claimed = row.state === 'sending' ? await claimSending(q, row.id, o.claimMs ?? DEFAULT_CARGO_CLAIM_MS) : undefined;
      return { settings, row: claimed ?? row, shipment: claimed ? await shipmentOf(q, claimed, settings) : null };
    });
    if (!prep.shipment) return { documentId, shipment: shipmentJson(prep.row), error: null };
    const provider = carrierProviderOf(prep.settings, o.sandboxUrl);
    const row = await sendClaimed(db, companyId, prep.row, provider, prep.shipment, o);
    return { documentId, shipment: shipmentJson(row), error: row.state === 'sending' ? 'CG10002' : row.state === 'failed' ? 'CG10006' : null };
  } catch (e) {
    if (e instanceof ApiError && e.status < 500) return { documentId, shipment: null, error: e.code };
    throw e;
  }
}

/**
 * Asks the carrier about one shipment and records it: a `sending` one is sent (asking by key first), an accepted or
 * travelling one takes the carrier's status, forward only. The background round and POST …/refresh call it.
 */
export async function followShipment(db: Database, companyId: number, id: number, o: CargoOptions): Promise<ShipmentRow | undefined> {
  const prep = await db.company(companyId, async (q) => {
    const row = await findShipment(q, id);
    if (!row) return undefined;
    const settings = await findCarrier(q, row.carrier);
    if (row.state !== 'sending') return { row, settings, shipment: null };
    const claimed = await claimSending(q, id, o.claimMs ?? DEFAULT_CARGO_CLAIM_MS);
    return { row: claimed ?? row, settings, shipment: claimed ? await shipmentOf(q, claimed, settings) : null };
  });
  if (!prep) return undefined;
  const { row, settings } = prep;
  const provider = carrierProviderOf(settings, o.sandboxUrl);
  if (prep.shipment) return sendClaimed(db, companyId, row, provider, prep.shipment, o);
  if (row.state !== 'accepted' && row.state !== 'inTransit') return row;
  let got: CarrierShipment | null;
  try {
    got = await provider.find(row.shipment_key);
  } catch (e) {
    await db.company(companyId, (q) => noteTry(q, id, e instanceof Error ? e.message : String(e), o.followMs));
    throw e;
  }
  return db.company(companyId, async (q) => {
    if (!got) {
      await noteTry(q, id, 'the carrier does not know the shipment', o.followMs);
      return findShipment(q, id);
    }
    const to = nextState(row.state, got.status);
    const fields = { trackingNumber: got.trackingNumber, trackingUrl: got.trackingUrl, nextCheckMs: o.followMs };
    return (await moveShipment(q, id, [row.state], to, fields)) ?? findShipment(q, id);
  });
}

/** POST /api/cargo/shipments/:id/refresh: the same, for a user who does not wait for the round. */
export async function refreshShipment(db: Database, auth: AuthUser, id: number, o: CargoOptions): Promise<ShipmentRow> {
  try {
    const row = await followShipment(db, auth.companyId, id, o);
    if (!row) throw fail('NF10004');
    return row;
  } catch (e) {
    throw carrierFailure(e);
  }
}

/** POST /api/cargo/shipments/:id/cancel: only before pick-up; the carrier's refusal (picked up) is recorded as its status. */
export async function cancelShipment(db: Database, auth: AuthUser, id: number, o: CargoOptions): Promise<ShipmentRow> {
  const { companyId } = auth;
  const { row, settings } = await db.company(companyId, async (q) => {
    const found = await findShipment(q, id);
    if (!found) throw fail('NF10004');
    const refusal = cancelRefusal(found.state);
    if (refusal) throw fail('CG10005', { state: found.state });
    return { row: found, settings: await findCarrier(q, found.carrier) };
  });
  const provider = carrierProviderOf(settings, o.sandboxUrl);
  try {
    await provider.cancel(row.shipment_key);
  } catch (e) {
    if (e instanceof CargoError && e.code === 'pickedUp') {
      // the carrier has it on the way: what it says of the shipment is recorded, and the cancel refused
      await followShipment(db, companyId, id, o).catch(() => undefined);
      throw fail('CG10005', { state: 'inTransit' });
    }
    throw carrierFailure(e);
  }
  return db.company(companyId, async (q) => {
    const moved = await moveShipment(q, id, ['accepted'], 'cancelled');
    if (!moved) throw fail('CG10005', { state: (await findShipment(q, id))!.state });
    return moved;
  });
}
