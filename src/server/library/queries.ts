import type { ConsentMethod } from '../../domain/messages/consent';
import type { MessageLanguage } from '../../domain/messages/events';
import { DEFAULT_HOLD_EXPIRY_DAYS, DEFAULT_LOAN_RULE, ruleFor, type LoanRule, type LoanRuleCell } from '../../domain/library/loan-rules';
import type { OverdueLoanFacts } from '../../domain/library/overdue-notices';
import type { LibraryCopyBody, LibraryMemberBody, LibraryRules, LibraryRulesBody } from '../../domain/schemas/library';
import type { Queryable } from '../db/database';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the library (issue #18): the loan rules matrix, members, copies, holds, and the facts a loan's machine reads. */

// ---- the loan rules matrix ----

const DOCUMENTS = snapshotOf();
const DOC = snapshotOf('d');
const LATER = snapshotOf('l');

const RULE_COLUMNS = `loan_days as "loanDays", grace_days as "graceDays", max_loans as "maxLoans", max_renewals as "maxRenewals",
  holds_allowed as "holdsAllowed", fine_per_day::text as "finePerDay", fine_cap::text as "fineCap"`;

export async function loadRules(q: Queryable): Promise<LibraryRules> {
  const rows = (await q.query<LoanRuleCell>(`select member_category as "memberCategory", item_type as "itemType", ${RULE_COLUMNS} from library_rules`)).rows;
  const settings = (await q.query<{ days: number }>(`select hold_expiry_days as days from library_settings`)).rows[0];
  const fallback = rows.find((r) => r.memberCategory === ('*' as string) && r.itemType === ('*' as string));
  const defaultRule: LoanRule = fallback ? ruleFor([fallback], DEFAULT_LOAN_RULE, '*', '*') : DEFAULT_LOAN_RULE;
  const cells = rows.filter((r) => r !== fallback).sort((a, b) => `${a.memberCategory}/${a.itemType}`.localeCompare(`${b.memberCategory}/${b.itemType}`));
  return { defaultRule, cells, holdExpiryDays: settings?.days ?? DEFAULT_HOLD_EXPIRY_DAYS };
}

/** Replaces the whole matrix in one statement per table; the company's settings row is written or updated. */
export async function saveRules(q: Queryable, companyId: number, b: LibraryRulesBody): Promise<void> {
  const all = [{ memberCategory: '*', itemType: '*', ...b.defaultRule }, ...b.cells];
  await q.query(`delete from library_rules`);
  await q.query(
    `insert into library_rules (company_id, member_category, item_type, loan_days, grace_days, max_loans, max_renewals, holds_allowed, fine_per_day, fine_cap)
     select $1, * from unnest($2::text[], $3::text[], $4::smallint[], $5::smallint[], $6::smallint[], $7::smallint[], $8::boolean[], $9::numeric[], $10::numeric[])`,
    [
      companyId,
      all.map((c) => c.memberCategory),
      all.map((c) => c.itemType),
      all.map((c) => c.loanDays),
      all.map((c) => c.graceDays),
      all.map((c) => c.maxLoans),
      all.map((c) => c.maxRenewals),
      all.map((c) => c.holdsAllowed),
      all.map((c) => c.finePerDay),
      all.map((c) => c.fineCap),
    ],
  );
  await q.query(
    `insert into library_settings (company_id, hold_expiry_days) values ($1, $2) on conflict (company_id) do update set hold_expiry_days = excluded.hold_expiry_days`,
    [companyId, b.holdExpiryDays],
  );
}

/** Serializes writes of the matrix per company (two saves at once would both delete, then both insert). */
export async function lockRules(q: Queryable): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('library-rules:' || current_setting('app.company_id', true)))`);
}

/** Card numbers and barcodes are unique per company, whatever their case: one lock per company serializes the check and the write. */
export async function lockCodes(q: Queryable, table: 'members' | 'copies'): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('library-codes:' || $1 || ':' || current_setting('app.company_id', true)))`, [table]);
}

// ---- members ----

export interface MemberRow {
  id: number;
  cardNumber: string;
  name: string;
  category: LoanRuleCell['memberCategory'];
  expiresOn: string | null;
  phone: string | null;
  email: string | null;
  institution: string | null;
  accountId: number | null;
  accountName: string | null;
  institutionAccountId: number | null;
  institutionName: string | null;
  active: boolean;
  emailConsent: boolean | null;
  smsConsent: boolean | null;
  consentAt: string | null;
  consentHow: ConsentMethod | null;
  language: MessageLanguage;
  hasPin: boolean;
  loans: number;
}

const OPEN_LOANS = `(select count(*)::integer from documents d where d.doc_type = 'loan' and d.status = 'lent' and ${DOC.memberId} = m.id::text)`;
const MEMBER_COLUMNS = `m.id, m.card_number as "cardNumber", m.name, m.category, to_char(m.expires_on, 'YYYY-MM-DD') as "expiresOn", m.phone, m.email,
  m.institution, m.account_id as "accountId", (select a.name from accounts a where a.id = m.account_id) as "accountName",
  m.institution_account_id as "institutionAccountId", (select a.name from accounts a where a.id = m.institution_account_id) as "institutionName",
  m.active, m.email_consent as "emailConsent", m.sms_consent as "smsConsent", to_char(m.consent_at, 'YYYY-MM-DD') as "consentAt",
  m.consent_how as "consentHow", m.language, m.pin_hash is not null as "hasPin", ${OPEN_LOANS} as loans`;

export async function listMembers(q: Queryable, search: string | undefined, limit: number, offset: number): Promise<{ rows: MemberRow[]; total: number }> {
  const where = `where ($1::text is null or m.card_number ilike '%' || $1 || '%' or m.name ilike '%' || $1 || '%' or m.institution ilike '%' || $1 || '%')`;
  const term = search?.trim() ? search.trim() : null;
  const rows = (
    await q.query<MemberRow>(`select ${MEMBER_COLUMNS} from library_members m ${where} order by lower(m.name), m.id limit $2 offset $3`, [term, limit, offset])
  ).rows;
  const total = (await q.query<{ n: number }>(`select count(*)::integer as n from library_members m ${where}`, [term])).rows[0]!.n;
  return { rows, total };
}

export async function findMember(q: Queryable, id: number): Promise<MemberRow | null> {
  return (await q.query<MemberRow>(`select ${MEMBER_COLUMNS} from library_members m where m.id = $1`, [id])).rows[0] ?? null;
}

export async function findMemberByCard(q: Queryable, cardNumber: string): Promise<MemberRow | null> {
  return (await q.query<MemberRow>(`select ${MEMBER_COLUMNS} from library_members m where upper(m.card_number) = upper($1)`, [cardNumber])).rows[0] ?? null;
}

export async function cardNumberTaken(q: Queryable, cardNumber: string, exceptId: number | null): Promise<boolean> {
  const r = await q.query(`select 1 from library_members where upper(card_number) = upper($1) and id <> $2`, [cardNumber, exceptId ?? 0]);
  return r.rowCount > 0;
}

export async function insertMember(q: Queryable, companyId: number, b: LibraryMemberBody, pinHash: string | null): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into library_members (company_id, card_number, pin_hash, name, category, expires_on, phone, email, institution, active, account_id, institution_account_id,
                                  email_consent, sms_consent, consent_at, consent_how, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
    [
      companyId,
      b.cardNumber,
      pinHash,
      b.name,
      b.category,
      b.expiresOn,
      b.phone,
      b.email,
      b.institution,
      b.active,
      b.accountId,
      b.institutionAccountId,
      ...consentValues(b),
    ],
  );
  return r.rows[0]!.id;
}

/** A PIN left out keeps the one stored. */
export async function updateMember(q: Queryable, id: number, b: LibraryMemberBody, pinHash: string | null): Promise<void> {
  await q.query(
    `update library_members set card_number = $2, pin_hash = coalesce($3, pin_hash), name = $4, category = $5, expires_on = $6, phone = $7, email = $8,
            institution = $9, active = $10, account_id = $11, institution_account_id = $12,
            email_consent = $13, sms_consent = $14, consent_at = $15, consent_how = $16, language = $17 where id = $1`,
    [
      id,
      b.cardNumber,
      pinHash,
      b.name,
      b.category,
      b.expiresOn,
      b.phone,
      b.email,
      b.institution,
      b.active,
      b.accountId,
      b.institutionAccountId,
      ...consentValues(b),
    ],
  );
}

const consentValues = (b: LibraryMemberBody) => [b.emailConsent, b.smsConsent, b.consentAt, b.consentHow, b.language];

/** Which of these ids are not current accounts of the company (a member's own account and institution must be). */
export async function unknownAccounts(q: Queryable, ids: readonly (number | null)[]): Promise<Set<number>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Set();
  const found = (await q.query<{ id: number }>(`select id from accounts where id = any($1::integer[]) for key share`, [wanted])).rows.map((r) => r.id);
  return new Set(wanted.filter((id) => !found.includes(id)));
}

export async function lockMember(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from library_members where id = $1 for update`, [id])).rowCount > 0;
}

// ---- copies ----

export interface CopyRow {
  id: number;
  productId: number;
  title: string;
  barcode: string;
  locationId: number | null;
  locationName: string | null;
  itemType: LoanRuleCell['itemType'];
  status: 'free' | 'lent' | 'reserved' | 'lost' | 'withdrawn';
}

/** A copy's status is derived: withdrawn by hand, else from its loans and the hold waiting for it on the holds shelf. */
export const COPY_STATUS = `case when c.withdrawn then 'withdrawn'
  when exists (select 1 from documents d where d.doc_type = 'loan' and d.status = 'lent' and ${DOC.copyId} = c.id::text) then 'lent'
  when exists (select 1 from documents d where d.doc_type = 'loan' and d.status = 'lost' and ${DOC.copyId} = c.id::text
                 and not exists (select 1 from documents l where l.doc_type = 'loan' and l.status = 'returned' and ${LATER.copyId} = c.id::text and l.id > d.id)) then 'lost'
  when exists (select 1 from documents d where d.doc_type = 'loan' and d.status = 'reserved' and ${DOC.copyId} = c.id::text)
    or exists (select 1 from library_holds h where h.status = 'ready' and h.copy_id = c.id) then 'reserved'
  else 'free' end`;
const COPY_COLUMNS = `c.id, c.product_id as "productId", p.name as title, c.barcode, c.location_id as "locationId", l.name as "locationName",
  c.item_type as "itemType", ${COPY_STATUS} as status`;
const COPY_FROM = `library_copies c join products p on p.id = c.product_id left join locations l on l.id = c.location_id`;

export async function listCopies(q: Queryable, productId: number | undefined, barcode: string | undefined): Promise<CopyRow[]> {
  return (
    await q.query<CopyRow>(
      `select ${COPY_COLUMNS} from ${COPY_FROM} where ($1::integer is null or c.product_id = $1) and ($2::text is null or upper(c.barcode) = upper($2))
        order by c.product_id, c.id limit 1000`,
      [productId ?? null, barcode?.trim() ? barcode.trim() : null],
    )
  ).rows;
}

export async function findCopy(q: Queryable, id: number): Promise<CopyRow | null> {
  return (await q.query<CopyRow>(`select ${COPY_COLUMNS} from ${COPY_FROM} where c.id = $1`, [id])).rows[0] ?? null;
}

export async function findCopyByBarcode(q: Queryable, barcode: string): Promise<CopyRow | null> {
  return (await q.query<CopyRow>(`select ${COPY_COLUMNS} from ${COPY_FROM} where upper(c.barcode) = upper($1)`, [barcode])).rows[0] ?? null;
}

export async function barcodeTaken(q: Queryable, barcode: string, exceptId: number | null): Promise<boolean> {
  return (await q.query(`select 1 from library_copies where upper(barcode) = upper($1) and id <> $2`, [barcode, exceptId ?? 0])).rowCount > 0;
}

export async function recordsExist(q: Queryable, productId: number, locationId: number | null): Promise<{ product: boolean; location: boolean }> {
  const r = await q.query<{ product: boolean; location: boolean }>(
    `select exists (select 1 from products where id = $1) as product, ($2::integer is null or exists (select 1 from locations where id = $2)) as location`,
    [productId, locationId],
  );
  return r.rows[0]!;
}

export async function insertCopy(q: Queryable, companyId: number, b: LibraryCopyBody): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into library_copies (company_id, product_id, barcode, location_id, item_type, withdrawn) values ($1, $2, $3, $4, $5, $6) returning id`,
    [companyId, b.productId, b.barcode, b.locationId, b.itemType, b.withdrawn],
  );
  return r.rows[0]!.id;
}

export async function updateCopy(q: Queryable, id: number, b: LibraryCopyBody): Promise<void> {
  await q.query(`update library_copies set product_id = $2, barcode = $3, location_id = $4, item_type = $5, withdrawn = $6 where id = $1`, [
    id,
    b.productId,
    b.barcode,
    b.locationId,
    b.itemType,
    b.withdrawn,
  ]);
}

// ---- loans as the library shows them ----

export interface LoanRow {
  id: number;
  number: string;
  status: string;
  copyId: number;
  barcode: string;
  title: string;
  memberId: number;
  memberName: string;
  cardNumber: string;
  lentOn: string | null;
  dueDate: string | null;
  closedOn: string | null;
  renewals: number;
  /** the fine charged at its return */
  fine: string;
  /** the member's category and the copy's item type: the matrix's cell of the fine so far */
  category: string;
  itemType: string;
}

const LOAN_COLUMNS = `d.id, d.number, d.status, c.id as "copyId", c.barcode, p.name as title, m.id as "memberId", m.name as "memberName", m.card_number as "cardNumber",
  ${DOC.lentOn} as "lentOn", ${DOC.dueDate} as "dueDate", ${DOC.closedOn} as "closedOn",
  coalesce((${DOC.renewals})::integer, 0) as renewals, coalesce(${DOC.fine}, '0.00') as fine,
  m.category, c.item_type as "itemType"`;
const LOAN_FROM = `documents d
  join library_copies c on c.id::text = ${DOC.copyId}
  join products p on p.id = c.product_id
  join library_members m on m.id::text = ${DOC.memberId}`;

export interface LoanFilter {
  /** any of these: lent, overdue (derived), returned, lost */
  status?: readonly string[];
  memberId?: number;
  /** the members of an institution (migration 065) */
  institutionAccountId?: number;
  q?: string;
  from?: string;
  to?: string;
}

/** The loans of the list (`overdue` is derived: lent and past its due date on `today`). */
export async function listLoans(q: Queryable, f: LoanFilter, today: string, limit: number, offset: number): Promise<{ rows: LoanRow[]; total: number }> {
  const where = `where d.doc_type = 'loan' and d.status <> 'cancelled'
    and ($1::text[] is null or d.status = any($1) or ('overdue' = any($1) and d.status = 'lent' and ${DOC.dueDate} < $2))
    and ($3::integer is null or m.id = $3)
    and ($4::text is null or p.name ilike '%' || $4 || '%' or m.name ilike '%' || $4 || '%' or c.barcode ilike $4 || '%' or m.card_number ilike $4 || '%' or d.number ilike $4 || '%')
    and ($5::text is null or coalesce(${DOC.lentOn}, ${DOC.date}) >= $5)
    and ($6::text is null or coalesce(${DOC.lentOn}, ${DOC.date}) <= $6)
    and ($7::integer is null or m.institution_account_id = $7)`;
  const params = [f.status ?? null, today, f.memberId ?? null, f.q?.trim() ? f.q.trim() : null, f.from ?? null, f.to ?? null, f.institutionAccountId ?? null];
  const rows = (await q.query<LoanRow>(`select ${LOAN_COLUMNS} from ${LOAN_FROM} ${where} order by d.id desc limit $8 offset $9`, [...params, limit, offset]))
    .rows;
  const total = (await q.query<{ n: number }>(`select count(*)::integer as n from ${LOAN_FROM} ${where}`, params)).rows[0]!.n;
  return { rows, total };
}

export async function memberLoans(q: Queryable, memberId: number): Promise<LoanRow[]> {
  return (
    await q.query<LoanRow>(
      `select ${LOAN_COLUMNS} from ${LOAN_FROM} where d.doc_type = 'loan' and m.id = $1 and (d.status in ('lent', 'reserved') or coalesce(${DOC.fine}, '0') <> '0')
        order by d.id desc limit 500`,
      [memberId],
    )
  ).rows;
}

export async function loanById(q: Queryable, id: number): Promise<LoanRow | null> {
  return (await q.query<LoanRow>(`select ${LOAN_COLUMNS} from ${LOAN_FROM} where d.id = $1`, [id])).rows[0] ?? null;
}

/** A reservation (a loan document in `reserved`) of this copy for this member, which lending turns into the loan. */
export async function reservedLoanOf(q: Queryable, copyId: number, memberId: number): Promise<{ id: number; version: number } | null> {
  return (
    (
      await q.query<{ id: number; version: number }>(
        `select id, version from documents where doc_type = 'loan' and status = 'reserved' and ${DOCUMENTS.copyId} = $1 and ${DOCUMENTS.memberId} = $2`,
        [String(copyId), String(memberId)],
      )
    ).rows[0] ?? null
  );
}

/** The open loan of a copy (lent), to return or renew it. */
export async function openLoanOfCopy(q: Queryable, copyId: number): Promise<{ id: number; version: number } | null> {
  return (
    (
      await q.query<{ id: number; version: number }>(
        `select id, version from documents where doc_type = 'loan' and status = 'lent' and ${DOCUMENTS.copyId} = $1 order by id desc limit 1`,
        [String(copyId)],
      )
    ).rows[0] ?? null
  );
}

// ---- holds ----

export interface HoldRow {
  id: number;
  memberId: number;
  memberName: string;
  productId: number;
  title: string;
  status: 'waiting' | 'ready' | 'fulfilled' | 'cancelled' | 'expired';
  copyId: number | null;
  readyUntil: string | null;
  requestedAt: string;
  position: number;
}

const HOLD_COLUMNS = `h.id, h.member_id as "memberId", m.name as "memberName", h.product_id as "productId", p.name as title, h.status, h.copy_id as "copyId",
  to_char(h.ready_until, 'YYYY-MM-DD') as "readyUntil", to_char(h.requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "requestedAt",
  (select count(*)::integer from library_holds o where o.product_id = h.product_id and o.status in ('waiting', 'ready') and o.id <= h.id) as position`;
const HOLD_FROM = `library_holds h join library_members m on m.id = h.member_id join products p on p.id = h.product_id`;

export async function listHolds(q: Queryable, filter: { memberId?: number; productId?: number; open?: boolean }): Promise<HoldRow[]> {
  return (
    await q.query<HoldRow>(
      `select ${HOLD_COLUMNS} from ${HOLD_FROM} where ($1::integer is null or h.member_id = $1) and ($2::integer is null or h.product_id = $2)
          and (not $3 or h.status in ('waiting', 'ready'))
        order by h.product_id, h.id limit 1000`,
      [filter.memberId ?? null, filter.productId ?? null, filter.open ?? false],
    )
  ).rows;
}

export async function findHold(q: Queryable, id: number): Promise<HoldRow | null> {
  return (await q.query<HoldRow>(`select ${HOLD_COLUMNS} from ${HOLD_FROM} where h.id = $1`, [id])).rows[0] ?? null;
}

/** The hold a copy is on the holds shelf for, if any. */
export async function readyHoldOfCopy(q: Queryable, copyId: number): Promise<HoldRow | null> {
  return (await q.query<HoldRow>(`select ${HOLD_COLUMNS} from ${HOLD_FROM} where h.copy_id = $1 and h.status = 'ready'`, [copyId])).rows[0] ?? null;
}

export async function openHoldExists(q: Queryable, memberId: number, productId: number): Promise<boolean> {
  return (
    (await q.query(`select 1 from library_holds where member_id = $1 and product_id = $2 and status in ('waiting', 'ready')`, [memberId, productId])).rowCount >
    0
  );
}

export async function insertHold(q: Queryable, companyId: number, memberId: number, productId: number): Promise<number> {
  const r = await q.query<{ id: number }>(`insert into library_holds (company_id, member_id, product_id) values ($1, $2, $3) returning id`, [
    companyId,
    memberId,
    productId,
  ]);
  return r.rows[0]!.id;
}

export async function cancelHold(q: Queryable, id: number): Promise<number | null> {
  const r = await q.query<{ copy_id: number | null }>(
    `update library_holds set status = 'cancelled' where id = $1 and status in ('waiting', 'ready') returning copy_id`,
    [id],
  );
  return r.rowCount ? (r.rows[0]!.copy_id ?? 0) : null;
}

/** Takes the turns of one title's queue, so that a return, an expiry and a cancellation never give a copy twice. */
export async function lockTitleQueue(q: Queryable, productId: number): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('library-holds:' || current_setting('app.company_id', true) || ':' || $1::text))`, [String(productId)]);
}

/** The first hold waiting for the copy's title becomes ready with that copy, until `readyUntil`; answers its id. */
export async function readyNextHold(q: Queryable, copyId: number, readyUntil: string): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `update library_holds set status = 'ready', copy_id = $1, ready_until = $2
      where id = (select h.id from library_holds h join library_copies c on c.product_id = h.product_id
                   where c.id = $1 and h.status = 'waiting' order by h.id limit 1)
      returning id`,
    [copyId, readyUntil],
  );
  return r.rows[0]?.id ?? null;
}

/** The member's hold on the copy's title is fulfilled by this loan. */
export async function fulfilHold(q: Queryable, memberId: number, copyId: number): Promise<void> {
  await q.query(
    `update library_holds h set status = 'fulfilled', copy_id = $2 from library_copies c
      where c.id = $2 and h.product_id = c.product_id and h.member_id = $1 and h.status in ('waiting', 'ready')`,
    [memberId, copyId],
  );
}

/** Ready holds past their day expire; answers the copies they held (each goes to the next in its queue). */
export async function expireReadyHolds(q: Queryable, today: string): Promise<{ copyId: number; productId: number }[]> {
  return (
    await q.query<{ copyId: number; productId: number }>(
      `update library_holds set status = 'expired' where status = 'ready' and ready_until < $1 returning copy_id as "copyId", product_id as "productId"`,
      [today],
    )
  ).rows;
}

// ---- the facts of a loan's machine ----

export interface LoanPairRow {
  memberActive: boolean | null;
  memberExpired: boolean;
  category: string | null;
  itemType: string | null;
  withdrawn: boolean;
  copyBusy: boolean;
  reservedForMember: boolean;
  heldForOther: boolean;
  memberLoans: number;
}

/** What the machine needs of a member and a copy to lend: read after their locks (row-locks.ts). */
export async function loanPair(q: Queryable, memberId: string, copyId: string, exceptId: number | null, today: string): Promise<LoanPairRow> {
  const r = await q.query<LoanPairRow>(
    `select (select active from library_members where id::text = $2) as "memberActive",
            coalesce((select expires_on < $4::date from library_members where id::text = $2), false) as "memberExpired",
            (select category from library_members where id::text = $2) as category,
            (select item_type from library_copies where id::text = $1) as "itemType",
            coalesce((select withdrawn from library_copies where id::text = $1), false) as withdrawn,
            exists (select 1 from documents where doc_type = 'loan' and status in ('reserved', 'lent') and ${DOCUMENTS.copyId} = $1 and id <> $3) as "copyBusy",
            exists (select 1 from documents where doc_type = 'loan' and status = 'reserved' and ${DOCUMENTS.copyId} = $1 and ${DOCUMENTS.memberId} = $2)
              or exists (select 1 from library_holds where status = 'ready' and copy_id::text = $1 and member_id::text = $2) as "reservedForMember",
            exists (select 1 from library_holds where status = 'ready' and copy_id::text = $1 and member_id::text <> $2) as "heldForOther",
            (select count(*)::integer from documents where doc_type = 'loan' and status = 'lent' and ${DOCUMENTS.memberId} = $2) as "memberLoans"`,
    [copyId, memberId, exceptId ?? 0, today],
  );
  return r.rows[0]!;
}

/** Whether another member waits for (or has ready) the title of this copy. */
export async function titleHeldByOther(q: Queryable, memberId: string, copyId: string): Promise<boolean> {
  const r = await q.query(
    `select 1 from library_holds h join library_copies c on c.product_id = h.product_id
      where c.id::text = $1 and h.status in ('waiting', 'ready') and h.member_id::text <> $2 limit 1`,
    [copyId, memberId],
  );
  return r.rowCount > 0;
}

export async function categoryAndType(q: Queryable, memberId: string, copyId: string): Promise<{ category: string | null; itemType: string | null }> {
  const r = await q.query<{ category: string | null; itemType: string | null }>(
    `select (select category from library_members where id::text = $1) as category, (select item_type from library_copies where id::text = $2) as "itemType"`,
    [memberId, copyId],
  );
  return r.rows[0]!;
}

/** The item types of a title's copies (not withdrawn). */
export async function titleCopyTypes(q: Queryable, productId: number): Promise<string[]> {
  return (await q.query<{ t: string }>(`select distinct item_type as t from library_copies where product_id = $1 and not withdrawn`, [productId])).rows.map(
    (r) => r.t,
  );
}

/** The loans lent and past their due date on `today`, with what the fine so far needs (overdue notices). */
export async function overdueLoanFacts(q: Queryable, today: string): Promise<OverdueLoanFacts[]> {
  return (
    await q.query<OverdueLoanFacts>(
      `select d.id as "loanId", m.id as "memberId", m.name as "memberName", m.card_number as "cardNumber", m.phone, m.email, m.category,
              c.item_type as "itemType", p.name as title, c.barcode, ${DOC.lentOn} as "lentOn", ${DOC.dueDate} as "dueDate"
         from ${LOAN_FROM}
        where d.doc_type = 'loan' and d.status = 'lent' and ${DOC.dueDate} < $1
        order by m.name, m.id, ${DOC.dueDate}, d.id`,
      [today],
    )
  ).rows;
}
