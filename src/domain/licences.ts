import { daysInMonth } from './calendar-date';
import { daysBetween } from './clock/clock';

/** Who asks about licences: the signed-in user's company, roles and the provider flag (migration 071). */
export interface LicenceActor {
  companyId: number;
  roles: readonly string[];
  provider?: boolean;
}

/**
 * Licence management (spec §6, /modul/lisansyonetimi): the provider's super user sees every company; a company's
 * own admin sees only their company; anyone else nothing (null: 403). Routes and screens ask this, never the roles.
 */
export type LicenceScope = { kind: 'all' } | { kind: 'own'; companyId: number };

export function licenceScope(actor: LicenceActor): LicenceScope | null {
  if (actor.provider) return { kind: 'all' };
  if (actor.roles.includes('admin')) return { kind: 'own', companyId: actor.companyId };
  return null;
}

export const scopeHolds = (scope: LicenceScope, companyId: number): boolean => scope.kind === 'all' || scope.companyId === companyId;

/** Only the provider extends a licence: a company does not lengthen its own. */
export const mayExtendLicence = (actor: LicenceActor): boolean => actor.provider === true;

export const LICENCE_EXTENSION_MAX_MONTHS = 120;

/**
 * The expiry after extending by `months`: counted from the current expiry, or from today when it has already
 * passed (a lapsed licence does not buy back the days it was lapsed). The 31st of a shorter month becomes its last day.
 */
export function extendedExpiry(current: string, today: string, months: number): string {
  const from = current >= today ? current : today;
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The calendar days from the company's today to the licence's end date: a one-year licence taken today shows 365
 * (366 over a 29 February), 0 on its last day and after it.
 */
export const licenceDaysLeft = (expires: string, today: string): number => Math.max(0, daysBetween(today, expires));
