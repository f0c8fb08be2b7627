import { describe, expect, it } from 'vitest';
import { TcmbParseError, parseTcmbBulletin } from '../../../src/domain/money/tcmb';

/**
 * An uploaded "bulletin" is attacker input. The parser reads it in one pass: a file the size of the upload
 * limit (2 MB) made of unclosed or endlessly nested tags is refused well within the test's time-out, where
 * the old regular expressions rescanned the rest of the text from every tag (minutes for such a file).
 */
const HEAD = '<?xml version="1.0" encoding="UTF-8"?><Tarih_Date Tarih="04.12.2015" Bulten_No="2015/231">';
const UPLOAD_LIMIT = 2 * 1024 * 1024;
const filled = (head: string, unit: string) => head + unit.repeat(Math.floor((UPLOAD_LIMIT - head.length - 100) / unit.length));

describe('parseTcmbBulletin on hostile input', () => {
  it.each([
    ['root tags that never close', filled('', '<Tarih_Date ')],
    ['currencies that never close', filled(HEAD, '<Currency Kod="USD">')],
    ['nesting thousands deep', filled(HEAD, '<Currency Kod="USD"><Unit>')],
    ['rates that never close', filled(HEAD + '<Currency Kod="USD"><Unit>1</Unit>', '<ForexBuying>2.8921')],
    ['an attribute list without end', filled('<Tarih_Date ', 'Tarih="04.12.2015" ')],
    ['comments and CDATA that never close', filled(HEAD, '<!--<![CDATA[')],
  ])('%s: refused as no bulletin', (_name, text) => {
    expect(text.length).toBeGreaterThan(UPLOAD_LIMIT - 200);
    expect(() => parseTcmbBulletin(text)).toThrow(TcmbParseError);
  });

  it('entities declared in a DOCTYPE do not blow up (billion laughs)', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('') +
      ']><Tarih_Date Tarih="04.12.2015" Bulten_No="&lol9;"><Currency Kod="USD"><Unit>1</Unit></Currency></Tarih_Date>';
    let result: unknown;
    try {
      result = parseTcmbBulletin(laughs);
    } catch (e) {
      expect(e).toBeInstanceOf(TcmbParseError);
      return;
    }
    expect(JSON.stringify(result).length).toBeLessThan(200_000);
  });

  it('a well-formed file that is no bulletin, or a bulletin with a bad rate, is still refused', () => {
    expect(() => parseTcmbBulletin('<html>nope</html>')).toThrow(/no <Tarih_Date>/);
    expect(() => parseTcmbBulletin(`${HEAD}</Tarih_Date>`)).toThrow(/no <Currency>/);
    expect(() => parseTcmbBulletin(`${HEAD}<Currency Kod="usd"><Unit>1</Unit></Currency></Tarih_Date>`)).toThrow(/bad currency code/);
    expect(() => parseTcmbBulletin(`${HEAD}<Currency Kod="USD"><Unit>0</Unit></Currency></Tarih_Date>`)).toThrow(/bad unit/);
  });

  it('values are read trimmed; an empty element is no rate', () => {
    const b = parseTcmbBulletin(
      `<Tarih_Date Tarih="04.12.2015" Bulten_No="2015/231"><Currency Kod="USD"><Unit>1</Unit><ForexBuying> 2.8921 </ForexBuying><BanknoteBuying/></Currency></Tarih_Date>`,
    );
    expect(b).toEqual({
      date: '2015-12-04',
      bulletinNo: '2015/231',
      rates: { USD: { unit: 1, forexBuying: '2.8921', forexSelling: null, banknoteBuying: null, banknoteSelling: null } },
    });
  });
});

describe('parseTcmbBulletin refuses what the rate tables cannot hold', () => {
  const bulletin = (no: string, unit: string, rate = '2.8921') =>
    `<?xml version="1.0" encoding="UTF-8"?><Tarih_Date Tarih="04.12.2015" Bulten_No="${no}"><Currency Kod="USD"><Unit>${unit}</Unit><ForexBuying>${rate}</ForexBuying></Currency></Tarih_Date>`;

  it('a bulletin as TCMB writes it is read', () => {
    expect(parseTcmbBulletin(bulletin('2015/231', '1')).rates.USD).toMatchObject({ unit: 1, forexBuying: '2.8921' });
  });

  it.each([
    ['a unit past the integer column', bulletin('2015/231', '99999999999')],
    ['a NUL in the bulletin number', bulletin('&#0;', '1')],
    ['a character reference past Unicode', bulletin('&#99999999;', '1')],
    ['a rate past the rate columns', bulletin('2015/231', '1', '9999999999999.5')],
  ])('%s', (_name, text) => {
    expect(() => parseTcmbBulletin(text)).toThrow(TcmbParseError);
  });
});
