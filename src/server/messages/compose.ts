import { maySend, type MessageChannel } from '../../domain/messages/consent';
import { mobileNumber } from '../../domain/messages/phone';
import { renderTemplate, type MessageEvent, type PlaceholderValues } from '../../domain/messages/events';
import type { Queryable } from '../db/database';
import { enqueueMessage, type AttachmentRef, type MessageRow } from './outbox-queries';
import type { Recipient } from './recipients';
import { templateOf } from './template-queries';

/**
 * An event's message to a recipient, rendered from the company's template in the recipient's language and put in
 * the outbox once per source: on each channel the recipient has an address on and has not opted out of. E-mail
 * always; SMS to a mobile number when the company set a sender title (its SMS settings).
 */
export async function composeMessages(
  q: Queryable,
  companyId: number,
  o: { event: MessageEvent; sourceKey: string; recipient: Recipient; values: PlaceholderValues; attachments: AttachmentRef[]; sms: boolean },
): Promise<(MessageRow & { fresh: boolean })[]> {
  const { recipient } = o;
  const template = await templateOf(q, o.event, recipient.language);
  const subject = renderTemplate(template.subject, o.values);
  const body = renderTemplate(template.body, o.values);
  const made: (MessageRow & { fresh: boolean })[] = [];
  const to: [MessageChannel, string | null][] = [
    ['email', recipient.email],
    ['sms', o.sms ? mobileNumber(recipient.phone) : null],
  ];
  for (const [channel, address] of to) {
    if (!address || !maySend(recipient.consent, channel)) continue;
    made.push(
      await enqueueMessage(q, companyId, {
        event: o.event,
        channel,
        source_key: o.sourceKey,
        recipient: address,
        recipient_name: recipient.name,
        language: recipient.language,
        subject: channel === 'email' ? subject : '',
        body: channel === 'email' ? body : `${subject}\n${body}`.slice(0, 900),
        attachments: channel === 'email' ? o.attachments : [],
      }),
    );
  }
  return made;
}
