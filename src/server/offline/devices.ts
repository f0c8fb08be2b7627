import type { Queryable } from '../db/database';
import { DEVICE_HEADER, deviceVerdict } from '../../domain/offline-devices';
import type { AppEnv } from '../env';
import { fail, invalid } from '../http/errors';
import type { MiddlewareHandler } from 'hono';

export interface DeviceRow {
  userId: number;
  name: string;
  email: string;
  deviceId: string;
  authorisedAt: string;
}

/**
 * Authorises the user's device for the offline till: the first device is kept, the same device again is fine, and
 * another is refused (409 DV10001) until an admin releases the first. The table's key on the user decides it, so
 * two devices asking at once cannot both win: the second waits for the first and then finds its row.
 */
export async function authoriseDevice(q: Queryable, companyId: number, userId: number, deviceId: string): Promise<{ deviceId: string; authorisedAt: string }> {
  await q.query(`insert into offline_devices (company_id, user_id, device_id) values ($1, $2, $3) on conflict (company_id, user_id) do nothing`, [
    companyId,
    userId,
    deviceId,
  ]);
  const r = await q.query<{ device_id: string; authorised_at: Date | string }>(`select device_id, authorised_at from offline_devices where user_id = $1`, [
    userId,
  ]);
  const row = r.rows[0]!;
  if (row.device_id !== deviceId) throw fail('DV10001');
  return { deviceId: row.device_id, authorisedAt: new Date(row.authorised_at).toISOString() };
}

/** The company's authorised devices, with their users, by name. */
export async function listDevices(q: Queryable): Promise<DeviceRow[]> {
  const r = await q.query<{ user_id: number; name: string; email: string; device_id: string; authorised_at: Date | string }>(
    `select d.user_id, u.name, u.email, d.device_id, d.authorised_at from offline_devices d join users u on u.id = d.user_id order by u.name, d.user_id`,
  );
  return r.rows.map((x) => ({ userId: x.user_id, name: x.name, email: x.email, deviceId: x.device_id, authorisedAt: new Date(x.authorised_at).toISOString() }));
}

/** Releases the user's device (404 when the user has none in this company), so that another may be authorised. */
export async function releaseDevice(q: Queryable, userId: number): Promise<void> {
  const r = await q.query(`delete from offline_devices where user_id = $1`, [userId]);
  if (r.rowCount === 0) throw fail('NF10004');
}

export async function findAuthorisedDevice(q: Queryable, userId: number): Promise<string | null> {
  const r = await q.query<{ device_id: string }>(`select device_id from offline_devices where user_id = $1`, [userId]);
  return r.rows[0]?.device_id ?? null;
}

/**
 * Refuses a request from a device other than the caller's authorised one (deviceVerdict): no device named is the
 * 422 that asks whether to send it (unless `optional`: a sale sent by another client than the till), a device not
 * yet authorised a 403 DV10002, another device the 409 DV10001.
 */
export function requireAuthorisedDevice(opts: { optional?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header(DEVICE_HEADER)?.trim() || null;
    if (!sent && opts.optional) return next();
    const { companyId, id } = c.var.auth;
    const authorised = sent ? await c.var.db.company(companyId, (q) => findAuthorisedDevice(q, id)) : null;
    const verdict = deviceVerdict(authorised, sent);
    if (verdict === 'missing') throw invalid({ deviceId: [{ key: 'validation.deviceIdMissing' }] });
    if (verdict === 'unregistered') throw fail('DV10002');
    if (verdict === 'another') throw fail('DV10001');
    await next();
  };
}
