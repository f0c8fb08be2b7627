import type { Queryable } from '../db/database';

/** The SQL of the company's users as an admin manages them (the sign-in's own SQL is in auth/queries.ts). */

export interface UserRow {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  authorized_ips: string;
  expired_password: boolean;
  active: boolean;
  version: number;
}

const COLUMNS = `id, name, email, roles, permissions, authorized_ips, expired_password, active, version`;

export async function listUsers(q: Queryable, companyId: number): Promise<UserRow[]> {
  return (await q.query<UserRow>(`select ${COLUMNS} from users where company_id = $1 order by lower(name), id`, [companyId])).rows;
}

export async function findUser(q: Queryable, companyId: number, id: number): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`select ${COLUMNS} from users where company_id = $1 and id = $2`, [companyId, id])).rows[0];
}

/**
 * Locks the company's active admins, always in the order of their ids (so that two edits never wait on each
 * other crosswise), then the user being edited, and answers the admins as they are once the locks are held:
 * an admin demoted by a transaction that committed meanwhile is no longer among them.
 */
export async function lockAdminsAndUser(q: Queryable, companyId: number, id: number): Promise<{ adminIds: number[]; user: UserRow | undefined }> {
  const admins = await q.query<{ id: number }>(`select id from users where company_id = $1 and active and 'admin' = any(roles) order by id for update`, [
    companyId,
  ]);
  const user = (await q.query<UserRow>(`select ${COLUMNS} from users where company_id = $1 and id = $2 for update`, [companyId, id])).rows[0];
  return { adminIds: admins.rows.map((r) => r.id), user };
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  roles: string[];
  permissions: string[];
  authorizedIps: string;
  expiredPassword: boolean;
}

export async function insertUser(q: Queryable, companyId: number, u: NewUser): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into users (company_id, name, email, password_hash, roles, permissions, authorized_ips, expired_password, password_changed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now()) returning id`,
    [companyId, u.name, u.email, u.passwordHash, u.roles, u.permissions, u.authorizedIps, u.expiredPassword],
  );
  return r.rows[0]!.id;
}

export interface UserChange {
  name: string;
  email: string;
  /** a new password hash, or null to keep the current one */
  passwordHash: string | null;
  roles: string[];
  permissions: string[];
  authorizedIps: string;
  expiredPassword: boolean;
  active: boolean;
  /** the user's sessions end (a new password, or deactivation) */
  endSessions: boolean;
}

export async function updateUser(q: Queryable, companyId: number, id: number, c: UserChange): Promise<void> {
  await q.query(
    `update users set name = $3, email = $4, password_hash = coalesce($5, password_hash),
            password_changed_at = case when $5::text is null then password_changed_at else now() end,
            roles = $6, permissions = $7, authorized_ips = $8, expired_password = $9, active = $10,
            session_epoch = session_epoch + case when $11 then 1 else 0 end, version = version + 1
      where company_id = $1 and id = $2`,
    [companyId, id, c.name, c.email, c.passwordHash, c.roles, c.permissions, c.authorizedIps, c.expiredPassword, c.active, c.endSessions],
  );
}

export interface OwnSettingsRow {
  default_cash_box_id: number | null;
  default_warehouse_id: number | null;
}

/** A user's own defaults, each only while it still names a cash box (kind cash) or warehouse of the company. */
export async function findOwnSettings(q: Queryable, companyId: number, userId: number): Promise<OwnSettingsRow | undefined> {
  const r = await q.query<OwnSettingsRow>(
    `select (select b.id from cash_boxes b where b.id = u.default_cash_box_id and b.kind = 'cash') as default_cash_box_id,
            (select w.id from warehouses w where w.id = u.default_warehouse_id) as default_warehouse_id
       from users u where u.company_id = $1 and u.id = $2`,
    [companyId, userId],
  );
  return r.rows[0];
}

export async function updateOwnSettings(
  q: Queryable,
  companyId: number,
  userId: number,
  s: { defaultCashBoxId: number | null; defaultWarehouseId: number | null },
) {
  await q.query(`update users set default_cash_box_id = $3, default_warehouse_id = $4 where company_id = $1 and id = $2`, [
    companyId,
    userId,
    s.defaultCashBoxId,
    s.defaultWarehouseId,
  ]);
}

export async function cashBoxIsCash(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from cash_boxes where id = $1 and kind = 'cash'`, [id])).rowCount > 0;
}

/** The company's active users by name: whom a task or a job may be given to. */
export async function listColleagues(q: Queryable, companyId: number): Promise<{ id: number; name: string }[]> {
  const r = await q.query<{ id: number; name: string }>(`select id, name from users where company_id = $1 and active order by name, id`, [companyId]);
  return r.rows;
}
