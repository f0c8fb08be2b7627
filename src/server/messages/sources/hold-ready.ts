import type { PlaceholderValues } from '../../../domain/messages/events';
import type { Queryable } from '../../db/database';
import { companyToday } from '../../clock';
import { composeMessages } from '../compose';
import { companyNameOf, MEMBER_RECIPIENT_COLUMNS, memberRecipient, type MemberRecipientRow, type Recipient } from '../recipients';

interface HoldRow {
  hold_id: number;
  title: string;
  ready_until: string;
}

const READY_HOLDS = `from library_holds h
       join library_members m on m.company_id = h.company_id and m.id = h.member_id
       join products p on p.company_id = h.company_id and p.id = h.product_id
      where h.status = 'ready'
        and not exists (select 1 from messages x where x.company_id = h.company_id and x.event = 'holdReady' and x.source_key = 'hold:' || h.id)`;
const COLUMNS = `h.id as hold_id, p.name as title, to_char(h.ready_until, 'YYYY-MM-DD') as ready_until, ${MEMBER_RECIPIENT_COLUMNS}`;

/**
 * The hold ready: each hold that became ready on the holds shelf (a copy came back, or the hold before it expired or
 * was withdrawn: src/server/library/holds.ts) tells its member once, the hold being the source key, in the member's
 * language: by e-mail, or by SMS when the member has only a phone; never on a channel the member opted out of. A hold
 * whose day has passed (it expires at the next look) is not told any more.
 */
export async function collectReadyHolds(q: Queryable, companyId: number, limit: number): Promise<number> {
  const today = await companyToday(q, companyId);
  const r = await q.query<MemberRecipientRow & HoldRow>(`select ${COLUMNS} ${READY_HOLDS} and h.ready_until >= $1::date order by h.id limit $2`, [
    today,
    limit,
  ]);
  if (!r.rows.length) return 0;
  const company = await companyNameOf(q, companyId);
  let made = 0;
  for (const row of r.rows) {
    const recipient = memberRecipient(row);
    const messages = await composeMessages(q, companyId, {
      event: 'holdReady',
      sourceKey: `hold:${row.hold_id}`,
      recipient,
      values: holdValues(company, recipient, row),
      attachments: [],
      sms: !recipient.email,
    });
    made += messages.filter((m) => m.fresh).length;
  }
  return made;
}

const holdValues = (company: string, member: Pick<Recipient, 'name' | 'code'>, row: HoldRow): PlaceholderValues => ({
  'company.name': company,
  'library.name': company,
  'member.name': member.name,
  'member.cardNumber': member.code,
  'hold.title': row.title,
  'hold.readyUntil': row.ready_until,
});

/** The preview's values: the company's newest ready hold; null when it has none. */
export async function newestHoldValues(q: Queryable, companyId: number): Promise<{ values: PlaceholderValues; source: string } | null> {
  const r = await q.query<MemberRecipientRow & HoldRow>(
    `select ${COLUMNS} from library_holds h join library_members m on m.id = h.member_id join products p on p.id = h.product_id
      where h.status = 'ready' order by h.id desc limit 1`,
  );
  const row = r.rows[0];
  if (!row) return null;
  return { values: holdValues(await companyNameOf(q, companyId), memberRecipient(row), row), source: row.title };
}

/** The companies with a ready hold not told yet (the round's system query). */
export async function companiesWithReadyHolds(q: Queryable): Promise<number[]> {
  const r = await q.query<{ company_id: number }>(`select distinct h.company_id ${READY_HOLDS}`);
  return r.rows.map((x) => x.company_id);
}
