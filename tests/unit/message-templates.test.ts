import { describe, expect, it } from 'vitest';
import { maySend } from '../../src/domain/messages/consent';
import { DEFAULT_TEMPLATES } from '../../src/domain/messages/default-templates';
import { EVENT_PLACEHOLDERS, MESSAGE_EVENTS, MESSAGE_LANGUAGES, renderTemplate, unknownPlaceholders } from '../../src/domain/messages/events';
import { mobileNumber } from '../../src/domain/messages/phone';

describe('message templates (issue #33)', () => {
  it('every event has a default template in each of the five languages, naming only its own placeholders', () => {
    for (const event of MESSAGE_EVENTS)
      for (const language of MESSAGE_LANGUAGES) {
        const t = DEFAULT_TEMPLATES[event][language];
        expect(t.body.length, `${event}/${language}`).toBeGreaterThan(0);
        expect([...unknownPlaceholders(event, t.subject), ...unknownPlaceholders(event, t.body)], `${event}/${language}`).toEqual([]);
      }
  });

  it('a placeholder the event does not offer is named, each once; spaces inside the braces do not matter', () => {
    expect(unknownPlaceholders('cargoTracking', '{{ customer.name }} {{cargo.tracking}} {{cargo.tracking}} {{statement.balance}}')).toEqual([
      'cargo.tracking',
      'statement.balance',
    ]);
    expect(EVENT_PLACEHOLDERS.statement).toContain('statement.balance');
  });

  it('renders the values in, and a placeholder without a value as nothing', () => {
    expect(
      renderTemplate('Sayın {{customer.name}}, {{ cargo.trackingNumber }}{{cargo.trackingUrl}}', { 'customer.name': 'Ayşe', 'cargo.trackingNumber': '123' }),
    ).toBe('Sayın Ayşe, 123');
  });
});

describe('whom a message may go to', () => {
  it('never to someone who said no on that channel; a yes, or no answer yet, lets the transactional message go', () => {
    expect(maySend({ emailConsent: false, smsConsent: true }, 'email')).toBe(false);
    expect(maySend({ emailConsent: false, smsConsent: true }, 'sms')).toBe(true);
    expect(maySend({ emailConsent: true, smsConsent: false }, 'sms')).toBe(false);
    expect(maySend({}, 'email')).toBe(true);
  });

  it('SMS only to a Turkish mobile number, however it is written', () => {
    expect(mobileNumber('0532 111 22 33')).toBe('5321112233');
    expect(mobileNumber('+90 (532) 111-22-33')).toBe('5321112233');
    expect(mobileNumber('0212 111 22 33')).toBeNull();
    expect(mobileNumber(null)).toBeNull();
  });
});
