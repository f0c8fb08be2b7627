import { messageLanguageOf, type MessageLanguage } from '../../domain/messages/events';
import type { MessageConsent } from '../../domain/messages/consent';
import type { Queryable } from '../db/database';

/** Who a message goes to: a current account's address, phone, language and KVKK consent (its card's fields). */
export interface Recipient {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: MessageLanguage;
  consent: MessageConsent;
}

const ACCOUNT = `a.id, coalesce(a.code, '') as code, a.name, a.email, a.attributes->>'phone' as phone, a.attributes->>'messageLanguage' as language,
  (a.attributes->'emailConsent')::text as email_consent, (a.attributes->'smsConsent')::text as sms_consent`;

interface AccountRecipientRow {
  id: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  email_consent: string | null;
  sms_consent: string | null;
}

const flag = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);

export const accountRecipient = (r: AccountRecipientRow): Recipient => ({
  id: r.id,
  code: r.code,
  name: r.name,
  email: r.email,
  phone: r.phone,
  language: messageLanguageOf(r.language),
  consent: { emailConsent: flag(r.email_consent), smsConsent: flag(r.sms_consent) },
});

export async function accountRecipientOf(q: Queryable, accountId: number): Promise<Recipient | undefined> {
  const r = await q.query<AccountRecipientRow>(`select ${ACCOUNT} from accounts a where a.id = $1`, [accountId]);
  return r.rows[0] && accountRecipient(r.rows[0]);
}

export async function companyNameOf(q: Queryable, companyId: number): Promise<string> {
  return (await q.query<{ name: string }>(`select name from companies where id = $1`, [companyId])).rows[0]?.name ?? '';
}

export { ACCOUNT as ACCOUNT_RECIPIENT_COLUMNS, type AccountRecipientRow };

/** A library member's columns a message reads (alias `m`): card number, address, phone, language and KVKK consent. */
export const MEMBER_RECIPIENT_COLUMNS = `m.id as member_id, m.card_number, m.name as member_name, m.email as member_email, m.phone as member_phone,
  m.language as member_language, m.email_consent as member_email_consent, m.sms_consent as member_sms_consent`;

export interface MemberRecipientRow {
  member_id: number;
  card_number: string;
  member_name: string;
  member_email: string | null;
  member_phone: string | null;
  member_language: string;
  member_email_consent: boolean | null;
  member_sms_consent: boolean | null;
}

/** A library member as a recipient: e-mail when they have an address, else SMS to their phone (issue #33). */
export const memberRecipient = (r: MemberRecipientRow): Recipient => ({
  id: r.member_id,
  code: r.card_number,
  name: r.member_name,
  email: r.member_email,
  phone: r.member_email ? null : r.member_phone,
  language: messageLanguageOf(r.member_language),
  consent: { emailConsent: r.member_email_consent, smsConsent: r.member_sms_consent },
});
