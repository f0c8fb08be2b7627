import type { Queryable } from '../db/database';

/** The SQL of a company's message settings (migration messages): no row is the sandbox for both channels. */
export interface MessageSettingsRow {
  email_connection: 'sandbox' | 'server';
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_password: string;
  sender_name: string;
  sender_address: string;
  sms_connection: 'sandbox' | 'provider';
  sms_provider: 'netgsm';
  sms_user: string;
  sms_password: string;
  sms_sender: string;
  version: number;
}

const COLUMNS = `email_connection, smtp_host, smtp_port, smtp_secure, smtp_user, smtp_password, sender_name, sender_address,
  sms_connection, sms_provider, sms_user, sms_password, sms_sender, version`;

export const DEFAULT_MESSAGE_SETTINGS: MessageSettingsRow = {
  email_connection: 'sandbox',
  smtp_host: '',
  smtp_port: 587,
  smtp_secure: false,
  smtp_user: '',
  smtp_password: '',
  sender_name: '',
  sender_address: '',
  sms_connection: 'sandbox',
  sms_provider: 'netgsm',
  sms_user: '',
  sms_password: '',
  sms_sender: '',
  version: 1,
};

export async function findMessageSettings(q: Queryable): Promise<MessageSettingsRow> {
  const r = await q.query<MessageSettingsRow>(`select ${COLUMNS} from message_settings`);
  return r.rows[0] ?? DEFAULT_MESSAGE_SETTINGS;
}

export type MessageSettingsChange = Omit<MessageSettingsRow, 'version' | 'smtp_password' | 'sms_password'> & {
  smtp_password: string | undefined;
  sms_password: string | undefined;
};

/**
 * Saves the settings if they are still at `version` (the first save makes the row, at version 2); undefined when
 * someone saved them in between. An undefined password keeps the one saved.
 */
export async function saveMessageSettings(q: Queryable, companyId: number, version: number, s: MessageSettingsChange): Promise<MessageSettingsRow | undefined> {
  const values = [
    s.email_connection,
    s.smtp_host,
    s.smtp_port,
    s.smtp_secure,
    s.smtp_user,
    s.smtp_password ?? null,
    s.sender_name,
    s.sender_address,
    s.sms_connection,
    s.sms_provider,
    s.sms_user,
    s.sms_password ?? null,
    s.sms_sender,
  ];
  const updated = await q.query<MessageSettingsRow>(
    `update message_settings set email_connection = $3, smtp_host = $4, smtp_port = $5, smtp_secure = $6, smtp_user = $7,
            smtp_password = coalesce($8, smtp_password), sender_name = $9, sender_address = $10, sms_connection = $11, sms_provider = $12,
            sms_user = $13, sms_password = coalesce($14, sms_password), sms_sender = $15, version = version + 1, updated_at = now()
      where company_id = $1 and version = $2 returning ${COLUMNS}`,
    [companyId, version, ...values],
  );
  if (updated.rows[0] || version !== 1) return updated.rows[0];
  const r = await q.query<MessageSettingsRow>(
    `insert into message_settings (company_id, email_connection, smtp_host, smtp_port, smtp_secure, smtp_user, smtp_password, sender_name,
       sender_address, sms_connection, sms_provider, sms_user, sms_password, sms_sender, version)
     values ($1, $2, $3, $4, $5, $6, coalesce($7, ''), $8, $9, $10, $11, $12, coalesce($13, ''), $14, 2)
     on conflict (company_id) do nothing returning ${COLUMNS}`,
    [companyId, ...values],
  );
  return r.rows[0];
}
