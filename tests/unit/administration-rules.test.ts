import { describe, expect, it } from 'vitest';
import { blankPersonalData, trimRoute, trimStack, STACK_LINES } from '../../src/domain/client-errors';
import { extendedExpiry, licenceDaysLeft, licenceScope, mayExtendLicence, scopeHolds } from '../../src/domain/licences';
import { deviceVerdict } from '../../src/domain/offline-devices';

describe('licence scope', () => {
  it('the provider sees every company, a company admin only their own, anyone else nothing; only the provider extends', () => {
    const provider = { companyId: 3, roles: ['admin'], provider: true };
    const admin = { companyId: 1, roles: ['admin'] };
    const manager = { companyId: 1, roles: ['manager'] };
    expect(scopeHolds(licenceScope(provider)!, 2)).toBe(true);
    expect(scopeHolds(licenceScope(admin)!, 1)).toBe(true);
    expect(scopeHolds(licenceScope(admin)!, 2)).toBe(false);
    expect(licenceScope(manager)).toBeNull();
    expect([mayExtendLicence(provider), mayExtendLicence(admin)]).toEqual([true, false]);
  });

  it('an extension counts from the expiry, or from today once it has lapsed; the 31st becomes the shorter month’s last day', () => {
    expect(extendedExpiry('2026-05-10', '2026-01-01', 12)).toBe('2027-05-10');
    expect(extendedExpiry('2025-05-10', '2026-01-15', 1)).toBe('2026-02-15');
    expect(extendedExpiry('2026-01-31', '2026-01-01', 1)).toBe('2026-02-28');
    expect(extendedExpiry('2027-12-31', '2026-01-01', 2)).toBe('2028-02-29');
  });
});

describe('licence days left', () => {
  it('a one-year licence taken today shows the calendar days to its end date: 365, 366 over a 29 February, 0 on its last day and after', () => {
    expect(licenceDaysLeft(extendedExpiry('2026-01-01', '2026-11-29', 12), '2026-11-29')).toBe(365);
    expect(licenceDaysLeft(extendedExpiry('2027-01-01', '2027-11-29', 12), '2027-11-29')).toBe(366);
    expect(licenceDaysLeft('2026-11-30', '2026-11-29')).toBe(1);
    expect(licenceDaysLeft('2026-11-29', '2026-11-29')).toBe(0);
    expect(licenceDaysLeft('2026-11-28', '2026-11-29')).toBe(0);
  });
});

describe('offline device verdict', () => {
  it('no device named, none authorised yet, another, or the authorised one', () => {
    expect(deviceVerdict('a', null)).toBe('missing');
    expect(deviceVerdict(null, 'a')).toBe('unregistered');
    expect(deviceVerdict('a', 'b')).toBe('another');
    expect(deviceVerdict('a', 'a')).toBe('allowed');
  });
});

describe('browser error reports hold no personal data', () => {
  it('e-mail addresses and long numbers are blanked, URLs and routes lose their query, a stack is cut', () => {
    expect(blankPersonalData('x of ali.veli@example.com.tr, TCKN 10000000146, tel +90 532 555 01 01')).toBe('x of [e-mail], TCKN [number], tel +[number]');
    expect(blankPersonalData('at f (https://host/a.js?token=abc#x:1:2)')).toBe('at f (https://host/a.js)');
    expect(trimRoute('/cari/list?q=Selin')).toBe('/cari/list');
    expect(trimStack(Array.from({ length: 99 }, () => 'at x').join('\n'))!.split('\n')).toHaveLength(STACK_LINES);
    expect(trimStack('')).toBeNull();
  });
});
