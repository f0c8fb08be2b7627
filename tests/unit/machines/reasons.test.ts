import { describe, expect, it } from 'vitest';
import { FAMILIES, REASON_CODES, REASON_MESSAGES } from '../../../machines';
import { EXPLORATIONS } from './explore';

describe('every reason has a message in all five locales', () => {
  it('REASON_MESSAGES covers exactly REASON_CODES, every locale non-empty and distinct from the code', () => {
    expect(Object.keys(REASON_MESSAGES).sort()).toEqual([...REASON_CODES].sort());
    for (const [code, messages] of Object.entries(REASON_MESSAGES)) {
      expect(Object.keys(messages).sort(), code).toEqual(['ar', 'de', 'en', 'fr', 'tr']);
      for (const [locale, text] of Object.entries(messages)) {
        expect(text.trim().length, `${code}.${locale}`).toBeGreaterThan(3);
        expect(text).not.toBe(code);
      }
      expect(messages.ar, code).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('the messages the brief fixes', () => {
    expect(REASON_MESSAGES['receipt.locked'].tr).toBe('İşlemdeki veya tamamlanmış fişler değiştirilemez.');
    expect(REASON_MESSAGES['receipt.inProcessCannotCancel'].tr).toBe('İşlemdeki fiş iptal edilemez.');
    expect(REASON_MESSAGES['receipt.cashBoxOpen'].tr).toBe('Kasa açıkken fiş kapatılamaz.');
    expect(REASON_MESSAGES['receipt.tooManyLines'].tr).toBe('Bir fişte en fazla 1250 satır olabilir.');
    expect(REASON_MESSAGES['order.quantityExceedsRemaining'].tr).toBe('Girilen miktar sipariş miktarını aşamaz.');
    expect(REASON_MESSAGES['conversion.quantityExceedsRemaining'].tr).toBe('Girilen miktar sipariş miktarını aşamaz.');
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
