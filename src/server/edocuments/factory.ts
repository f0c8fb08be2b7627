import type { Database } from '../db/database';
import { edmIntegrator, EDM_URLS } from './adapters/edm';
import { mysoftIntegrator, MYSOFT_URLS } from './adapters/mysoft';
import { uyumsoftIntegrator, UYUMSOFT_URLS } from './adapters/uyumsoft';
import { IntegratorError, type Integrator } from './integrator';
import { sandboxIntegrator } from './sandbox-client';
import { findIntegratorSettings, type IntegratorSettingsRow } from './settings-queries';

/**
 * Which integrator a company's e-documents go to: its settings' adapter (uyumsoft, mysoft, edm) at its test or live
 * address, or the sandbox integrator (no settings, `sandbox`, or "use the demo sandbox").
 */
const URLS = { uyumsoft: UYUMSOFT_URLS, mysoft: MYSOFT_URLS, edm: EDM_URLS };
const ADAPTERS = { uyumsoft: uyumsoftIntegrator, mysoft: mysoftIntegrator, edm: edmIntegrator };

const noSandbox = async (): Promise<never> => {
  throw new IntegratorError('no sandbox integrator runs beside this server (INTEGRATOR_URL)', false);
};
const NO_SANDBOX: Integrator = { checkUser: noSandbox, send: noSandbox, status: noSandbox, listIncoming: noSandbox, respond: noSandbox, fetch: noSandbox };

export function integratorOf(s: IntegratorSettingsRow, sandboxUrl: string | null): Integrator {
  if (s.use_sandbox || s.integrator === 'sandbox') return sandboxUrl ? sandboxIntegrator(sandboxUrl) : NO_SANDBOX;
  const url = s.service_url || URLS[s.integrator][s.mode];
  return ADAPTERS[s.integrator]({ url, username: s.username, secret: s.secret, senderAlias: s.sender_alias });
}

/**
 * Each company's integrator, made again only when its settings change (an adapter keeps its token or session), so
 * the send worker asks for it per job.
 */
export function companyIntegrators(db: Database, sandboxUrl: string | null) {
  const made = new Map<number, { version: number; integrator: Integrator }>();
  return async (companyId: number): Promise<Integrator> => {
    const settings = await db.company(companyId, (q) => findIntegratorSettings(q, companyId));
    const known = made.get(companyId);
    if (known && known.version === settings.version) return known.integrator;
    const integrator = integratorOf(settings, sandboxUrl);
    made.set(companyId, { version: settings.version, integrator });
    return integrator;
  };
}
export type IntegratorSource = ReturnType<typeof companyIntegrators>;
