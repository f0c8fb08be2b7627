import type { ReaderField, ReaderSettings, ReaderSettingsBody, ReaderTitle } from '../../domain/schemas/reader';
import { READER_FIELDS } from '../../domain/schemas/reader';
import type { Queryable } from '../db/database';
import { COPY_STATUS } from './queries';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the reader area (/okuyucu): its settings, the company a host opens, the public catalogue and a member's sign-in. */

const DOC = snapshotOf('d');

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  version: 0,
  host: null,
  fields: [...READER_FIELDS],
  holdsOffered: true,
  openingHours: '',
  notices: '',
};

/**
 * The company a reader's host opens (run as the owner: no company is known yet): the one whose reader host it is, else
 * the one reader area of the installation that has no host of its own (the demo's). Answers its id and name.
 */
export async function findReaderLibrary(q: Queryable, host: string): Promise<{ id: number; name: string } | null> {
  const r = await q.query<{ id: number; name: string }>(
    `select c.id, c.name from library_reader_settings s join companies c on c.id = s.company_id where s.host = $1
     union all
     select c.id, c.name from companies c
      where c.id = (select s.company_id from library_reader_settings s where s.host is null)
        and (select count(*) from library_reader_settings s where s.host is null) = 1
        and not exists (select 1 from library_reader_settings s where s.host = $1)`,
    [host],
  );
  return r.rows[0] ?? null;
}

export async function loadReaderSettings(q: Queryable): Promise<ReaderSettings> {
  const r = await q.query<ReaderSettings>(
    `select version, host, fields, holds_offered as "holdsOffered", opening_hours as "openingHours", notices from library_reader_settings`,
  );
  const row = r.rows[0];
  return row ? { ...row, fields: row.fields.filter((f): f is ReaderField => (READER_FIELDS as readonly string[]).includes(f)) } : DEFAULT_READER_SETTINGS;
}

/** Whether another company's reader area already has this host (run as the owner: the other's row is out of sight otherwise). */
export async function readerHostTaken(q: Queryable, host: string, companyId: number): Promise<boolean> {
  return (await q.query(`select 1 from library_reader_settings where host = $1 and company_id <> $2`, [host, companyId])).rowCount > 0;
}

/** Saves the settings if `version` is still the stored one (0: none stored yet); answers false when it is stale. */
export async function saveReaderSettings(q: Queryable, companyId: number, b: ReaderSettingsBody): Promise<boolean> {
  const r = await q.query(
    `insert into library_reader_settings as s (company_id, host, fields, holds_offered, opening_hours, notices, version)
     select $1, $2, $3, $4, $5, $6, 1 where $7 = 0
     on conflict (company_id) do update set host = excluded.host, fields = excluded.fields, holds_offered = excluded.holds_offered,
       opening_hours = excluded.opening_hours, notices = excluded.notices, version = s.version + 1
       where s.version = $7`,
    [companyId, b.host, b.fields, b.holdsOffered, b.openingHours, b.notices, b.version],
  );
  if (r.rowCount > 0) return true;
  if (b.version === 0) return false;
  const u = await q.query(
    `update library_reader_settings set host = $2, fields = $3, holds_offered = $4, opening_hours = $5, notices = $6, version = version + 1
      where company_id = $1 and version = $7`,
    [companyId, b.host, b.fields, b.holdsOffered, b.openingHours, b.notices, b.version],
  );
  return u.rowCount > 0;
}

// ---- the catalogue ----

const DEFINITION = (field: string) =>
  `(select d.name from definitions d where d.company_id = p.company_id and p.attributes->>'${field}' ~ '^[0-9]{1,9}$' and d.id = (p.attributes->>'${field}')::integer)`;
const TITLE_COLUMNS = `p.id, p.name as title, coalesce(${DEFINITION('authorId')}, p.attributes->>'author') as author, p.isbn, ${DEFINITION('categoryId')} as subject, ${DEFINITION('manufacturerId')} as publisher,
  (select count(*)::integer from library_copies c where c.product_id = p.id and not c.withdrawn) as copies,
  (select count(*)::integer from library_copies c where c.product_id = p.id and (${COPY_STATUS}) = 'free') as available`;

/** Title ids matching every word (LIKE patterns on the folded text) or one of the codes, in the Turkish order of their names. */
export async function searchTitleIds(
  q: Queryable,
  words: string[] | null,
  codes: string[] | null,
  limit: number,
  offset: number,
  countCap: number,
  keys: { from: string; to: string } | null = null,
): Promise<{ ids: number[]; total: number }> {
  const r = await q.query<{ id: number; total: number }>(`select id, total from reader_title_search($1, $2, $3, $4, $5, $6, $7)`, [
    words,
    codes,
    limit,
    offset,
    countCap,
    keys?.from ?? null,
    keys?.to ?? null,
  ]);
  return { ids: r.rows.map((x) => x.id), total: r.rows[0]?.total ?? 0 };
}

/** The titles of `ids`, in that order, with their copies not withdrawn and how many of them are free. */
export async function titlesByIds(q: Queryable, ids: number[]): Promise<ReaderTitle[]> {
  if (ids.length === 0) return [];
  const rows = (await q.query<ReaderTitle>(`select ${TITLE_COLUMNS} from products p where p.id = any($1::integer[])`, [ids])).rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ReaderTitle => r !== undefined);
}

/** A title of the catalogue (it has a copy not withdrawn), or null. */
export async function catalogueTitle(q: Queryable, id: number): Promise<ReaderTitle | null> {
  const row = (await q.query<ReaderTitle>(`select ${TITLE_COLUMNS} from products p where p.id = $1`, [id])).rows[0];
  return row && row.copies > 0 ? row : null;
}

export interface ReaderCopyRow {
  id: number;
  location: string | null;
  status: 'free' | 'lent' | 'reserved' | 'lost' | 'withdrawn';
  dueDate: string | null;
}

/** A title's copies not withdrawn: shelf, derived status and, when lent, the due date (never who has it). */
export async function titleCopies(q: Queryable, productId: number): Promise<ReaderCopyRow[]> {
  return (
    await q.query<ReaderCopyRow>(
      `select c.id, l.name as location, ${COPY_STATUS} as status,
              (select ${DOC.dueDate} from documents d where d.doc_type = 'loan' and d.status = 'lent' and ${DOC.copyId} = c.id::text
                order by d.id desc limit 1) as "dueDate"
         from library_copies c left join locations l on l.id = c.location_id
        where c.product_id = $1 and not c.withdrawn order by c.id`,
      [productId],
    )
  ).rows;
}

/** The readers still waiting for a title: a hold made ready has its copy set aside, so it waits no more. */
export async function waitingForTitle(q: Queryable, productId: number): Promise<number> {
  return (await q.query<{ n: number }>(`select count(*)::integer as n from library_holds where product_id = $1 and status = 'waiting'`, [productId])).rows[0]!
    .n;
}

// ---- members ----

export interface ReaderMemberRow {
  id: number;
  name: string;
  cardNumber: string;
  expiresOn: string | null;
  active: boolean;
  pin_hash: string | null;
}

const READER_MEMBER = `select id, name, card_number as "cardNumber", to_char(expires_on, 'YYYY-MM-DD') as "expiresOn", active, pin_hash from library_members`;

export async function readerMemberByCard(q: Queryable, cardNumber: string): Promise<ReaderMemberRow | null> {
  return (await q.query<ReaderMemberRow>(`${READER_MEMBER} where upper(card_number) = upper($1)`, [cardNumber])).rows[0] ?? null;
}

export async function readerMemberById(q: Queryable, id: number): Promise<ReaderMemberRow | null> {
  return (await q.query<ReaderMemberRow>(`${READER_MEMBER} where id = $1`, [id])).rows[0] ?? null;
}

/** The product a loan's copy is of, and the loan's member and version (for the reader's renewal of their own loan). */
export async function readerLoanOf(q: Queryable, loanId: number): Promise<{ memberId: number; version: number; status: string; productId: number } | null> {
  return (
    (
      await q.query<{ memberId: number; version: number; status: string; productId: number }>(
        `select (${DOC.memberId})::integer as "memberId", d.version, d.status, c.product_id as "productId"
           from documents d join library_copies c on c.id::text = ${DOC.copyId}
          where d.id = $1 and d.doc_type = 'loan'`,
        [loanId],
      )
    ).rows[0] ?? null
  );
}

/** The member a reader's token names (run as the owner, limited to the token's company), and whether the token was signed out. */
export async function readerSessionMember(
  q: Queryable,
  companyId: number,
  memberId: number,
  jti: string,
): Promise<{ active: boolean; expiresOn: string | null; pinHash: string | null; revoked: boolean } | null> {
  return (
    (
      await q.query<{ active: boolean; expiresOn: string | null; pinHash: string | null; revoked: boolean }>(
        `select m.active, to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.pin_hash as "pinHash", exists (select 1 from revoked_tokens t where t.jti = $3) as revoked
           from library_members m where m.company_id = $1 and m.id = $2`,
        [companyId, memberId, jti],
      )
    ).rows[0] ?? null
  );
}
