/**
 * KVKK consent to messages (issue #33), kept on a current account and on a library member: e-mail yes/no, SMS yes/no,
 * when and how it was given. The events' messages are transactional (an invoice, a tracking number, a statement): they
 * go unless the person opted out on that channel; an explicit no is never overridden.
 */
export const CONSENT_METHODS = ['written', 'online', 'verbal'] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];
export type MessageChannel = 'email' | 'sms';

export interface MessageConsent {
  emailConsent?: boolean | null;
  smsConsent?: boolean | null;
}

/** Whether a message on `channel` may go to someone with this consent: not after an explicit no. */
export const maySend = (consent: MessageConsent, channel: MessageChannel): boolean =>
  (channel === 'email' ? consent.emailConsent : consent.smsConsent) !== false;
