import { SANDBOX_API_KEY, SANDBOX_SECRET_KEY } from '../../sandbox-payments/credentials';
import { iyzicoProvider } from './iyzico';
import { PaymentError, type PaymentProvider } from './provider';
import type { VirtualPosSettingsRow } from './settings-queries';

/** iyzico's own addresses, when the settings give no Url */
const IYZICO_URLS = { test: 'https://sandbox-api.iyzipay.com', live: 'https://api.iyzipay.com' } as const;

/**
 * The provider a company's settings name: the sandbox payment provider beside the server (PAYMENTS_URL) with its own
 * credentials, or iyzico with the company's. The sandbox speaks iyzico's API, so both are the iyzico adapter.
 */
export function providerOf(s: Pick<VirtualPosSettingsRow, 'provider' | 'mode' | 'api_key' | 'secret_key' | 'url'>, sandboxUrl: string | null): PaymentProvider {
  if (s.provider === 'sandbox') {
    if (!sandboxUrl) throw new PaymentError('no sandbox payment provider runs beside this server (PAYMENTS_URL)', true);
    return iyzicoProvider({ apiKey: SANDBOX_API_KEY, secretKey: SANDBOX_SECRET_KEY, baseUrl: sandboxUrl });
  }
  if (!s.api_key || !s.secret_key) throw new PaymentError('the virtual POS settings have no ApiKey or SecretKey', true);
  return iyzicoProvider({ apiKey: s.api_key, secretKey: s.secret_key, baseUrl: s.url || IYZICO_URLS[s.mode] });
}
