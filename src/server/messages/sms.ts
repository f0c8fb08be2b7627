import { mobileNumber } from '../../domain/messages/phone';
import type { MessageSettingsRow } from './settings-queries';

/** One SMS provider's service, as the outbox uses it. */
export interface SmsProvider {
  /** sends one SMS; the provider's id of it, or an SmsError */
  send(to: string, text: string): Promise<string>;
}

export class SmsError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export const NETGSM_URL = 'https://api.netgsm.com.tr';

/** Netgsm's answers to a send other than 00/01/02 (its published HTTP API), and whether trying again may help. */
const NETGSM_CODES: Record<string, { message: string; transient: boolean }> = {
  '20': { message: 'the message text is refused (too long or invalid characters)', transient: false },
  '30': { message: 'invalid user name or password, or no API access from this address', transient: false },
  '40': { message: 'the sender title (msgheader) is not defined at Netgsm', transient: false },
  '50': { message: 'the account cannot send this message (İYS check)', transient: false },
  '51': { message: 'no İYS brand code is defined for the account', transient: false },
  '70': { message: 'missing or invalid parameters', transient: false },
  '80': { message: 'the sending limit is exceeded', transient: true },
  '85': { message: 'the same message to the same number too often', transient: true },
};

/**
 * Netgsm's HTTP GET API (`/sms/send/get`): usercode, password, gsmno (10 digits, 5xxxxxxxxx), message, msgheader (the
 * sender title approved at Netgsm), dil=TR for Turkish characters. It answers in plain text: `00 <job id>` (or 01/02,
 * accepted with a date note) when accepted, else a two-digit code (NETGSM_CODES).
 */
export function netgsmProvider(o: { url: string; user: string; password: string; sender: string }): SmsProvider {
  return {
    async send(to, text) {
      const gsm = mobileNumber(to);
      if (!gsm) throw new SmsError(`not a Turkish mobile number: ${to}`, false);
      const params = new URLSearchParams({ usercode: o.user, password: o.password, gsmno: gsm, message: text, msgheader: o.sender, dil: 'TR' });
      let answer: string;
      try {
        const r = await fetch(`${o.url}/sms/send/get?${params.toString()}`, { signal: AbortSignal.timeout(15_000) });
        if (!r.ok) throw new SmsError(`the SMS provider answered HTTP ${r.status}`, r.status >= 500);
        answer = (await r.text()).trim();
      } catch (e) {
        if (e instanceof SmsError) throw e;
        throw new SmsError(`the SMS provider could not be reached: ${e instanceof Error ? e.message : String(e)}`, true);
      }
      const [code = '', id = ''] = answer.split(/\s+/);
      if (['00', '01', '02'].includes(code)) return id;
      const known = NETGSM_CODES[code];
      throw new SmsError(known ? `Netgsm ${code}: ${known.message}` : `Netgsm answered: ${answer.slice(0, 200)}`, known?.transient ?? false);
    },
  };
}

/** The SMS sandbox beside the server (SMS_URL) speaks Netgsm's API; the sandbox takes any credentials. */
export function smsProviderOf(s: MessageSettingsRow, sandboxUrl: string | null): SmsProvider {
  if (s.sms_connection === 'sandbox') {
    if (!sandboxUrl) throw new SmsError('no sandbox SMS provider runs beside this server (SMS_URL)', false);
    return netgsmProvider({ url: sandboxUrl, user: 'sandbox', password: 'sandbox', sender: s.sms_sender || 'DEFTER' });
  }
  if (!s.sms_user || !s.sms_password || !s.sms_sender) throw new SmsError('the SMS settings have no user name, password or sender title', false);
  return netgsmProvider({ url: NETGSM_URL, user: s.sms_user, password: s.sms_password, sender: s.sms_sender });
}
