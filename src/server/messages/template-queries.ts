import { DEFAULT_TEMPLATES, type MessageTemplate } from '../../domain/messages/default-templates';
import type { MessageEvent, MessageLanguage } from '../../domain/messages/events';
import type { Queryable } from '../db/database';

export interface TemplateRow extends MessageTemplate {
  event: MessageEvent;
  language: MessageLanguage;
  /** the company wrote it; false: the default */
  custom: boolean;
}

/** The company's templates of an event (or of every event), its own where it wrote one, the defaults elsewhere. */
export async function templatesOf(q: Queryable, events: readonly MessageEvent[], languages: readonly MessageLanguage[]): Promise<TemplateRow[]> {
  const r = await q.query<{ event: MessageEvent; language: MessageLanguage; subject: string; body: string }>(
    `select event, language, subject, body from message_templates where event = any($1::text[])`,
    [events],
  );
  return events.flatMap((event) =>
    languages.map((language) => {
      const own = r.rows.find((t) => t.event === event && t.language === language);
      return own ? { ...own, custom: true } : { event, language, ...DEFAULT_TEMPLATES[event][language], custom: false };
    }),
  );
}

export async function templateOf(q: Queryable, event: MessageEvent, language: MessageLanguage): Promise<TemplateRow> {
  return (await templatesOf(q, [event], [language]))[0]!;
}

export async function saveTemplate(q: Queryable, companyId: number, event: MessageEvent, language: MessageLanguage, t: MessageTemplate): Promise<void> {
  await q.query(
    `insert into message_templates (company_id, event, language, subject, body) values ($1, $2, $3, $4, $5)
     on conflict (company_id, event, language) do update set subject = excluded.subject, body = excluded.body, updated_at = now()`,
    [companyId, event, language, t.subject, t.body],
  );
}

/** Back to the default. */
export async function removeTemplate(q: Queryable, event: MessageEvent, language: MessageLanguage): Promise<void> {
  await q.query(`delete from message_templates where event = $1 and language = $2`, [event, language]);
}
