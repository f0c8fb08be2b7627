import { randomBytes } from 'node:crypto';
import { FOLLOWED_STATES, SHIPPABLE_TYPES, type Carrier, type ShipmentState } from '../../domain/cargo/carriers';
import type { Shipment, WaitingDocument } from '../../domain/schemas/cargo';
import type { Queryable } from '../db/database';
import { dayOf, idOf, snapshotOf } from '../documents/snapshot-fields';

/** The SQL of shipments (migration cargo). */
export interface ShipmentRow {
  id: number;
  company_id: number;
  carrier: Carrier;
  document_id: number;
  document_number: string;
  shipment_key: string;
  state: ShipmentState;
  tracking_number: string | null;
  tracking_url: string | null;
  reason: string | null;
  attempts: number;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `s.id, s.company_id, s.carrier, s.document_id, d.number as document_number, s.shipment_key, s.state, s.tracking_number, s.tracking_url,
  s.reason, s.attempts, s.created_by, s.created_at, s.updated_at`;
const FROM = `cargo_shipments s join documents d on d.company_id = s.company_id and d.id = s.document_id`;

export const shipmentJson = (r: ShipmentRow): Shipment => ({
  id: r.id,
  carrier: r.carrier,
  documentId: r.document_id,
  documentNumber: r.document_number,
  shipmentKey: r.shipment_key,
  state: r.state,
  trackingNumber: r.tracking_number,
  trackingUrl: r.tracking_url,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Our key of a shipment at the carrier: 20 characters at most (Yurtiçi's cargoKey), never the same twice. */
const newShipmentKey = () => `DF${randomBytes(9).toString('hex').toUpperCase()}`;

/**
 * The document's live shipment with the carrier, made now (state `sending`) unless one exists: the partial unique
 * index holds it, so two sends of one document at once (a double click, two bulk sends) find the same row.
 */
export async function openShipment(q: Queryable, companyId: number, carrier: Carrier, documentId: number, userId: number): Promise<ShipmentRow> {
  await q.query(
    `insert into cargo_shipments (company_id, carrier, document_id, shipment_key, state, created_by) values ($1, $2, $3, $4, 'sending', $5)
     on conflict (company_id, document_id, carrier) where state not in ('cancelled', 'failed') do nothing`,
    [companyId, carrier, documentId, newShipmentKey(), userId],
  );
  const r = await q.query<ShipmentRow>(
    `select ${COLUMNS} from ${FROM} where s.document_id = $1 and s.carrier = $2 and s.state not in ('cancelled', 'failed')`,
    [documentId, carrier],
  );
  return r.rows[0]!;
}

/**
 * Takes the short lease of talking to the carrier about a shipment still `sending`: only one caller at a time does
 * (the others leave it be); undefined when it is no longer sending or another caller holds it.
 */
export async function claimSending(q: Queryable, id: number, ms: number): Promise<ShipmentRow | undefined> {
  const r = await q.query<{ id: number }>(
    `update cargo_shipments set claimed_until = now() + $2::integer * interval '1 millisecond', attempts = attempts + 1
      where id = $1 and state = 'sending' and (claimed_until is null or claimed_until < now()) returning id`,
    [id, ms],
  );
  return r.rows[0] ? findShipment(q, id) : undefined;
}

export async function findShipment(q: Queryable, id: number, lock = false): Promise<ShipmentRow | undefined> {
  const r = await q.query<ShipmentRow>(`select ${COLUMNS} from ${FROM} where s.id = $1${lock ? ' for update of s' : ''}`, [id]);
  return r.rows[0];
}

export async function listShipments(q: Queryable, carrier: Carrier, documentId: number | null, limit: number): Promise<ShipmentRow[]> {
  const r = await q.query<ShipmentRow>(
    `select ${COLUMNS} from ${FROM} where s.carrier = $1 and ($2::integer is null or s.document_id = $2) order by s.id desc limit $3`,
    [carrier, documentId, limit],
  );
  return r.rows;
}

/** The document's shipments with every carrier, newest first (the document's view shows them). */
export async function shipmentsOfDocument(q: Queryable, documentId: number): Promise<ShipmentRow[]> {
  return (await q.query<ShipmentRow>(`select ${COLUMNS} from ${FROM} where s.document_id = $1 order by s.id desc`, [documentId])).rows;
}

/** Moves a shipment out of one of `from`; undefined when it is no longer in them (someone moved it first). */
export async function moveShipment(
  q: Queryable,
  id: number,
  from: readonly ShipmentState[],
  to: ShipmentState,
  fields: { trackingNumber?: string | null; trackingUrl?: string | null; reason?: string | null; nextCheckMs?: number } = {},
): Promise<ShipmentRow | undefined> {
  const r = await q.query<{ id: number }>(
    `update cargo_shipments set state = $3, tracking_number = coalesce($4, tracking_number), tracking_url = coalesce($5, tracking_url),
            reason = $6, claimed_until = null, next_check_at = now() + $7::integer * interval '1 millisecond', updated_at = now()
      where id = $1 and state = any($2::text[]) returning id`,
    [id, from, to, fields.trackingNumber ?? null, fields.trackingUrl ?? null, fields.reason ?? null, fields.nextCheckMs ?? 0],
  );
  return r.rows[0] ? findShipment(q, id) : undefined;
}

/** Notes a failed try (the carrier did not answer): the row stays as it is, and is asked again after `ms`. */
export async function noteTry(q: Queryable, id: number, reason: string, ms: number): Promise<void> {
  await q.query(
    `update cargo_shipments set reason = $2, claimed_until = null, next_check_at = now() + $3::integer * interval '1 millisecond', updated_at = now() where id = $1`,
    [id, reason.slice(0, 500), ms],
  );
}

/** The shipments of every company the background round asks the carrier about now (system role). */
export async function dueShipments(q: Queryable, limit: number): Promise<{ company_id: number; id: number }[]> {
  const r = await q.query<{ company_id: number; id: number }>(
    `select company_id, id from cargo_shipments
      where state = any($1::text[]) and next_check_at <= now() and (claimed_until is null or claimed_until < now())
      order by next_check_at limit $2`,
    [FOLLOWED_STATES, limit],
  );
  return r.rows;
}

const DOC = snapshotOf('d');

/** The documents that may be shipped with `carrier` and have no live shipment with it, newest first. */
export async function listWaiting(q: Queryable, carrier: Carrier, statuses: readonly string[], limit: number): Promise<WaitingDocument[]> {
  const r = await q.query<{ id: number; type: string; number: string; status: string; date: string | null; accountName: string | null }>(
    `select d.id, d.doc_type as type, d.number, d.status, ${dayOf(DOC.date, 'null::date')}::text as date, a.name as "accountName"
       from documents d
       left join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)}
      where d.doc_type = any($1::text[]) and d.status = any($2::text[])
        and not exists (select 1 from cargo_shipments s where s.company_id = d.company_id and s.document_id = d.id and s.carrier = $3
                          and s.state not in ('cancelled', 'failed'))
      order by d.id desc limit $4`,
    [SHIPPABLE_TYPES, statuses, carrier, limit],
  );
  return r.rows;
}

/** Who the document goes to: its account's name and address (the account card's fields), for the carrier. */
export async function receiverOf(q: Queryable, documentId: number) {
  const r = await q.query<{ name: string; address: string; city: string; district: string; phone: string; taxNumber: string }>(
    `select a.name, concat_ws(' ', a.attributes->>'neighbourhood', a.attributes->>'street', 'No: ' || (a.attributes->>'buildingNo'), a.attributes->>'apartmentNo') as address, coalesce(a.attributes->>'city', '') as city,
            coalesce(a.attributes->>'district', '') as district, coalesce(a.attributes->>'phone', '') as phone, coalesce(a.tax_number, '') as "taxNumber"
       from documents d join accounts a on a.company_id = d.company_id and a.id = ${idOf(DOC.accountId)} where d.id = $1`,
    [documentId],
  );
  return r.rows[0];
}
