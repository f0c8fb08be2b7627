import type { Queryable } from '../db/database';
import type { Dealer } from '../../domain/schemas/b2b-shop';

/** A dealer's shop log-in: a current account of the company with an e-mail and a password the company set. */
export interface DealerLogin {
  accountId: number;
  name: string;
  email: string;
  password_hash: string;
  passwordEpoch: number;
  active: boolean;
  id: number;
}

const DEALER = `d.account_id as "accountId", a.name as "accountName", d.email, d.active`;

export async function listDealers(q: Queryable): Promise<Dealer[]> {
  return (
    await q.query<Dealer>(
      `select ${DEALER} from b2b_dealers d join accounts a on a.company_id = d.company_id and a.id = d.account_id order by lower(a.name), d.account_id`,
    )
  ).rows;
}

export async function findDealer(q: Queryable, accountId: number): Promise<Dealer | null> {
  return (
    (
      await q.query<Dealer>(
        `select ${DEALER} from b2b_dealers d join accounts a on a.company_id = d.company_id and a.id = d.account_id where d.account_id = $1`,
        [accountId],
      )
    ).rows[0] ?? null
  );
}

export async function accountExists(q: Queryable, accountId: number): Promise<boolean> {
  return (await q.query(`select 1 from accounts where id = $1`, [accountId])).rowCount > 0;
}

export async function dealerEmailTaken(q: Queryable, email: string, except: number): Promise<boolean> {
  return (await q.query(`select 1 from b2b_dealers where email = $1 and account_id <> $2`, [email, except])).rowCount > 0;
}

/** Gives the account its log-in or changes it; a new password hash (not null) ends the sessions made with the old one. */
export async function saveDealer(
  q: Queryable,
  companyId: number,
  accountId: number,
  email: string,
  passwordHash: string | null,
  active: boolean,
): Promise<boolean> {
  const r = await q.query(
    `insert into b2b_dealers as d (company_id, account_id, email, password_hash, active)
     select $1, $2, $3, $4, $5 where $4::text is not null
     on conflict (company_id, account_id) do update set email = excluded.email, active = excluded.active,
       password_hash = coalesce($4, d.password_hash),
       password_epoch = d.password_epoch + case when $4::text is null then 0 else 1 end,
       version = d.version + 1`,
    [companyId, accountId, email, passwordHash, active],
  );
  if (r.rowCount > 0) return true;
  const u = await q.query(`update b2b_dealers set email = $2, active = $3, version = version + 1 where account_id = $1`, [accountId, email, active]);
  return u.rowCount > 0;
}

export async function dealerByEmail(q: Queryable, email: string): Promise<DealerLogin | null> {
  const r = await q.query<DealerLogin>(
    `select d.account_id as "accountId", d.account_id as id, a.name, d.email, d.password_hash, d.password_epoch as "passwordEpoch", d.active
       from b2b_dealers d join accounts a on a.company_id = d.company_id and a.id = d.account_id where d.email = $1`,
    [email],
  );
  return r.rows[0] ?? null;
}

/** What a dealer's session is checked against on every call (run as the owner, limited to the token's company). */
export async function dealerSession(
  q: Queryable,
  companyId: number,
  accountId: number,
  jti: string,
): Promise<{ passwordEpoch: number; active: boolean; revoked: boolean } | null> {
  const r = await q.query<{ passwordEpoch: number; active: boolean; revoked: boolean }>(
    `select d.password_epoch as "passwordEpoch", d.active, exists (select 1 from revoked_tokens where jti = $3) as revoked
       from b2b_dealers d where d.company_id = $1 and d.account_id = $2`,
    [companyId, accountId, jti],
  );
  return r.rows[0] ?? null;
}
