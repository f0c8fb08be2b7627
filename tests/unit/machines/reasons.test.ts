import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FAMILIES, REASON_CODES } from '../../../machines';
import { REASON_FIELDS, fieldOfReason } from '../../../machines/registry';
import { EXPLORATIONS } from './explore';

const LANGS = ['tr', 'en', 'de', 'fr', 'ar'] as const;
type Catalogue = { rules: Record<string, Record<string, string>> };
const locale = (lang: string) => JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as Catalogue;
const LOCALES = Object.fromEntries(LANGS.map((l) => [l, locale(l)])) as Record<(typeof LANGS)[number], Catalogue>;
const messageOf = (lang: (typeof LANGS)[number], code: string) => {
  const [family, rule] = code.split('.') as [string, string];
  return LOCALES[lang].rules[family]?.[rule];
};
/** Rules the server applies beside the machines; their messages live in locales/ with the machines' reasons. */
const SERVER_RULES = ['pos.clientIdTaken'];

/** locales/ is the one source of every refusal's message: `rules.<family>.<rule>` in each language. */
describe('every reason has a message in all five locales', () => {
  it.each(LANGS)('%s.json has a message for every reason code and server rule, distinct from the code', (lang) => {
    for (const code of [...REASON_CODES, ...SERVER_RULES]) {
      const text = messageOf(lang, code);
      expect(text?.trim().length ?? 0, `${lang} ${code}`).toBeGreaterThan(3);
      expect(text).not.toBe(code);
      if (lang === 'ar') expect(text, code).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('the messages the brief fixes', () => {
    expect(messageOf('tr', 'receipt.locked')).toBe('İşlemdeki veya tamamlanmış fişler değiştirilemez.');
    expect(messageOf('tr', 'receipt.inProcessCannotCancel')).toBe('İşlemdeki fiş iptal edilemez.');
    expect(messageOf('tr', 'receipt.cashBoxOpen')).toBe('Kasa açıkken fiş kapatılamaz.');
    expect(messageOf('tr', 'receipt.tooManyLines')).toBe('Bir fişte en fazla 1250 satır olabilir.');
    expect(messageOf('tr', 'order.quantityExceedsRemaining')).toBe('Girilen miktar sipariş miktarını aşamaz.');
    expect(messageOf('tr', 'conversion.quantityExceedsRemaining')).toBe('Girilen miktar sipariş miktarını aşamaz.');
  });

  it('every reason named in a rule table or given during the walk is a known code', () => {
    for (const family of FAMILIES) {
      for (const table of Object.values(family.rules)) {
        for (const entry of Object.values(table)) if (typeof entry === 'string') expect(REASON_CODES).toContain(entry);
      }
    }
    for (const { steps } of EXPLORATIONS) for (const s of steps) if (s.reason) expect(REASON_CODES).toContain(s.reason);
  });
});

describe('the field a reason is about', () => {
  it('is read from the map beside the reason codes; a reason about the whole request names none', () => {
    expect(fieldOfReason('line.invalidPrice')).toBe('lines');
    expect(fieldOfReason('document.invalidDate')).toBe('date');
    expect(fieldOfReason('edocument.documentRequired')).toBe('documentId');
    expect(fieldOfReason('common.invalidInput')).toBe('_');
    for (const code of Object.keys(REASON_FIELDS)) expect(REASON_CODES).toContain(code);
  });
});
