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
