import { SANDBOX_MIKRO } from '../../sandbox-mikro/credentials';
import { mikroApi } from './mikro-api';
import { ErpError, type ErpProvider } from './provider';
import type { MikroSettingsRow } from './settings-queries';

/**
 * The Mikro a company's settings name: the sandbox Mikro beside the server (MIKRO_URL) with its own firm and user, or
 * the company's own Mikro API with its firm code, working year, user, password and API key.
 */
export function erpProviderOf(s: MikroSettingsRow, sandboxUrl: string | null): ErpProvider {
  if (s.connection === 'sandbox') {
    if (!sandboxUrl) throw new ErpError('no sandbox Mikro runs beside this server (MIKRO_URL)', false);
    return mikroApi({ url: sandboxUrl, workingYear: s.working_year, ...SANDBOX_MIKRO });
  }
  if (!s.url || !s.firm_code || !s.user_code || !s.password)
    throw new ErpError('the Mikro settings have no address, firm, user or password', true, 'credentials');
  return mikroApi({ url: s.url, firmCode: s.firm_code, workingYear: s.working_year, userCode: s.user_code, password: s.password, apiKey: s.api_key });
}
