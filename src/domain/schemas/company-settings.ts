import { z } from 'zod';
import { parseIban, parseMersis, parsePhone, parseTaxNumber, type Outcome } from './masterdata';
import { canonicalTimeZone, isTimeZone } from '../clock/clock';

/** A logo is printed small: at most 256 KB of PNG, JPEG or WebP, sent as a data URL (contract "Limits": its own limit). */
export const MAX_LOGO_BYTES = 256 * 1024;
export const MAX_COMPANY_IBANS = 10;

const LOGO_TYPES = { png: [0x89, 0x50, 0x4e, 0x47], jpeg: [0xff, 0xd8, 0xff], webp: [0x52, 0x49, 0x46, 0x46] } as const;
const LOGO_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The decoded size of a base64 text, without decoding it. */
const base64Bytes = (b64: string): number => (b64.length * 3) / 4 - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);

/** A data URL of a PNG, JPEG or WebP image whose first bytes are that image's (a renamed file is refused). */
export function parseLogo(v: unknown): Outcome<string> {
  const bad = { ok: false, key: 'validation.logo' } as const;
  if (typeof v !== 'string') return bad;
  const text = v.trim();
  const m = LOGO_URL.exec(text.slice(0, 64)) ? LOGO_URL.exec(text) : null;
  if (!m) return bad;
  const [, type, b64] = m as unknown as [string, keyof typeof LOGO_TYPES, string];
  if (base64Bytes(b64) > MAX_LOGO_BYTES) return { ok: false, key: `validation.logoTooLarge|${MAX_LOGO_BYTES / 1024}` };
  const head = atob(b64.slice(0, 16));
  const magic = LOGO_TYPES[type];
  return magic.every((byte, i) => head.charCodeAt(i) === byte) ? { ok: true, value: text } : bad;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional field: blank is null (the detail is cleared), anything else must pass `parse`. */
const clearable = <T>(parse: (v: unknown) => Outcome<T>) =>
  z.unknown().transform((v, ctx): T | null => {
    if (isBlank(v)) return null;
    const r = parse(v);
    if (r.ok) return r.value;
    ctx.issues.push({ code: 'custom', message: r.key, input: v });
    return z.NEVER;
  });

const text = (max: number) =>
  clearable((v) =>
    typeof v !== 'string'
      ? { ok: false, key: 'validation.invalid' }
      : v.trim().length > max
        ? { ok: false, key: `validation.maxLength|${max}` }
        : { ok: true, value: v.trim() },
  );

const email = clearable((v) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s.length <= 254 && z.email().safeParse(s).success ? { ok: true, value: s.toLowerCase() } : { ok: false, key: 'validation.email' };
});

/**
 * PUT /api/company: the company's legal details as its documents print them and its e-documents name the supplier.
 * Every field is sent (a blank one is cleared), except `logo`: absent keeps it, null removes it, a data URL replaces it.
 */
export const companySettingsBody = z.strictObject({
  version: z.number().int().min(1).max(2_147_483_647),
  title: z.string().trim().min(1).max(200),
  taxOffice: text(100),
  taxNumber: clearable(parseTaxNumber),
  mersis: clearable(parseMersis),
  address: text(500),
  phone: clearable(parsePhone),
  email,
  ibans: z
    .array(clearable(parseIban))
    .max(MAX_COMPANY_IBANS)
    .transform((list) => [...new Set(list.filter((i): i is string => i !== null))]),
  logo: clearable(parseLogo).optional(),
  /** the zone whose calendar dates its documents (absent keeps it): one `Intl` knows */
  timeZone: z.string().trim().refine(isTimeZone, 'validation.timeZone').transform(canonicalTimeZone).optional(),
});
export type CompanySettingsBody = z.infer<typeof companySettingsBody>;
