import type { MessageLanguage } from '../../../domain/messages/events';
import type { Queryable } from '../../db/database';
import { composeMessages } from '../compose';
import type { MessageRow } from '../outbox-queries';
import { companyNameOf } from '../recipients';

/**
 * The password reset: the one-time link a user asked for on the log-in page, put in the outbox (the round sends it) by
 * e-mail only, in the language the user asked in. It goes whatever the user's consent to messages: it is their own
 * request, not a message to them. `requestId` (the token's hash) is the source key.
 */
export async function queuePasswordReset(
  q: Queryable,
  companyId: number,
  o: { user: { id: number; name: string; email: string }; language: MessageLanguage; link: string; validMinutes: number; requestId: string },
): Promise<MessageRow[]> {
  return composeMessages(q, companyId, {
    event: 'passwordReset',
    sourceKey: `reset:${o.requestId}`,
    recipient: { id: o.user.id, code: '', name: o.user.name, email: o.user.email, phone: null, language: o.language, consent: {} },
    values: {
      'company.name': await companyNameOf(q, companyId),
      'user.name': o.user.name,
      'reset.link': o.link,
      'reset.validMinutes': String(o.validMinutes),
    },
    attachments: [],
    sms: false,
  });
}
