/**
 * The e-document integrators a company may send through (integrators.md). `sandbox` is Defter's own demo integrator
 * (src/sandbox-integrator/); each other has an adapter on the server and its pages under /modul/<key>efatura/.
 */
export const INTEGRATORS = ['sandbox', 'uyumsoft', 'mysoft', 'edm'] as const;
export type IntegratorKey = (typeof INTEGRATORS)[number];
export const PROVIDERS = ['uyumsoft', 'mysoft', 'edm'] as const satisfies readonly IntegratorKey[];
export type ProviderKey = (typeof PROVIDERS)[number];

/** GİB's series: three capital letters or digits, the first of a document's number (GİB numbers restart each year). */
export const SERIES_PREFIX = /^[A-Z0-9]{3}$/;
export const DEFAULT_SERIES = { invoicePrefix: 'DFT', archivePrefix: 'DFA', waybillPrefix: 'DIR' } as const;

/** The provider whose pages a path is under (`/modul/mysoftefatura/gonder` → mysoft). */
export function providerOfPath(path: string): ProviderKey | undefined {
  const m = /^\/modul\/(uyumsoft|mysoft|edm)efatura\//.exec(path);
  return m ? (m[1] as ProviderKey) : undefined;
}

/** Which integrator a company's e-documents go to: its own settings, the sandbox when none are saved. */
export function pagesServeCompany(provider: ProviderKey, settings: { integrator: IntegratorKey } | undefined): boolean {
  // the first set of pages (uyumsoft) served the sandbox before the settings existed, and still does
  const chosen = settings?.integrator ?? 'sandbox';
  return chosen === provider || (chosen === 'sandbox' && provider === 'uyumsoft');
}

/**
 * Whether a page is in the menu of a company using `integrator`: pages of no integrator are, and so is every
 * integrator's settings page (where an admin chooses another); the working pages (send, outgoing, incoming) only
 * of the integrator the company uses.
 */
export function pageInCompanyMenu(path: string, integrator: IntegratorKey | undefined): boolean {
  const provider = providerOfPath(path);
  if (!provider || path === `/modul/${provider}efatura/ayar`) return true;
  return pagesServeCompany(provider, integrator ? { integrator } : undefined);
}
