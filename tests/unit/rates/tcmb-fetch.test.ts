import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBulletin } from '../../../src/server/rates/decode';
import { bulletinUrl } from '../../../src/server/rates/fetch-bulletin';
import { istanbulToday } from '../../../src/server/rates/istanbul-day';

const bytes = new Uint8Array(readFileSync(new URL('../../fixtures/tcmb-today-2015-12-04.xml', import.meta.url)));

describe('the bulletin file of TCMB', () => {
  it('decodes the ISO-8859-9 bytes by their XML declaration, whatever the Content-Type says', () => {
    expect(decodeBulletin(bytes)).toContain('İNGİLİZ STERLİNİ');
    expect(decodeBulletin(bytes, 'text/xml; charset=utf-8')).toContain('İNGİLİZ STERLİNİ');
  });

  it('without a declaration: the Content-Type charset, else ISO-8859-9', () => {
    const latin5 = new Uint8Array([0xdd, 0x4e, 0x47, 0xdd, 0x4c, 0xdd, 0x5a]); // "İNGİLİZ"
    expect(decodeBulletin(latin5)).toBe('İNGİLİZ');
    expect(decodeBulletin(new TextEncoder().encode('Ş'), 'application/xml; charset=UTF-8')).toBe('Ş');
  });

  it('today.xml for today, the archive path for another day', () => {
    expect(bulletinUrl('https://www.tcmb.gov.tr/kurlar/', '2015-12-04', '2015-12-04')).toBe('https://www.tcmb.gov.tr/kurlar/today.xml');
    expect(bulletinUrl('https://www.tcmb.gov.tr/kurlar', '2015-12-04', '2015-12-07')).toBe('https://www.tcmb.gov.tr/kurlar/201512/04122015.xml');
  });

  it('today is the day in Istanbul (UTC+3), not the server zone', () => {
    expect(istanbulToday(new Date('2020-12-04T20:59:00Z'))).toBe('2020-12-04');
    expect(istanbulToday(new Date('2020-12-04T21:00:00Z'))).toBe('2020-12-05');
  });
});
